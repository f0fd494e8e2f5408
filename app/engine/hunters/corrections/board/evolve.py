"""Applying the GM's campaign corrections to the campaign's table: the value after, as
the GM set it (facts only)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.campaign.evolve.heroes import added
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.corrections.board import events as ev
from app.engine.kernel.copying import copy_with


def _with_hero(board: CampaignBoard, hero: str, **update: Any) -> CampaignBoard:
    return copy_with(board, heroes={**board.heroes, hero: copy_with(board.heroes[hero], **update)})


def hero_corrected(board: CampaignBoard, e: ev.HeroCorrected) -> CampaignBoard:
    """XP set by the GM counts as earned too (DEV-35 reads ``xp_earned``)."""
    hero = board.heroes[e.hero]
    update: dict[str, Any] = {e.track: e.after}
    if e.track == "xp":
        update["xp_earned"] = max(0, hero.xp_earned + e.after - e.before)
    return _with_hero(board, e.hero, **update)


def resource_corrected(board: CampaignBoard, e: ev.ResourceCorrected) -> CampaignBoard:
    resources = added(board.heroes[e.hero].resources, {e.resource: e.after - e.before}, 1)
    return _with_hero(board, e.hero, resources=resources)


def equipment_given(board: CampaignBoard, e: ev.EquipmentGiven) -> CampaignBoard:
    hero = board.heroes[e.hero]
    after = _with_hero(board, e.hero, backpack=(*hero.backpack, e.item))
    if not e.from_supply:
        return after
    supply = copy_with(board.supply, equipment=added(board.supply.equipment, {e.item: 1}, -1))
    return copy_with(after, supply=supply)


def equipment_taken(board: CampaignBoard, e: ev.EquipmentTaken) -> CampaignBoard:
    hero = board.heroes[e.hero]
    backpack, equipment = list(hero.backpack), list(hero.equipment)
    (backpack if e.item in backpack else equipment).remove(e.item)
    after = _with_hero(board, e.hero, backpack=tuple(backpack), equipment=tuple(equipment))
    supply = copy_with(board.supply, equipment=added(board.supply.equipment, {e.item: 1}, 1))
    return copy_with(after, supply=supply)


def map_card_turned(board: CampaignBoard, e: ev.MapCardTurned) -> CampaignBoard:
    region = board.region
    if e.after == "up":
        story = copy_with(board.story, fronts={**board.story.fronts, e.card: e.front})
        revealed = (*region.revealed, e.card)
        return copy_with(board, story=story, region=copy_with(region, revealed=revealed))
    revealed = tuple(card for card in region.revealed if card != e.card)
    return copy_with(board, region=copy_with(region, revealed=revealed))


def pile_reordered(board: CampaignBoard, e: ev.PileReordered) -> CampaignBoard:
    """A fresh shuffle: no card of the pile counts as drawn since (CAMP-16)."""
    piles = copy_with(board.piles, **{e.pile: e.order})
    piles = copy_with(piles, used=tuple(card for card in piles.used if card not in e.order))
    return copy_with(board, piles=piles)


def day_corrected(board: CampaignBoard, e: ev.DayCorrected) -> CampaignBoard:
    return copy_with(board, days=copy_with(board.days, day=e.after))


CORRECTION_EVENTS: dict[str, Callable[[CampaignBoard, Any], CampaignBoard]] = {
    "hero_corrected": hero_corrected,
    "resource_corrected": resource_corrected,
    "equipment_given": equipment_given,
    "equipment_taken": equipment_taken,
    "map_card_turned": map_card_turned,
    "pile_reordered": pile_reordered,
    "day_corrected": day_corrected,
}
