"""The campaign's setup (CAMP-03..10): the whole starting table in one event."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.piles import PileName, Piles
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.model import EventBase, Viewer

PILE_FIELDS: tuple[PileName, ...] = (
    "road_1",
    "road_2",
    "road_3",
    "town",
    "plot",
    "task",
    "location",
)


def hidden_piles(piles: Piles) -> Piles:
    """Pile orders and contents are hidden (DESIGN principle 5): only the sizes show."""
    sizes = {name: len(piles.cards(name)) for name in PILE_FIELDS}
    return Piles.model_validate({name: ("?",) * size for name, size in sizes.items()})


class CampaignSetUp(EventBase):
    """CAMP-03..10: the region face down but for its start card, the shuffled town and
    road piles ("The Beginning" at the bottom of level I), the numbered piles in order,
    the empty wagon, the supply, day 1 and every hero's board at its start values."""

    type: Literal["campaign_set_up"] = "campaign_set_up"
    board: CampaignBoard

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        board = self.board.model_copy(update={"piles": hidden_piles(self.board.piles)})
        return self.model_copy(update={"board": board})
