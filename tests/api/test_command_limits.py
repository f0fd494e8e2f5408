"""Probe hole 1 (issue 16): a refused command is kept in the audit log only as a
bounded summary, and HTTP commands are budgeted per login session."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, select

from app.db.models import AuditEntry
from app.settings import Settings
from tests.factories import register

BURST = 5


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={"http_command_burst": BURST, "http_commands_per_second": 0.5}
    )


async def test_a_refused_junk_payload_is_audited_as_a_bounded_summary(app: Any) -> None:
    gm = await register(app, "junker")
    campaign = (await gm.post("/api/campaigns", {"name": "Junk", "pack": "test"})).json()
    junk = {"type": "name_party", "name": "x" * 200_000}
    refused = await gm.command(campaign["id"], junk)
    assert refused.status_code in (400, 422), refused.text
    async with app.state.ctx.sessions() as db:
        longest = await db.scalar(
            select(func.max(func.length(AuditEntry.detail))).where(
                AuditEntry.action == "command_refused"
            )
        )
        detail = await db.scalar(
            select(AuditEntry.detail).where(AuditEntry.action == "command_refused")
        )
    assert longest is not None and longest < 2_000
    assert '"type": "name_party"' in detail and '"bytes": 200' in detail


async def test_http_commands_beyond_the_session_budget_get_429(app: Any) -> None:
    gm = await register(app, "hasty")
    campaign = (await gm.post("/api/campaigns", {"name": "Hasty", "pack": "test"})).json()
    statuses = [
        (await gm.command(campaign["id"], {"type": "name_party", "name": f"P{i}"})).status_code
        for i in range(BURST + 3)
    ]
    assert statuses[:BURST] == [200] * BURST
    assert statuses[BURST:] == [429] * 3
    other = await register(app, "calm")
    assert (await other.get("/api/campaigns")).status_code == 200  # others are unaffected
