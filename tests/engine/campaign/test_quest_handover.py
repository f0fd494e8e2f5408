"""Quests inside the campaign (END-04, TRAIT-29, DEV-15/16): the heroes enter a quest as
their campaign boards stand, and what persists comes back onto the boards."""

from __future__ import annotations

from app.engine import evolve
from app.engine.hunters.quest.events.harm_and_help import EnemyEliminated
from app.engine.hunters.quest_start import hand_over
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import (
    SYSTEM,
    act,
    after_quest_one,
    board_of,
    end_quest,
    refused,
    with_board,
)
from tests.engine.quest_factory import base, new_campaign, read_on, seat


def test_a_quest_takes_the_heroes_as_their_boards_stand_end_04() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    grown = heroes["landsknecht"].model_copy(
        update={"strength": 3, "health": 2, "poisoned": True, "armor_damage": {"gambeson": 1},
                "backpack": (*heroes["landsknecht"].backpack, "dagger")}
    )  # fmt: skip
    state = with_board(state, heroes={**heroes, "landsknecht": grown})
    state, _ = act(
        state, {"type": "travel_to", "to": "M06"}, dice=ForcedDice(SeededDice(2), travel=[False])
    )
    state, _ = read_on(state, [])  # CAMP-36: S002's reading step
    assert state.quest is not None and state.quest.quest == "q2"
    unit = state.quest.heroes["landsknecht"]
    assert unit.attributes.strength == 3 and unit.tokens.poison
    assert unit.health == 1  # TRAIT-16: the day's travel ended with poison's 1 Health
    assert unit.armor_damage == {"gambeson": 1} and "dagger" in unit.backpack
    assert "dagger" in state.quest.defs.equipment  # the quest knows every item it carries
    assert len(unit.draw_pile) == 20  # DEV-15: the 20 starting cards from quest 2 on


def test_quest_1_uses_the_ten_card_deck_dev_16() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.quest is not None
    assert all(len(h.draw_pile) + len(h.hand) == 10 for h in state.quest.heroes.values())


def test_what_persists_comes_back_onto_the_board_trait_29() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.quest is not None
    unit = state.quest.heroes["landsknecht"]
    worn = unit.model_copy(
        update={"health": 1, "morale": 1, "tokens": unit.tokens.model_copy(update={"poison": True}),
                "armor_damage": {"gambeson": 2},
                "backpack": tuple(i for i in unit.backpack if i != "bandage"),
                "equipment": tuple(i for i in unit.equipment if i != "bandage")}
    )  # fmt: skip
    quest = state.quest.model_copy(update={"heroes": {**state.quest.heroes, "landsknecht": worn}})
    bandages = board_of(state).supply.equipment.get("bandage", 0)
    state, _ = end_quest(
        state.model_copy(update={"quest": quest}), dice=ForcedDice(SeededDice(5), test=[3])
    )
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.health, hero.morale, hero.poisoned) == (1, 1, True)
    assert hero.armor_damage == {"gambeson": 2} and "bandage" not in hero.belongings
    assert board_of(state).supply.equipment.get("bandage", 0) == bandages + 1  # used up


def test_a_deck_of_20_from_the_pool_goes_into_the_next_quest_dev_15() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    pool = (*heroes["landsknecht"].cards, "LK22")  # an advanced card bought (DEV-14)
    state = with_board(
        state,
        heroes={**heroes, "landsknecht": heroes["landsknecht"].model_copy(update={"cards": pool})},
    )
    deck = list(heroes["landsknecht"].cards)
    deck[deck.index("LK01")] = "LK22"
    nineteen = refused(state, {"type": "build_deck", "hero": "landsknecht", "cards": deck[:19]})
    assert nineteen.rule == "DEV-15" and nineteen.message == "A deck has exactly 20 cards, not 19."
    twice = refused(
        state, {"type": "build_deck", "hero": "landsknecht", "cards": [*deck[:19], "LK22"]}
    )
    assert twice.code == "not_owned"
    state, _ = act(state, {"type": "build_deck", "hero": "landsknecht", "cards": deck})
    state, _ = act(
        state, {"type": "travel_to", "to": "M06"}, dice=ForcedDice(SeededDice(2), travel=[False])
    )
    state, _ = read_on(state, [])  # CAMP-36: S002's reading step
    assert state.quest is not None
    unit = state.quest.heroes["landsknecht"]
    assert sorted((*unit.draw_pile, *unit.hand)) == sorted(deck)
    assert "LK22" in state.quest.defs.cards


