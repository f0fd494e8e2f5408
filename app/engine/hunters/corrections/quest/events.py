"""Quest events of the GM's corrections (issue 15): what the GM set, the value before and
after, and why — public, so every player's log says "GM set Huntress's Health to 4: the
trap was misapplied". Who and when are the stored command's (its actor, its time)."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.model import EventBase

BOOLEAN_TOKENS = frozenset({"poison", "stun", "immobilize"})
"""Statuses: on (1) or off (0), the others are counts."""


class HealthCorrected(EventBase):
    type: Literal["health_corrected"] = "health_corrected"
    unit: str
    before: int
    after: int
    reason: str


class MoraleCorrected(EventBase):
    type: Literal["morale_corrected"] = "morale_corrected"
    unit: str
    before: int
    after: int
    reason: str


class TokensCorrected(EventBase):
    type: Literal["tokens_corrected"] = "tokens_corrected"
    unit: str
    token: Literal["offense", "defense", "mighty", "poison", "stun", "immobilize"]
    before: int
    after: int
    reason: str


class PlaceCorrected(EventBase):
    type: Literal["place_corrected"] = "place_corrected"
    unit: str
    before: Space | None
    after: Space
    reason: str


class QuestEndedByGm(EventBase):
    """The GM ended the quest as ``outcome``; the quest's end (END-05..12) follows."""

    type: Literal["quest_ended_by_gm"] = "quest_ended_by_gm"
    quest: str
    outcome: Literal["victory", "defeat"]
    reason: str
