"""Primal's campaign mode on the service path (issue 31): a table of the core pack offers
``primal_campaign_begin`` (with or without the Hunter's Trial, P-CAMP-41) in its legal
listing; begun, it plays its Prologue (P-END-07), refuses a campaign step during the hunt
with a rule, shows the campaign in each seat's view, and exports and imports back to the
same state."""

from __future__ import annotations

from typing import Any

from app.db.codec import encode_snapshot
from app.db.models import Campaign
from app.engine import Actor
from app.service.campaigns import (
    NewCampaign,
    campaign_state,
    create_campaign,
    take_seat,
    view_for_access,
)
from app.service.commands import Accepted, CommandRequest, Refused, run_command
from app.service.context import ServiceContext
from app.service.exports import export_campaign, import_campaign, parse_document, to_text
from app.service.feed import legal_listing
from app.service.membership import access_for
from app.service.packs import install_catalog
from tests.engine.primal.campaign.helpers import core
from tests.factories import command_id
from tests.service.test_commands import new_user

SEAT1, SEAT2 = Actor(role="seat", seat="seat1"), Actor(role="seat", seat="seat2")


async def _send(
    ctx: ServiceContext, campaign_id: int, payload: dict[str, Any], actor: Actor
) -> Any:
    return await run_command(ctx, CommandRequest(campaign_id, command_id(), payload, actor))


async def _state(ctx: ServiceContext, campaign_id: int) -> Any:
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
    assert campaign is not None
    return await campaign_state(ctx, campaign)


async def test_a_primal_campaign_begins_through_the_service(ctx: ServiceContext) -> None:
    await install_catalog(ctx, core())
    greta, ann = await new_user(ctx, "greta"), await new_user(ctx, "ann")
    spec = NewCampaign(name="Awakening", content_hash=core().content_hash, seed=7)
    campaign = await create_campaign(ctx, greta, spec)
    await take_seat(ctx, campaign.id, ann, reason="test")
    for hunter, seat in (("dareon", SEAT1), ("mirah", SEAT2)):
        chosen = await _send(
            ctx, campaign.id, {"type": "primal_choose_hunter", "hunter": hunter}, seat
        )
        assert isinstance(chosen, Accepted)
    listed = legal_listing(await _state(ctx, campaign.id), SEAT1, core())
    assert {"type": "primal_campaign_begin", "book": "awakening", "trial": True} in listed
    begun = await _send(
        ctx,
        campaign.id,
        {"type": "primal_campaign_begin", "book": "awakening", "trial": True},
        SEAT1,
    )
    assert isinstance(begun, Accepted)
    state = await _state(ctx, campaign.id)
    assert state.phase == "fight" and state.campaign.trial and state.fight.fight == "prologue"
    early = await _send(ctx, campaign.id, {"type": "primal_campaign_read_story"}, SEAT2)
    assert isinstance(early, Refused) and early.rejection.rule == "P-CAMP-03"
    async with ctx.sessions() as db:
        access = await access_for(db, campaign.id, ann)
    _seq, view = await view_for_access(ctx, access)
    assert view["campaign"]["sheet"]["trial"]["score"] == 90
    document = parse_document(to_text(await export_campaign(ctx, campaign.id)))
    imported = await import_campaign(ctx, document, importer=greta, match_members=False)
    assert encode_snapshot(await _state(ctx, imported.campaign_id)) == encode_snapshot(state)
