"""Applying the wagon's, crafting's and development's events: facts only."""

from __future__ import annotations

from app.engine.hunters.campaign.events import improvements as ev
from app.engine.hunters.campaign.evolve.heroes import added
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.copying import copy_with


def _hero(board: CampaignBoard, hero: HeroBoard) -> dict[str, HeroBoard]:
    return {**board.heroes, hero.hero: hero}


def _without_items(items: tuple[str, ...], item: str, count: int) -> tuple[str, ...]:
    out = list(items)
    for _ in range(count):
        out.remove(item)
    return tuple(out)


def wagon_upgraded(board: CampaignBoard, e: ev.WagonUpgraded) -> CampaignBoard:
    wagon = copy_with(board.wagon, levels={**board.wagon.levels, e.category: e.level})
    paid = e.paid or {e.hero: e.gold_half}
    heroes = {
        k: copy_with(h, gold_half=h.gold_half - paid[k]) if k in paid else h
        for k, h in board.heroes.items()
    }
    return copy_with(board, wagon=wagon, heroes=heroes)


def wagon_loaded(board: CampaignBoard, e: ev.WagonLoaded) -> CampaignBoard:
    h, w = board.heroes[e.hero], board.wagon
    sign = 1 if e.into_wagon else -1
    if e.resource:
        h = copy_with(h, resources=added(h.resources, {e.item: e.count}, -sign))
        w = copy_with(w, resources=added(w.resources, {e.item: e.count}, sign))
    elif e.into_wagon:
        backpack = h.backpack if h.backpack.count(e.item) >= e.count else ()
        if backpack:
            h = copy_with(h, backpack=_without_items(h.backpack, e.item, e.count))
        else:
            h = copy_with(h, equipment=_without_items(h.equipment, e.item, e.count))
        w = copy_with(w, equipment=(*w.equipment, *(e.item,) * e.count))
    else:
        h = copy_with(h, backpack=(*h.backpack, *(e.item,) * e.count))
        w = copy_with(w, equipment=_without_items(w.equipment, e.item, e.count))
    return copy_with(board, heroes=_hero(board, h), wagon=w)


def equipment_arranged(board: CampaignBoard, e: ev.EquipmentArranged) -> CampaignBoard:
    h = board.heroes[e.hero]
    return copy_with(
        board, heroes=_hero(board, copy_with(h, equipment=e.equipment, backpack=e.backpack))
    )


def armor_repaired(board: CampaignBoard, e: ev.ArmorRepaired) -> CampaignBoard:
    h = board.heroes[e.hero]
    return copy_with(
        board,
        heroes=_hero(board, copy_with(h, armor_damage={}, gold_half=h.gold_half - e.gold_half)),
    )


def item_crafted(board: CampaignBoard, e: ev.ItemCrafted) -> CampaignBoard:
    h, w, s = board.heroes[e.hero], board.wagon, board.supply
    h = copy_with(h, resources=added(h.resources, e.from_hero, -1))
    w = copy_with(w, resources=added(w.resources, e.from_wagon, -1))
    resources = added(added(s.resources, e.from_hero, 1), e.from_wagon, 1)
    s = copy_with(s, resources=resources, equipment=added(s.equipment, {e.item: 1}, -1))
    if e.into == "wagon":
        w = copy_with(w, equipment=(*w.equipment, e.item))
    else:
        h = copy_with(h, backpack=(*h.backpack, e.item))
    return copy_with(board, heroes=_hero(board, h), wagon=w, supply=s)


def attribute_raised(board: CampaignBoard, e: ev.AttributeRaised) -> CampaignBoard:
    h = copy_with(board.heroes[e.hero], xp=board.heroes[e.hero].xp - e.xp)
    if e.attribute == "health":
        h = copy_with(h, max_health=h.max_health + 1, health=h.health + 1)
    else:
        h = copy_with(h, **{e.attribute: h.attribute(e.attribute) + 1})
    return copy_with(board, heroes=_hero(board, h))


def action_card_bought(board: CampaignBoard, e: ev.ActionCardBought) -> CampaignBoard:
    h = board.heroes[e.hero]
    return copy_with(
        board, heroes=_hero(board, copy_with(h, xp=h.xp - e.xp, cards=(*h.cards, e.card)))
    )


def deck_built(board: CampaignBoard, e: ev.DeckBuilt) -> CampaignBoard:
    return copy_with(board, heroes=_hero(board, copy_with(board.heroes[e.hero], deck=e.cards)))


def slot_unlocked(board: CampaignBoard, e: ev.SlotUnlocked) -> CampaignBoard:
    h = board.heroes[e.hero]
    slots = {**h.slots, e.category: h.slots.get(e.category, 0) + 1}
    return copy_with(board, heroes=_hero(board, copy_with(h, xp=h.xp - e.xp, slots=slots)))
