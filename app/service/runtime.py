"""Opening and closing the service context (the server's lifespan and the CLI share it)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from app.db.engine import create_engine, session_factory
from app.service.bus import EventBus, InProcessBus
from app.service.clock import SystemClock
from app.service.context import ServiceContext
from app.settings import Settings


@asynccontextmanager
async def open_context(
    settings: Settings, bus: EventBus | None = None
) -> AsyncIterator[ServiceContext]:
    engine = create_engine(settings.database_url)
    bus = bus or InProcessBus()
    ctx = ServiceContext(
        settings=settings,
        engine=engine,
        sessions=session_factory(engine),
        bus=bus,
        clock=SystemClock(),
    )
    await bus.start()
    try:
        yield ctx
    finally:
        await bus.stop()
        ctx.heavy.close()
        await engine.dispose()
