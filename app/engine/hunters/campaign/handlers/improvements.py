"""Handlers of the wagon (EQUIP-37..41/45), crafting (EQUIP-42/43) and development
(DEV-10..17): a player acts for its own heroes, between quests; arranging equipment,
the wagon's goods, XP and decks also in the prepare step before a quest (DEV-15)."""

from __future__ import annotations

from app.engine.hunters.campaign import commands as c
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules import arrangement, guards
from app.engine.hunters.campaign.rules import development as dev
from app.engine.hunters.campaign.rules import improvements as rules
from app.engine.hunters.campaign.steps import improvements as steps
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection


def _for_hero(ledger: CampaignRecorder, actor: Actor, hero: str) -> Rejection | None:
    board = ledger.board
    return guards.free_to_act(board, actor, ledger.seating) or guards.controls_hero(
        board, actor, ledger.seating, hero
    )


def _preparing_hero(ledger: CampaignRecorder, actor: Actor, hero: str) -> Rejection | None:
    """DEV-15, EQUIP-41: between quests or in the prepare step, for one's own hero."""
    board = ledger.board
    return guards.free_to_prepare(board, actor, ledger.seating) or guards.controls_hero(
        board, actor, ledger.seating, hero
    )


def upgrade_wagon(
    ledger: CampaignRecorder, actor: Actor, command: c.UpgradeWagon
) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.hero) or rules.upgrade_guard(
        ledger.board, ledger.content, command.category, command.hero
    )
    if problem is None:
        steps.upgrade_wagon(ledger, command.category, command.hero)
    return problem


def store_in_wagon(
    ledger: CampaignRecorder, actor: Actor, command: c.StoreInWagon
) -> Rejection | None:
    problem = _preparing_hero(ledger, actor, command.hero) or rules.load_guard(
        ledger.board, ledger.content, command.hero, command.item, command.count, True
    )
    if problem is None:
        steps.load_wagon(ledger, command.hero, command.item, command.count, into_wagon=True)
    return problem


def take_from_wagon(
    ledger: CampaignRecorder, actor: Actor, command: c.TakeFromWagon
) -> Rejection | None:
    problem = _preparing_hero(ledger, actor, command.hero) or rules.load_guard(
        ledger.board, ledger.content, command.hero, command.item, command.count, False
    )
    if problem is None:
        steps.load_wagon(ledger, command.hero, command.item, command.count, into_wagon=False)
    return problem


def repair_armor(
    ledger: CampaignRecorder, actor: Actor, command: c.RepairArmor
) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.hero) or rules.repair_guard(
        ledger.board, ledger.content, command.hero
    )
    if problem is None:
        steps.repair_armor(ledger, command.hero)
    return problem


def arrange_equipment(
    ledger: CampaignRecorder, actor: Actor, command: c.ArrangeEquipment
) -> Rejection | None:
    layout = (command.equipment, command.backpack)
    problem = _preparing_hero(ledger, actor, command.hero) or arrangement.arrangement_guard(
        ledger.board, ledger.content, command.hero, layout
    )
    if problem is None:
        steps.arrange_equipment(ledger, command.hero, layout)
    return problem


def craft_item(ledger: CampaignRecorder, actor: Actor, command: c.CraftItem) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.hero) or rules.craft_guard(
        ledger.board, ledger.content, command.recipe, command.hero
    )
    if problem is None:
        steps.craft(ledger, command.recipe, command.hero, command.into)
    return problem


def raise_attribute(
    ledger: CampaignRecorder, actor: Actor, command: c.RaiseAttribute
) -> Rejection | None:
    problem = _preparing_hero(ledger, actor, command.hero) or dev.raise_guard(
        ledger.board, ledger.content, command.hero, command.attribute
    )
    if problem is None:
        steps.raise_attribute(ledger, command.hero, command.attribute)
    return problem


def buy_action_card(
    ledger: CampaignRecorder, actor: Actor, command: c.BuyActionCard
) -> Rejection | None:
    problem = _preparing_hero(ledger, actor, command.hero) or dev.card_guard(
        ledger.board, ledger.content, command.hero, command.card
    )
    if problem is None:
        steps.buy_card(ledger, command.hero, command.card)
    return problem


def build_deck(ledger: CampaignRecorder, actor: Actor, command: c.BuildDeck) -> Rejection | None:
    problem = _preparing_hero(ledger, actor, command.hero) or dev.deck_guard(
        ledger.board, command.hero, command.cards
    )
    if problem is None:
        steps.build_deck(ledger, command.hero, command.cards)
    return problem


def unlock_slot(ledger: CampaignRecorder, actor: Actor, command: c.UnlockSlot) -> Rejection | None:
    problem = _preparing_hero(ledger, actor, command.hero) or dev.slot_guard(
        ledger.board, ledger.content, command.hero, command.category
    )
    if problem is None:
        steps.unlock_slot(ledger, command.hero, command.category)
    return problem
