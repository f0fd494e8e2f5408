"""DEV-08: an enemy has only the attributes its card shows - the value of each of its
printed attacks (Strength for melee, Agility for ranged, Knowledge for magic); an attack
type it lacks gives it no attribute (0), whatever the difficulty."""

from __future__ import annotations

import pytest

from app.engine.hunters.quest.rules.stats import attribute_of
from tests.engine.quest_factory import position


@pytest.mark.parametrize(("difficulty", "strength"), [("normal", 1), ("master", 2)])
def test_a_wolf_has_only_the_strength_of_its_bite_dev_08(difficulty: str, strength: int) -> None:
    state = position(
        {
            "options": {"difficulty": difficulty},
            "board": {"size": [3, 3]},
            "units": [
                {"id": "H1", "hero": "landsknecht", "at": [1, 1]},
                {"id": "W1", "enemy": "wolf", "at": [0, 0]},
            ],
        }
    )
    assert state.quest is not None
    values = {a: attribute_of(state.quest, "W1", a) for a in ("strength", "agility", "knowledge")}
    assert values == {"strength": strength, "agility": 0, "knowledge": 0}
