"""A hero's board at its printed start values (DEV-03..05, DEV-13): what the campaign
sets up for each hero, and for a hero joining later (DEV-35)."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.slots import arrange
from app.engine.hunters.campaign.model.heroes import HeroBoard


def hero_board(content: Catalog, hero_id: str) -> HeroBoard:
    """DEV-04/05: attributes, Health and morale on their start spaces, the starting
    equipment within its slots (the rest carried), and the 20 starting cards (DEV-13)."""
    hero = content.heroes[hero_id]
    items = [content.equipment[i] for i in hero.starting_equipment if i in content.equipment]
    equipped, carried = arrange(items, hero.free_slots)
    pool = tuple(
        card.id
        for card in content.hero_cards(hero_id)
        if card.is_starting
        for _ in range(card.copies)
    )
    return HeroBoard(
        hero=hero_id, name=hero.name, strength=hero.strength.start, agility=hero.agility.start,
        perception=hero.perception.start, knowledge=hero.knowledge.start,
        health=hero.health.start, max_health=hero.health.start, morale=hero.morale.start,
        morale_top=hero.morale.top, equipment=tuple(i.id for i in equipped),
        backpack=tuple(i.id for i in carried), slots=hero.free_slots, cards=pool,
    )  # fmt: skip
