"""``--from-campaign``: a quest simulated for a campaign's own party, its heroes as their
boards stand (END-04) rather than as they start; the same seeds give the same games."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from app.content.loader import BASE_PACK
from app.engine import HuntersTable
from app.simulate.campaign.playout import play_campaign
from app.simulate.policies import CarefulPolicy
from app.simulate.runner import Plan, simulate
from app.simulate.table import campaign_quest_table, quest_table
from tests.engine.quest_factory import base

PARTY = ("landsknecht", "huntress", "medic")


@cache
def developed() -> HuntersTable:
    """A campaign played to its end by the scripted party: its heroes bought XP upgrades."""
    game = play_campaign(base(), PARTY, "normal", 2, CarefulPolicy())
    assert game.final is not None
    return game.final


def test_the_quest_gets_the_campaign_heroes_boards_and_decks() -> None:
    campaign = developed()
    assert campaign.campaign is not None
    boards = campaign.campaign.heroes
    table = campaign_quest_table(base(), campaign, "q8a", "normal", 5)
    assert table.quest is not None
    assert set(table.quest.heroes) == set(boards)
    fresh = quest_table(base(), "q8a", PARTY, "normal", 5)
    assert fresh.quest is not None
    for hero, unit in table.quest.heroes.items():
        board = boards[hero]
        assert (unit.max_health, unit.health) == (board.max_health, board.health)
        assert unit.equipment == board.equipment
        assert sorted(unit.draw_pile + unit.hand) == sorted(board.deck or unit.draw_pile)
    assert any(
        table.quest.heroes[h].max_health > fresh.quest.heroes[h].max_health for h in PARTY
    ), "the scripted party raised someone's maximum Health"


def test_a_campaign_party_is_simulated_reproducibly() -> None:
    plan = Plan(Path(BASE_PACK), "q4", PARTY, "normal", "careful", 4, 0, developed())
    first, again = simulate(plan), simulate(plan)
    assert first.games == 4 and first == again
