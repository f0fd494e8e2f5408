"""Hero boards and equipment between quests (DEV-04, DEV-06, DEV-09, DEV-12, DEV-32,
EQUIP-01, EQUIP-02, EQUIP-24, EQUIP-27, EQUIP-39, EQUIP-44, EQUIP-48): what a board holds at
the start, the tracks' ranges, Health's bounds, and the tokens the campaign moves."""

from __future__ import annotations

from collections import Counter

from app.content.schema.narrative import Gain, Lose
from app.content.slots import arrange
from app.engine.hunters.campaign.rules.boards import hero_board
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
from tests.engine.campaign.test_story import told
from tests.engine.quest_factory import base, new_campaign, seat

SEVEN_CATEGORIES = {"weapon", "shield", "addition", "armor", "helmet", "accessory", "backpack"}


def test_a_board_starts_with_its_listed_equipment_within_its_slots_dev_04_equip_48() -> None:
    for hero_id, hero in base().heroes.items():
        board = hero_board(base(), hero_id)
        assert Counter(board.belongings) == Counter(hero.starting_equipment)
        assert board.slots == hero.free_slots  # the XP-priced covers stay on (DEV-17)
        used: Counter[str] = Counter()
        for item in board.equipment:
            definition = base().equipment[item]
            used["weapon" if definition.category == "shield" else definition.category] += (
                definition.slots
            )
        assert all(used[c] <= board.slots[c] for c in used), hero_id


def test_one_armor_on_two_slots_and_one_helmet_on_one_equip_24_27() -> None:
    """Every armor token takes 2 slots and every hero has exactly 2 armor slots; a helmet
    takes 1 of a hero's 1 helmet slot: a second armor or helmet is merely carried."""
    catalog = base()
    assert {e.slots for e in catalog.equipment.values() if e.category == "armor"} == {2}
    assert {e.slots for e in catalog.equipment.values() if e.category == "helmet"} == {1}
    for hero in catalog.heroes.values():
        assert hero.slots["armor"].free + len(hero.slots["armor"].xp) == 2
        assert hero.slots["helmet"].free + len(hero.slots["helmet"].xp) == 1
    items = [catalog.equipment[i] for i in ("gambeson", "chain_mail", "sallet", "kettle_hat")]
    equipped, carried = arrange(items, {"armor": 2, "helmet": 1, "backpack": 4})
    assert [i.id for i in equipped] == ["gambeson", "sallet"]
    assert [i.id for i in carried] == ["chain_mail", "kettle_hat"]


def test_attributes_range_0_to_4_and_health_to_5_dev_06() -> None:
    for hero in base().heroes.values():
        for attribute in ("strength", "agility", "perception", "knowledge"):
            track = getattr(hero, attribute)
            assert 0 <= track.start <= track.maximum <= 4
        assert 0 < hero.health.start <= hero.health.maximum <= 5
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    top = heroes["huntress"].model_copy(update={"max_health": 5, "health": 5, "xp": 99})
    state = with_board(state, heroes={**heroes, "huntress": top})
    command = {"type": "raise_attribute", "hero": "huntress", "attribute": "health"}
    rejection = refused(state, command, seat("s1"))
    assert rejection.rule == "DEV-10"
    assert rejection.message == "Huntress's maximum Health is at its maximum."


def test_xp_is_marked_then_spent_and_there_are_no_levels_dev_09() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (Gain(do="gain", who="each_hero", xp=20),))
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.xp, hero.xp_earned) == (21, 21)
    command = {"type": "raise_attribute", "hero": "landsknecht", "attribute": "knowledge"}
    state, _ = act(state, command)
    after = board_of(state).heroes["landsknecht"]
    assert (after.xp, after.xp_earned, after.knowledge) == (6, 21, 1)  # 15 XP spent
    assert not hasattr(after, "level")


