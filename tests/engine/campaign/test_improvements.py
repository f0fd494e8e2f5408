"""The wagon (EQUIP-37..41, EQUIP-45), crafting (EQUIP-42/43) and development (DEV-10..17)
between quests; worked examples WE-11, WE-12, WE-13."""

from __future__ import annotations

from app.engine import HuntersTable
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import (
    act,
    after_quest_one,
    board_of,
    end_quest,
    refused,
    with_board,
)
from tests.engine.quest_factory import new_campaign, seat


def rich(gold_half: int = 40, xp: int = 0) -> HuntersTable:
    state, _ = after_quest_one()
    heroes = {
        k: h.model_copy(update={"gold_half": gold_half, "xp": xp})
        for k, h in board_of(state).heroes.items()
    }
    return with_board(state, heroes=heroes)


def test_wagon_levels_cost_2_3_5_in_order_we_13_equip_38() -> None:
    state = rich(gold_half=20)
    for level, spent_half in ((1, 4), (2, 10), (3, 20)):  # 2, then 3, then 5 gold
        state, _ = act(
            state, {"type": "upgrade_wagon", "category": "workshop", "hero": "landsknecht"}
        )
        assert board_of(state).wagon.levels["workshop"] == level
        assert board_of(state).heroes["landsknecht"].gold_half == 20 - spent_half
    rejection = refused(
        state, {"type": "upgrade_wagon", "category": "workshop", "hero": "landsknecht"}
    )
    assert (
        rejection.rule == "EQUIP-38"
        and rejection.message == "The wagon's Workshop is at its top level."
    )


def test_the_wagon_stores_anything_and_gives_it_back_equip_40() -> None:
    state = rich()
    state, _ = act(state, {"type": "store_in_wagon", "hero": "landsknecht", "item": "bandage"})
    assert board_of(state).wagon.equipment == ("bandage",)
    assert "bandage" not in board_of(state).heroes["landsknecht"].belongings
    state, _ = act(
        state, {"type": "take_from_wagon", "hero": "huntress", "item": "bandage"}, seat("s1")
    )
    assert board_of(state).wagon.equipment == ()
    assert "bandage" in board_of(state).heroes["huntress"].backpack
    assert (
        refused(state, {"type": "take_from_wagon", "hero": "landsknecht", "item": "bandage"}).rule
        == "EQUIP-40"
    )


def plate_armor_position(level: int, steel: int, token: bool = True) -> HuntersTable:
    state = rich()
    board = board_of(state)
    wagon = board.wagon.model_copy(
        update={
            "levels": {**board.wagon.levels, "armorers_tools": level},
            "resources": {"steel": steel - 2, "silver": 2, "monster_fur": 2},
        }
    )
    hero = board.heroes["landsknecht"].model_copy(update={"resources": {"steel": 2}})
    supply = board.supply.model_copy(
        update={"equipment": {**board.supply.equipment, "plate_armor": 1 if token else 0}}
    )
    return with_board(
        state, wagon=wagon, heroes={**board.heroes, "landsknecht": hero}, supply=supply
    )


def test_plate_armor_is_crafted_from_its_resources_we_12_equip_42_43() -> None:
    state = plate_armor_position(level=3, steel=6)
    steel = board_of(state).supply.resources["steel"]
    state, _ = act(
        state,
        {"type": "craft_item", "recipe": "plate_armor", "hero": "landsknecht", "into": "wagon"},
    )
    board = board_of(state)
    assert board.wagon.equipment == ("plate_armor",) and not board.wagon.resources
    assert board.heroes["landsknecht"].resources == {}
    assert board.supply.resources["steel"] == steel + 6  # discarded to the supply
    assert board.supply.equipment.get("plate_armor", 0) == 0


def test_plate_armor_needs_level_3_six_steel_and_a_free_token_we_12() -> None:
    low = refused(
        plate_armor_position(level=2, steel=6),
        {"type": "craft_item", "recipe": "plate_armor", "hero": "landsknecht"},
    )
    assert low.message == "The wagon's Armorer's Tools must be at level 3 for Plate Armor."
    short = refused(
        plate_armor_position(level=3, steel=5),
        {"type": "craft_item", "recipe": "plate_armor", "hero": "landsknecht"},
    )
    assert short.rule == "EQUIP-42" and "6 Steel" in short.message
    gone = refused(
        plate_armor_position(level=3, steel=6, token=False),
        {"type": "craft_item", "recipe": "plate_armor", "hero": "landsknecht"},
    )
    assert gone.rule == "EQUIP-43"


