"""Weapons, armor, helms, items and potions (P-SETUP-10/11, P-DMG-20/24, P-ROUND-04)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.abilities import Ability
from app.content.schema.primal.common import WeaponClass

Element = Literal["fire", "horn", "coral", "crystal", "thunder", "metal"]


class Composition(StrictModel):
    """How many cards of each color the action deck must hold (P-CAMP-33)."""

    attack: int = Field(ge=0, le=12)
    maneuver: int = Field(ge=0, le=12)
    parry: int = Field(ge=0, le=12)
    dodge: int = Field(ge=0, le=12)

    @property
    def total(self) -> int:
        return self.attack + self.maneuver + self.parry + self.dodge


class Weapon(StrictModel):
    """P-DMG-20: the printed base damage; the level (1-3) is WL for the class icons."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    weapon_class: WeaponClass
    level: int = Field(ge=1, le=3)
    damage: int = Field(ge=0, le=30)
    composition: Composition
    element: Element | None = None
    legendary: bool = False
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)


class Protection(StrictModel):
    """Armor or helm: health points (P-DMG-24)."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    slot: Literal["armor", "helm"]
    level: int = Field(default=1, ge=1, le=3)
    health: int = Field(ge=0, le=30)
    element: Element | None = None
    legendary: bool = False
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)


class Item(StrictModel):
    """An item or a potion; a potion's Consume ability sends it back to the box."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    kind: Literal["item", "potion"] = "item"
    level: int = Field(default=1, ge=0, le=3)
    """The forge card's level of an item; the herbalist card's level of a potion (P-EXP-09)."""
    element: Element | None = None
    legendary: bool = False
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)
