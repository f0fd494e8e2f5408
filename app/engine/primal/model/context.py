"""Where an ability comes from and whom it speaks of while it resolves."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import Frozen

SourceKind = Literal[
    "card", "weapon", "armor", "helm", "item", "potion", "mastery", "stance", "peril",
    "objective", "behavior", "attrition", "side_card", "retaliate", "rule",
]  # fmt: skip

MONSTER_SOURCES = frozenset({"stance", "peril", "objective", "behavior", "attrition", "side_card"})


class Source(Frozen):
    """An ability's card: ``kind``, its id (a card instance for action cards, a content
    id otherwise) and ``ability`` (its index on the card; -1: a behavior card's base
    ability, -2: its boost)."""

    kind: SourceKind
    id: str
    owner: str | None = None
    ability: int = 0

    @property
    def is_monster(self) -> bool:
        """P-REACT-18 tiers: the monster's cards (stance, peril, behavior...)."""
        return self.kind in MONSTER_SOURCES

    @property
    def tier(self) -> int:
        """P-REACT-18: stance 0, peril 1, behavior 2, other cards 3."""
        return {"stance": 0, "peril": 1, "behavior": 2}.get(self.kind, 3)


class Context(Frozen):
    """An ability resolving: its ``source``, the hunter it calls "you" (``hunter``: the
    owner of a hunter's card; for the monster's cards the active hunter), the X paid
    (P-TURN-12) and the card being resolved in the sequence (``card``: attack bonuses
    land on it)."""

    source: Source
    hunter: str | None = None
    x: int = 0
    card: str | None = None
