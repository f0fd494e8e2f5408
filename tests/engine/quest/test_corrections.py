"""The GM's corrections of a quest (issue 15): only the GM, only values the state can
hold; each records the value before and after and the GM's reason, and every seat sees
it (a public line in the log)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import Actor, Rejection, SeededDice, Viewer, decide
from app.engine.hunters.commands import parse_command
from app.engine.hunters.corrections.quest.events import HealthCorrected
from tests.engine.quest_factory import act, base, position

GM = Actor(role="gm")


def table() -> Any:
    return position(
        {
            "board": {"size": [5, 5]},
            "units": [
                {"id": "H1", "hero": "huntress", "at": [0, 0], "hand": ["HT02"]},
                {"id": "W1", "enemy": "wolf", "at": [4, 4]},
            ],
            "turn": {"round": 1, "active": "H1"},
        }
    )


def refused(command: dict[str, Any], actor: Actor = GM) -> Rejection:
    state = table()
    result = decide(state, parse_command(command), SeededDice(1), actor=actor, content=base())
    assert isinstance(result, Rejection), result
    return result


def test_the_gm_sets_a_heros_health_with_a_reason() -> None:
    command = {"type": "correct_health", "unit": "H1", "health": 2, "reason": "the trap missed"}
    state, events = act(table(), command, GM)
    [event] = [e for e in events if isinstance(e, HealthCorrected)]
    before = table().quest.heroes["H1"].health
    assert (event.before, event.after, event.reason) == (before, 2, "the trap missed")
    assert state.quest is not None and state.quest.heroes["H1"].health == 2
    seat_sees = event.for_viewer(Viewer(role="seat", seat="s", heroes=()))
    assert seat_sees == event


def test_morale_tokens_and_place() -> None:
    state, _ = act(
        table(), {"type": "correct_morale", "unit": "H1", "morale": 4, "reason": "x3y"}, GM
    )
    state, _ = act(
        state,
        {
            "type": "correct_tokens",
            "unit": "W1",
            "token": "stun",
            "amount": 1,
            "reason": "it was stunned",
        },
        GM,
    )
    state, _ = act(
        state, {"type": "correct_place", "unit": "W1", "at": [3, 4], "reason": "moved"}, GM
    )
    assert state.quest is not None
    assert state.quest.heroes["H1"].morale == 4
    assert state.quest.enemies["W1"].tokens.stun is True
    assert state.quest.enemies["W1"].at == (3, 4)


@pytest.mark.parametrize(
    ("command", "code"),
    [
        ({"type": "correct_health", "unit": "H1", "health": 9, "reason": "too much"}, "too_high"),
        ({"type": "correct_health", "unit": "W1", "health": 0, "reason": "gone"}, "too_low"),
        ({"type": "correct_health", "unit": "X9", "health": 1, "reason": "who"}, "unknown_unit"),
        ({"type": "correct_morale", "unit": "W1", "morale": 1, "reason": "wolf"}, "not_a_hero"),
        (
            {
                "type": "correct_tokens",
                "unit": "H1",
                "token": "mighty",
                "amount": 3,
                "reason": "many",
            },
            "too_high",
        ),
        (
            {
                "type": "correct_tokens",
                "unit": "H1",
                "token": "stun",
                "amount": 2,
                "reason": "twice",
            },
            "bad_amount",
        ),
        ({"type": "correct_place", "unit": "H1", "at": [7, 7], "reason": "away"}, "off_board"),
    ],
)
def test_a_correction_the_state_cannot_hold_is_refused(command: dict[str, Any], code: str) -> None:
    assert refused(command).code == code


def test_only_the_gm_corrects() -> None:
    command = {"type": "correct_health", "unit": "H1", "health": 2, "reason": "my own wish"}
    rejection = refused(command, Actor(role="seat", seat="seat1"))
    assert rejection.code == "gm_only" and "GM" in rejection.message
