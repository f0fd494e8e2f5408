"""Issue 24: a rewind must not let the table peek at the future. After a unanimous vote
goes back, the same journey no longer rolls the same travel die, draws the same road
card and rolls the same tests: the rewind carries a fresh seed (drawn by the service,
here from a seeded source so the test is exact) and reshuffles the road and town piles
seen since its point (CAMP-14..16). The log still folds into every snapshot.

The campaign is the base pack's, just after quest 1 (tests/engine/campaign/factory.py),
written into the database as its log; then everything goes through ``run_command``."""

from __future__ import annotations

import json
import random
from typing import Any

from app.content.loader import load_pack
from app.db.codec import encode_event
from app.db.event_store import EventRow, write_event_rows
from app.db.models import Campaign
from app.engine import Actor
from app.engine.hunters.campaign.events.region import CardDrawn
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.packs import install_catalog
from app.service.states import load_state
from tests.engine.campaign.factory import after_quest_one
from tests.factories import campaign_row, command_id, rebuild_state
from tests.reliability.harness import snapshot_equals_replay
from tests.service.test_commands import new_user

TRIALS = 6
JOURNEY = {"type": "travel_to", "to": "M02"}  # CAMP-11..14: the road into threat level I
S0, S1 = Actor(role="seat", seat="s0"), Actor(role="seat", seat="s1")


async def campaign_after_quest_one(ctx: ServiceContext) -> int:
    """A campaign whose log is the factory's: two seats (s0, s1), between quests."""
    catalog = load_pack()
    await install_catalog(ctx, catalog)
    gm = await new_user(ctx, "keeper")
    _state, log = after_quest_one()
    now = ctx.clock.now()
    rows = [EventRow(seq, *encode_event(e), None, now) for seq, e in enumerate(log, start=1)]
    async with ctx.write_session() as db:
        campaign = Campaign(
            name="Road", gm_user_id=gm.id, content_hash=catalog.content_hash,
            difficulty="normal", status="active", seq=len(rows), created_at=now, updated_at=now,
        )  # fmt: skip
        db.add(campaign)
        await db.flush()
        postgres = not ctx.settings.is_sqlite
        await write_event_rows(await db.connection(), campaign.id, rows, postgres=postgres)
        await db.commit()
        return campaign.id


async def run(
    ctx: ServiceContext, campaign_id: int, command: dict[str, Any], actor: Actor
) -> Accepted:
    request = CommandRequest(campaign_id, command_id(), command, actor)
    result = await run_command(ctx, request)
    assert isinstance(result, Accepted), result
    return result


def outcome(accepted: Accepted) -> str:
    """What the journey showed the table: its die, its cards, its tests (not the cursor)."""
    shown = [e.event for e in accepted.events if e.event.type != "dice_advanced"]
    return json.dumps([e.model_dump(mode="json") for e in shown], sort_keys=True)


async def test_after_a_rewind_the_same_journey_rolls_and_draws_afresh(ctx: ServiceContext) -> None:
    source = random.Random(24)
    ctx.entropy = lambda: source.getrandbits(62)
    campaign_id = await campaign_after_quest_one(ctx)
    async with ctx.sessions() as db:
        point = (await campaign_row(db, campaign_id)).seq
    outcomes, cards = [], []
    for _ in range(TRIALS):
        journey = await run(ctx, campaign_id, JOURNEY, S0)
        outcomes.append(outcome(journey))
        cards += [e.event.card for e in journey.events if isinstance(e.event, CardDrawn)]
        await run(ctx, campaign_id, {"type": "propose_rewind", "seq": point}, S0)
        voted = await run(ctx, campaign_id, {"type": "vote_on_rewind", "agree": True}, S1)
        assert "state_rewound" in [e.event.type for e in voted.events]
    assert len(set(outcomes)) > 1, "every trial showed the same future"
    assert len(cards) >= 2 and len(set(cards)) > 1, f"the same road card every time: {cards}"
    checked = snapshot_equals_replay(ctx.settings.database_url, campaign_id)
    assert checked >= TRIALS
    print(f"{TRIALS} rewinds: {len(set(outcomes))} distinct journeys, road cards {cards}, "
          f"{checked} snapshots equal to the fold")  # fmt: skip
    async with ctx.sessions() as db:
        last = (await campaign_row(db, campaign_id)).seq
        assert await load_state(db, campaign_id, last) == await rebuild_state(db, campaign_id, last)
