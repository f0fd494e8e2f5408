"""The event bus: after a commit, the writer announces ``(campaign id, seq)``; listeners
fetch the events themselves (the payload never carries game data).

``InProcessBus`` serves a single process (SQLite). Multi-process buses (Postgres
LISTEN/NOTIFY, Redis pub/sub) implement the same interface in app/realtime.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

Listener = Callable[[int, int], Awaitable[None]]
log = logging.getLogger(__name__)


class EventBus(Protocol):
    async def start(self) -> None: ...

    async def stop(self) -> None: ...

    async def publish(self, campaign_id: int, seq: int) -> None: ...

    def subscribe(self, listener: Listener) -> None: ...


class InProcessBus:
    """Delivers each announcement to every listener of this process, in order."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    async def start(self) -> None:
        return None

    async def stop(self) -> None:
        self._listeners.clear()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def publish(self, campaign_id: int, seq: int) -> None:
        await deliver(self._listeners, campaign_id, seq)


async def deliver(listeners: list[Listener], campaign_id: int, seq: int) -> None:
    """Call every listener; one failing listener never stops the others."""
    results = await asyncio.gather(
        *(listener(campaign_id, seq) for listener in listeners), return_exceptions=True
    )
    for result in results:
        if isinstance(result, BaseException):
            log.error("event listener failed", exc_info=result)
