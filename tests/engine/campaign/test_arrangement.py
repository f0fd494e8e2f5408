"""Laying a hero's belongings out between quests (EQUIP-03/04/11): items move between the
usable slots and the backpack; a layout the board does not hold is refused with its rule."""

from __future__ import annotations

from tests.engine.campaign.factory import act, after_quest_one, board_of, refused
from tests.engine.quest_factory import seat


def test_an_item_moves_from_its_slot_into_the_backpack_equip_04() -> None:
    state, _ = after_quest_one()
    h = board_of(state).heroes["huntress"]
    assert "hunting_knife" in h.equipment
    on_slots = [i for i in h.equipment if i != "hunting_knife"]
    layout = {"equipment": on_slots, "backpack": [*h.backpack, "hunting_knife"]}
    command = {"type": "arrange_equipment", "hero": "huntress", **layout}
    state, events = act(state, command, seat("s1"))
    after = board_of(state).heroes["huntress"]
    assert "hunting_knife" not in after.equipment and "hunting_knife" in after.backpack
    assert [e.type for e in events] == ["equipment_arranged"]


def test_the_layout_holds_the_items_the_hero_has_equip_03() -> None:
    state, _ = after_quest_one()
    h = board_of(state).heroes["landsknecht"]
    layout = {"equipment": [*h.equipment, "longsword"], "backpack": list(h.backpack)}
    rejection = refused(state, {"type": "arrange_equipment", "hero": "landsknecht", **layout})
    assert rejection.rule == "EQUIP-03" and "no others" in rejection.message


def test_more_than_the_backpack_slots_hold_is_refused_equip_03() -> None:
    state, _ = after_quest_one()
    h = board_of(state).heroes["landsknecht"]
    on_slots = [i for i in h.equipment if i != "longsword"]
    layout = {"equipment": on_slots, "backpack": [*h.backpack, "longsword"]}
    rejection = refused(state, {"type": "arrange_equipment", "hero": "landsknecht", **layout})
    assert rejection.rule == "EQUIP-03" and "backpack slots hold" in rejection.message


def test_another_players_hero_is_not_laid_out_by_me() -> None:
    state, _ = after_quest_one()
    h = board_of(state).heroes["huntress"]
    layout = {"equipment": list(h.equipment), "backpack": list(h.backpack)}
    rejection = refused(state, {"type": "arrange_equipment", "hero": "huntress", **layout})
    assert rejection.code
