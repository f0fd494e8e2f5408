"""QUEST-25: a card none of whose activities can be done now is still accepted and spent;
``wasted_card_reason`` says why before the player spends it, from the same checks the flow
uses to skip activities."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine import Actor, decide, evolve, parse_command
from app.engine.hunters.quest.commands import PlayCard
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.wasted_cards import wasted_card_reason
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.dice import SeededDice
from tests.engine.quest_factory import base, position

BOW = ["hunting_bow", "hunting_knife"]


def table(hero: dict[str, Any], *others: dict[str, Any], **extra: Any) -> HuntersTable:
    """The huntress (unless said otherwise) at (0, 0) on a 7x7 board, on her turn."""
    unit = {"id": "anna", "hero": "huntress", "at": [0, 0], "equipment": BOW, **hero}
    return position(
        {
            "board": {"size": [7, 7], **extra.pop("board", {})},
            "units": [unit, *others],
            "turn": {"round": 1, "active": "anna"},
            **extra,
        }
    )


def reason(state: HuntersTable, card: str) -> str | None:
    q = state.quest
    assert q is not None
    return wasted_card_reason(q, q.heroes["anna"], card)


def wolf(at: list[int]) -> dict[str, Any]:
    return {"id": "wolf-2", "enemy": "wolf", "at": at}


@pytest.mark.parametrize(
    ("hero", "enemy_at", "card", "expected"),
    [
        ({"hand": ["HT01"]}, [5, 5], "HT01", "no enemy within range 1-3"),  # ATK-16
        ({"hand": ["HT01"]}, [2, 2], "HT01", None),
        (
            {"hand": ["HT01"], "equipment": ["hunting_knife"]},
            [2, 2],
            "HT01",
            "no ranged weapon ready",
        ),
        ({"hand": ["HT03"]}, [2, 2], "HT03", "no enemy on this space"),  # ATK-02
        ({"hand": ["HT03"]}, [0, 0], "HT03", None),
        ({"hand": ["HT01"]}, [0, 0], "HT01", "engaged, so no ranged attack"),  # MOVE-10
        (
            {"hand": ["HT06"], "tokens": {"offense": 2}},
            [5, 5],
            "HT06",
            "offense tokens already at the limit of 2",
        ),
        ({"hand": ["HT06"], "tokens": {"offense": 1}}, [5, 5], "HT06", None),
        (
            {"hand": ["HT04"], "tokens": {"immobilize": True}},
            [5, 5],
            "HT04",
            "immobilized this turn",
        ),  # TRAIT-24
        (
            {"hand": ["HT02"], "tokens": {"immobilize": True}},
            [5, 5],
            "HT02",
            "immobilized this turn; no enemy within range 1-3",
        ),
        ({"hand": ["HT02"]}, [5, 5], "HT02", None),  # the Move can be made: not wasted
    ],
)
def test_why_a_card_would_do_nothing(
    hero: dict[str, Any], enemy_at: list[int], card: str, expected: str | None
) -> None:
    assert reason(table(hero, wolf(enemy_at)), card) == expected


def test_a_wall_makes_it_a_matter_of_sight() -> None:
    """ATK-17: an enemy in range behind a wall is not in sight."""
    walled = {"walls": [{"at": [0, 0], "side": "E"}]}
    state = table({"hand": ["HT01"]}, wolf([2, 0]), board=walled)
    assert reason(state, "HT01") == "no enemy in sight within range 1-3"


def test_at_night_an_enemy_three_spaces_away_is_out_of_sight() -> None:
    """ATK-19: at night heroes see 2 spaces, so the bow's range 1-3 finds nobody at 3."""
    state = table({"hand": ["HT01"]}, wolf([3, 0]), options={"night": True})
    assert reason(state, "HT01") == "no enemy in sight within range 1-3"


def test_a_healing_card_with_nobody_hurt() -> None:
    """HERO-STATE-03/04: healing the unhurt does nothing."""
    medic = {"hero": "medic", "equipment": [], "hand": ["MC01"]}
    assert reason(table(medic, wolf([5, 5])), "MC01") == "nobody in reach is hurt"
    hurt = {**medic, "health": {"current": 2, "max": 5}}
    assert reason(table(hurt, wolf([5, 5])), "MC01") is None


def play(state: HuntersTable, card: str) -> QuestState:
    """The card played through decide and evolve (it is legal whether wasted or not)."""
    events = decide(
        state,
        PlayCard(unit="anna", card=card),
        SeededDice(state.seed),
        actor=Actor(role="seat", seat="anna"),
        content=base(),
    )
    assert isinstance(events, list), events
    for event in events:
        state = evolve(state, event)
    assert state.quest is not None
    return state.quest


HUNTRESS_CARDS = ["HT01", "HT02", "HT03", "HT04", "HT05", "HT06", "HT07", "HT09", "HT10"]


@pytest.mark.parametrize(
    "setting",
    [
        {"enemy_at": [5, 5], "tokens": {}},
        {"enemy_at": [0, 0], "tokens": {"offense": 2}},
        {"enemy_at": [2, 1], "tokens": {"immobilize": True}},
        {"enemy_at": [6, 0], "tokens": {"immobilize": True, "offense": 2}},
    ],
)
def test_the_reason_agrees_with_the_flow(setting: dict[str, Any]) -> None:
    """QUEST-25: a card is called wasted exactly when the flow, once it is played, finds
    no activity to wait for and finishes the action at once."""
    for card in HUNTRESS_CARDS:
        hero = {"hand": [card], "tokens": setting["tokens"]}
        state = table(hero, wolf(setting["enemy_at"]))
        after = play(state, card)
        assert (reason(state, card) is not None) == (after.action is None), card


def test_an_entry_sent_back_as_listed_is_the_command() -> None:
    """The listing's note is no part of the command; any other unknown key still is refused."""
    listed = {"type": "play_card", "unit": "anna", "card": "HT01", "wasted": "no enemy"}
    assert parse_command(listed) == PlayCard(unit="anna", card="HT01")
    with pytest.raises(ValidationError):
        parse_command({**listed, "why": "no enemy"})
