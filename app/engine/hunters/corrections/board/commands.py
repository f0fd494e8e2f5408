"""Commands of the GM's campaign corrections (issue 15). Each needs a reason, shown to
every player in the log."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.campaign.model.piles import PileName
from app.engine.hunters.campaign.model.region import Face
from app.engine.kernel.model import CommandBase

Track = Literal[
    "health", "morale", "xp", "gold_half", "strength", "agility", "perception", "knowledge"
]
"""The numbers of a hero's board the GM may set (gold in half-gold units, SETL-21)."""

Reason = str


class CorrectHero(CommandBase):
    """GM: set one number of a hero's board (DEV-03..11, DEV-23, SETL-21)."""

    type: Literal["correct_hero"] = "correct_hero"
    hero: str = Field(max_length=64)
    track: Track
    value: int = Field(ge=0, le=999)
    reason: Reason = Field(min_length=3, max_length=200)


class CorrectResource(CommandBase):
    """GM: set how many tokens of one resource a hero carries (EQUIP-43)."""

    type: Literal["correct_resource"] = "correct_resource"
    hero: str = Field(max_length=64)
    resource: str = Field(max_length=64)
    amount: int = Field(ge=0, le=99)
    reason: Reason = Field(min_length=3, max_length=200)


class GiveEquipment(CommandBase):
    """GM: put an item in a hero's backpack (from the supply when one is there)."""

    type: Literal["give_equipment"] = "give_equipment"
    hero: str = Field(max_length=64)
    item: str = Field(max_length=64)
    reason: Reason = Field(min_length=3, max_length=200)


class TakeEquipment(CommandBase):
    """GM: take an item a hero carries back to the supply."""

    type: Literal["take_equipment"] = "take_equipment"
    hero: str = Field(max_length=64)
    item: str = Field(max_length=64)
    reason: Reason = Field(min_length=3, max_length=200)


class TurnMapCard(CommandBase):
    """GM: turn a map card face up (reveal it, CAMP-18) or face down again (hide it)."""

    type: Literal["turn_map_card"] = "turn_map_card"
    card: str = Field(max_length=64)
    face: Face
    reason: Reason = Field(min_length=3, max_length=200)


class ReshufflePile(CommandBase):
    """GM: shuffle a campaign pile anew (CAMP-16, SETL-07)."""

    type: Literal["reshuffle_pile"] = "reshuffle_pile"
    pile: PileName
    reason: Reason = Field(min_length=3, max_length=200)


class CorrectDay(CommandBase):
    """GM: put the days marker on another day (CAMP-02/09)."""

    type: Literal["correct_day"] = "correct_day"
    day: int = Field(ge=1, le=999)
    reason: Reason = Field(min_length=3, max_length=200)


CorrectionCommand = (
    CorrectHero
    | CorrectResource
    | GiveEquipment
    | TakeEquipment
    | TurnMapCard
    | ReshufflePile
    | CorrectDay
)
