"""ATK-05..11: the odds the careful bot reads before an attack, from the dice, the
to-hit value, the attribute and the defense a player can see (never the dice to come)."""

from __future__ import annotations

import pytest

from app.engine.hunters.quest import commands as qc
from app.simulate.attack_odds import attack_odds, damage_odds, die_successes, roll_successes
from tests.engine.quest_factory import act, position, seat


def test_one_die_hits_at_or_under_its_to_hit_and_rolls_again_on_a_1() -> None:
    """ATK-07/09: Attack 3: a 1 hits and rolls again, 2-3 hit, 4-6 miss; the mean number
    of successes is (1/6 + 2/6) / (5/6) = 0.6."""
    odds = die_successes(3)
    assert sum(odds) == pytest.approx(1.0, abs=1e-9)
    assert odds[0] == pytest.approx(3 / 6)
    assert odds[1] == pytest.approx(2 / 6 + 1 / 6 * 3 / 6)
    assert sum(k * p for k, p in enumerate(odds)) == pytest.approx(0.6, abs=1e-6)


@pytest.mark.parametrize(("to_hit", "mean"), [(0, 0.2), (1, 0.2), (7, 1.0), (9, 1.0)])
def test_the_golden_rule_bounds_every_to_hit_value(to_hit: int, mean: float) -> None:
    """ATK-08: below 1 only the 1s hit; above 5 a 6 still misses (DV-01)."""
    odds = die_successes(to_hit)
    assert sum(k * p for k, p in enumerate(odds)) == pytest.approx(mean, abs=1e-6)


def test_several_dice_add_their_successes() -> None:
    two = roll_successes(2, 3)
    single = die_successes(3)
    assert two[0] == pytest.approx(single[0] ** 2)
    assert two[1] == pytest.approx(2 * single[0] * single[1])
    assert sum(two) == pytest.approx(1.0, abs=1e-6)


def test_the_attribute_is_added_and_the_defense_taken_off() -> None:
    """ATK-10/11 (WE-01's numbers): Strength 1 with a Longsword's 3 dice at Attack 3
    against a Wolf (defense 0, Health 3) eliminates it with 2 successes or more."""
    odds = damage_odds(dice=3, to_hit=3, attribute=1, defense=0, health=3)
    successes = roll_successes(3, 3)
    assert odds.kill == pytest.approx(sum(successes[2:]))
    assert 1 < odds.damage <= 3
    # only a run of extra rolls gets through a defense of 9
    assert damage_odds(dice=3, to_hit=3, attribute=1, defense=9, health=3).damage < 0.001


def test_a_card_s_attack_is_worth_more_than_a_basic_attack_1() -> None:
    """QUEST-24: a basic attack is an Attack 1; the card in hand attacks at its own value."""
    state = position(
        {
            "board": {"size": [3, 3]},
            "units": [
                {"id": "H1", "hero": "landsknecht", "at": [1, 1], "hand": ["LK02", "LK05"]},
                {"id": "W1", "enemy": "wolf", "at": [1, 1]},
            ],
            "turn": {"round": 1, "active": "H1", "actions_left": 2},
        }
    )
    assert state.quest is not None
    basic = attack_odds(
        state.quest, qc.MakeAttack(unit="H1", target="W1", kind="melee", discard="LK05")
    )
    played, _ = act(state, {"type": "play_card", "unit": "H1", "card": "LK02"}, seat("H1"))
    assert played.quest is not None
    card = attack_odds(played.quest, qc.MakeAttack(unit="H1", target="W1"))
    assert basic is not None and card is not None
    assert 0 < basic.damage < card.damage and basic.kill < card.kill
    assert attack_odds(state.quest, qc.MakeAttack(unit="H1", target="nobody")) is None