def test_a_hero_killed_under_hero_elimination_leaves_the_party_dev_39() -> None:
    """DEV-39, DEV-34 default: the gold goes to the decider of those left, the goods into
    the wagon."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.quest is not None
    unit = state.quest.heroes["landsknecht"]
    quest = state.quest.model_copy(
        update={
            "heroes": {
                **state.quest.heroes,
                "landsknecht": unit.model_copy(update={"killed": True, "health": 0}),
            }
        }
    )
    heroes = board_of(state).heroes
    rich = heroes["landsknecht"].model_copy(update={"gold_half": 5})
    state = with_board(
        state.model_copy(update={"quest": quest}), heroes={**heroes, "landsknecht": rich}
    )
    state, _ = end_quest(state, dice=ForcedDice(SeededDice(5), test=[3]))
    board = board_of(state)
    assert list(board.heroes) == ["huntress"] and board.heroes["huntress"].gold_half == 5
    assert sorted(board.wagon.equipment) == sorted(rich.belongings)
    state, _ = act(
        state, {"type": "travel_to", "to": "M06"}, dice=ForcedDice(SeededDice(2), travel=[False])
    )
    state, _ = read_on(state, [])  # CAMP-36: S002's reading step
    assert state.quest is not None and list(state.quest.heroes) == ["huntress"]


def test_the_campaign_is_lost_when_every_hero_falls_dev_39() -> None:
    """DEV-39: the campaign is lost when every hero has fallen."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.quest is not None
    dead = {
        k: u.model_copy(update={"killed": True, "health": 0}) for k, u in state.quest.heroes.items()
    }
    state, _ = end_quest(
        state.model_copy(update={"quest": state.quest.model_copy(update={"heroes": dead})}),
        outcome="defeat",
    )
    assert state.phase == "ended" and board_of(state).story.result_reason == "party_fell"


def test_the_killing_blow_earns_its_reward_we_21_end_14() -> None:
    """Quest 3: +1 morale for the hero whose attack removed the last enemy."""
    state, _ = after_quest_one()
    board = board_of(state)
    low = {k: h.model_copy(update={"morale": 1}) for k, h in board.heroes.items()}
    story = board.story.model_copy(update={"called_quest": "q3a"})  # as 18.01 A calls it
    state = with_board(state, heroes=low, story=story)
    for event in hand_over(state, SeededDice(3), base()):
        state = evolve(state, event)
    assert state.quest is not None and state.quest.quest == "q3a"
    enemy = next(iter(state.quest.enemies))
    state = evolve(state, EnemyEliminated(unit=enemy, by="huntress"))
    state, _ = end_quest(state)
    after = board_of(state).heroes
    assert after["huntress"].morale == 2 and after["landsknecht"].morale == 1


def test_a_new_player_joins_with_the_least_advanced_heros_xp_dev_35() -> None:
    """DEV-35: a new player joins with the least advanced hero's XP."""
    state, _ = after_quest_one()  # each hero has 1 XP
    heroes = board_of(state).heroes
    spent = heroes["huntress"].model_copy(update={"xp": 0, "xp_earned": 16})  # 15 spent
    state = with_board(state, heroes={**heroes, "huntress": spent})
    assert refused(state, {"type": "join_party", "hero": "medic"}).code == "seat_has_hero"
    state, _ = act(state, {"type": "open_seat", "seat": "s2"}, SYSTEM)
    state, _ = act(state, {"type": "join_party", "hero": "medic"}, seat("s2"))
    medic = board_of(state).heroes["medic"]
    assert medic.xp == 1 and medic.xp_earned == 1  # the Landsknecht's 1 < the Huntress's 16
    assert set(medic.belongings) == set(base().heroes["medic"].starting_equipment)
    assert state.seats["s2"].heroes == ("medic",)
    state, _ = act(
        state, {"type": "travel_to", "to": "M06"}, dice=ForcedDice(SeededDice(2), travel=[False])
    )
    state, _ = read_on(state, [])  # CAMP-36: S002's reading step
    assert state.quest is not None and "medic" in state.quest.heroes
