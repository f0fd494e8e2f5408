"""Events of a Primal campaign (past tense, ``primal_campaign_`` names)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.campaign import CampaignBook
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.model import EventBase
from app.engine.primal.campaign.model import HunterSheet, TradeOffer


class CampaignBegun(EventBase):
    """P-CAMP-41: the campaign starts (with or without the Hunter's Trial) at its Prologue."""

    type: Literal["primal_campaign_begun"] = "primal_campaign_begun"
    book: str
    text: CampaignBook
    trial: bool
    expansions: tuple[str, ...] = ()
    seats: dict[str, str]


class HuntBegun(EventBase):
    """P-CAMP-07: the scenario of the active quest (None: the Prologue) is set up; the
    fight before it is cleared away. The fight's own setup events follow."""

    type: Literal["primal_campaign_hunt_begun"] = "primal_campaign_hunt_begun"
    quest: str | None
    fight: str
    level: int


class HuntEnded(EventBase):
    """The fight is over: its outcome and each hunter's potions consumed in it."""

    type: Literal["primal_campaign_hunt_ended"] = "primal_campaign_hunt_ended"
    outcome: Literal["victory", "defeat"]
    consumed: dict[str, tuple[str, ...]]


class CampaignSetUp(EventBase):
    """P-CAMP-12: after the Prologue's win, a new campaign sheet and each character sheet."""

    type: Literal["primal_campaign_set_up"] = "primal_campaign_set_up"
    sheets: dict[str, HunterSheet]
    forge: tuple[str, ...] = ()


class ChapterBegun(EventBase):
    """P-CAMP-09 step 5, P-CAMP-38: the chapter circled; its Story phase begins."""

    type: Literal["primal_campaign_chapter_begun"] = "primal_campaign_chapter_begun"
    chapter: int


class ForgeLevelled(EventBase):
    """P-CAMP-19: every unlocked forge card swapped for its next level."""

    type: Literal["primal_campaign_forge_levelled"] = "primal_campaign_forge_levelled"
    level: int


class HerbalistLevelled(EventBase):
    """P-CAMP-26: the herbalist card replaced by the next level."""

    type: Literal["primal_campaign_herbalist_levelled"] = "primal_campaign_herbalist_levelled"
    level: int


class UpgradeAllowed(EventBase):
    """P-CAMP-31: every hunter may pick one skill-tree step."""

    type: Literal["primal_campaign_upgrade_allowed"] = "primal_campaign_upgrade_allowed"


class QuestUnlocked(EventBase):
    """P-CAMP-14: the quest on the region space of its monster's element."""

    type: Literal["primal_campaign_quest_unlocked"] = "primal_campaign_quest_unlocked"
    quest: str
    region: str


class QuestExpired(EventBase):
    """P-CAMP-16: an available quest removed; its expiration paragraph read."""

    type: Literal["primal_campaign_quest_expired"] = "primal_campaign_quest_expired"
    quest: str
    passage: str


class AchievementGained(EventBase):
    type: Literal["primal_campaign_achievement_gained"] = "primal_campaign_achievement_gained"
    achievement: str


class StoryRead(EventBase):
    """P-CAMP-04: the introduction read and its orders carried out: the Quest Board next."""

    type: Literal["primal_campaign_story_read"] = "primal_campaign_story_read"
    chapter: int


class QuestVoted(EventBase):
    type: Literal["primal_campaign_quest_voted"] = "primal_campaign_quest_voted"
    seat: str
    quest: str


class QuestChosen(EventBase):
    """P-CAMP-05: the active quest; the Crafting phase begins (P-CAMP-06)."""

    type: Literal["primal_campaign_quest_chosen"] = "primal_campaign_quest_chosen"
    quest: str


class EquipmentCrafted(EventBase):
    """P-CAMP-21/24/25: the card into the equipment deck; ``spent`` leaves the reserve,
    ``discarded`` (substitutes, or the lower level upgraded) goes back to the box."""

    type: Literal["primal_campaign_equipment_crafted"] = "primal_campaign_equipment_crafted"
    hunter: str
    equipment: str
    spent: dict[str, int]
    discarded: tuple[str, ...] = ()


class TradeOffered(EventBase):
    type: Literal["primal_campaign_trade_offered"] = "primal_campaign_trade_offered"
    offer: TradeOffer


class TradeClosed(EventBase):
    """P-CAMP-23: the partner accepted (the two resources change hands) or it was
    withdrawn or declined."""

    type: Literal["primal_campaign_trade_closed"] = "primal_campaign_trade_closed"
    offer: int
    accepted: bool


class PotionPrepared(EventBase):
    """P-CAMP-27: the plants spent, the potion into the potion deck."""

    type: Literal["primal_campaign_potion_prepared"] = "primal_campaign_potion_prepared"
    hunter: str
    potion: str
    plants: tuple[str, ...]


class StepUnlocked(EventBase):
    """P-CAMP-31: a skill-tree step's cards (and mastery) join the card pool."""

    type: Literal["primal_campaign_step_unlocked"] = "primal_campaign_step_unlocked"
    hunter: str
    step: str
    cards: tuple[str, ...]
    mastery: str | None = None


class DeckBuilt(EventBase):
    """P-CAMP-33: the hunter's deck and gear for the coming scenario."""

    type: Literal["primal_campaign_deck_built"] = "primal_campaign_deck_built"
    hunter: str
    loadout: Loadout


class RewardCardGiven(EventBase):
    """P-CAMP-17: an unlocked reward card goes to one hunter."""

    type: Literal["primal_campaign_reward_card_given"] = "primal_campaign_reward_card_given"
    card: str
    hunter: str
    equipment: str | None = None


class NotesWritten(EventBase):
    """P-CAMP-39: the notes of a character sheet."""

    type: Literal["primal_campaign_notes_written"] = "primal_campaign_notes_written"
    hunter: str
    notes: str


class QuestWon(EventBase):
    """P-CAMP-09: conclusion and vision read, trophy marked, quest card to the box, the
    Defeat track cleared into Total Defeats (P-CAMP-43) and Valor earned (P-CAMP-44)."""

    type: Literal["primal_campaign_quest_won"] = "primal_campaign_quest_won"
    quest: str
    monster: str
    passages: tuple[str, ...]
    valor: int


class RewardsCollected(EventBase):
    """P-CAMP-17/18: forge cards unlocked, resources to every hunter, reward cards due."""

    type: Literal["primal_campaign_rewards_collected"] = "primal_campaign_rewards_collected"
    forge: tuple[str, ...] = ()
    resources: tuple[str, ...] = ()
    reward_cards: tuple[str, ...] = ()


class QuestFailed(EventBase):
    """P-CAMP-10/42: back to the Quest Board, the quest still on its space, a defeat
    marked in the Hunter's Trial."""

    type: Literal["primal_campaign_quest_failed"] = "primal_campaign_quest_failed"
    quest: str


class CampaignRestarted(EventBase):
    """P-CAMP-42: the Defeat track full: the campaign restarts from Chapter 1."""

    type: Literal["primal_campaign_restarted"] = "primal_campaign_restarted"
    sheets: dict[str, HunterSheet]
    forge: tuple[str, ...] = ()


class CampaignEnded(EventBase):
    """P-CAMP-01/45/46: the last chapter won (``complete``: all 11 of them)."""

    type: Literal["primal_campaign_ended"] = "primal_campaign_ended"
    complete: bool


CAMPAIGN_EVENT_CLASSES: tuple[type[EventBase], ...] = (
    CampaignBegun, HuntBegun, HuntEnded, CampaignSetUp, ChapterBegun, ForgeLevelled,
    HerbalistLevelled, UpgradeAllowed, QuestUnlocked, QuestExpired, AchievementGained,
    StoryRead, QuestVoted, QuestChosen, EquipmentCrafted, TradeOffered, TradeClosed,
    PotionPrepared, StepUnlocked, DeckBuilt, RewardCardGiven, NotesWritten, QuestWon,
    RewardsCollected, QuestFailed, CampaignRestarted, CampaignEnded,
)  # fmt: skip
