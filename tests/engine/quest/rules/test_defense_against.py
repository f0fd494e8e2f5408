"""TRAIT-30, ENEMY-11/15/16: the defense an enemy compares is the one against its attack,
Pierce (less the Cobalt Pendant, TRAIT-10) and Burn (TRAIT-11) included."""

from __future__ import annotations

from typing import Any

import pytest

from app.content.schema.common import Trait
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.defense_against import (
    defense_against,
    pierce_on,
    settled_defense,
)
from tests.engine.quest_factory import position

PIERCE_1 = (Trait(name="pierce", value=1),)
PIERCE_3 = (Trait(name="pierce", value=3),)
BURN = (Trait(name="burn"),)


def quest_with(equipment: list[Any]) -> QuestState:
    state = position(
        {
            "board": {"size": [3, 3]},
            "units": [
                {"id": "H1", "hero": "landsknecht", "at": [1, 1], "equipment": equipment},
                {"id": "W1", "enemy": "wolf", "at": [0, 0]},
            ],
        }
    )
    assert state.quest is not None
    return state.quest


@pytest.mark.parametrize(
    ("equipment", "traits", "expected"),
    [
        (["chain_mail"], (), 2),  # ATK-22: the armor's value, nothing off
        (["chain_mail"], PIERCE_1, 1),  # TRAIT-10
        (["chain_mail", "cobalt_pendant"], PIERCE_1, 2),  # EQUIP-29: the Pendant takes it off
        (["chain_mail", "cobalt_pendant"], PIERCE_3, 0),  # 3 - 1 = 2 against a defense of 2
        (["brigantine"], BURN, 1),  # TRAIT-11: 3 halved, rounded down
        (["brigantine"], (*PIERCE_1, *BURN), 1),  # Pierce first, then Burn: (3 - 1) / 2
        ([], PIERCE_1, 0),  # never below 0
    ],
)
def test_the_defense_against_this_ranged_attack(
    equipment: list[Any], traits: tuple[Trait, ...], expected: int
) -> None:
    assert defense_against(quest_with(equipment), "H1", "ranged", traits) == expected


def test_the_pendant_leaves_an_attack_without_pierce_alone() -> None:
    """TRAIT-10: the Pendant lowers Pierce; it never adds defense of its own."""
    q = quest_with(["cobalt_pendant"])
    assert pierce_on(q, "H1", 0) == 0
    assert pierce_on(q, "H1", 2) == 1


@pytest.mark.parametrize(
    ("total", "pierce", "doubled", "burn", "expected"),
    [(2, 1, True, False, 3), (2, 1, True, True, 1), (5, 1, False, True, 2), (1, 3, False, True, 0)],
)
def test_doubled_then_pierced_then_burned(
    total: int, pierce: int, doubled: bool, burn: bool, expected: int
) -> None:
    """ATK-23, TRAIT-10, TRAIT-11: the order the book gives (DV-03)."""
    assert settled_defense(total, pierce=pierce, doubled=doubled, burn=burn) == expected
