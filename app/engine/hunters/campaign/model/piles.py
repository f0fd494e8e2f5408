"""The card piles of the campaign (CAMP-06..08, CAMP-14..16, SETL-07).

Every pile is an ordered tuple, index 0 the top and the last item the bottom; road and
town cards are drawn from the bottom. Orders are hidden information (views.py)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import Frozen

PileName = Literal["road_1", "road_2", "road_3", "town", "plot", "task", "location"]


def road_pile(level: int) -> PileName:
    """The road pile of a threat level I-III (CAMP-07)."""
    return {1: "road_1", 2: "road_2", 3: "road_3"}[level]  # type: ignore[return-value]


class Piles(Frozen):
    """Each pile's cards, top first."""

    road_1: tuple[str, ...] = ()
    road_2: tuple[str, ...] = ()
    road_3: tuple[str, ...] = ()
    town: tuple[str, ...] = ()
    plot: tuple[str, ...] = ()
    task: tuple[str, ...] = ()
    location: tuple[str, ...] = ()
    # Where each card goes when it is returned.
    home: dict[str, PileName] = Field(default_factory=dict)
    # Road and town cards drawn and put back on top since their pile was last shuffled:
    # when only these are left, the pile is exhausted (CAMP-16, SETL-07).
    used: tuple[str, ...] = ()

    def is_exhausted(self, pile: PileName) -> bool:
        """No card of ``pile`` is left that was not drawn since its last shuffle."""
        return all(card in self.used for card in self.cards(pile))

    def cards(self, pile: PileName) -> tuple[str, ...]:
        return tuple(getattr(self, pile))

    def holding(self, card: str) -> PileName | None:
        """The pile ``card`` lies in now, if any."""
        for pile in ("road_1", "road_2", "road_3", "town", "plot", "task", "location"):
            if card in getattr(self, pile):
                return pile
        return None
