"""Events of the region map: the marker moves, cards are revealed, placed, drawn and
returned, rewards are left and collected (CAMP-11..33, SETL-02..08)."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.piles import PileName
from app.engine.hunters.campaign.model.region import Face
from app.engine.hunters.campaign.model.state import Front
from app.engine.kernel.model import EventBase, Viewer


class PartyMoved(EventBase):
    """CAMP-11/40, SETL-03..08, SETL-17: the Hunters marker now stands on map card ``to``
    (and on location card ``location`` of its settlement, if any)."""

    type: Literal["party_moved"] = "party_moved"
    to: str
    location: str | None = None
    by: Literal["travel", "river", "story", "settlement"] = "travel"


class MapCardRevealed(EventBase):
    """CAMP-18: a face-down map card was turned face up."""

    type: Literal["map_card_revealed"] = "map_card_revealed"
    card: str
    front: Front = Front()


class TravelDieRolled(EventBase):
    """CAMP-12, SETL-06: the travel die showed the road icon (``icon``) or a blank face."""

    type: Literal["travel_die_rolled"] = "travel_die_rolled"
    icon: bool


class CardDrawn(EventBase):
    """CAMP-14, SETL-07: a road or town card was drawn from the bottom of ``pile`` and is
    being resolved."""

    type: Literal["card_drawn"] = "card_drawn"
    card: str
    pile: PileName
    front: Front = Front()


class CardRead(EventBase):
    """CAMP-21/22/29/31: a plot or task card was turned over and is being read."""

    type: Literal["card_read"] = "card_read"
    card: str
    front: Front = Front()


class PileReshuffled(EventBase):
    """CAMP-16, SETL-07: an exhausted pile got its cards back in a new order."""

    type: Literal["pile_reshuffled"] = "pile_reshuffled"
    pile: PileName
    order: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"order": ("?",) * len(self.order)})


class CardReturned(EventBase):
    """CAMP-15/26/31: a resolved card went back into ``pile`` at position ``index``
    (``used``: a road or town card now counts as drawn until the pile is reshuffled)."""

    type: Literal["card_returned"] = "card_returned"
    card: str
    pile: PileName
    index: int
    used: bool = False


class CardPlaced(EventBase):
    """CAMP-20/29/32, SETL-02: a card lies on ``at`` (None: beside the map), maybe under
    time token ``token``, whose twin waits on day ``token_day`` of the days track. A card
    placed face up carries its ``front``: the party may read it at once (CAMP-20; a task
    card wherever the marker is, CAMP-29); face down it carries none."""

    type: Literal["card_placed"] = "card_placed"
    card: str
    at: str | None
    face: Face = "down"
    token: str | None = None
    token_day: int | None = None
    front: Front | None = None


class CardRemoved(EventBase):
    """CAMP-26, DiscardCard ``to: box``: the card left the game."""

    type: Literal["card_removed"] = "card_removed"
    card: str


class LocationsPlaced(EventBase):
    """SETL-02: these location cards lie face up beside the map."""

    type: Literal["locations_placed"] = "locations_placed"
    locations: tuple[str, ...]
    fronts: dict[str, Front] = {}


class LocationsRemoved(EventBase):
    """The settlement no longer offers these location cards."""

    type: Literal["locations_removed"] = "locations_removed"
    locations: tuple[str, ...]


class RewardsPlaced(EventBase):
    """CAMP-28: rewards left on map card ``at`` until the marker enters it."""

    type: Literal["rewards_placed"] = "rewards_placed"
    at: str
    gold_half: int = 0
    xp: int = 0
    resources: dict[str, int] = {}


class RewardsCollected(EventBase):
    """CAMP-28: the marker entered ``at`` and the rewards there went to the heroes (each
    share is in the HeroBoardChanged events that follow)."""

    type: Literal["rewards_collected"] = "rewards_collected"
    at: str
