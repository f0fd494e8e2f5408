"""The ASGI application: wiring only (routers, middleware, static files); no rules here."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from app.api.client_files import ClientFiles
from app.api.errors import install_error_handlers
from app.api.middleware import AccessLog, CompressedReads, RequestSizeLimit, SecurityHeaders
from app.api.openapi import document_error_responses, install_links
from app.api.routes import admin, auth, campaigns, content, gm, health, invites, preview, sockets
from app.api.routes import exports as export_routes
from app.api.routes import metrics as metrics_routes
from app.api.routes import notifications as notification_routes
from app.api.routes.balance import router as balance_router
from app.api.text_guard import RefuseControlCharacters
from app.db.migrate import check_migrated
from app.logs import configure_logging
from app.realtime import endpoint as live_endpoint
from app.realtime.hub import running_hub
from app.realtime.postgres_bus import PostgresBus
from app.realtime.redis_bus import RedisBus
from app.serve import watch_the_supervisor
from app.service.backups import running_backups
from app.service.bus import EventBus, InProcessBus
from app.service.deadlines import running_deadlines
from app.service.metrics import running_loop_lag_probe
from app.service.notifications import running_notifications
from app.service.runtime import open_context
from app.settings import Settings, get_settings

STATIC_DIR = Path(__file__).resolve().parents[1] / "static"


def make_bus(settings: Settings) -> EventBus:
    """LISTEN/NOTIFY on Postgres (any number of processes); in-process on SQLite; Redis
    pub/sub when asked (EVENT_BUS=redis)."""
    if settings.uses_redis_bus:
        return RedisBus(settings.redis_url)
    if settings.uses_postgres_bus:
        return PostgresBus(settings.database_url)
    return InProcessBus()


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    settings: Settings = app.state.settings
    await asyncio.to_thread(check_migrated, settings.database_url)
    async with (
        open_context(settings, make_bus(settings)) as ctx,
        running_hub(ctx) as hub,
        running_deadlines(ctx) as deadlines,
        running_loop_lag_probe(),
        running_backups(ctx),
        running_notifications(ctx) as notifications,
    ):
        app.state.ctx = ctx
        app.state.hub = hub
        app.state.deadlines = deadlines
        app.state.notifications = notifications
        settle_the_collector()
        watch_the_supervisor(settings.worker_exit_grace_seconds)
        yield


GC_YOUNGEST = 20_000
"""Allocations between collections of the youngest generation (Python's default: 700)."""


def settle_the_collector() -> None:
    """What is loaded at start-up (modules, content packs) lives as long as the process:
    frozen out of the cyclic collector's scans, and the youngest generation collected
    less often. A command allocates thousands of short-lived objects that plain
    reference counting frees, so the default thresholds ran full collections over the
    held tables' states every few hundred commands (measured: ~12% of the server's CPU,
    docs/performance.md)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNGEST, 20, 20)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    configure_logging(settings.log_level, json_lines=settings.is_production)
    live_endpoint.quiet_denial_false_alarm()
    app = FastAPI(title="Hunters Online", version="0.1.0", lifespan=lifespan)
    app.state.settings = settings
    install_error_handlers(app)
    for router in (
        health.router,
        auth.router,
        campaigns.router,
        invites.router,
        content.router,
        admin.router,
        sockets.router,
        preview.router,
        gm.router,
        live_endpoint.router,
        metrics_routes.router,
        export_routes.router,
        notification_routes.router,
        balance_router,
    ):
        document_error_responses(router)
        app.include_router(router)
    install_links(app)
    app.add_middleware(
        CORSMiddleware,
        allow_origins=settings.allowed_origins,
        allow_credentials=True,
        allow_methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
        allow_headers=["Content-Type", "X-CSRF-Token"],
    )
    app.add_middleware(  # inside the size limit: bodies are bounded
        RefuseControlCharacters, bodies_checked_by_route=[export_routes.IMPORT_PATH]
    )
    app.add_middleware(
        RequestSizeLimit,
        max_bytes=settings.max_request_bytes,
        large={
            "/api/content/packs": settings.max_pack_bytes,
            export_routes.IMPORT_PATH: settings.max_import_bytes,
        },
    )
    app.add_middleware(CompressedReads)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(AccessLog)
    if (STATIC_DIR / "index.html").exists():
        app.mount("/", ClientFiles(STATIC_DIR, bundled=settings.client_bundle), name="static")
    return app