def test_health_gained_stops_at_the_maximum_dev_12() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    hurt = heroes["landsknecht"].model_copy(update={"health": 1})
    state = with_board(state, heroes={**heroes, "landsknecht": hurt})
    state, _ = told(state, (Gain(do="gain", who="each_hero", health=10),))
    for hero in board_of(state).heroes.values():
        assert hero.health == hero.max_health


def test_health_never_goes_below_0_dev_32() -> None:
    """Two Health off a hero with 1: it is at 0 (the point it could not lose costs a day,
    DEV-33)."""
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    hurt = heroes["landsknecht"].model_copy(update={"health": 1})
    state = with_board(state, heroes={**heroes, "landsknecht": hurt})
    day = board_of(state).days.day
    state, _ = told(state, (Lose(do="lose", who="each_hero", health=2),))
    board = board_of(state)
    assert board.heroes["landsknecht"].health == 0
    assert board.heroes["huntress"].health == heroes["huntress"].health - 2
    assert board.days.day == day + 1


def test_an_item_lost_goes_back_to_the_supply_as_a_token_equip_01() -> None:
    state, _ = after_quest_one()
    supply = board_of(state).supply.equipment.get("bandage", 0)
    assert "bandage" in board_of(state).heroes["landsknecht"].belongings
    state, _ = told(state, (Lose(do="lose", who="each_hero", equipment=("bandage",)),))
    assert "bandage" not in board_of(state).heroes["landsknecht"].belongings
    assert board_of(state).supply.equipment["bandage"] == supply + 1
    state, _ = told(state, (Gain(do="gain", who="each_hero", equipment=("bandage",)),))
    assert board_of(state).supply.equipment.get("bandage", 0) == supply + 1 - 2


def test_seven_categories_of_equipment_equip_02() -> None:
    assert {e.category for e in base().equipment.values()} == SEVEN_CATEGORIES


def test_three_families_of_six_resources_equip_44() -> None:
    families = Counter(r.family for r in base().resources.values())
    assert families == {"material": 6, "plant": 6, "trophy": 6}


def test_each_wagon_track_makes_its_own_kind_of_item_equip_39() -> None:
    """Armor and shields need the Armorer's Tools; bows and crossbows the Bowyer's Table;
    potions the Alchemist's Lab; traps the Workshop; melee blades the Blacksmith's Tools."""
    catalog = base()
    protective = [
        i
        for i, e in catalog.equipment.items()
        if e.category in ("armor", "shield") and i in catalog.recipes
    ]
    needs = {
        "armorers_tools": protective,
        "bowyers_table": ["hunting_bow", "longbow", "crossbow", "heavy_crossbow"],
        "alchemists_lab": ["antidote", "healing_potion"],
        "workshop": ["snare", "bear_trap"],
        "blacksmiths_tools": ["dagger", "longsword", "zweihander", "arquebus"],
    }  # fmt: skip
    for category, items in needs.items():
        assert items
        assert all(category in catalog.recipes[i].wagon for i in items), category


def test_a_joining_hero_is_one_of_the_five_and_not_a_fifth_dev_01_02() -> None:
    state, _ = new_campaign(("landsknecht", "huntress", "medic", "sorceress"))
    state, _ = end_quest(state, dice=ForcedDice(SeededDice(5), test=[3]))
    full = refused(state, {"type": "open_seat", "seat": "s4"}, SYSTEM)  # no fifth player
    assert (full.code, full.rule) == ("table_full", "DEV-02")
    state, _ = after_quest_one()
    state, _ = act(state, {"type": "open_seat", "seat": "s2"}, SYSTEM)
    taken = refused(state, {"type": "join_party", "hero": "huntress"}, seat("s2"))
    assert (taken.code, taken.rule, taken.message) == (
        "hero_taken",
        "DEV-02",
        "Huntress is already in the party.",
    )
    unknown = refused(state, {"type": "join_party", "hero": "jester"}, seat("s2"))
    assert (unknown.code, unknown.rule) == ("unknown_hero", "DEV-01")
