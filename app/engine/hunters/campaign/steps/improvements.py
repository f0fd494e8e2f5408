"""The wagon, crafting and development as events (EQUIP-37..45, DEV-10..17)."""

from __future__ import annotations

from app.engine.hunters.campaign.events import improvements as ev
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules import development as dev
from app.engine.hunters.campaign.rules.arrangement import Layout
from app.engine.hunters.campaign.rules.improvements import (
    craft_sources,
    repair_price_half,
    wagon_price_half,
)
from app.engine.hunters.campaign.rules.purses import group_payment


def upgrade_wagon(ledger: CampaignRecorder, category: str, hero: str) -> None:
    """EQUIP-38: the next level; ``hero`` pays first, the rest from the fullest purses
    (SETL-22, rules/purses.py)."""
    price = wagon_price_half(ledger.board, ledger.content, category)
    assert price is not None
    level = ledger.board.wagon.levels.get(category, 0) + 1
    paid = group_payment(ledger.board, {hero: price}) or {}
    ledger.emit(
        ev.WagonUpgraded(category=category, level=level, hero=hero, gold_half=price, paid=paid)
    )


def load_wagon(
    ledger: CampaignRecorder, hero: str, item: str, count: int, *, into_wagon: bool
) -> None:
    resource = item in ledger.content.resources
    ledger.emit(
        ev.WagonLoaded(hero=hero, item=item, count=count, resource=resource, into_wagon=into_wagon)
    )


def repair_armor(ledger: CampaignRecorder, hero: str) -> None:
    price = repair_price_half(ledger.content, ledger.board.heroes[hero])
    ledger.emit(ev.ArmorRepaired(hero=hero, gold_half=price))


def arrange_equipment(ledger: CampaignRecorder, hero: str, layout: Layout) -> None:
    """EQUIP-22/41: the hero's items lie as the player laid them out."""
    ledger.emit(ev.EquipmentArranged(hero=hero, equipment=layout[0], backpack=layout[1]))


def craft(ledger: CampaignRecorder, recipe_id: str, hero: str, into: str) -> None:
    """EQUIP-42/43: the resources are discarded, the item's token taken from the supply."""
    recipe = ledger.content.recipes[recipe_id]
    from_hero, from_wagon = craft_sources(ledger.board, hero, dict(recipe.resources))
    ledger.emit(
        ev.ItemCrafted(
            recipe=recipe_id, item=recipe.item, hero=hero, from_hero=from_hero,
            from_wagon=from_wagon, into="wagon" if into == "wagon" else "hero",
        )
    )  # fmt: skip


def raise_attribute(ledger: CampaignRecorder, hero: str, attribute: str) -> None:
    price = dev.attribute_price(ledger.content, ledger.board.heroes[hero], attribute)
    assert price is not None
    ledger.emit(ev.AttributeRaised(hero=hero, attribute=attribute, xp=price))


def buy_card(ledger: CampaignRecorder, hero: str, card: str) -> None:
    price = dev.card_price(ledger.content, ledger.board.heroes[hero], card)
    assert price is not None
    ledger.emit(ev.ActionCardBought(hero=hero, card=card, xp=price))


def build_deck(ledger: CampaignRecorder, hero: str, cards: tuple[str, ...]) -> None:
    ledger.emit(ev.DeckBuilt(hero=hero, cards=tuple(sorted(cards))))


def unlock_slot(ledger: CampaignRecorder, hero: str, category: str) -> None:
    price = dev.slot_price(ledger.content, ledger.board.heroes[hero], category)
    assert price is not None
    ledger.emit(ev.SlotUnlocked(hero=hero, category=category, xp=price))
