"""No view, event or pending decision sent to a player shows hidden information.

The leak checker is proven on payloads shaped like the engine's redacted and
unredacted forms; then a seeded random playout over ``legal_commands`` checks what
every viewer would be sent after every command — so the check covers each new
command, event and piece of state as the engine grows.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.db.event_store import StoredEvent
from app.engine import (
    Actor,
    CampaignCreated,
    HuntersTable,
    Rejection,
    SeededDice,
    Viewer,
    decide,
    legal_commands,
    replay,
    view_for,
)
from app.engine.hunters.views import viewer_for_seat
from app.engine.table.seats.commands import OpenSeat
from app.service.feed import pending_for, visible_events
from tests.engine.quest_factory import base, new_campaign
from tests.factories import small_catalog
from tests.realtime.leaks import leaks

SEED = 4_051_977_316_845_123_211
CATALOG = small_catalog()


def hero_board(hero: str, hand: list[str], pile: list[str]) -> dict[str, Any]:
    return {"id": hero, "hero": hero, "hand": hand, "draw_pile": pile, "used": ["LK05"]}


@pytest.mark.parametrize(
    ("payload", "problem"),
    [
        ({"seed": SEED}, "hidden state 'seed'"),
        ({"dice_cursor": 3}, "hidden state 'dice_cursor'"),
        ({"events": [{"seq": 4, "event": {"type": "dice_advanced", "cursor": 2}}]}, "event"),
        ({"note": SEED}, "secret value"),
        ({"quest": {"heroes": {"medic": hero_board("medic", ["MC01"], [])}}}, "hand"),
        ({"heroes": {"huntress": hero_board("huntress", [], ["HT03", "HT01"])}}, "order"),
        ({"enemy_decks": {"wolf": {"draw_pile": ["W2", "W1"], "used": []}}}, "order"),
        ({"type": "cards_drawn", "unit": "medic", "cards": ["MC02"]}, "cards"),
        ({"kind": "opening_hand", "unit": "medic", "cards": ["?"], "default": ["MC1"]}, "default"),
        ({"type": "deck_reshuffled", "unit": "huntress", "draw_pile": ["HT2", "HT1"]}, "order"),
        ({"face_down": True, "card": "plot-7"}, "face-down"),
    ],
)
def test_the_checker_finds_each_kind_of_leak(payload: dict[str, Any], problem: str) -> None:
    found = leaks(payload, {"huntress"}, secrets={SEED})
    assert found, payload
    assert problem in " ".join(found)


def test_the_checker_accepts_properly_redacted_payloads() -> None:
    view = {
        "seed": 0,
        "quest": {
            "heroes": {
                "huntress": hero_board("huntress", ["HT02"], ["HT01", "HT03"]),
                "medic": hero_board("medic", ["?", "?"], ["?"]),
            },
            "enemy_decks": {"wolf": {"draw_pile": ["?", "?"], "current": "W3", "used": []}},
            "pending": [{"kind": "opening_hand", "unit": "medic", "cards": ["?"], "default": []}],
        },
        "events": [
            {"type": "cards_drawn", "unit": "huntress", "cards": ["HT04"]},
            {"type": "deck_reshuffled", "unit": "huntress", "draw_pile": ["?", "?"]},
            {"face_down": True, "card": None, "back": "plot"},
        ],
    }
    assert leaks(view, {"huntress"}, secrets={SEED}) == []


def genesis_events(seats: int = 3) -> list[Any]:
    created = CampaignCreated(
        seed=SEED,
        content_pack="test",
        content_hash=CATALOG.content_hash,
        difficulty="normal",
        hero_elimination=False,
    )
    return [created, *(OpenSeat(seat=f"seat{n}") for n in range(1, seats + 1))]


def start(seats: int = 3) -> tuple[HuntersTable, list[StoredEvent]]:
    created, *openings = genesis_events(seats)
    state = replay([created])
    log = [StoredEvent(seq=1, event=created)]
    for command in openings:
        state, log = play(state, log, Actor(role="system"), command)
    return state, log


def play(
    state: HuntersTable, log: list[StoredEvent], actor: Actor, command: Any
) -> tuple[HuntersTable, list[StoredEvent]]:
    result = decide(
        state, command, SeededDice(state.seed, state.dice_cursor), actor=actor, content=CATALOG
    )
    assert not isinstance(result, Rejection), (command, result)
    stored = [StoredEvent(seq=len(log) + 1 + i, event=e) for i, e in enumerate(result)]
    return replay(result, state), [*log, *stored]


BACKWARD_WEIGHT = 0.15


def is_backward(command: Any) -> bool:
    """Commands that undo progress are picked less, so playouts get somewhere."""
    return command.type == "release_hero" or (command.type == "set_ready" and not command.ready)


def viewers(state: HuntersTable) -> list[Viewer]:
    return [*(viewer_for_seat(state, s) for s in state.seats), Viewer(role="spectator")]


def assert_nothing_leaks(state: HuntersTable, batch: list[StoredEvent], seed: int = SEED) -> None:
    for viewer in viewers(state):
        view = view_for(state, viewer)
        sent = {
            "view": view,
            "events": visible_events(batch, viewer),
            "pending": pending_for(view, viewer, {}).decisions,
        }
        assert leaks(sent, viewer.heroes, secrets={seed}) == [], viewer


@pytest.mark.parametrize(("playout", "seats"), [(0, 1), (1, 1), (2, 2), (3, 3)])
def test_a_random_playout_sends_no_player_anything_hidden(playout: int, seats: int) -> None:
    chooser = random.Random(playout)
    state, log = start(seats)
    assert_nothing_leaks(state, log)
    actors = [Actor(role="gm"), *(Actor(role="seat", seat=s) for s in state.seats)]
    for _ in range(60):
        actor = chooser.choice(actors)
        options = legal_commands(state, actor, CATALOG)
        if not options:
            continue
        before = len(log)
        weights = [BACKWARD_WEIGHT if is_backward(c) else 1.0 for c in options]
        state, log = play(state, log, actor, chooser.choices(options, weights)[0])
        assert_nothing_leaks(state, log[before:])
    assert len(log) > seats + 3  # the playout got somewhere


def test_nobody_is_sent_the_seed_the_gm_neither() -> None:
    """Issue 23: a GM who could read the seed could foresee every roll."""
    state, log = start()
    assert "seed" not in view_for(state, Viewer(role="gm"))
    genesis = visible_events(log[:1], Viewer(role="gm"))
    assert genesis[0]["event"]["seed"] == 0


def stored(events: list[Any], first_seq: int) -> list[StoredEvent]:
    return [StoredEvent(seq=first_seq + i, event=e) for i, e in enumerate(events)]


@pytest.mark.parametrize("playout", range(2))
def test_a_random_quest_sends_no_player_anything_hidden(playout: int) -> None:
    """Through a real quest of the base pack (hands, decks, enemy decks, decisions),
    nothing any seat or spectator would be sent shows what it may not see."""
    chooser = random.Random(playout)
    heroes = tuple(chooser.sample(["landsknecht", "huntress", "medic", "sorceress"], 3))
    state, events = new_campaign(heroes, seed=SEED + playout)
    log = stored(events, 1)
    assert state.quest is not None
    assert_nothing_leaks(state, log, SEED + playout)
    for _ in range(QUEST_STEPS):
        options = quest_options(state)
        if not options:
            break
        command, actor = chooser.choice(options)
        result = decide(
            state, command, SeededDice(state.seed, state.dice_cursor), actor=actor, content=base()
        )
        assert not isinstance(result, Rejection), (command, result)
        batch = stored(result, len(log) + 1)
        state, log = replay(result, state), [*log, *batch]
        assert_nothing_leaks(state, batch, SEED + playout)
    assert len(log) > 40  # the quest got going


QUEST_STEPS = 120


def quest_options(state: HuntersTable) -> list[tuple[Any, Actor]]:
    seats = [Actor(role="seat", seat=s) for s in state.seats]
    options = [(c, a) for a in seats for c in legal_commands(state, a, base())]
    system = Actor(role="system")
    return options or [(c, system) for c in legal_commands(state, system, base())]
