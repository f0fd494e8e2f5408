"""A stored campaign's state for ``hunters simulate quest --from-campaign ID``, read
through the service's database layer (snapshot plus the events after it), never by the
engine itself."""

from __future__ import annotations

import asyncio

from app.db.models import Campaign
from app.engine import HuntersTable, TableState
from app.service.runtime import open_context
from app.service.states import load_state
from app.settings import Settings, get_settings


class NoSuchCampaign(LookupError):
    """No campaign has that id, or it has no heroes to simulate yet."""


def stored_campaign(campaign_id: int, settings: Settings | None = None) -> HuntersTable:
    """The campaign's current state (its committed sequence number), from the database
    the server's settings name."""

    async def read() -> TableState | None:
        async with open_context(settings or get_settings()) as ctx, ctx.sessions() as db:
            row = await db.get(Campaign, campaign_id)
            return None if row is None else await load_state(db, row.id, row.seq)

    state = asyncio.run(read())
    if state is None:
        raise NoSuchCampaign(f"no campaign {campaign_id}")
    if not isinstance(state, HuntersTable) or state.campaign is None or not state.campaign.heroes:
        raise NoSuchCampaign(f"campaign {campaign_id} has not started: no heroes to simulate")
    return state
