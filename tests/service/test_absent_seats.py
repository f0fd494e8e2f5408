"""Absent players and play by turns (issue 15): a seat marked away passes its reaction
windows at once; a decision that waits only on players marked away takes its default at
the deadline (the reaction time-out) instead of stalling the table; by turns, every
decision waits the campaign's hours."""

from __future__ import annotations

import asyncio

from sqlalchemy import select

from app.content.catalog import Catalog
from app.db.models import CampaignCommand
from app.engine import Actor, Command, legal_commands
from app.engine.hunters.campaign.model.decisions import ChoiceOption, OptionVote
from app.engine.hunters.state import HuntersTable, PlayMode
from app.engine.kernel.copying import copy_with
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.context import ServiceContext
from app.service.deadlines import away_passes, running_deadlines, timed_decisions
from app.service.packs import install_catalog
from tests.engine.campaign.factory import after_quest_one
from tests.service.test_commands import new_user
from tests.service.test_deadlines import base_catalog, quest_with_a_reaction_window, send, state_of


async def test_an_away_seats_reaction_window_passes_at_once(ctx: ServiceContext) -> None:
    async with running_deadlines(ctx) as keeper:
        cid = await quest_with_a_reaction_window(ctx, timeout_seconds=600)
        state = await state_of(ctx, cid)
        [(_, window)] = [(k, o) for k, o in ((o.key, o) for o in state.open_decisions)
                         if k in timed_decisions(state) and k[0] == "quest"]  # fmt: skip
        deciders = window.decision.deciders
        for seat in deciders:
            await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "set_away", "away": True})
        for _ in range(50):
            await asyncio.sleep(0.05)
            if window.key not in timed_decisions(await state_of(ctx, cid)):
                break
        else:
            raise AssertionError("the away seats' window stayed open")
        await keeper.settled()
        assert window.key not in keeper.due(cid)
    async with ctx.sessions() as db:
        passed = (await db.scalars(select(CampaignCommand.actor).where(
            CampaignCommand.command_id.like(f"away:{cid}:%")))).all()  # fmt: skip
    assert set(passed) == set(deciders)


def a_vote(state: HuntersTable, deadline_seconds: int | None) -> OptionVote:
    """A party vote of every seat with one option (its default)."""
    only = (ChoiceOption(key="A", text="On"),)
    return OptionVote(
        id=7, deciders=tuple(state.seats), source="test", default="A",
        options=only, outcomes={"A": ()}, deadline_seconds=deadline_seconds,
    )  # fmt: skip


def test_a_decision_waiting_only_on_absent_players_gets_a_deadline() -> None:
    state, _ = after_quest_one()
    untimed = a_vote(state, deadline_seconds=None)
    board = state.campaign
    assert board is not None
    story = copy_with(board.story, pending=(untimed,))
    state = copy_with(state, campaign=copy_with(board, story=story))
    [open_one] = state.open_decisions
    assert timed_decisions(state) == {}  # present players: it waits for them
    seats = {k: copy_with(s, away=True) for k, s in state.seats.items()}
    away = copy_with(state, seats=seats)
    assert timed_decisions(away) == {open_one.key: state.quest_rules.reaction_timeout_seconds}
    assert away_passes(away) == []  # not a reaction window: it waits for its deadline


def test_by_turns_every_decision_waits_the_campaigns_hours() -> None:
    state, _ = after_quest_one()
    vote = a_vote(state, deadline_seconds=60)
    board = state.campaign
    assert board is not None
    state = copy_with(
        state, campaign=copy_with(board, story=copy_with(board.story, pending=(vote,)))
    )
    assert set(timed_decisions(state).values()) == {60}  # live: the decision's own limit
    by_turns = copy_with(state, play_mode=PlayMode(style="by_turns", turn_hours=12))
    assert set(timed_decisions(by_turns).values()) == {12 * 3600}


async def quest_waiting_on_a_heros_turn(ctx: ServiceContext) -> tuple[int, str]:
    """Quest 1 of the base pack, set up by two seats, until a seat's hero may end its turn."""
    catalog = base_catalog()
    await install_catalog(ctx, catalog)
    spec = NewCampaign(name="Away", content_hash=catalog.content_hash, seed=5)
    cid = (await create_campaign(ctx, await new_user(ctx, "owner"), spec)).id
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="test")
    for seat, hero in (("seat1", "huntress"), ("seat2", "landsknecht")):
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "choose_hero", "hero": hero})
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "set_ready", "ready": True})
    await send(ctx, cid, Actor(role="seat", seat="seat1"), {"type": "start_campaign"})
    for _ in range(100):
        state = await state_of(ctx, cid)
        for seat in state.seats:
            if any(c.type == "end_turn" for c in turn_commands(state, seat, catalog)):
                return cid, seat
        actors = [Actor(role="seat", seat=s) for s in state.seats] + [Actor(role="system")]
        options = [(c, a) for a in actors for c in legal_commands(state, a, catalog)]
        command, actor = options[0]
        await send(ctx, cid, actor, command.model_dump(mode="json"))
    raise AssertionError("no hero's turn came in 100 commands")


def turn_commands(state: HuntersTable, seat: str, catalog: Catalog) -> list[Command]:
    return list(legal_commands(state, Actor(role="seat", seat=seat), catalog))


async def test_an_away_seats_hero_ends_its_turn_so_the_table_goes_on(ctx: ServiceContext) -> None:
    """Issue 15: the table never stalls on a player who said they are away: their hero's
    turn ends at once (QUEST-22), by a command the seat is allowed to send."""
    async with running_deadlines(ctx):
        cid, seat = await quest_waiting_on_a_heros_turn(ctx)
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "set_away", "away": True})
        for _ in range(60):
            await asyncio.sleep(0.05)
            async with ctx.sessions() as db:
                mine = CampaignCommand.command_id.like(f"away:{cid}:%:turn:{seat}")
                ended = (await db.scalars(select(CampaignCommand.payload).where(mine))).all()
            if ended:
                break
        else:
            raise AssertionError("the away seat's hero kept the table waiting")
    assert all('"end_turn"' in payload for payload in ended)
    state = await state_of(ctx, cid)
    assert not any(c.type == "end_turn" for c in turn_commands(state, seat, base_catalog()))
