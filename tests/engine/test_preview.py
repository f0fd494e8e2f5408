"""``preview`` (what a move or an attack would do, asked before confirming it) never shows
what a player could not see (issue 10): it stops before an enemy's turn (its hidden
action deck) and before another side's roll, so its answer is the same whatever order
the hidden piles are in, and it passes the leak checker.

Random playouts of the base pack's quests (the scripted party of test_headless_quests):
at every third hero turn, up to four of the legal moves and attacks are previewed on the
state and on a twin whose hidden piles (the enemies' action decks, the heroes' draw
piles) are in another order and whose seed differs; the previews must agree, event for
event, as the player would be shown them.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.engine import Actor, HuntersTable, Rejection, Viewer
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.preview import StandInDice, preview
from app.engine.hunters.views import viewer_for_seat
from app.engine.kernel.copying import copy_with
from tests.engine import test_headless_quests as headless
from tests.engine.quest_factory import base
from tests.realtime.leaks import leaks

PLAYOUTS = range(6)
PREVIEWED = frozenset({"move_hero", "attack"})


def shuffled_twin(state: HuntersTable, rng: random.Random) -> HuntersTable:
    """The same table with every hidden pile in another order and another seed."""
    q = state.quest
    assert q is not None
    decks = {
        name: copy_with(deck, draw_pile=tuple(rng.sample(deck.draw_pile, len(deck.draw_pile))))
        for name, deck in q.enemy_decks.items()
    }
    heroes = {
        hid: copy_with(h, draw_pile=tuple(rng.sample(h.draw_pile, len(h.draw_pile))))
        for hid, h in q.heroes.items()
    }
    quest = copy_with(q, enemy_decks=decks, heroes=heroes)
    return copy_with(state, quest=quest, seed=state.seed + 1, dice_cursor=state.dice_cursor + 7)


def shown(state: HuntersTable, command: Any, actor: Actor, viewer: Viewer) -> Any:
    result = preview(state, command, StandInDice(), actor=actor, content=base())
    if isinstance(result, Rejection):
        return result.model_dump()
    visible = [e.for_viewer(viewer) for e in result]
    return [e.model_dump(mode="json") for e in visible if e is not None]


def hero_turn_states(playout: int) -> list[HuntersTable]:
    """Every state of a playout where a hero's player acts."""
    rng = random.Random(playout)
    state = headless.start(playout)
    found = []
    for _ in range(headless.MAX_COMMANDS):
        if state.phase != "quest":
            break
        q = state.quest
        assert q is not None
        if not q.pending and q.active in q.heroes:
            found.append(state)
        command, actor = headless.next_command(state, rng)
        state = headless.apply(state, command, actor)
    return found


@pytest.mark.parametrize("playout", PLAYOUTS)
def test_a_preview_shows_nothing_hidden(playout: int) -> None:
    rng = random.Random(1000 + playout)
    checked = 0
    for state in hero_turn_states(playout)[::3]:
        q = state.quest
        assert q is not None and q.active is not None
        seat = state.seat_of_hero(q.active)
        assert seat is not None
        actor, viewer = Actor(role="seat", seat=seat), viewer_for_seat(state, seat)
        twin = shuffled_twin(state, rng)
        options = [c for c in legal_commands(state, actor, base()) if c.type in PREVIEWED]
        for command in rng.sample(options, min(4, len(options))):
            seen = shown(state, command, actor, viewer)
            assert seen == shown(twin, command, actor, viewer), command
            assert leaks(seen, viewer.heroes) == [], command
            checked += 1
    assert checked > 10


def test_a_preview_stops_before_the_enemies_turns() -> None:
    """A move that would end the hero's last action is previewed up to its end: no enemy
    card is revealed and no enemy attack is rolled (ENEMY-05: their deck is hidden)."""
    for state in hero_turn_states(0):
        q = state.quest
        assert q is not None and q.active is not None
        seat = state.seat_of_hero(q.active)
        actor = Actor(role="seat", seat=seat)
        for command in legal_commands(state, actor, base()):
            if command.type != "move_hero":
                continue
            result = preview(state, command, StandInDice(), actor=actor, content=base())
            assert not isinstance(result, Rejection)
            types = {e.type for e in result}
            assert not types & {"enemy_card_revealed", "enemy_action_chosen", "turn_started"}
