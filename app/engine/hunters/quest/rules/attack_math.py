"""Attack arithmetic (ATK-05..14): successes, extra rolls, strength and damage.

Pure functions of numbers; the attack procedure (steps/attacks.py) feeds them.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.kernel.dice import Dice

MAX_EXTRA_ROLLS = 200
"""A safety bound for extra rolls; the chance of reaching it is about 6^-200."""


def is_success(die: int, to_hit: int) -> bool:
    """ATK-07/08: a die at or under the to-hit value hits; a 1 always hits, a 6 never does."""
    if die == 1:
        return True
    if die == 6:
        return False
    return die <= to_hit


def count_successes(dice: Sequence[int], to_hit: int) -> int:
    return sum(1 for die in dice if is_success(die, to_hit))


def roll_dice(dice: Dice, count: int) -> tuple[int, ...]:
    return tuple(dice.d6() for _ in range(max(0, count)))


def roll_extra_dice(dice: Dice, rolled: Sequence[int]) -> tuple[int, ...]:
    """ATK-09: one extra die for each 1, and again for each new 1, until no new 1 appears."""
    extra: list[int] = []
    pending = sum(1 for die in rolled if die == 1)
    while pending and len(extra) < MAX_EXTRA_ROLLS:
        batch = roll_dice(dice, pending)
        extra.extend(batch)
        pending = sum(1 for die in batch if die == 1)
    return tuple(extra)


def attack_strength(successes: int, attribute: int) -> int:
    """ATK-10: successes plus the attacking attribute (with its bonuses), added even with
    no success. The attack step and the simulator's odds both count strength here."""
    return successes + attribute


def damage_dealt(strength: int, defense: int) -> int:
    """ATK-11: strength minus defense; nothing when that is 0 or less."""
    return max(0, strength - defense)


def unarmed_attribute(strength: int) -> int:
    """ATK-14: fists or an improvised weapon add half the Strength, rounded down."""
    return strength // 2


def defense_after(defense: int, *, pierce: int, doubled: bool) -> int:
    """ATK-23 then TRAIT-10: the total is doubled first, then Pierce (max 3) lowers it,
    never below 0."""
    total = defense * 2 if doubled else defense
    return max(0, total - min(3, pierce))
