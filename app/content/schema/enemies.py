"""Enemy cards (ENEMY-01..03): statistics, attack profiles, special abilities, deck."""

from __future__ import annotations

from pydantic import Field, model_validator

from app.content.schema.common import (
    AttackKind,
    Defenses,
    EnemyType,
    Id,
    RangeSpaces,
    StrictModel,
    Trait,
)
from app.content.schema.effects import Effect


class EnemyAttack(StrictModel):
    """An attack profile: the attribute value added to successes and the dice rolled
    (ENEMY-18); ``range`` is the reach of a ranged/magic profile when the action card
    gives none."""

    kind: AttackKind
    attribute: int = Field(ge=0, le=10)
    dice: int = Field(ge=1, le=12)
    range: RangeSpaces | None = None
    traits: tuple[Trait, ...] = ()


class SpecialAbility(StrictModel):
    """An enemy special ability (ENEMY-22): always on unless ``needs_card``, then only in a
    round whose drawn action card activates it by ``id``."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    text: str = Field(default="", max_length=600)
    needs_card: bool = False
    effects: tuple[Effect, ...] = ()


class Enemy(StrictModel):
    """An enemy card. Variants (e.g. a Veteran) share their base species' ``deck``."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    type: EnemyType
    health: int = Field(ge=1, le=40)
    perception: int = Field(ge=0, le=10)
    defense: Defenses
    attacks: tuple[EnemyAttack, ...] = Field(min_length=1)
    abilities: tuple[SpecialAbility, ...] = ()
    deck: Id
    variant_of: Id | None = None
    miniatures: int = Field(default=1, ge=1, le=12)
    text: str = Field(default="", max_length=1200)

    @model_validator(mode="after")
    def _one_profile_per_kind(self) -> Enemy:
        kinds = [attack.kind for attack in self.attacks]
        if len(kinds) != len(set(kinds)):
            raise ValueError("an enemy has at most one attack profile per attack kind")
        return self

    def attack(self, kind: AttackKind) -> EnemyAttack | None:
        return next((a for a in self.attacks if a.kind == kind), None)

    @property
    def basic_attack(self) -> EnemyAttack:
        """The first profile: what 'defense against its basic attack' compares (ENEMY-11)."""
        return self.attacks[0]

    @property
    def strength(self) -> int:
        """Strength for penalty attacks: the melee profile's attribute, else 0 (MOVE-12)."""
        melee = self.attack("melee")
        return melee.attribute if melee else 0
