"""Laying out a hero's items between quests (EQUIP-03/04, EQUIP-21/22, EQUIP-24, EQUIP-27,
EQUIP-41): on usable slots or merely carried, one armor and one helmet worn, runes forged
for good, nothing during a quest. The Landsknecht starts with a longsword, a gambeson and
a bandage on his slots (the bandage on a backpack slot)."""

from __future__ import annotations

from typing import Any

from app.content.schema.narrative import Gain
from app.engine import HuntersTable
from app.engine.hunters.campaign.commands import ArrangeEquipment
from app.engine.hunters.legal import legal_commands
from tests.engine.campaign.factory import act, after_quest_one, board_of, refused, with_board
from tests.engine.campaign.test_story import told
from tests.engine.quest_factory import base, new_campaign, seat

START = ["longsword", "gambeson", "bandage"]


def arrange(equipment: list[str], carried: list[str]) -> dict[str, Any]:
    return {"type": "arrange_equipment", "hero": "landsknecht", "equipment": equipment,
            "backpack": carried}  # fmt: skip


def with_gains(*items: str) -> HuntersTable:
    """The Landsknecht gains ``items``: they are carried until he lays them out."""
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    hero = heroes["landsknecht"]
    gained = hero.model_copy(update={"backpack": (*hero.backpack, *items)})
    return with_board(state, heroes={**heroes, "landsknecht": gained})


def test_an_item_gained_is_carried_until_it_is_laid_out_on_the_slots_equip_04_22() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (Gain(do="gain", who="each_hero", equipment=("sallet",)),))
    hero = board_of(state).heroes["landsknecht"]
    assert hero.backpack == ("sallet",) and "sallet" not in hero.equipment
    state, events = act(state, arrange([*START, "sallet"], []))
    hero = board_of(state).heroes["landsknecht"]
    assert hero.equipment == (*START, "sallet") and hero.backpack == ()
    assert [e.type for e in events] == ["equipment_arranged"]


def test_one_armor_is_worn_and_another_only_carried_equip_24() -> None:
    state = with_gains("chain_mail")
    rejection = refused(state, arrange([*START, "chain_mail"], []))
    assert (rejection.code, rejection.rule) == ("does_not_fit", "EQUIP-03")
    assert rejection.message == (
        "That does not fit Landsknecht's board: the armor slots hold 2, not 4 (EQUIP-03)."
    )
    rejection = refused(state, arrange(["longsword", "chain_mail", "bandage"], ["gambeson"]))
    assert "backpack slots hold 2, not 3" in rejection.message  # a carried armor takes 2
    state, _ = act(state, {"type": "store_in_wagon", "hero": "landsknecht", "item": "bandage"})
    state, _ = act(state, arrange(["longsword", "chain_mail"], ["gambeson"]))
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.equipment, hero.backpack) == (("longsword", "chain_mail"), ("gambeson",))


def test_one_helmet_on_the_helmet_slot_equip_27() -> None:
    state = with_gains("sallet", "kettle_hat")
    rejection = refused(state, arrange([*START, "sallet", "kettle_hat"], []))
    assert "helmet slots hold 1, not 2" in rejection.message


def test_only_the_items_the_hero_has_equip_22() -> None:
    state, _ = after_quest_one()
    rejection = refused(state, arrange([*START, "longbow"], []))
    assert (rejection.code, rejection.rule) == ("bad_items", "EQUIP-22")
    assert refused(state, arrange(["longsword", "bandage"], [])).code == "bad_items"


def test_a_rune_stays_forged_to_its_weapon_equip_21() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    forged = heroes["landsknecht"].model_copy(update={"equipment": (*START, "sagacitate_rune")})
    state = with_board(state, heroes={**heroes, "landsknecht": forged})
    rejection = refused(state, arrange(START, ["sagacitate_rune"]))
    assert (rejection.code, rejection.rule) == ("rune_forged", "EQUIP-21")
    assert rejection.message == "Sagacitate is forged to its weapon for good."


def test_nothing_is_laid_out_anew_during_a_quest_equip_41() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.phase == "quest"
    rejection = refused(state, arrange(START, []))
    assert rejection.code not in ("bad_items", "does_not_fit")


def test_a_player_lays_out_only_its_own_heros_items() -> None:
    state, _ = after_quest_one()
    rejection = refused(state, arrange(START, []), seat("s1"))
    assert "Landsknecht" in rejection.message


def test_legal_offers_the_carried_items_on_their_free_slots() -> None:
    state = with_gains("sallet")
    offered = [
        c for c in legal_commands(state, seat("s0"), base())
        if isinstance(c, ArrangeEquipment) and c.hero == "landsknecht"
    ]  # fmt: skip
    assert offered == [ArrangeEquipment(hero="landsknecht", equipment=(*START, "sallet"))]
    state, _ = act(state, offered[0].model_dump())
    assert board_of(state).heroes["landsknecht"].equipment[-1] == "sallet"
    assert not any(
        isinstance(c, ArrangeEquipment) for c in legal_commands(state, seat("s1"), base())
        if getattr(c, "hero", None) == "landsknecht"
    )  # fmt: skip


def test_legal_offers_the_layout_as_it_is_when_nothing_needs_tidying() -> None:
    """EQUIP-22/41: between quests arranging stays open; with everything on its slots the
    layout offered is the one the hero has (any other is a choice of it, like a deck)."""
    state, _ = after_quest_one()  # everything already on its slots
    offered = [
        c for c in legal_commands(state, seat("s0"), base()) if c.type == "arrange_equipment"
    ]
    assert offered == [ArrangeEquipment(hero="landsknecht", equipment=tuple(START))]
    assert act(state, arrange(START, []))[1][0].type == "equipment_arranged"  # still allowed
