"""The GM's corrections of the quest in progress (issue 15), the same JSON the websocket
protocol accepts: each names its target, the value as the GM sets it, and a reason the
players read in the log."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.quest.board.geometry import Space
from app.engine.hunters.quest.commands import UnitId
from app.engine.kernel.model import CommandBase

Reason = str
"""Why the GM corrects the table: shown to the players in the log (issue 15)."""


class CorrectHealth(CommandBase):
    """GM: set a hero's, an enemy's or an NPC ally's Health (0 to its maximum)."""

    type: Literal["correct_health"] = "correct_health"
    unit: UnitId
    health: int = Field(ge=0, le=99)
    reason: Reason = Field(min_length=3, max_length=200)


class CorrectMorale(CommandBase):
    """GM: set a hero's morale (0 to the top of its track, DEV-23)."""

    type: Literal["correct_morale"] = "correct_morale"
    unit: UnitId
    morale: int = Field(ge=0, le=20)
    reason: Reason = Field(min_length=3, max_length=200)


class CorrectTokens(CommandBase):
    """GM: set how many tokens of one kind (or whether a status) a miniature has."""

    type: Literal["correct_tokens"] = "correct_tokens"
    unit: UnitId
    token: Literal["offense", "defense", "mighty", "poison", "stun", "immobilize"]
    amount: int = Field(ge=0, le=9)
    reason: Reason = Field(min_length=3, max_length=200)


class CorrectPlace(CommandBase):
    """GM: put a miniature on another space of the board."""

    type: Literal["correct_place"] = "correct_place"
    unit: UnitId
    at: Space
    reason: Reason = Field(min_length=3, max_length=200)


class EndQuest(CommandBase):
    """GM: end the quest now as a victory or a defeat (END-01..03 follow as usual)."""

    type: Literal["end_quest"] = "end_quest"
    outcome: Literal["victory", "defeat"]
    reason: Reason = Field(min_length=3, max_length=200)


QuestCorrectionCommand = CorrectHealth | CorrectMorale | CorrectTokens | CorrectPlace | EndQuest
