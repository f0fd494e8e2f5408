"""The event bus: after a commit, the writer announces ``(campaign id, seq)``; listeners
fetch the events themselves (the payload never carries game data).

Besides new events the bus carries small *notices* between processes (sessions
revoked, a chat message posted, who is connected): ids only, never game data or
text, so every process reads what it needs from the database.

``InProcessBus`` serves a single process (SQLite). Multi-process buses (Postgres
LISTEN/NOTIFY, Redis pub/sub) implement the same interface in app/realtime.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

Listener = Callable[[int, int], Awaitable[None]]
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    """A small announcement to every process: ``kind`` and JSON-ready ids in ``data``.

    Kinds: ``sessions_revoked`` {user}, ``chat_posted`` {campaign, message},
    ``presence`` {campaign, process, members}, ``presence_query`` {campaign},
    ``bus_reconnected`` {} (local only: notifications may have been missed).
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)


NoticeListener = Callable[[Notice], Awaitable[None]]


class EventBus(Protocol):
    async def start(self) -> None: ...

    async def stop(self) -> None: ...

    async def publish(self, campaign_id: int, seq: int) -> None: ...

    def commit_notice(self, campaign_id: int, seq: int) -> tuple[str, str] | None:
        """(channel, payload) to NOTIFY inside the command's own transaction, when this
        bus carries announcements over that database (then ``published_locally``
        follows the commit instead of ``publish``); None otherwise."""
        ...

    async def published_locally(self, campaign_id: int, seq: int) -> None:
        """Tell this process's listeners only: the commit already told the others."""
        ...

    def subscribe(self, listener: Listener) -> None: ...

    async def announce(self, notice: Notice) -> None: ...

    def on_notice(self, listener: NoticeListener) -> None: ...


class InProcessBus:
    """Delivers each announcement to every listener of this process, in order."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._notice_listeners: list[NoticeListener] = []

    async def start(self) -> None:
        return None

    async def stop(self) -> None:
        self._listeners.clear()
        self._notice_listeners.clear()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def on_notice(self, listener: NoticeListener) -> None:
        self._notice_listeners.append(listener)

    async def publish(self, campaign_id: int, seq: int) -> None:
        await deliver(self._listeners, campaign_id, seq)

    def commit_notice(self, campaign_id: int, seq: int) -> tuple[str, str] | None:
        return None

    async def published_locally(self, campaign_id: int, seq: int) -> None:
        await deliver(self._listeners, campaign_id, seq)

    async def announce(self, notice: Notice) -> None:
        await deliver_notice(self._notice_listeners, notice)


async def deliver(listeners: list[Listener], campaign_id: int, seq: int) -> None:
    """Call every listener; one failing listener never stops the others."""
    results = await asyncio.gather(
        *(listener(campaign_id, seq) for listener in listeners), return_exceptions=True
    )
    _log_failures(results)


async def deliver_notice(listeners: list[NoticeListener], notice: Notice) -> None:
    results = await asyncio.gather(
        *(listener(notice) for listener in listeners), return_exceptions=True
    )
    _log_failures(results)


def _log_failures(results: list[Any]) -> None:
    for result in results:
        if isinstance(result, BaseException):
            log.error("bus listener failed", exc_info=result)
