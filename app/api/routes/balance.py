"""The GM's balance report for a campaign (issue 18): any quest of the pack, simulated
for the party as it stands, as one self-contained HTML page. GM or admin only; read-only
and off the command path: the games run in a worker thread, one report at a time per
server process, at most ``MAX_RUNS`` games."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import HTMLResponse

from app.api.deps import Ctx, ManagedCampaign
from app.api.openapi import errors
from app.service import inspection
from app.service.errors import BadRequest
from app.simulate.party_report import MAX_RUNS, NoReport, party_report

router = APIRouter(tags=["gm"])
REPORT_POLICY = (
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)
"""The report is one self-contained page: its own inline style sheet and inline SVG, no
script, nothing fetched; every text in it is escaped (app/simulate/report.py)."""
_ONE_AT_A_TIME = asyncio.Semaphore(1)


@router.get(
    "/api/campaigns/{campaign_id}/gm/balance-report",
    response_class=HTMLResponse,
    responses=errors(400),
)
async def gm_balance_report(
    access: ManagedCampaign,
    ctx: Ctx,
    quest: Annotated[str, Query(min_length=1, max_length=40)],
    runs: Annotated[int, Query(ge=1, le=MAX_RUNS)] = 20,
    difficulty: Annotated[str, Query(max_length=20)] = "normal",
) -> HTMLResponse:
    """``runs`` careful-policy games of ``quest`` for this campaign's party."""
    _, _, state = await inspection.state_at(ctx, access, None)  # GM or admin only
    async with ctx.sessions() as db:
        catalog = await ctx.content.catalog(db, access.campaign.content_hash)
    async with _ONE_AT_A_TIME:
        try:
            html = await asyncio.to_thread(party_report, catalog, state, quest, runs, difficulty)
        except NoReport as problem:
            raise BadRequest("no_report", str(problem)) from problem
    return HTMLResponse(html, headers={"Content-Security-Policy": REPORT_POLICY})
