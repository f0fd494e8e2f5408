"""Applying the heroes' events: facts only (the amounts in the events are final)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from app.engine.hunters.campaign.events import heroes as ev
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.copying import copy_with


def added(counts: Mapping[str, int], delta: Mapping[str, int], sign: int) -> dict[str, int]:
    out = dict(counts)
    for kind, n in delta.items():
        out[kind] = out.get(kind, 0) + sign * n
    return {k: v for k, v in out.items() if v}


def _items(hero: HeroBoard, e: ev.HeroBoardChanged) -> dict[str, tuple[str, ...]]:
    """Lost items leave the backpack first, then the slots; gained ones are carried
    (the owner arranges them later)."""
    backpack, equipment = list(hero.backpack), list(hero.equipment)
    for item in e.equipment_lost:
        (backpack if item in backpack else equipment).remove(item)
    return {"backpack": (*backpack, *e.equipment_gained), "equipment": tuple(equipment)}


def hero_board_changed(board: CampaignBoard, e: ev.HeroBoardChanged) -> CampaignBoard:
    hero = board.heroes[e.hero]
    update = {
        "gold_half": hero.gold_half + e.gold_half,
        "xp": hero.xp + e.xp,
        "xp_earned": hero.xp_earned + e.xp,
        "morale": hero.morale + e.morale,
        "health": hero.health + e.health,
        "resources": added(hero.resources, e.resources, 1),
        **_items(hero, e),
    }
    if e.poisoned is not None:
        update["poisoned"] = e.poisoned
    equipment = added(board.supply.equipment, Counter(e.equipment_gained), -1)
    equipment = added(equipment, Counter(e.equipment_lost), 1)
    supply = copy_with(
        board.supply,
        resources=added(board.supply.resources, e.resources, -1),
        equipment=equipment,
    )
    return copy_with(
        board, heroes={**board.heroes, e.hero: copy_with(hero, **update)}, supply=supply
    )


def gold_transferred(board: CampaignBoard, e: ev.GoldTransferred) -> CampaignBoard:
    giver, receiver = board.heroes[e.giver], board.heroes[e.receiver]
    heroes = {
        **board.heroes,
        e.giver: copy_with(giver, gold_half=giver.gold_half - e.gold_half),
        e.receiver: copy_with(receiver, gold_half=receiver.gold_half + e.gold_half),
    }
    return copy_with(board, heroes=heroes)


def hero_joined(board: CampaignBoard, e: ev.HeroJoined) -> CampaignBoard:
    """DEV-35: the new hero's board; its starting equipment leaves the supply."""
    supply = copy_with(
        board.supply,
        equipment=added(board.supply.equipment, Counter(e.board.belongings), -1),
    )
    return copy_with(board, heroes={**board.heroes, e.board.hero: e.board}, supply=supply)


def hero_fell(board: CampaignBoard, e: ev.HeroFell) -> CampaignBoard:
    heroes = {k: h for k, h in board.heroes.items() if k != e.hero}
    if e.heir is not None:
        heir = heroes[e.heir]
        heroes[e.heir] = copy_with(heir, gold_half=heir.gold_half + e.gold_half)
    wagon = copy_with(
        board.wagon,
        equipment=(*board.wagon.equipment, *e.equipment),
        resources=added(board.wagon.resources, e.resources, 1),
    )
    return copy_with(board, heroes=heroes, wagon=wagon)


def hero_left_party(board: CampaignBoard, e: ev.HeroLeftParty) -> CampaignBoard:
    heroes = {
        k: copy_with(h, gold_half=h.gold_half + e.gold_shares.get(k, 0))
        for k, h in board.heroes.items()
        if k != e.hero
    }
    wagon = copy_with(
        board.wagon,
        equipment=(*board.wagon.equipment, *e.equipment),
        resources=added(board.wagon.resources, e.resources, 1),
    )
    return copy_with(board, heroes=heroes, wagon=wagon)


def hero_returned(board: CampaignBoard, e: ev.HeroReturned) -> CampaignBoard:
    hero = copy_with(
        board.heroes[e.hero], health=e.health, morale=e.morale, poisoned=e.poisoned,
        armor_damage=e.armor_damage, equipment=e.equipment, backpack=e.backpack,
    )  # fmt: skip
    supply = copy_with(
        board.supply, equipment=added(board.supply.equipment, Counter(e.discarded), 1)
    )
    return copy_with(board, heroes={**board.heroes, e.hero: hero}, supply=supply)
