"""The campaign between quests: resources, the wagon, crafting, the region map,
settlements' locations, and how a campaign is set up (CAMP, SETL, EQUIP-37..45)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from app.content.schema.common import Id, StrictModel
from app.content.schema.narrative import Gold, Instruction

ResourceFamily = Literal["material", "plant", "trophy"]


class Resource(StrictModel):
    """A resource kind and its number of tokens in the supply (EQUIP-44, SETL-10)."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    family: ResourceFamily
    tokens: int = Field(ge=1, le=40)


class WagonCategory(StrictModel):
    """One wagon upgrade track (EQUIP-37..39): what it lets the group craft, and the gold
    price of reaching level 1, 2 and 3, bought in sequence (EQUIP-38 default)."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    makes: str = Field(min_length=1, max_length=200)
    level_costs: tuple[int, int, int] = (2, 3, 5)


class Recipe(StrictModel):
    """An Equipment Diagrams line (EQUIP-42): the resources discarded to craft one
    ``item`` and the wagon levels needed (category id -> minimum level)."""

    id: Id
    item: Id
    resources: dict[Id, int] = Field(min_length=1)
    wagon: dict[Id, int] = Field(min_length=1)

    @model_validator(mode="after")
    def _positive(self) -> Recipe:
        if any(n < 1 for n in self.resources.values()):
            raise ValueError("a recipe needs at least 1 of each resource it lists")
        if any(not 1 <= level <= 3 for level in self.wagon.values()):
            raise ValueError("a wagon requirement is level 1, 2 or 3")
        return self


Landscape = Literal[
    "woods", "hills", "fen", "lake", "moor", "fields", "mountains", "town", "river", "ruins"
]
"""The country a map card's face shows."""


class MapCard(StrictModel):
    """A region map card (CAMP-03, CAMP-13). The back shows ``number`` and ``threat``
    (the road-card level drawn when travelling onto it); the front shows the rest."""

    id: str = Field(pattern=r"^M\d{2}$")
    number: int = Field(ge=1, le=99)
    threat: int = Field(ge=1, le=3)
    name: str = Field(min_length=1, max_length=80)
    port: bool = False
    settlement: str | None = Field(default=None, max_length=80)
    text: str = Field(default="", max_length=1200)
    landscape: Landscape = "fields"
    """What the card's face shows (static/js/art/landscape.js); only its look."""

    @model_validator(mode="after")
    def _number_matches_id(self) -> MapCard:
        if int(self.id[1:]) != self.number:
            raise ValueError(f"map card {self.id} must carry number {int(self.id[1:])}")
        return self


class PriceLine(StrictModel):
    """One line of a location's price list (SETL-09): an equipment or resource id with its
    purchase and sale price; a missing price means that direction is not offered."""

    item: Id
    buy: Gold | None = None
    sell: Gold | None = None

    @model_validator(mode="after")
    def _some_price(self) -> PriceLine:
        if self.buy is None and self.sell is None:
            raise ValueError("a price line gives a buy price, a sell price or both")
        return self


class HealService(StrictModel):
    """SETL-14: for ``price`` gold a hero regains ``health``, or removes a poison token."""

    price: Gold = 1
    health: int = Field(ge=1, le=10)


class Services(StrictModel):
    """SETL-11..15: ``work`` pays each working hero per day; ``rest`` costs each resting
    hero per day and gives 1 morale; ``heal`` as above."""

    work: Gold | None = None
    rest: Gold | None = None
    heal: HealService | None = None


class Location(StrictModel):
    """A location card of a settlement (SETL-01..15)."""

    id: str = Field(pattern=r"^L\d{2}$")
    name: str = Field(min_length=1, max_length=80)
    settlement: Id
    text: str = Field(default="", max_length=1200)
    prices: tuple[PriceLine, ...] = ()
    services: Services = Services()

    @field_validator("prices")
    @classmethod
    def _one_line_per_item(cls, prices: tuple[PriceLine, ...]) -> tuple[PriceLine, ...]:
        items = [line.item for line in prices]
        if len(items) != len(set(items)):
            raise ValueError("each item appears once in a price list")
        return prices


class CampaignSetup(StrictModel):
    """How a campaign begins and the fixed tables it uses (CAMP-02..10, TERR-15).

    ``region`` is the grid of map cards in reading order (4 rows of 5, CAMP-03);
    ``face_up`` are turned over at setup (CAMP-04); ``setup`` runs after the
    introduction letter (CAMP-10); ``findings`` maps each D6 face to a resource id.
    """

    days: int = Field(default=60, ge=1, le=120)
    introduction: str = Field(min_length=1, max_length=4000)
    region: tuple[tuple[Id, ...], ...] = Field(min_length=1, max_length=8)
    face_up: tuple[Id, ...] = Field(min_length=1)
    setup: tuple[Instruction, ...] = Field(min_length=1)
    findings: dict[int, Id]
    armor_repair_gold: Gold = 1
    river_fare_per_hero: Gold = 0.5

    @model_validator(mode="after")
    def _grid_and_table(self) -> CampaignSetup:
        widths = {len(row) for row in self.region}
        if len(widths) != 1:
            raise ValueError("every row of the region has the same number of map cards")
        cards = [card for row in self.region for card in row]
        if len(cards) != len(set(cards)):
            raise ValueError("a map card appears once in the region")
        if sorted(self.findings) != [1, 2, 3, 4, 5, 6]:
            raise ValueError("the findings table gives a resource for each face 1-6")
        return self

    @property
    def map_cards(self) -> tuple[str, ...]:
        return tuple(card for row in self.region for card in row)
