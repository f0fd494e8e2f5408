"""Each seat's undo in the live table's views (issue 23) is kept up by the feed from the
commands since its last update (issue 26: it read ten rows per update before), and stays
what a fresh read of the log finds: for this process's own commits (nothing read) and
for a commit another process made (the commands read in one query)."""

from __future__ import annotations

import dataclasses
import random

from app.engine import Actor, HuntersTable, game_of, legal_commands
from app.engine.hunters.views import viewer_for_seat
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.context import ServiceContext
from app.service.feed import TableFeed
from app.service.packs import install_catalog
from app.service.states import CommittedEvents, StateCache
from app.service.table_updates import Held, read_table, read_update
from app.service.undo_view import undo_facts, undo_in_view
from tests.service.test_commands import new_user
from tests.service.test_deadlines import base_catalog, send, state_of

HOUSEKEEPING = {"set_away", "request_correction"}
"""Commands a player sends about the table, not the game: left out of the playout."""


async def follow(feed: TableFeed, ctx: ServiceContext) -> None:
    """Advance ``feed`` to the table as committed now, as its process reads it."""
    assert feed.state is not None and feed.members is not None
    update = await read_update(ctx, feed.campaign_id, Held(feed.seq, feed.state, feed.members))
    assert update is not None
    await feed.advance(update)


async def test_the_feeds_undo_is_what_a_fresh_read_finds(ctx: ServiceContext) -> None:
    catalog = base_catalog()
    await install_catalog(ctx, catalog)
    spec = NewCampaign(name="Undo", content_hash=catalog.content_hash, seed=11)
    cid = (await create_campaign(ctx, await new_user(ctx, "owner"), spec)).id
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="test")
    elsewhere = dataclasses.replace(ctx, committed=CommittedEvents(), states=StateCache())
    here, far = TableFeed(ctx, cid), TableFeed(elsewhere, cid)
    table = await read_table(ctx, cid)
    assert table is not None
    await here.advance(table)
    await far.advance(table)
    pick = random.Random(26)
    for step in range(40):
        state = here.state
        assert isinstance(state, HuntersTable), "the board game's table"
        actors = [Actor(role="seat", seat=s) for s in state.seats]
        options = [
            (command, actor)
            for actor in actors
            for command in legal_commands(state, actor, catalog)
            if command.type not in HOUSEKEEPING
        ]
        command, actor = pick.choice(options)
        await send(ctx, cid, actor, command.model_dump(mode="json"))
        for feed in (here, far):
            await follow(feed, ctx if feed is here else elsewhere)
        assert here.seq == far.seq
        async with ctx.sessions() as db:
            now = await state_of(ctx, cid)
            fresh = await undo_facts(db, cid, now, here.seq)
        for seat in now.seats:
            viewer = viewer_for_seat(now, seat)
            expected = undo_in_view(fresh, now, viewer)
            for feed in (here, far):
                got = feed.view(viewer).get("undo")
                assert got == expected, (step, command.type, seat, feed is here)
    assert game_of(now).status(now) != "setup", "the playout left the setup"
