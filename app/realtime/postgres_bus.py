"""Cross-process fan-out over Postgres LISTEN/NOTIFY (app.service.bus.EventBus).

``publish`` tells this process's listeners at once, then sends ``NOTIFY`` so every
other process (on any host) hears it; the payload format is ``remote_bus``'s.

One connection LISTENs (reconnecting with back-off when it is lost, after which the
listeners get a local ``bus_reconnected`` notice: they catch up from the database);
another sends. A NOTIFY that cannot be sent is logged: the events are committed, and
the hubs' periodic sweep picks them up.
"""

from __future__ import annotations

import asyncio
from typing import Any

import psycopg
from sqlalchemy.engine import make_url

from app.realtime.remote_bus import (
    CONNECT_TIMEOUT_SECONDS,
    EVENTS_CHANNEL,
    IDLE_CHECK_SECONDS,
    NOTICES_CHANNEL,
    RemoteBus,
    log,
)

__all__ = ["EVENTS_CHANNEL", "NOTICES_CHANNEL", "PostgresBus", "psycopg_conninfo"]


def psycopg_conninfo(database_url: str) -> str:
    """``postgresql+psycopg://…`` (SQLAlchemy) as a plain libpq URL."""
    return make_url(database_url).set(drivername="postgresql").render_as_string(hide_password=False)


class PostgresBus(RemoteBus):
    def __init__(self, database_url: str, *, first_connect_seconds: float = 10.0) -> None:
        super().__init__(first_connect_seconds=first_connect_seconds)
        self._conninfo = psycopg_conninfo(database_url)
        self._sender: psycopg.AsyncConnection[Any] | None = None
        self._send_lock = asyncio.Lock()

    def commit_notice(self, campaign_id: int, seq: int) -> tuple[str, str] | None:
        """The command's transaction NOTIFYs the new seq itself (app/db/command_store.py):
        no round trip of its own before the ack, and never sent for an aborted commit."""
        return EVENTS_CHANNEL, f"{self.origin}:{campaign_id}:{seq}"

    @property
    def listener_name(self) -> str:
        """The ``application_name`` of the LISTEN connection (for operators and tests)."""
        return f"hunters-listen-{self.origin[:12]}"

    @property
    def sender_name(self) -> str:
        return f"hunters-notify-{self.origin[:12]}"

    async def _send(self, channel: str, payload: str) -> None:
        """NOTIFY on the sending connection; reconnect and retry once if it was lost."""
        async with self._send_lock:
            for attempt in (1, 2):
                try:
                    if self._sender is None or self._sender.closed:
                        self._sender = await psycopg.AsyncConnection.connect(
                            self._conninfo,
                            autocommit=True,
                            application_name=self.sender_name,
                            connect_timeout=CONNECT_TIMEOUT_SECONDS,
                        )
                    await self._sender.execute("SELECT pg_notify(%s, %s)", (channel, payload))
                    return
                except psycopg.Error:
                    self._sender = None
                    if attempt == 2:
                        log.exception("NOTIFY failed", extra={"channel": channel})

    async def _close_sender(self) -> None:
        async with self._send_lock:
            if self._sender is not None:
                await self._sender.close()
                self._sender = None

    def _connection_errors(self) -> tuple[type[Exception], ...]:
        return (psycopg.Error,)

    async def _listen(self) -> None:
        async with await psycopg.AsyncConnection.connect(
            self._conninfo,
            autocommit=True,
            application_name=self.listener_name,
            connect_timeout=CONNECT_TIMEOUT_SECONDS,
        ) as connection:
            await connection.execute(f"LISTEN {EVENTS_CHANNEL}")
            await connection.execute(f"LISTEN {NOTICES_CHANNEL}")
            await self._subscribed()
            await self._receive(connection)

    async def _receive(self, connection: psycopg.AsyncConnection[Any]) -> None:
        """Deliver notifications as they come; when all is quiet, check the connection
        (a silently dead network would otherwise never raise)."""
        while True:
            async for notify in connection.notifies(timeout=IDLE_CHECK_SECONDS):
                await self.dispatch(notify.channel, notify.payload)
            await connection.execute("SELECT 1")
