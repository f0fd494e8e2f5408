"""Setup as "The Beginning" (CAMP-03..10, CAMP-22, CAMP-26, CAMP-36, CAMP-38, DEV-05,
DEV-40, WE-10) on the base pack's tutorial chapter."""

from __future__ import annotations

from app.engine.hunters.campaign.model.heroes import HeroBoard
from tests.engine.campaign.factory import PARTY, after_quest_one, board_of
from tests.engine.quest_factory import base, new_campaign


def test_the_region_lies_face_down_but_m05_with_the_marker_camp_03_04_10() -> None:
    state, _ = new_campaign(PARTY)
    board = board_of(state)
    setup = base().campaign
    assert setup is not None
    assert board.region.grid == setup.region
    assert board.region.revealed == ("M05",)
    assert board.region.marker == "M05" and board.region.location is None


def test_piles_the_wagon_and_day_one_camp_06_07_08_09() -> None:
    """CAMP-06, CAMP-07, CAMP-08, CAMP-09: the town and road piles, the plot piles, the
    wagon with empty tracks and the days marker on day 1."""
    board = board_of(new_campaign(PARTY)[0])
    assert board.piles.road_1[-1] == "R1-01"  # CAMP-07: The Beginning at the bottom
    assert sorted(board.piles.road_1) == sorted(c for c in base().road_cards if c.startswith("R1"))
    assert board.piles.plot == tuple(sorted(c for c in base().plot_cards if c != "S001"))
    assert board.piles.task == tuple(sorted(base().task_cards))
    assert board.days.day == 1 and board.days.last_day == 60
    assert set(board.wagon.levels) == set(base().wagon) and not any(board.wagon.levels.values())


def test_heroes_start_on_their_dotted_spaces_dev_05() -> None:
    board = board_of(new_campaign(PARTY)[0])
    for hero_id, hero in board.heroes.items():
        card = base().heroes[hero_id]
        assert isinstance(hero, HeroBoard)
        assert (hero.strength, hero.perception) == (card.strength.start, card.perception.start)
        assert hero.health == hero.max_health == card.health.start
        assert hero.morale == card.morale.start and hero.gold_half == 0 and hero.xp == 0
        assert len(hero.cards) == 20  # DEV-13: the 20 starting cards are the pool


def test_the_supply_holds_every_token_the_heroes_do_not_equip_43() -> None:
    board = board_of(new_campaign(PARTY)[0])
    for item, definition in base().equipment.items():
        held = sum(h.belongings.count(item) for h in board.heroes.values())
        assert board.supply.equipment.get(item, 0) + held == definition.copies


def test_s001_is_read_at_once_and_calls_quest_1_camp_22_36() -> None:
    state, log = new_campaign(PARTY)
    assert state.phase == "quest" and state.quest is not None and state.quest.quest == "q1"
    types = [e.type for e in log]
    assert types.index("card_read") < types.index("quest_called") < types.index("quest_started")
    assert board_of(state).story.called_quest == "q1" and board_of(state).story.quest_open


def test_quest_1_outcome_then_the_beginning_we_10_camp_38_dev_40() -> None:
    """Each hero gains 1 XP; S002 lies face down on M06; the highest Perception (the
    Huntress, 2) tests Perception 3 with a die of 1: pass, a mushroom for her; the card goes
    back on top of the level-I pile (CAMP-15) and S001 back into the plot pile (CAMP-26)."""
    state, _ = after_quest_one(test_die=1)
    board = board_of(state)
    assert state.phase == "between_quests" and not board.is_busy
    assert all(h.xp == 1 for h in board.heroes.values())
    assert board.region.placed["S002"].at == "M06" and board.region.placed["S002"].face == "down"
    assert board.heroes["huntress"].resources == {"mushroom": 1}
    assert board.heroes["landsknecht"].resources == {}
    assert board.piles.road_1[0] == "R1-01" and "R1-01" in board.piles.used
    assert "S001" in board.piles.plot


def test_the_beginning_failed_gives_nothing_we_10() -> None:
    """Die 0: total 2, one short; the Huntress is offered her morale (DEV-26)."""
    state, _ = after_quest_one(test_die=0)
    (offer,) = board_of(state).story.pending
    assert offer.kind == "morale" and offer.hero == "huntress" and offer.deciders == ("s1",)
