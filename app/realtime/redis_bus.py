"""Cross-process fan-out over Redis pub/sub (``EVENT_BUS=redis``, ``REDIS_URL``).

The same interface and payloads as the LISTEN/NOTIFY bus (``remote_bus``), for sites
that would rather keep the notification traffic off Postgres. Redis carries only
"campaign X is at seq S" and id-only notices: Postgres stays the source of truth and
the per-campaign lock, so losing Redis loses no command (the hubs' sweep catches up).

One connection subscribes (reconnecting with back-off, then a local
``bus_reconnected`` notice); a client with its own small pool publishes.
"""

from __future__ import annotations

import asyncio

import redis.asyncio as redis
from redis.exceptions import RedisError

from app.realtime.remote_bus import (
    CONNECT_TIMEOUT_SECONDS,
    EVENTS_CHANNEL,
    IDLE_CHECK_SECONDS,
    NOTICES_CHANNEL,
    RemoteBus,
    log,
)


class RedisBus(RemoteBus):
    def __init__(self, redis_url: str, *, first_connect_seconds: float = 10.0) -> None:
        super().__init__(first_connect_seconds=first_connect_seconds)
        self._redis_url = redis_url
        self._sender = self._client(f"hunters-publish-{self.origin[:12]}")

    @property
    def listener_name(self) -> str:
        """The ``CLIENT SETNAME`` of the subscribing connection (operators and tests)."""
        return f"hunters-subscribe-{self.origin[:12]}"

    def _client(self, name: str) -> redis.Redis:
        return redis.Redis.from_url(
            self._redis_url,
            client_name=name,
            socket_connect_timeout=CONNECT_TIMEOUT_SECONDS,
            decode_responses=True,
        )

    async def _send(self, channel: str, payload: str) -> None:
        """PUBLISH; the client reconnects by itself, and retries once on a lost one."""
        for attempt in (1, 2):
            try:
                await self._sender.publish(channel, payload)
                return
            except (RedisError, OSError):
                if attempt == 2:
                    log.exception("PUBLISH failed", extra={"channel": channel})

    async def _close_sender(self) -> None:
        await self._sender.aclose()

    def _connection_errors(self) -> tuple[type[Exception], ...]:
        return (RedisError,)

    async def _listen(self) -> None:
        client = self._client(self.listener_name)
        try:
            async with client.pubsub(ignore_subscribe_messages=True) as pubsub:
                await pubsub.subscribe(EVENTS_CHANNEL, NOTICES_CHANNEL)
                await self._subscribed()
                await self._receive(pubsub)
        finally:
            await client.aclose()

    async def _receive(self, pubsub: redis.client.PubSub) -> None:
        """Deliver messages as they come; after a quiet spell, PING (a silently dead
        network would otherwise never raise). ``get_message`` also returns None for
        the replies it swallows (subscribe confirmations, pongs), hence the clock."""
        loop = asyncio.get_running_loop()
        quiet_since = loop.time()
        while True:
            message = await pubsub.get_message(timeout=IDLE_CHECK_SECONDS)
            if message is not None and message["type"] == "message":
                await self.dispatch(message["channel"], message["data"])
                quiet_since = loop.time()
            elif loop.time() - quiet_since >= IDLE_CHECK_SECONDS:
                await pubsub.ping()
                quiet_since = loop.time()
