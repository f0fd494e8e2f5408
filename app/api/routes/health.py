"""Liveness (/healthz) and readiness (/readyz: database reachable and migrated)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from app.api.deps import Ctx
from app.db.migrate import DatabaseNotMigrated, check_migrated

router = APIRouter(tags=["health"])


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get(
    "/readyz", responses={503: {"description": "The database is unreachable or not migrated."}}
)
async def readyz(ctx: Ctx) -> JSONResponse:
    try:
        await asyncio.to_thread(check_migrated, ctx.settings.database_url)
    except DatabaseNotMigrated as problem:
        return JSONResponse({"status": "not_ready", "reason": str(problem)}, status_code=503)
    except Exception:
        return JSONResponse(
            {"status": "not_ready", "reason": "The database cannot be reached."}, status_code=503
        )
    return JSONResponse({"status": "ready"})
