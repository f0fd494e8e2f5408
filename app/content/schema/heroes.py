"""Hero boards (DEV-01..17): attributes, XP tracks, morale, slots, starting equipment."""

from __future__ import annotations

from pydantic import Field, model_validator

from app.content.schema.common import Id, StrictModel

SLOT_CATEGORIES = ("weapon", "addition", "armor", "helmet", "accessory", "backpack")


class AttributeTrack(StrictModel):
    """An attribute's start value and the XP price of each further +1 (DEV-10)."""

    start: int = Field(ge=0, le=5)
    costs: tuple[int, ...] = ()

    @property
    def maximum(self) -> int:
        return self.start + len(self.costs)


class MoraleTrack(StrictModel):
    """Morale spaces from the bottom: 0 = lowest (red), 1 = first negative (red),
    2..top = positive (DEV-23). ``start`` is the dotted space."""

    top: int = Field(ge=4, le=7)
    start: int = Field(ge=2)

    @model_validator(mode="after")
    def _start_on_track(self) -> MoraleTrack:
        if self.start > self.top:
            raise ValueError("the morale start space is above the top of the track")
        return self


class SlotTrack(StrictModel):
    """Slots of one category: ``free`` open at the start, ``xp`` covers that open for their
    price (DEV-17); anything beyond is never available."""

    free: int = Field(ge=0, le=4)
    xp: tuple[int, ...] = ()


class Hero(StrictModel):
    """A hero board. ``quest_one_deck`` is the deck for quest 1 (DEV-16, WE-18)."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    card_prefix: str = Field(pattern=r"^[A-Z]{2}$")
    strength: AttributeTrack
    agility: AttributeTrack
    perception: AttributeTrack
    knowledge: AttributeTrack
    health: AttributeTrack
    morale: MoraleTrack
    slots: dict[str, SlotTrack]
    starting_equipment: tuple[Id, ...] = ()
    quest_one_deck: tuple[Id, ...] = Field(min_length=10, max_length=10)
    text: str = Field(default="", max_length=2000)

    @property
    def free_slots(self) -> dict[str, int]:
        """Slots open from the start, per category (XP-locked covers not counted)."""
        return {category: track.free for category, track in self.slots.items()}

    @model_validator(mode="after")
    def _slot_categories(self) -> Hero:
        unknown = set(self.slots) - set(SLOT_CATEGORIES)
        if unknown:
            raise ValueError(f"unknown slot categories {sorted(unknown)}")
        missing = set(SLOT_CATEGORIES) - set(self.slots)
        if missing:
            raise ValueError(f"slot categories missing: {sorted(missing)}")
        return self
