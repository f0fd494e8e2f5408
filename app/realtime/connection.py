"""One client's socket: who is on it, its bounded outgoing queue and its sender task.

Nothing ever waits on a client: messages are queued without blocking, and a queue
that overflows ends the connection (``TOO_SLOW``), so one slow client never delays
the others. The sender task alone writes to the socket.

``first_seq``/``last_seq`` bound the events this connection has been given: every
event in ``first_seq..last_seq`` was sent (or is hidden from this viewer) exactly
once, and the last view sent is the state after ``last_seq``; ``given`` names that view
(its viewer and seq): views after it are sent as changes from it.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from dataclasses import dataclass
from time import monotonic
from typing import Any

from starlette.websockets import WebSocket

from app.db.models import User
from app.engine import Viewer
from app.realtime.messages import Message, encode
from app.realtime.protocol import CloseCode
from app.service.budgets import MessageBudget
from app.service.membership import Access

log = logging.getLogger("hunters.realtime")
ViewKey = tuple[Viewer, int]
"""A view a connection was given: whose (the viewer) and at which seq."""
_numbers = itertools.count(1)


@dataclass
class Member:
    """The person on a socket: their login and their access to the campaign (refreshed
    whenever the table changes)."""

    user: User
    session_id: str
    access: Access


class Connection:
    def __init__(
        self,
        websocket: WebSocket,
        member: Member,
        *,
        queue_size: int,
        budget: MessageBudget | None = None,
    ) -> None:
        self.number = next(_numbers)
        self.websocket = websocket
        self.member = member
        self.campaign_id = member.access.campaign.id
        self.outbox: asyncio.Queue[str] = asyncio.Queue(maxsize=queue_size)
        self.first_seq = 0
        self.last_seq = 0
        self.pending_sent: str | None = None
        self.given: ViewKey | None = None  # the view last sent: the next delta's base
        self.legal_sent: list[dict[str, Any]] | None = None  # the legal commands it has
        self.last_heard = monotonic()
        self.ended = asyncio.Event()
        self.close_code: int = 1000
        self.close_reason = ""
        self.budget = budget or MessageBudget(rate=20, burst=40)

    def __repr__(self) -> str:
        return f"<Connection {self.number} user={self.member.user.id} campaign={self.campaign_id}>"

    def send(self, message: Message) -> None:
        self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        """Queue ``text`` without waiting; a full queue means the client cannot keep up."""
        if self.ended.is_set():
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("client too slow, disconnecting", extra={"connection": self.number})
            self.end(CloseCode.TOO_SLOW, "Too slow to keep up; reconnect to catch up.")

    def end(self, code: int, reason: str) -> None:
        """Ask for this connection to close with ``code`` and ``reason`` (the first ask wins)."""
        if self.ended.is_set():
            return
        self.close_code, self.close_reason = code, reason
        self.ended.set()

    def heard(self) -> None:
        self.last_heard = monotonic()

    def silent_for(self) -> float:
        return monotonic() - self.last_heard

    async def pump(self) -> None:
        """The sender task: write queued messages to the socket, in order, until cancelled."""
        while True:
            text = await self.outbox.get()
            await self.websocket.send_text(text)
