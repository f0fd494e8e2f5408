"""Shared building blocks of every content schema: strict models, ids, ranges, traits.

Every model forbids unknown keys (DESIGN principle 6): a typo in a pack fails
validation with the file and path named, instead of being silently ignored.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")]
Space = tuple[int, int]
"""A board space [x, y]: x the column from the left, y the row from the top (scenario format)."""

AttackKind = Literal["melee", "ranged", "magic"]
Attribute = Literal["strength", "agility", "perception", "knowledge"]
EnemyType = Literal["humanoid", "demonic", "monster", "shapeshifter"]
TraitName = Literal[
    "light", "area", "pierce", "burn", "poison", "mighty", "stun", "immobilize", "push", "reload"
]
Status = Literal["poison", "stun", "immobilize"]
TokenKind = Literal["offense", "defense"]
Side = Literal["N", "E", "S", "W"]

TRAIT_ORDER: tuple[TraitName, ...] = (
    "light",
    "area",
    "pierce",
    "burn",
    "poison",
    "mighty",
    "stun",
    "immobilize",
    "push",
    "reload",
)
"""TRAIT-04: several traits of one action resolve in this fixed order."""


class StrictModel(BaseModel):
    """Immutable, closed: unknown keys are errors, values never change after loading."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class RangeSpaces(StrictModel):
    """A range "a-b" in spaces (ATK-16): the target is at least ``min`` and at most ``max`` away."""

    min: int = Field(ge=0, le=20)
    max: int = Field(ge=0, le=20)

    @model_validator(mode="after")
    def _ordered(self) -> RangeSpaces:
        if self.min > self.max:
            raise ValueError(f"range minimum {self.min} is above its maximum {self.max}")
        return self

    def contains(self, distance: int) -> bool:
        return self.min <= distance <= self.max


RANGE_ZERO = RangeSpaces(min=0, max=0)


class Trait(StrictModel):
    """A trait on a weapon, attack, trap or grenade (TRAIT-02).

    ``value`` is the x of Pierce x (1-3) and the markers of Mighty; ``against`` limits
    a Poison to one enemy type (TRAIT-12).
    """

    name: TraitName
    value: int = Field(default=1, ge=1, le=3)
    against: EnemyType | None = None

    @model_validator(mode="after")
    def _against_only_for_poison(self) -> Trait:
        if self.against is not None and self.name != "poison":
            raise ValueError("only a poison trait names an enemy type ('against')")
        return self


class Defenses(StrictModel):
    """Defense values against each attack type (ATK-11, ATK-22)."""

    melee: int = Field(default=0, ge=0, le=20)
    ranged: int = Field(default=0, ge=0, le=20)
    magic: int = Field(default=0, ge=0, le=20)

    def against(self, kind: AttackKind) -> int:
        value: int = getattr(self, kind)
        return value


class Text(StrictModel):
    """Display text of a content object: always our own words, never the rulebook's."""

    name: str = Field(min_length=1, max_length=80)
    text: str = Field(default="", max_length=2000)
