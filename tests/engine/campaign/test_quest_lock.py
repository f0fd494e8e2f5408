"""EQUIP-41: from the Tome of Quests' opening to the quest's end nothing is taken from
the wagon, and no equipment changes on a hero board outside Reorganize: the refusal
names EQUIP-41, not CAMP-35."""

from __future__ import annotations

import pytest

from tests.engine.campaign.factory import refused
from tests.engine.quest_factory import new_campaign

WAGON_COMMANDS = (
    {"type": "take_from_wagon", "hero": "landsknecht", "item": "steel"},
    {"type": "store_in_wagon", "hero": "landsknecht", "item": "steel"},
)


@pytest.mark.parametrize("command", WAGON_COMMANDS, ids=lambda c: c["type"])
def test_the_wagon_is_locked_during_a_quest_equip_41(command: dict[str, str]) -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.phase == "quest"
    rejection = refused(state, command)
    assert (rejection.code, rejection.rule) == ("quest_lock", "EQUIP-41")
    assert "quest" in rejection.message
