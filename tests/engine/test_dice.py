"""The to-hit roll against its exact distribution (ATK-07..09): n dice at to-hit x, one
extra die for every 1 (again for new 1s), computed exactly and compared with 100,000
seeded engine rolls by a chi-square test."""

from __future__ import annotations

from fractions import Fraction
from math import sqrt

import pytest

from app.engine.hunters.quest.rules.attack_math import count_successes, roll_dice, roll_extra_dice
from app.engine.kernel.dice import Dice, SeededDice

TAIL = 40
Z_999 = 3.0902  # the standard normal quantile for p = 0.999


def roll_attack(dice: Dice, count: int, to_hit: int) -> tuple[tuple[int, ...], int]:
    """A whole to-hit roll as the attack step makes it (its reaction windows aside): the
    dice, their extra rolls, every die rolled and the successes."""
    rolled = roll_dice(dice, count)
    every = rolled + roll_extra_dice(dice, rolled)
    return every, count_successes(every, to_hit)


def one_die(to_hit: int) -> list[Fraction]:
    """Successes from one die and its chain of extra dice: k ones (each a success and a
    new roll), then a roll that is not a 1 (a success if 2..min(x, 5), ATK-08)."""
    one = Fraction(1, 6)
    other_hit = Fraction(max(0, min(to_hit, 5) - 1), 6)
    miss = 1 - one - other_hit
    dist = [Fraction(0)] * TAIL
    for ones in range(TAIL - 1):
        chain = one**ones
        dist[ones] += chain * miss
        dist[ones + 1] += chain * other_hit
    return dist


def exact_successes(dice: int, to_hit: int) -> list[Fraction]:
    total = [Fraction(1)] + [Fraction(0)] * (TAIL - 1)
    single = one_die(to_hit)
    for _ in range(dice):
        total = [
            sum((total[i] * single[k - i] for i in range(k + 1)), Fraction(0)) for k in range(TAIL)
        ]
    return total


def chi_square_limit(df: int) -> float:
    """Wilson-Hilferty approximation of the 0.999 quantile of chi-square(df)."""
    h = 2 / (9 * df)
    return df * (1 - h + Z_999 * sqrt(h)) ** 3


def test_the_exact_distribution_is_a_distribution() -> None:
    for dice, to_hit in [(1, 1), (3, 3), (6, 7)]:
        assert abs(float(sum(exact_successes(dice, to_hit))) - 1) < 1e-12
    # golden rule bounds (DV-01): at to-hit 0 only 1s hit, at to-hit 7 a 6 still misses
    assert one_die(0) == one_die(1)
    assert one_die(7) == one_die(5)


@pytest.mark.parametrize(("dice", "to_hit", "rolls"), [(3, 3, 100_000), (2, 0, 20_000)])
def test_engine_rolls_match_the_exact_distribution(dice: int, to_hit: int, rolls: int) -> None:
    source = SeededDice(20_240_601)
    counts = [0] * TAIL
    for _ in range(rolls):
        every, successes = roll_attack(source, dice, to_hit)
        assert successes <= len(every)
        counts[min(successes, TAIL - 1)] += 1
    expected = [float(p) * rolls for p in exact_successes(dice, to_hit)]
    bins: list[tuple[float, int]] = []
    seen_e, seen_o = 0.0, 0
    for e, o in zip(expected, counts, strict=True):  # merge bins until each expects >= 5
        seen_e, seen_o = seen_e + e, seen_o + o
        if seen_e >= 5:
            bins.append((seen_e, seen_o))
            seen_e, seen_o = 0.0, 0
    last_e, last_o = bins.pop()
    bins.append((last_e + seen_e, last_o + seen_o))
    statistic = sum((o - e) ** 2 / e for e, o in bins)
    assert statistic < chi_square_limit(len(bins) - 1), (statistic, bins)
