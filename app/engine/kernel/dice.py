"""Seeded dice (DESIGN principle 1): the only source of chance the engine knows.

The sequence is a pure function of ``(seed, cursor)``: value *n* is derived from a
BLAKE2b hash of the seed and *n*, so any position can be recreated without replaying
the draws before it, and the numbers never change between Python versions. The
cursor lives in the game state; every event that consumed chance records the
results, so a replay folds events and never rolls.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")

D6_FACES = (1, 2, 3, 4, 5, 6)
TEST_DIE_FACES = (0, 1, 2, 3)  # DEV-18 default: uniform 0-3
TRAVEL_ICON_FACES = 2  # CAMP-12 default: 2 road icons on 6 faces
_MASK_64 = (1 << 64) - 1


class Dice(Protocol):
    """What the rules may ask of chance."""

    @property
    def cursor(self) -> int: ...

    def d6(self) -> int:
        """An attack die, 1-6 (ATK-05)."""
        ...

    def test_die(self) -> int:
        """The test die, 0-3 (DEV-18)."""
        ...

    def travel_die(self) -> bool:
        """The travel die: True when it shows the road icon (CAMP-12)."""
        ...

    def below(self, n: int) -> int:
        """A uniform integer in [0, n): shuffles, random picks among tied targets."""
        ...


class SeededDice:
    """Counter-based dice: draw *n* is BLAKE2b(seed, n); exact and portable."""

    def __init__(self, seed: int, cursor: int = 0) -> None:
        self._seed = seed
        self._cursor = cursor

    @property
    def cursor(self) -> int:
        return self._cursor

    def _next64(self) -> int:
        digest = hashlib.blake2b(
            f"{self._seed}:{self._cursor}".encode(), digest_size=8, person=b"hunters-dice"
        ).digest()
        self._cursor += 1
        return int.from_bytes(digest, "big") & _MASK_64

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # Rejection sampling keeps every outcome exactly equally likely.
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self._next64()
            if value < limit:
                return value % n

    def d6(self) -> int:
        return D6_FACES[self.below(6)]

    def test_die(self) -> int:
        return TEST_DIE_FACES[self.below(len(TEST_DIE_FACES))]

    def travel_die(self) -> bool:
        return self.below(6) < TRAVEL_ICON_FACES


class ForcedDice:
    """Dice with queued results (scenario files, tests); other draws fall back to a seed.

    A kind with a queue is forced: when its queue runs out, drawing that kind raises
    ``DiceExhausted`` (a scenario FAIL, never a silent seeded roll).
    """

    def __init__(
        self,
        fallback: Dice,
        *,
        attack: Sequence[int] | None = None,
        test: Sequence[int] | None = None,
        travel: Sequence[bool] | None = None,
    ) -> None:
        self._fallback = fallback
        self._attack = list(attack) if attack else None
        self._test = list(test) if test else None
        self._travel = list(travel) if travel else None

    @property
    def cursor(self) -> int:
        return self._fallback.cursor

    @staticmethod
    def _take(queue: list[T], kind: str) -> T:
        if not queue:
            raise DiceExhausted(kind)
        return queue.pop(0)

    def d6(self) -> int:
        if self._attack is None:
            return self._fallback.d6()
        return self._take(self._attack, "attack")

    def test_die(self) -> int:
        if self._test is None:
            return self._fallback.test_die()
        return self._take(self._test, "test")

    def travel_die(self) -> bool:
        if self._travel is None:
            return self._fallback.travel_die()
        return self._take(self._travel, "travel")

    def below(self, n: int) -> int:
        return self._fallback.below(n)

    def remaining(self) -> dict[str, int]:
        """Forced results not yet consumed, per kind."""
        return {
            kind: len(queue)
            for kind, queue in (
                ("attack", self._attack),
                ("test", self._test),
                ("travel", self._travel),
            )
            if queue
        }


class DiceExhausted(Exception):
    """A forced dice queue ran out (scenario-format: running out is a FAIL)."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"the forced {kind} dice ran out")
        self.kind = kind


def shuffled(dice: Dice, items: Sequence[T]) -> tuple[T, ...]:
    """A Fisher-Yates shuffle driven by the dice (QUEST-05, QUEST-11, QUEST-16)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = dice.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)
