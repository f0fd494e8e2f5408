"""The game registry (issue 28): each game's names, and a Primal table played from its
seats through the registry alone, replayed from its log."""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.engine import (
    GAMES,
    PLATFORM_TYPES,
    Actor,
    GameSpec,
    Rejection,
    SeededDice,
    TableState,
    game_named,
    game_of,
    parse_stored_event,
    replay_log,
    snapshot_state,
)
from app.engine.games import HUNTERS, PRIMAL
from app.engine.games import type_names as types_of
from app.engine.primal.table.model import PrimalTable
from tests.engine.primal.helpers import pack
from tests.engine.primal.leaks import event_leaks, leaks

SYSTEM = Actor(role="system")
SEATS = ("seat1", "seat2")


def test_event_and_command_names_never_collide_across_games() -> None:
    """Every Primal type starts ``primal_`` but the platform's own (the seats', the
    kernel's ``apply_default``), which are the very same classes in both games."""
    shared_events = HUNTERS.event_types & PRIMAL.event_types
    shared_commands = HUNTERS.command_types & PRIMAL.command_types
    assert shared_events | shared_commands <= PLATFORM_TYPES
    for name in (PRIMAL.event_types | PRIMAL.command_types) - PLATFORM_TYPES:
        assert name.startswith("primal_"), name
    assert not any(n.startswith("primal_") for n in HUNTERS.event_types | HUNTERS.command_types)
    assert len(PRIMAL.event_types) > 80 and len(HUNTERS.event_types) > 100


def test_the_registry_is_one_entry_per_game() -> None:
    assert set(GAMES) == {"hunters", "primal"}
    assert game_named("primal") is PRIMAL and game_named("hunters") is HUNTERS


def _decide(state: TableState, payload: dict[str, Any], actor: Actor) -> TableState:
    game = game_of(state)
    command = game.parse_command(payload)
    result = game.decide(
        state, command, SeededDice(state.seed, state.dice_cursor), actor=actor, content=pack()
    )
    assert not isinstance(result, Rejection), (payload, result)
    events, after = result
    _log.extend(events)
    return after  # type: ignore[no-any-return]


_log: list[Any] = []


def _table() -> TableState:
    _log.clear()
    genesis = PRIMAL.genesis(GameSpec(seed=7, content_pack="primal-test", content_hash="a" * 64))
    _log.append(genesis)
    state = replay_log([genesis])
    for seat in SEATS:
        state = _decide(state, {"type": "open_seat", "seat": seat}, SYSTEM)
    return state


def _options(state: TableState) -> list[tuple[dict[str, Any], Actor]]:
    game = game_of(state)
    found = [
        (entry, actor)
        for seat in SEATS
        for actor in [Actor(role="seat", seat=seat)]
        for entry in game.dump_commands(game.legal_commands(state, actor, pack()))
        if entry["type"] != "primal_release_hunter"
    ]
    return found or [
        (e, SYSTEM) for e in game.dump_commands(game.legal_commands(state, SYSTEM, pack()))
    ]


def test_a_seat_chooses_one_hunter_and_the_fight_starts_from_the_seats() -> None:
    state = _table()
    state = _decide(
        state, {"type": "primal_choose_hunter", "hunter": "blade"}, Actor(role="seat", seat="seat1")
    )
    refused = game_of(state).decide(
        state, game_of(state).parse_command({"type": "primal_choose_hunter", "hunter": "bow"}),
        SeededDice(1), actor=Actor(role="seat", seat="seat1"), content=pack(),
    )  # fmt: skip
    assert isinstance(refused, Rejection) and refused.code == "seat_full"
    assert not any(e["type"] == "primal_begin_fight" for e, _ in _options(state))
    state = _decide(
        state,
        {"type": "primal_choose_hunter", "hunter": "hammer"},
        Actor(role="seat", seat="seat2"),
    )
    state = _decide(
        state, {"type": "primal_begin_fight", "fight": "prologue"}, Actor(role="seat", seat="seat2")
    )
    assert state.phase == "fight"
    assert state.fight.seats == {"blade": "seat1", "hammer": "seat2"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_legal_play_of_a_table_replays_from_its_log(seed: int) -> None:
    """Each seat sends only what the registry lists as legal; every event parses back
    from its stored JSON; the log and a snapshot give the same state; no seat's view or
    event shows another's hand, a deck's order or a face-down card."""
    rng = random.Random(seed)
    state = _table()
    for _ in range(400):
        options = _options(state)
        if not options or state.phase == "ended":
            break
        payload, actor = rng.choice(options)
        before = len(_log)
        state = _decide(state, payload, actor)
        for event in _log[before:]:
            for seat in SEATS:
                viewer = game_of(state).viewer_for_seat(state, seat)
                shown = event.for_viewer(viewer)
                data = None if shown is None else shown.model_dump(mode="json")
                assert event_leaks(data, viewer.heroes) == []
        if state.phase == "fight":
            for seat in SEATS:
                viewer = game_of(state).viewer_for_seat(state, seat)
                assert leaks(game_of(state).view_for(state, viewer)["fight"], viewer.heroes) == []
    assert state.phase in ("fight", "ended")
    stored = [parse_stored_event(e.model_dump(mode="json")) for e in _log]
    assert replay_log(stored) == state
    assert snapshot_state(state.model_dump_json()) == state


def test_the_primal_tables_own_names_are_not_the_fights() -> None:
    """The table's events and commands are read by type beside the fight's: no name
    of one may be a name of the other (``primal_hunter_released`` is the fight's)."""
    from app.engine.primal.commands import PrimalCommand
    from app.engine.primal.events.parsing import FIGHT_EVENT_TYPES
    from app.engine.primal.table.commands import BeginFight, ChooseHunter, ReleaseHunter
    from app.engine.primal.table.evolve import TABLE_EVENT_CLASSES

    table_events = {k.model_fields["type"].default for k in TABLE_EVENT_CLASSES}
    assert table_events & set(FIGHT_EVENT_TYPES) == set()
    fight_commands = set(types_of(PrimalCommand))
    table_commands = {
        k.model_fields["type"].default for k in (BeginFight, ChooseHunter, ReleaseHunter)
    }
    assert table_commands & fight_commands == set()
    assert (
        parse_stored_event({"type": "primal_hunter_released", "hunter": "bow", "to": 2}).type
        == "primal_hunter_released"
    )


def test_the_gm_report_of_a_primal_table_says_what_changed() -> None:
    """The time-travel diff's words (Game.gm_report, report_changes) for a Primal table."""
    before = _table()
    after = _decide(before, {"type": "primal_choose_hunter", "hunter": "blade"},
                    Actor(role="seat", seat="seat1"))  # fmt: skip
    after = _decide(after, {"type": "primal_choose_hunter", "hunter": "hammer"},
                    Actor(role="seat", seat="seat2"))  # fmt: skip
    after = _decide(after, {"type": "primal_begin_fight", "fight": "prologue"}, Actor(role="gm"))
    assert isinstance(before, PrimalTable) and isinstance(after, PrimalTable)
    report = PRIMAL.gm_report(after, pack())
    assert report.hunters == {"blade": "seat1", "hammer": "seat2"} and report.round == 1
    words = PRIMAL.report_changes(PRIMAL.gm_report(before, pack()), report)
    assert words[:2] == ("Choosing hunters → Fighting.", "Round 0 → 1.")
