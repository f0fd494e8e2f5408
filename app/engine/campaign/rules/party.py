"""Who acts for the party (DEV-21/22) and which hero a test names, between quests
(DEV-18, DEV-20, DEV-30)."""

from __future__ import annotations

from collections.abc import Iterable

from app.engine.campaign.model.heroes import LOWEST_MORALE, HeroBoard
from app.engine.campaign.model.state import CampaignBoard
from app.engine.kernel.deciders import Candidate, deciding_hero

LOWEST_MORALE_PENALTY = 1  # DEV-30: the lowest morale space costs 1 on tests between quests


def attribute_for_test(hero: HeroBoard, attribute: str) -> int:
    """DEV-20/30: the attribute a hero tests with between quests: its board value, less 1
    on the lowest morale space (never below 0, DEV-07)."""
    value = hero.attribute(attribute)
    if hero.morale <= LOWEST_MORALE:
        value -= LOWEST_MORALE_PENALTY
    return max(0, value)


def party_decider(board: CampaignBoard, heroes: Iterable[str] | None = None) -> str | None:
    """DEV-21: the hero with the highest Knowledge, then Strength, then the earliest."""
    names = tuple(board.heroes) if heroes is None else tuple(heroes)
    candidates = [Candidate(h, board.heroes[h].knowledge, board.heroes[h].strength) for h in names]
    return deciding_hero(candidates)


def highest_hero(board: CampaignBoard, attribute: str) -> str | None:
    """DEV-22: the hero with the highest (tested) attribute; ties by DEV-21."""
    if not board.heroes:
        return None
    best = max(attribute_for_test(h, attribute) for h in board.heroes.values())
    tied = [k for k, h in board.heroes.items() if attribute_for_test(h, attribute) == best]
    return party_decider(board, tied)
