"""Every event of the log, as one tagged union on ``type``, plus the engine's own events."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.model import EventBase, Viewer
from app.engine.state import Difficulty
from app.engine.table.events import (
    CampaignStarted,
    HeroAssigned,
    HeroChosen,
    HeroReleased,
    PartyNamed,
    SeatClosed,
    SeatOpened,
    SeatReadied,
)


class CampaignCreated(EventBase):
    """The first event of every log: the seed, the pinned content and the settings."""

    type: Literal["campaign_created"] = "campaign_created"
    seed: int
    content_pack: str
    content_hash: str
    difficulty: Difficulty
    hero_elimination: bool

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        # The seed would let a player predict every roll: only the GM sees it.
        return self if viewer.role == "gm" else self.model_copy(update={"seed": 0})


class DiceAdvanced(EventBase):
    """Bookkeeping: the seeded dice moved to ``cursor`` (the results are in the events
    before it). Never shown to players: positions are useless without the seed."""

    type: Literal["dice_advanced"] = "dice_advanced"
    cursor: int

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        return self if viewer.role == "gm" else None


Event = Annotated[
    CampaignCreated
    | DiceAdvanced
    | SeatOpened
    | SeatClosed
    | HeroChosen
    | HeroReleased
    | HeroAssigned
    | PartyNamed
    | SeatReadied
    | CampaignStarted,
    Field(discriminator="type"),
]

EVENTS: TypeAdapter[Event] = TypeAdapter(Event)


def parse_event(data: object) -> Event:
    return EVENTS.validate_python(data)


def event_version(event: EventBase) -> int:
    return type(event).schema_version
