"""Action cards and masteries (P-TURN-08..40, P-GLOSS keywords).

An action card has a stamina cost (a number, or ``X``: P-TURN-12), stamina icons
(P-TURN-08), a color (P-TURN-20..24), the aggro icon (P-TURN-25), keywords (Assist,
Taunt, Resilience, Retaliate, Stealth, Berserker, Finisher) and abilities. Wound and
Debility cards (``kind``) are dead cards: they cannot be played (a Debility card is
placed into the sequence at the start of the turn, P-MON-09).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.abilities import Ability, OnEvent, OnPlay, OnRun
from app.content.schema.primal.common import Color, DefensiveColor, WeaponClass


class Retaliate(StrictModel):
    """P-GLOSS-18: when you suffer the monster's damage you may reveal cards of exactly
    these colors from hand (this card among them) to fire ``ability`` once."""

    colors: tuple[Color, ...] = Field(min_length=1, max_length=3)
    ability: Ability


class ActionCard(StrictModel):
    id: Id
    name: str = Field(min_length=1, max_length=60)
    hunter: Id | None = None
    """The hunter whose cards these are (None: a monster's Debility card)."""
    kind: Literal["action", "wound", "debility"] = "action"
    color: Color | None = None
    cost: int | Literal["X"] = 0
    stamina: int = Field(default=0, ge=0, le=4)
    aggro: bool = False
    assist: bool = False
    taunt: bool = False
    resilience: bool = False
    stealth: bool = False
    berserker: bool = False
    finisher: bool = False
    retaliate: Retaliate | None = None
    traits: tuple[str, ...] = ()
    card_id: str = Field(default="S", max_length=8)
    """The printed card ID ("S" for a starter card, "E1" for an upgrade, P-CAMP-32)."""
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)

    @model_validator(mode="after")
    def _consistent(self) -> ActionCard:
        if self.kind == "action" and self.color is None:
            raise ValueError("an action card has a color (attack, maneuver, parry or dodge)")
        if self.kind == "wound" and (self.color is not None or self.abilities):
            raise ValueError("a Wound card has no color and no abilities")
        if isinstance(self.cost, int) and not 0 <= self.cost <= 9:
            raise ValueError("a stamina cost is 0-9 or X")
        for ability in self.abilities:
            if isinstance(ability.trigger, OnEvent) and ability.trigger.when == "consume":
                raise ValueError("Consume abilities belong on potions and items")
        return self

    @property
    def is_defensive(self) -> bool:
        return self.color in _DEFENSIVE

    @property
    def is_offensive(self) -> bool:
        return self.color in ("attack", "maneuver")


_DEFENSIVE: tuple[DefensiveColor, ...] = ("parry", "dodge")


class Mastery(StrictModel):
    """P-TURN-44..47: counters from the ``focus`` abilities (each effect ``focus``) flip
    the card at ``focus_value``; then ``abilities`` work, ``when_focused`` ones fire at
    once."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    hunter: Id
    weapon_class: WeaponClass | None = None
    focus_value: int = Field(ge=1, le=10)
    focus: tuple[Ability, ...] = Field(min_length=1)
    abilities: tuple[Ability, ...] = ()
    card_id: str = Field(default="S", max_length=8)
    text: str = Field(default="", max_length=600)
    focused_text: str = Field(default="", max_length=600)

    @model_validator(mode="after")
    def _focus_triggers(self) -> Mastery:
        for ability in self.focus:
            if isinstance(ability.trigger, OnPlay):
                raise ValueError("a focus ability needs a trigger (a run, start, ...), not play")
        return self


__all__ = ["ActionCard", "Mastery", "OnRun", "Retaliate"]
