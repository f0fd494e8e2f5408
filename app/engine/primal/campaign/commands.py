"""Commands of a Primal campaign (imperative, ``primal_campaign_`` names)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.model import CommandBase
from app.engine.primal.campaign.rules.crafting import Substitute

Name = Annotated[str, Field(min_length=1, max_length=64)]


class BeginCampaign(CommandBase):
    """P-CAMP-41, P-END-07: every seat has its hunter; the campaign of ``book`` starts at
    its Prologue, with the Hunter's Trial or without it (chosen now, never later)."""

    type: Literal["primal_campaign_begin"] = "primal_campaign_begin"
    book: Name
    trial: bool = False


class BeginHunt(CommandBase):
    """P-CAMP-07: the Hunt phase (the Prologue again after a lost Prologue, P-END-07)."""

    type: Literal["primal_campaign_begin_hunt"] = "primal_campaign_begin_hunt"


class ReadStory(CommandBase):
    """P-CAMP-04: the chapter introduction read; its orders carried out."""

    type: Literal["primal_campaign_read_story"] = "primal_campaign_read_story"


class VoteQuest(CommandBase):
    """P-CAMP-05: a seat's vote for the active quest."""

    type: Literal["primal_campaign_vote_quest"] = "primal_campaign_vote_quest"
    quest: Name


class Craft(CommandBase):
    """P-CAMP-21/22/24/25: craft (or upgrade to) ``equipment`` from an unlocked forge card."""

    type: Literal["primal_campaign_craft"] = "primal_campaign_craft"
    hunter: Name
    equipment: Name
    substitutes: tuple[Substitute, ...] = Field(default=(), max_length=8)


class OfferTrade(CommandBase):
    """P-CAMP-23: ``hunter`` gives 1 ``gives`` to ``partner`` for 1 ``takes``."""

    type: Literal["primal_campaign_offer_trade"] = "primal_campaign_offer_trade"
    hunter: Name
    partner: Name
    gives: Name
    takes: Name


class AnswerTrade(CommandBase):
    """The partner accepts or declines; the offerer may withdraw (``accept`` false)."""

    type: Literal["primal_campaign_answer_trade"] = "primal_campaign_answer_trade"
    offer: int = Field(ge=1)
    accept: bool


class PreparePotion(CommandBase):
    """P-CAMP-27: ``plants`` names one plant per requirement of the recipe."""

    type: Literal["primal_campaign_prepare_potion"] = "primal_campaign_prepare_potion"
    hunter: Name
    potion: Name
    plants: tuple[str, ...] = Field(max_length=6)


class UnlockStep(CommandBase):
    """P-CAMP-31: one skill-tree step for an upgrade a chapter allowed."""

    type: Literal["primal_campaign_unlock_step"] = "primal_campaign_unlock_step"
    hunter: Name
    step: str = Field(min_length=2, max_length=2)


class BuildDeck(CommandBase):
    """P-CAMP-33: the deck, gear and up to 3 potions for the scenario."""

    type: Literal["primal_campaign_build_deck"] = "primal_campaign_build_deck"
    hunter: Name
    loadout: Loadout


class GiveRewardCard(CommandBase):
    """P-CAMP-17: an unlocked reward card to one hunter."""

    type: Literal["primal_campaign_give_reward_card"] = "primal_campaign_give_reward_card"
    card: Name
    hunter: Name


class WriteNotes(CommandBase):
    """P-CAMP-39: the notes on a character sheet."""

    type: Literal["primal_campaign_write_notes"] = "primal_campaign_write_notes"
    hunter: Name
    notes: str = Field(max_length=2000)


CAMPAIGN_COMMANDS: tuple[type[CommandBase], ...] = (
    BeginCampaign, BeginHunt, ReadStory, VoteQuest, Craft, OfferTrade, AnswerTrade,
    PreparePotion, UnlockStep, BuildDeck, GiveRewardCard, WriteNotes,
)  # fmt: skip
