"""Equipment tokens (EQUIP-01..36): seven categories, slots, attacks, defenses, effects."""

from __future__ import annotations

from typing import Literal

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

Category = Literal["weapon", "shield", "addition", "armor", "helmet", "accessory", "backpack"]
Duration = Literal["permanent", "single_use", "once_per_quest", "entire_quest"]
Notch = Literal["melee", "ranged", "rune"]
BackpackKind = Literal["trap", "grenade", "potion", "infusion", "medicine", "tool", "other"]

SLOT_SIZES: dict[Category, tuple[int, ...]] = {
    "weapon": (1, 2, 3),
    "shield": (1, 2),
    "addition": (1,),
    "armor": (2,),
    "helmet": (1,),
    "accessory": (1,),
    "backpack": (1,),
}


class WeaponAttack(StrictModel):
    """An attack printed on a weapon, grenade or trap (EQUIP-06, EQUIP-34, ATK-40).

    ``attribute`` is only for grenades and traps, whose token gives the attribute value
    that replaces the hero's (EQUIP-34 default). A weapon whose basic attack is an effect,
    not a roll (the Net), has ``dice: 0`` and says what happens in ``effects``, which
    apply to each target of the attack.
    """

    kind: AttackKind
    dice: int = Field(default=0, ge=0, le=12)
    to_hit: int = Field(default=0, ge=-3, le=3)
    range: RangeSpaces = RangeSpaces(min=0, max=0)
    traits: tuple[Trait, ...] = ()
    attribute: int | None = Field(default=None, ge=0, le=10)
    automatic: bool = False
    effects: tuple[Effect, ...] = ()


class Equipment(StrictModel):
    """One equipment token kind; ``copies`` is the number of tokens in the supply (EQUIP-43).

    - weapons: ``attack`` (basic type) and optional ``alt_attack`` (EQUIP-07),
      ``protrusions`` = how many additions fit (EQUIP-16);
    - additions: ``notch`` and, for runes, ``fits`` (melee and/or magic weapons);
    - ``against``: works only against this enemy type (EQUIP-19);
    - ``effects``: passive when ``use`` is passive, applied on use otherwise;
    - ``use``: passive (always on), free (no action, own turn, EQUIP-31),
      attack (a grenade: needs an attack action), interact (a trap: set with Interact).
    """

    id: Id
    name: str = Field(min_length=1, max_length=80)
    category: Category
    weapon_kind: AttackKind | None = None
    backpack_kind: BackpackKind | None = None
    slots: int = Field(default=1, ge=1, le=3)
    copies: int = Field(default=1, ge=1, le=20)
    attack: WeaponAttack | None = None
    alt_attack: WeaponAttack | None = None
    protrusions: int = Field(default=0, ge=0, le=3)
    notch: Notch | None = None
    fits: tuple[Literal["melee", "ranged", "magic"], ...] = ()
    defense: Defenses | None = None
    duration: Duration = "permanent"
    use: Literal["passive", "free", "attack", "interact"] = "passive"
    against: EnemyType | None = None
    effects: tuple[Effect, ...] = ()
    health_cost_after_quest: int = Field(default=0, ge=0, le=5)
    text: str = Field(default="", max_length=800)

    @model_validator(mode="after")
    def _consistent(self) -> Equipment:
        if self.slots not in SLOT_SIZES[self.category]:
            raise ValueError(f"a {self.category} takes {SLOT_SIZES[self.category]} slots")
        if self.category == "weapon" and (self.weapon_kind is None or self.attack is None):
            raise ValueError("a weapon names its weapon_kind and its attack")
        if self.category == "addition" and self.notch is None:
            raise ValueError("an addition names its notch (melee, ranged or rune)")
        if self.category == "backpack" and self.backpack_kind is None:
            raise ValueError("a backpack item names its backpack_kind")
        if self.backpack_kind in ("trap", "grenade") and self.attack is None and not self.effects:
            raise ValueError("a trap or grenade has an attack or effects")
        return self
