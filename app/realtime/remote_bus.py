"""What the multi-process buses share (app.service.bus.EventBus over a network).

A remote bus tells this process's listeners at once, then sends the announcement to
every other process: ``origin:campaign:seq`` on ``hunters_events``, a JSON notice on
``hunters_notices``. Payloads carry ids only, never game data or text. A process
ignores what it sent itself (it already delivered it). Subclasses carry the payloads:
Postgres LISTEN/NOTIFY (``postgres_bus``) or Redis pub/sub (``redis_bus``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from abc import ABC, abstractmethod

from app.service.bus import Listener, Notice, NoticeListener, deliver, deliver_notice

log = logging.getLogger("hunters.bus")
EVENTS_CHANNEL = "hunters_events"
NOTICES_CHANNEL = "hunters_notices"
IDLE_CHECK_SECONDS = 30.0
MAX_BACKOFF_SECONDS = 5.0
CONNECT_TIMEOUT_SECONDS = 5


class RemoteBus(ABC):
    """Listeners, the payload format and the dispatch of what other processes sent."""

    def __init__(self, *, first_connect_seconds: float = 10.0) -> None:
        self.origin = uuid.uuid4().hex
        self._first_connect_seconds = first_connect_seconds
        self._listeners: list[Listener] = []
        self._notice_listeners: list[NoticeListener] = []
        self._listening = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._reconnecting = False

    @property
    def listening(self) -> asyncio.Event:
        """Set while the subscription is in place (tests wait on it)."""
        return self._listening

    async def start(self) -> None:
        self._task = asyncio.create_task(self._listen_forever())
        try:
            await asyncio.wait_for(self._listening.wait(), self._first_connect_seconds)
        except TimeoutError:
            log.error("could not subscribe yet; retrying in the background")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        await self._close_sender()
        self._listeners.clear()
        self._notice_listeners.clear()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def on_notice(self, listener: NoticeListener) -> None:
        self._notice_listeners.append(listener)

    async def publish(self, campaign_id: int, seq: int) -> None:
        await deliver(self._listeners, campaign_id, seq)
        await self._send(EVENTS_CHANNEL, f"{self.origin}:{campaign_id}:{seq}")

    def commit_notice(self, campaign_id: int, seq: int) -> tuple[str, str] | None:
        return None

    async def published_locally(self, campaign_id: int, seq: int) -> None:
        await deliver(self._listeners, campaign_id, seq)

    async def announce(self, notice: Notice) -> None:
        await deliver_notice(self._notice_listeners, notice)
        payload = {"origin": self.origin, "kind": notice.kind, "data": dict(notice.data)}
        await self._send(NOTICES_CHANNEL, json.dumps(payload, separators=(",", ":")))

    async def _listen_forever(self) -> None:
        """Subscribe, and subscribe again with back-off whenever the connection is lost."""
        backoff = 0.2
        self._reconnecting = False
        lost: tuple[type[Exception], ...] = (OSError, *self._connection_errors())
        while True:
            try:
                await self._listen()
            except lost:
                log.warning("bus subscription lost; reconnecting", exc_info=True)
            if self._listening.is_set():
                backoff = 0.2
            self._listening.clear()
            self._reconnecting = True
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, MAX_BACKOFF_SECONDS)

    async def _subscribed(self) -> None:
        """The transport is subscribed again; after a loss the listeners get a local
        ``bus_reconnected`` notice (they catch up from the database, as announcements
        may have been missed meanwhile)."""
        self._listening.set()
        if self._reconnecting:
            await deliver_notice(self._notice_listeners, Notice("bus_reconnected"))

    async def dispatch(self, channel: str, payload: str) -> None:
        """Deliver one announcement another process sent; a malformed one is logged."""
        try:
            if channel == EVENTS_CHANNEL:
                origin, campaign_id, seq = payload.split(":")
                if origin != self.origin:
                    await deliver(self._listeners, int(campaign_id), int(seq))
            elif channel == NOTICES_CHANNEL:
                data = json.loads(payload)
                if data["origin"] != self.origin:
                    notice = Notice(str(data["kind"]), data.get("data") or {})
                    await deliver_notice(self._notice_listeners, notice)
        except (ValueError, KeyError, TypeError):
            log.warning("ignored a malformed notification", extra={"channel": channel})

    # What a transport provides.

    @abstractmethod
    async def _listen(self) -> None:
        """Connect, subscribe to both channels, await ``_subscribed``, then ``dispatch``
        what arrives until the connection fails (raising a ``_connection_errors``)."""

    @abstractmethod
    def _connection_errors(self) -> tuple[type[Exception], ...]:
        """The transport's errors that mean "connection lost, reconnect"."""

    @abstractmethod
    async def _send(self, channel: str, payload: str) -> None:
        """Send one payload to every process; log (never raise) when it cannot: the
        events are committed, and the hubs' periodic sweep picks them up."""

    @abstractmethod
    async def _close_sender(self) -> None:
        """Close the sending connection (the bus is stopping)."""
