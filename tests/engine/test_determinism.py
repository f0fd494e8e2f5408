"""decide has no hidden input (DESIGN principle 1, issue 10): at every position of random
playouts of every base quest, the command played gives the same events whether the
engine's memos are warm (filled by the playout so far, whose states share objects with
this one), emptied (``forget_all``), or the position is a fresh copy sharing no object
with anything the memos hold; and legal_commands agrees too.

``DETERMINISM_EXAMPLES=100`` runs a longer search than ``make test`` does.
"""

from __future__ import annotations

import os

from hypothesis import given, settings

from app.engine import Command, HuntersTable, Rejection, SeededDice, decide
from app.engine.hunters.legal import legal_commands
from app.engine.kernel.memo import forget_all
from app.engine.kernel.model import Actor, EventBase
from tests.engine.playouts import Setup, choices, playout, setups, start
from tests.engine.quest_factory import base

EXAMPLES = int(os.environ.get("DETERMINISM_EXAMPLES", "8"))


def events_of(state: HuntersTable, command: Command, actor: Actor) -> list[EventBase]:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())
    assert not isinstance(result, Rejection), result
    return result


def fresh(state: HuntersTable) -> HuntersTable:
    """An equal state made of new objects (no memo keyed on identity can hit)."""
    return HuntersTable.model_validate_json(state.model_dump_json())


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), picks=choices(150))
def test_decide_gives_the_same_events_warm_cold_and_on_a_copy(
    setup: Setup, picks: list[int]
) -> None:
    for before, (command, actor), warm in playout(start(setup), picks):
        offered = legal_commands(before, actor, base())
        forget_all()
        assert events_of(before, command, actor) == warm, "after the memos were emptied"
        copy = fresh(before)
        assert events_of(copy, command, actor) == warm, "on an equal copy"
        assert legal_commands(copy, actor, base()) == offered


def twins(state: HuntersTable) -> list[HuntersTable]:
    """The position with two heroes on the board swapped, and with one hero's defense
    tokens changed — everything else the very same objects (where a memo keyed on too
    little would answer for the original)."""
    q = state.quest
    assert q is not None
    placed = [h for h in q.heroes.values() if h.at is not None]
    found = []
    if len(placed) >= 2:
        first, second = placed[0], placed[1]
        heroes = {
            **q.heroes,
            first.id: first.model_copy(update={"at": second.at}),
            second.id: second.model_copy(update={"at": first.at}),
        }
        found.append(state.model_copy(update={"quest": q.model_copy(update={"heroes": heroes})}))
    for hero in placed[:1]:
        tokens = hero.tokens.model_copy(update={"defense": 2 - min(hero.tokens.defense, 2)})
        heroes = {**q.heroes, hero.id: hero.model_copy(update={"tokens": tokens})}
        found.append(state.model_copy(update={"quest": q.model_copy(update={"heroes": heroes})}))
    return found


def result_of(state: HuntersTable, command: Command, actor: Actor) -> object:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())
    return result.code if isinstance(result, Rejection) else result


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), picks=choices(150))
def test_a_memo_never_answers_for_a_twin_position(setup: Setup, picks: list[int]) -> None:
    """Deciding the playout's command on a twin of the position right after deciding it
    on the position itself (memos warm with objects the twin shares) gives what deciding
    it on the twin with empty memos gives."""
    for before, (command, actor), _ in playout(start(setup), picks):
        for twin in twins(before):
            warm = result_of(twin, command, actor)
            forget_all()
            assert result_of(twin, command, actor) == warm, command
