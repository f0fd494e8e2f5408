"""Events of the heroes' boards between quests: gains and losses (CAMP-27, DEV-31..33,
DEV-40), purchases and sales (SETL-09/10), services (SETL-11..14), gold transfers (SETL-22).
"""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.heroes import HeroBoard
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


class HeroJoined(EventBase):
    """DEV-35: a hero joined the running campaign with the XP of the least advanced hero
    and only its own starting equipment (what the supply still holds of it)."""

    type: Literal["hero_joined"] = "hero_joined"
    board: HeroBoard


class HeroFell(EventBase):
    """DEV-39 (hero elimination), DEV-34: the hero was killed in the quest and leaves the
    party; its gold went to ``heir`` (the DEV-21 decider of those left), its equipment and
    resources into the wagon for the others to share."""

    type: Literal["hero_fell"] = "hero_fell"
    hero: str
    heir: str | None
    gold_half: int
    equipment: tuple[str, ...]
    resources: dict[str, int]


class HeroLeftParty(EventBase):
    """DEV-34: the hero left the party with its player (``by``: the GM or that player);
    its gold went to the heroes left (``gold_shares``, half-gold by hero), its equipment
    and resources into the wagon for them to share."""

    type: Literal["hero_left_party"] = "hero_left_party"
    hero: str
    by: Literal["gm", "player"]
    gold_shares: dict[str, int]
    equipment: tuple[str, ...]
    resources: dict[str, int]


class HeroReturned(EventBase):
    """END-04, TRAIT-29: after a quest the hero's board shows what persists: its Health,
    morale, poison, the destruction markers on each armor piece, its equipment as it was
    arranged; the items it used up (``discarded``) went back to the supply."""

    type: Literal["hero_returned"] = "hero_returned"
    hero: str
    health: int
    morale: int
    poisoned: bool
    armor_damage: dict[str, int]
    equipment: tuple[str, ...]
    backpack: tuple[str, ...]
    discarded: tuple[str, ...] = ()
