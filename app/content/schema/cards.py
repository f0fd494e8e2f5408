"""Action cards: the heroes' (upper half action, lower half reaction) and the enemies'."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, field_validator

from app.content.schema.activities import Activity, Reaction
from app.content.schema.common import Id, StrictModel


class ActionCard(StrictModel):
    """A hero action card (QUEST-23..40, DEV-13/14).

    ``cost`` is "ST" for a starting card or the XP price of an advanced card.
    ``action`` is the upper half, an ordered list of activities (QUEST-25);
    ``free`` marks a "Free action" that does not count toward the 2 actions (QUEST-28).
    """

    id: Id
    hero: Id
    name: str = Field(min_length=1, max_length=80)
    copies: int = Field(ge=1, le=5)
    cost: Literal["ST"] | int
    action: tuple[Activity, ...] = Field(min_length=1)
    free: bool = False
    reaction: Reaction
    text: str = Field(default="", max_length=800)

    @field_validator("cost")
    @classmethod
    def _positive_price(cls, cost: Literal["ST"] | int) -> Literal["ST"] | int:
        if isinstance(cost, int) and not 1 <= cost <= 60:
            raise ValueError("an advanced card costs 1-60 XP")
        return cost

    @property
    def is_starting(self) -> bool:
        return self.cost == "ST"


_DISTANCE = re.compile(r"^(\d+)(\+|-(\d+))?$")


class DistanceRow(StrictModel):
    """One row of an enemy action card: a distance band and its actions, tried top to
    bottom; the first one that can be performed is (ENEMY-07/08).

    ``distance`` is "0" (engaged), "1", "1+", "2+", "1-2" …; each action is an ordered
    list of activities (ENEMY-09).
    """

    distance: str
    actions: tuple[tuple[Activity, ...], ...] = Field(min_length=1)

    @field_validator("distance")
    @classmethod
    def _parse_distance(cls, distance: str) -> str:
        if not _DISTANCE.match(distance):
            raise ValueError(f"distance {distance!r} must look like 0, 1, 2+ or 1-3")
        return distance

    def covers(self, distance: int) -> bool:
        """Whether the closest opponent at ``distance`` spaces selects this row."""
        match = _DISTANCE.match(self.distance)
        assert match is not None  # validated on load
        low = int(match.group(1))
        if match.group(2) == "+":
            return distance >= low
        if match.group(3) is not None:
            return low <= distance <= int(match.group(3))
        return distance == low


class EnemyActionCard(StrictModel):
    """An enemy action card of one species' deck (ENEMY-03..10)."""

    id: Id
    deck: Id
    rows: tuple[DistanceRow, ...] = Field(min_length=1)
    activates: tuple[str, ...] = ()
    text: str = Field(default="", max_length=800)

    def row_for(self, distance: int) -> DistanceRow | None:
        return next((row for row in self.rows if row.covers(distance)), None)
