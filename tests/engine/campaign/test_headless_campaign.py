"""The base pack's campaign played headless to its end by a scripted party (issue 12):
between quests the party reads what lies where it stands, takes up tasks, votes (or lets
a deadline pass) and travels; quests are played by test_headless_quests' scripted party.
The campaign ends (CAMP-02: won, or lost when the days run out) with no engine error, the
invariants holding at every step and the log replaying to the state."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, replay
from app.engine.hunters.legal import legal_commands
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import EventBase
from tests.conftest import seeds_with_a_slow_tail
from tests.engine.campaign.factory import SYSTEM, board_of
from tests.engine.campaign.test_views_and_properties import total_tokens
from tests.engine.quest_factory import base, new_campaign
from tests.engine.test_headless_quests import next_command as next_quest_command

SEEDS = range(50)
IN_MAKE_TEST = 5  # the other 45 are `slow`: `make test-all`
HEROES = ("landsknecht", "huntress", "medic", "sorceress", "man_at_arms")
MAX_COMMANDS = 6000
STORY_FIRST = ("read_plot_card", "undertake_task")


def campaign_command(state: HuntersTable, rng: random.Random) -> tuple[Command, Actor]:
    """Answer an open decision (or let its deadline pass), else follow the story, else
    travel (sometimes trade, rest or work)."""
    board = board_of(state)
    seats = [Actor(role="seat", seat=s) for s in state.seats]
    if board.story.pending:
        decision = board.story.pending[0]
        if rng.random() < 0.3:
            return ApplyDefault(decision=decision.id, layer="campaign"), SYSTEM
        answers = [(c, a) for a in seats for c in legal_commands(state, a, base())]
        return rng.choice(answers)
    options = [(c, a) for a in seats for c in legal_commands(state, a, base())]
    story = [o for o in options if o[0].type in STORY_FIRST]
    if story:
        return rng.choice(story)
    moves = [o for o in options if o[0].type in ("travel_to", "sail_to", "enter_location")]
    if moves and rng.random() < 0.8:
        return rng.choice(moves)
    return rng.choice(options)


def step(state: HuntersTable, rng: random.Random) -> tuple[HuntersTable, list[EventBase]]:
    if state.phase == "quest":
        command, actor = next_quest_command(state, rng)
    else:
        command, actor = campaign_command(state, rng)
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())
    assert not isinstance(result, Rejection), (command, result)
    return replay(result, state), result


def check_invariants(before: HuntersTable, after: HuntersTable, tokens: Counter[str]) -> None:
    board = board_of(after)
    assert board.days.day >= board_of(before).days.day
    assert 1 <= board.days.day <= board.days.last_day
    for hero in board.heroes.values():
        assert 0 <= hero.health <= hero.max_health and hero.gold_half >= 0
        assert 0 <= hero.morale <= hero.morale_top and hero.xp >= 0
    if after.phase == "between_quests" and before.phase == "between_quests":
        assert total_tokens(after) == tokens


@pytest.mark.parametrize("seed", seeds_with_a_slow_tail(SEEDS, IN_MAKE_TEST))
def test_the_campaign_is_played_to_its_end(seed: int) -> None:
    rng = random.Random(seed)
    state, log = new_campaign(tuple(rng.sample(HEROES, rng.randint(2, 4))), seed=seed)
    tokens = total_tokens(state)
    for _ in range(MAX_COMMANDS):
        if state.phase == "ended":
            break
        before = state
        state, events = step(state, rng)
        log += events
        check_invariants(before, state, tokens)
        if state.phase == "between_quests":
            tokens = total_tokens(state)  # a quest's findings and used items may change them
    assert state.phase == "ended", f"day {board_of(state).days.day}: the campaign did not end"
    assert board_of(state).story.result in ("victory", "defeat")
    assert replay(log) == state
