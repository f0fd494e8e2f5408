"""The hunters (P-SETUP-10..13, P-TURN-51 defaults): board, class, starter loadout."""

from __future__ import annotations

from pydantic import Field

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.common import Level, WeaponClass


class Loadout(StrictModel):
    """A deck and gear for one fight (P-SETUP-11; P-CAMP-33 and P-EXP-04 build others)."""

    deck: tuple[Id, ...] = Field(min_length=1, max_length=40)
    mastery: Id
    weapon: Id
    armor: Id
    helm: Id
    item: Id | None = None
    potions: tuple[Id, ...] = Field(default=(), max_length=3)
    """P-CAMP-37: at most 3 potions in play."""


class Hunter(StrictModel):
    id: Id
    name: str = Field(min_length=1, max_length=40)
    weapon_class: WeaponClass
    wound_card: Id
    """The Wound card (P-SETUP-13) the hunter's reserve holds copies of."""
    wounds: int = Field(default=2, ge=0, le=4)
    """P-SETUP-13 AMBIGUITY: a reserve of 2 Wound cards."""
    hand_limit: int = Field(default=5, ge=1, le=10)
    starter: Loadout
    precons: dict[Level, Loadout] = {}
    """P-EXP-04: the preconstructed expedition loadout (deck and suggested gear) of each
    aggression level 1-3; level 0 plays the starter (P-EXP-05)."""
    traits: tuple[str, ...] = ()
    text: str = Field(default="", max_length=600)
