"""The state of a Primal campaign between fights: the campaign sheet (P-CAMP-38) and each
hunter's character sheet with its card pool, equipment and potions (P-CAMP-39/40)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.primal.campaign import CampaignBook
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.model import Frozen

CampaignPhase = Literal["prologue", "story", "quest_board", "crafting", "hunt", "ended"]
"""P-CAMP-03: each chapter runs Story -> Quest Board -> Crafting -> Hunt; the Prologue
comes first (P-END-07) and ``ended`` after the last chapter the book holds."""

CHAPTERS = 11
"""P-CAMP-01: the Prologue plus 11 chapters; all 11 won completes the campaign."""
ELEMENTS = ("fire", "horn", "coral", "crystal", "thunder", "metal")
MATERIALS = ("bones", "blood", "scales", "zima", "iride", "kobaureo")
PLANTS = ("nillea", "mellis", "tarmaret", "albalacea", "anthemon", "saelicornia")
REGIONS = (*ELEMENTS, "expansion-1", "expansion-2", "expansion-3")
"""P-CAMP-15: the quest board's 9 region spaces, 6 core elements and 3 for expansions."""
DEFEAT_SPACES = 3
"""P-CAMP-42: the Defeat track's three spaces."""


def category(resource: str) -> str:
    """P-CAMP-23: element, material or plant."""
    if resource in ELEMENTS:
        return "element"
    return "material" if resource in MATERIALS else "plant"


class HunterSheet(Frozen):
    """P-CAMP-39: a character sheet, with what P-CAMP-40 sets aside between sessions."""

    hunter: str
    name: str
    weapon_class: str
    reserve: dict[str, int] = Field(default_factory=dict)
    """Crafting (elements, materials) and plant reserves, by resource."""
    equipment: tuple[str, ...] = ()
    potions: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    """P-CAMP-30: the action cards of the card pool."""
    masteries: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    """Skill-tree steps unlocked (P-CAMP-32 IDs)."""
    upgrades_due: int = 0
    """Card-pool upgrades a chapter allowed and not yet picked (P-CAMP-31)."""
    reward_cards: tuple[str, ...] = ()
    notes: str = ""
    deck: Loadout | None = None
    """The deck built for the coming scenario (P-CAMP-33)."""


class TradeOffer(Frozen):
    """P-CAMP-23: one resource for one of the same category, waiting for the partner."""

    id: int
    offerer: str
    partner: str
    gives: str
    takes: str


class CampaignState(Frozen):
    """The campaign sheet (P-CAMP-38) and the hunters' sheets."""

    book: str
    text: CampaignBook
    """The book as the campaign began with it (its views read it; a fight copies its
    definitions the same way)."""
    trial: bool = False
    expansions: tuple[str, ...] = ()
    phase: CampaignPhase = "prologue"
    chapter: int = 0
    chapters_done: tuple[int, ...] = ()
    forge_level: int = 1
    herbalist_level: int = 1
    forge_elements: tuple[str, ...] = ()
    available: tuple[str, ...] = ()
    completed: tuple[str, ...] = ()
    expired: tuple[str, ...] = ()
    trophies: tuple[str, ...] = ()
    achievements: tuple[str, ...] = ()
    pending_reward_cards: tuple[str, ...] = ()
    votes: dict[str, str] = Field(default_factory=dict)
    active_quest: str | None = None
    tries: int = 0
    """Failed hunts in this chapter (P-CAMP-44: a first-try win earns Valor)."""
    hunt_ko: bool = False
    """Whether a hunter was KO'd at any point of the hunt under way (P-CAMP-44)."""
    defeats: int = 0
    total_defeats: int = 0
    valor: int = 0
    restarts: int = 0
    hunters: dict[str, HunterSheet] = Field(default_factory=dict)
    seats: dict[str, str] = Field(default_factory=dict)
    """Hunter -> the seat that plays it."""
    offers: tuple[TradeOffer, ...] = ()
    next_offer: int = 1
    journal: tuple[str, ...] = ()
    """What the party has read aloud: conclusions, visions, expirations (P-CAMP-09/16/47)."""
    completed_campaign: bool = False

    def sheet(self, hunter: str) -> HunterSheet:
        return self.hunters[hunter]
