"""Serving one accepted socket: its sender task, its reader, and how it ends.

The reader handles one client message at a time, in order. Commands and chat lines
run shielded from cancellation: a client that disconnects mid-command never leaves a
committed command unpublished.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

from sqlalchemy.exc import InterfaceError, OperationalError
from starlette.websockets import WebSocket

from app.engine import Rejection
from app.realtime import messages
from app.realtime.connection import Connection, Member
from app.realtime.hub import Hub
from app.realtime.protocol import (
    AskChatHistory,
    ClientMessage,
    CloseCode,
    Ping,
    Pong,
    ProtocolError,
    Resume,
    SayInChat,
    SendCommand,
    parse_client_message,
)
from app.service.budgets import MessageBudget
from app.service.chat import chat_lines, post_chat_line
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.errors import ServiceError, Unauthorized, Unavailable
from app.service.membership import Access
from app.service.metrics import swallowed_fault

log = logging.getLogger("hunters.realtime")

_unfinished: set[asyncio.Task[Any]] = set()
T = TypeVar("T")


async def serve_connection(
    websocket: WebSocket,
    hub: Hub,
    member: Member,
    since_seq: int | None,
    view_seq: int | None = None,
) -> None:
    await websocket.accept()
    settings = hub.ctx.settings
    budget = MessageBudget(settings.ws_messages_per_second, settings.ws_message_burst)
    conn = Connection(websocket, member, queue_size=settings.ws_send_queue, budget=budget)
    sender = asyncio.create_task(conn.pump())
    try:
        await hub.join(conn, since_seq, view_seq)
        await _run_until_over(conn, hub, sender)
    except Exception:
        swallowed_fault("socket.connection", "live connection failed", campaign=conn.campaign_id)
        conn.end(CloseCode.SERVER_ERROR, "The server could not serve the table; try again.")
    finally:
        sender.cancel()
        await hub.leave(conn)
    if conn.ended.is_set():
        await _close(conn, hub.ctx.settings.ws_close_timeout_seconds)


async def _run_until_over(conn: Connection, hub: Hub, sender: asyncio.Task[None]) -> None:
    """Until the client goes away, the sender fails, or something ends the connection."""
    reader = asyncio.create_task(read_messages(conn, hub))
    ended = asyncio.create_task(conn.ended.wait())
    try:
        await asyncio.wait({reader, sender, ended}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        reader.cancel()
        ended.cancel()
        await asyncio.gather(reader, ended, return_exceptions=True)


async def _close(conn: Connection, patience_seconds: float) -> None:
    """Send the close frame with its code and reason. For a client too slow to read it,
    give up after ``patience_seconds``: the server then drops the connection."""
    with contextlib.suppress(Exception):
        await asyncio.wait_for(
            conn.websocket.close(conn.close_code, conn.close_reason), patience_seconds
        )


async def read_messages(conn: Connection, hub: Hub) -> None:
    limit = hub.ctx.settings.ws_max_message_bytes
    while True:
        frame = await conn.websocket.receive()
        if frame["type"] == "websocket.disconnect":
            return
        conn.heard()
        text = frame.get("text")
        if not conn.budget.take():
            _warn_over_budget(conn)
        elif text is None:
            conn.send(messages.error(code="bad_message", message="Send JSON in text frames."))
        elif len(text.encode()) > limit:
            conn.end(CloseCode.MESSAGE_TOO_BIG, "That message is too big.")
            return
        else:
            await handle_text(conn, hub, text)


def _warn_over_budget(conn: Connection) -> None:
    """Say it once per flood; the messages themselves are dropped unread."""
    if conn.budget.first_refusal_of_flood():
        message = "Too many messages at once; the last ones were ignored. Slow down."
        conn.send(messages.error(code="rate_limited", message=message))


async def handle_text(conn: Connection, hub: Hub, text: str) -> None:
    try:
        message = parse_client_message(text, max_depth=hub.ctx.settings.max_json_depth)
    except ProtocolError as problem:
        conn.send(messages.error(code=problem.code, message=problem.message))
        return
    try:
        await dispatch(conn, hub, message)
    except ServiceError as problem:
        conn.send(messages.error(code=problem.code, message=problem.message))
    except (OperationalError, InterfaceError):
        # The database went away mid-message (a chat line, a history read): retryable.
        log.warning("database unreachable", extra={"campaign": conn.campaign_id})
        unreachable = Unavailable()
        conn.send(messages.error(code=unreachable.code, message=unreachable.message))
    except Exception:
        swallowed_fault("socket.message", "client message failed", campaign=conn.campaign_id)
        conn.send(messages.error(code="internal_error", message="The server could not do that."))


async def dispatch(conn: Connection, hub: Hub, message: ClientMessage) -> None:
    match message:
        case SendCommand():
            conn.send(await _shielded(send_command(hub, conn, message)))
        case Resume():
            await hub.resume(conn, message.since_seq)
        case SayInChat():
            await _shielded(post_chat_line(hub.ctx, standing_access(conn), message.text))
        case AskChatHistory():
            lines = await chat_lines(
                hub.ctx, conn.campaign_id, limit=message.limit, before_id=message.before_id
            )
            conn.send(messages.chat(lines=lines, history=True))
        case Ping():
            conn.send(messages.pong())
        case Pong():
            pass


async def send_command(hub: Hub, conn: Connection, message: SendCommand) -> messages.Message:
    """Run the command as the member's seat (or as the GM) and answer ``ack``/``reject``."""
    try:
        actor = standing_access(conn).actor()
    except ServiceError as problem:
        rejection = Rejection(code=problem.code, message=problem.message, rule=problem.rule)
        return messages.reject(command_id=message.command_id, rejection=rejection)
    request = CommandRequest(
        campaign_id=conn.campaign_id,
        command_id=message.command_id,
        payload=message.command,
        actor=actor,
        user_id=conn.member.user.id,
        expected_seq=message.expected_seq,
    )
    result = await run_command(hub.ctx, request)
    if isinstance(result, Accepted):
        return messages.ack(
            command_id=result.command_id,
            seq_from=result.seq_from,
            seq=result.seq_to,
            duplicate=result.duplicate,
        )
    return messages.reject(command_id=message.command_id, rejection=result.rejection)


def standing_access(conn: Connection) -> Access:
    """The member's access, checked once at the handshake and kept current by the hub
    (issue 17): a revoked session or a changed seat travels on the bus and ends the
    connection, events that change the seats refresh it, and the sweep catches what a
    lost notice missed. So nothing is read per command; an ended connection acts no more."""
    if conn.ended.is_set():
        raise Unauthorized("session_ended", conn.close_reason or "This connection has ended.")
    return conn.member.access


async def _shielded(work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` to its end even if the connection is cancelled meanwhile."""
    task = asyncio.ensure_future(work)
    _unfinished.add(task)
    task.add_done_callback(_unfinished.discard)
    return await asyncio.shield(task)
