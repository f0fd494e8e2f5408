"""What the server sends: one builder per message type of docs/protocol.md.

Each returns a JSON-ready dict; views and events in them are already computed for
the one viewer who receives them (app/service/feed.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from app.engine import Rejection
from app.realtime.protocol import PROTOCOL_VERSION
from app.service.chat import ChatLine
from app.settings import Settings

Message = dict[str, Any]
SERVER_MESSAGE_TYPES = (
    "hello",
    "events",
    "sync",
    "pending",
    "ack",
    "reject",
    "presence",
    "chat",
    "ping",
    "pong",
    "error",
)


def encode(message: Message) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def hello(
    *,
    campaign_id: int,
    seq: int,
    you: dict[str, Any],
    view: dict[str, Any] | None,
    settings: Settings,
    legal: Sequence[dict[str, Any]] | None = (),
) -> Message:
    """``legal``: the commands the receiver may send at ``seq`` (as GET /legal lists them),
    sent whenever they change so a client need not ask. ``view`` None: the client said
    where it was (``since_seq``); the view follows as a change from its own."""
    message: Message = {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "campaign": campaign_id,
        "seq": seq,
        "you": you,
    }
    if view is not None:
        message["view"] = view
    if legal is not None:
        message["legal"] = list(legal)
    return message | {
        "limits": {
            "heartbeat_seconds": settings.ws_heartbeat_seconds,
            "idle_timeout_seconds": settings.ws_idle_timeout_seconds,
            "resume_window": settings.ws_resume_window,
            "chat_max_chars": settings.chat_max_chars,
            "max_message_bytes": settings.ws_max_message_bytes,
            "messages_per_second": settings.ws_messages_per_second,
            "message_burst": settings.ws_message_burst,
        },
    }


def events(
    *,
    seq_from: int,
    seq_to: int,
    visible: Sequence[dict[str, Any]],
    view: dict[str, Any] | None = None,
    delta: dict[str, Any] | None = None,
    legal: Sequence[dict[str, Any]] | None = (),
    replay: bool = False,
) -> Message:
    """The events after the client's ``seq_from - 1`` and the view at ``seq_to``: whole
    (``view``) or as a change from the one the client was last given (``view_delta``:
    ``from_seq`` and ``ops``); ``legal`` only when it changed."""
    message: Message = {
        "type": "events",
        "seq_from": seq_from,
        "seq_to": seq_to,
        "events": list(visible),
        "replay": replay,
    }
    if view is not None:
        message["view"] = view
    if delta is not None:
        message["view_delta"] = delta
    if legal is not None:
        message["legal"] = list(legal)
    return message


def sync(
    *, seq: int, view: dict[str, Any], reason: str, legal: Sequence[dict[str, Any]] | None = ()
) -> Message:
    message: Message = {"type": "sync", "seq": seq, "view": view, "reason": reason}
    if legal is not None:
        message["legal"] = list(legal)
    return message


def ack(*, command_id: str, seq_from: int, seq: int, duplicate: bool) -> Message:
    return {
        "type": "ack",
        "command_id": command_id,
        "seq": seq,
        "seq_from": seq_from,
        "duplicate": duplicate,
    }


def reject(*, command_id: str, rejection: Rejection) -> Message:
    return {
        "type": "reject",
        "command_id": command_id,
        "code": rejection.code,
        "message": rejection.message,
        "rule": rejection.rule,
    }


def pending(
    *,
    seq: int,
    decisions: Sequence[dict[str, Any]],
    deadlines: Mapping[str, str | None] | None = None,
    now: datetime | None = None,
) -> Message:
    """What waits on the viewer; ``deadlines`` of every open decision (decision id ->
    ISO time or None) and the server's ``now``, so a client counts down on the server's
    clock rather than its own."""
    message: Message = {"type": "pending", "seq": seq, "decisions": list(decisions)}
    message["deadlines"] = dict(deadlines or {})
    if now is not None:
        message["now"] = now.isoformat()
    return message


def presence(*, members: Sequence[dict[str, Any]]) -> Message:
    return {"type": "presence", "members": list(members)}


def chat(*, lines: Sequence[ChatLine], history: bool) -> Message:
    return {
        "type": "chat",
        "history": history,
        "messages": [
            {
                "id": line.id,
                "at": line.at.isoformat(),
                "user": line.user,
                "role": line.role,
                "seat": line.seat,
                "text": line.text,
            }
            for line in lines
        ],
    }


def ping() -> Message:
    return {"type": "ping"}


def pong() -> Message:
    return {"type": "pong"}


def error(*, code: str, message: str) -> Message:
    return {"type": "error", "code": code, "message": message}
