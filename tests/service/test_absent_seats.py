"""Absent players and play by turns (issue 15): a seat marked away passes its reaction
windows at once; a decision that waits only on players marked away takes its default at
the deadline (the reaction time-out) instead of stalling the table; by turns, every
decision waits the campaign's hours."""

from __future__ import annotations

import asyncio

from sqlalchemy import select

from app.db.models import CampaignCommand
from app.engine import Actor
from app.engine.campaign.model.decisions import ChoiceOption, OptionVote
from app.engine.kernel.copying import copy_with
from app.engine.state import CampaignState, PlayMode
from app.service.context import ServiceContext
from app.service.deadlines import away_passes, running_deadlines, timed_decisions
from tests.engine.campaign.factory import after_quest_one
from tests.service.test_deadlines import quest_with_a_reaction_window, send, state_of


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
        assert window.key not in keeper.due(cid)
    async with ctx.sessions() as db:
        passed = (await db.scalars(select(CampaignCommand.actor).where(
            CampaignCommand.command_id.like(f"away:{cid}:%")))).all()  # fmt: skip
    assert set(passed) == set(deciders)


def a_vote(state: CampaignState, deadline_seconds: int | None) -> OptionVote:
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
