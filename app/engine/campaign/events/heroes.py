"""Events of the heroes' boards between quests: gains and losses (CAMP-27, DEV-31..33,
DEV-40), purchases and sales (SETL-09/10), services (SETL-11..14), gold transfers (SETL-22).
"""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase


class HeroBoardChanged(EventBase):
    """What one hero's board gained (positive) or lost (negative), exactly as applied.

    Resources and equipment move between the hero and the supply: a gained token leaves
    the supply, a lost one returns to it (SETL-10, EQUIP-43). ``reason`` says why in a
    word the client can show ("story", "rewards", "trade", "work", "rest", "heal",
    "poison", "river").
    """

    type: Literal["hero_board_changed"] = "hero_board_changed"
    hero: str
    reason: str
    gold_half: int = 0
    xp: int = 0
    morale: int = 0
    health: int = 0
    resources: dict[str, int] = {}
    equipment_gained: tuple[str, ...] = ()
    equipment_lost: tuple[str, ...] = ()
    poisoned: bool | None = None


class GoldTransferred(EventBase):
    """SETL-22: a hero handed gold to another between quests."""

    type: Literal["gold_transferred"] = "gold_transferred"
    giver: str
    receiver: str
    gold_half: int