def test_armor_repair_costs_1_gold_equip_45() -> None:
    state = rich(gold_half=2)
    heroes = board_of(state).heroes
    state = with_board(
        state,
        heroes={
            **heroes,
            "landsknecht": heroes["landsknecht"].model_copy(
                update={"armor_damage": {"gambeson": 2}}
            ),
        },
    )
    state, _ = act(state, {"type": "repair_armor", "hero": "landsknecht"})
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.armor_damage, hero.gold_half) == ({}, 0)
    assert refused(state, {"type": "repair_armor", "hero": "landsknecht"}).rule == "EQUIP-45"


def landsknecht_with(xp: int) -> HuntersTable:
    state, _ = new_campaign(("landsknecht", "huntress"))
    state, _ = end_quest(state, dice=ForcedDice(SeededDice(5), test=[3]))
    heroes = board_of(state).heroes
    return with_board(
        state, heroes={**heroes, "landsknecht": heroes["landsknecht"].model_copy(update={"xp": xp})}
    )


def test_landsknecht_development_prices_we_11_dev_10_11_14_17() -> None:
    """25 XP: +1 max Health 5, Knowledge 15, Perception 15, Agility 20, a slot 10, LK22 12;
    Strength 30 is refused."""
    for command, price in (
        ({"type": "raise_attribute", "hero": "landsknecht", "attribute": "health"}, 5),
        ({"type": "raise_attribute", "hero": "landsknecht", "attribute": "knowledge"}, 15),
        ({"type": "raise_attribute", "hero": "landsknecht", "attribute": "perception"}, 15),
        ({"type": "raise_attribute", "hero": "landsknecht", "attribute": "agility"}, 20),
        ({"type": "unlock_slot", "hero": "landsknecht", "category": "weapon"}, 10),
        ({"type": "buy_action_card", "hero": "landsknecht", "card": "LK22"}, 12),
    ):
        state, _ = act(landsknecht_with(25), command)
        assert board_of(state).heroes["landsknecht"].xp == 25 - price, command
    strength = refused(
        landsknecht_with(25),
        {"type": "raise_attribute", "hero": "landsknecht", "attribute": "strength"},
    )
    assert (strength.rule, strength.message) == (
        "DEV-10",
        "Strength 3 costs 30 XP; Landsknecht has 25.",
    )


def test_raising_max_health_raises_current_health_dev_11() -> None:
    state = landsknecht_with(5)
    state, _ = act(state, {"type": "raise_attribute", "hero": "landsknecht", "attribute": "health"})
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.max_health, hero.health) == (5, 5)


def test_knowledge_then_a_slot_spends_exactly_25_we_11() -> None:
    state = landsknecht_with(25)
    state, _ = act(
        state, {"type": "raise_attribute", "hero": "landsknecht", "attribute": "knowledge"}
    )
    state, _ = act(state, {"type": "unlock_slot", "hero": "landsknecht", "category": "backpack"})
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.xp, hero.knowledge, hero.slots["backpack"]) == (0, 1, 3)
    assert (
        refused(state, {"type": "unlock_slot", "hero": "landsknecht", "category": "backpack"}).rule
        == "DEV-17"
    )


def test_a_bought_card_joins_the_pool_one_copy_at_a_time_dev_14() -> None:
    state = landsknecht_with(36)
    for _ in range(3):
        state, _ = act(state, {"type": "buy_action_card", "hero": "landsknecht", "card": "LK22"})
    assert board_of(state).heroes["landsknecht"].cards.count("LK22") == 3
    assert (
        refused(state, {"type": "buy_action_card", "hero": "landsknecht", "card": "LK22"}).rule
        == "DEV-14"
    )


def test_the_wagon_is_locked_during_a_quest_equip_41() -> None:
    """END-13: wagon, trade and development happen between quests only."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.phase == "quest"
    rejection = refused(state, {"type": "store_in_wagon", "hero": "landsknecht", "item": "bandage"})
    assert rejection.code == "quest_lock" and rejection.rule == "EQUIP-41"
