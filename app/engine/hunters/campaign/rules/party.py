"""Who acts for the party (DEV-21/22) and which hero a test names, between quests
(DEV-18, DEV-20, DEV-30)."""

from __future__ import annotations

from collections.abc import Iterable

from app.content.catalog import Catalog
from app.content.schema.effects import AttributeMod
from app.engine.hunters.campaign.model.heroes import LOWEST_MORALE, HeroBoard
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.deciders import Candidate, deciding_hero

LOWEST_MORALE_PENALTY = 1  # DEV-30: the lowest morale space costs 1 on tests between quests


def attribute_for_test(hero: HeroBoard, attribute: str, content: Catalog) -> int:
    """DEV-20/30: the attribute a hero tests with between quests: its board value, with
    the equipment on its slots whose modifier counts outside quests too (scope
    ``always``: armor Agility, helmet Perception), less 1 on the lowest morale space;
    never below 0 (DEV-07)."""
    value = hero.attribute(attribute) + outside_quest_modifier(hero, attribute, content)
    if hero.morale <= LOWEST_MORALE:
        value -= LOWEST_MORALE_PENALTY
    return max(0, value)


def outside_quest_modifier(hero: HeroBoard, attribute: str, content: Catalog) -> int:
    """DEV-20: passive modifiers of equipped items (not merely carried, EQUIP-04) that
    apply in tests between quests."""
    return sum(
        effect.amount
        for item in hero.equipment
        if item in content.equipment and content.equipment[item].use == "passive"
        for effect in content.equipment[item].effects
        if isinstance(effect, AttributeMod)
        and effect.attribute == attribute
        and effect.scope == "always"
    )


def party_decider(board: CampaignBoard, heroes: Iterable[str] | None = None) -> str | None:
    """DEV-21: the hero with the highest Knowledge, then Strength, then the earliest."""
    names = tuple(board.heroes) if heroes is None else tuple(heroes)
    candidates = [Candidate(h, board.heroes[h].knowledge, board.heroes[h].strength) for h in names]
    return deciding_hero(candidates)


def highest_hero(board: CampaignBoard, attribute: str, content: Catalog) -> str | None:
    """DEV-22: the hero with the highest (tested) attribute; ties by DEV-21."""
    if not board.heroes:
        return None
    values = {k: attribute_for_test(h, attribute, content) for k, h in board.heroes.items()}
    best = max(values.values())
    tied = [k for k, v in values.items() if v == best]
    return party_decider(board, tied)
