"""Events of the GM's campaign corrections (issue 15): what the GM set, the value before
and after, and the GM's reason — public, so every player's log says "GM set Huntress's
Health to 4 (was 2): the trap was misapplied". A pile's new order stays hidden."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.piles import PileName
from app.engine.hunters.campaign.model.region import Face
from app.engine.hunters.campaign.model.state import Front
from app.engine.hunters.corrections.board.commands import Track
from app.engine.kernel.model import EventBase, Viewer


class HeroCorrected(EventBase):
    type: Literal["hero_corrected"] = "hero_corrected"
    hero: str
    track: Track
    before: int
    after: int
    reason: str


class ResourceCorrected(EventBase):
    type: Literal["resource_corrected"] = "resource_corrected"
    hero: str
    resource: str
    before: int
    after: int
    reason: str


class EquipmentGiven(EventBase):
    """``from_supply``: one of the supply's tokens went to the hero (none was left: a new one)."""

    type: Literal["equipment_given"] = "equipment_given"
    hero: str
    item: str
    from_supply: bool
    reason: str


class EquipmentTaken(EventBase):
    """The item left the hero's backpack (or, when not there, a slot) for the supply."""

    type: Literal["equipment_taken"] = "equipment_taken"
    hero: str
    item: str
    reason: str


class MapCardTurned(EventBase):
    """A map card turned to ``after``; ``front`` is what players read of a revealed one."""

    type: Literal["map_card_turned"] = "map_card_turned"
    card: str
    before: Face
    after: Face
    front: Front = Front()
    reason: str


class PileReordered(EventBase):
    """The GM reshuffled ``pile``: its cards, top first, in their new (hidden) order."""

    type: Literal["pile_reordered"] = "pile_reordered"
    pile: PileName
    order: tuple[str, ...]
    reason: str

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"order": ("?",) * len(self.order)})


class DayCorrected(EventBase):
    type: Literal["day_corrected"] = "day_corrected"
    before: int
    after: int
    reason: str


CorrectionEvent = (
    HeroCorrected
    | ResourceCorrected
    | EquipmentGiven
    | EquipmentTaken
    | MapCardTurned
    | PileReordered
    | DayCorrected
)
