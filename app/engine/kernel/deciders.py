"""Who decides for the party (DEV-21/22), in every layer.

A party-wide choice is made by the player whose hero has the highest Knowledge, then
Strength; still tied, the earlier hero of the party decides (our deterministic default
instead of a random pick, docs/rules-decisions.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

SeatOf = Callable[[str], str | None]
"""The seat controlling a hero now (None: nobody; the GM answers for it)."""


@dataclass(frozen=True)
class Candidate:
    """A hero who could decide, with the two attributes DEV-21/22 compare."""

    hero: str
    knowledge: int
    strength: int


def deciding_hero(candidates: Sequence[Candidate]) -> str | None:
    """DEV-21/22: the candidate with the highest Knowledge, then Strength, then the
    earliest in ``candidates`` (the party's order)."""
    if not candidates:
        return None
    order = {c.hero: index for index, c in enumerate(candidates)}
    best = max(candidates, key=lambda c: (c.knowledge, c.strength, -order[c.hero]))
    return best.hero
