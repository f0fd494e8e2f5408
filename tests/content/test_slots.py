"""Which items fit a hero board's slots (DEV-04, EQUIP-03/04/05/11)."""

from __future__ import annotations

from app.content.loader import load_pack
from app.content.schema.equipment import Equipment
from app.content.slots import arrange, board_shortfall, missing_slots

PACK = load_pack()
BOARD = {"weapon": 3, "addition": 1, "armor": 2, "helmet": 1, "accessory": 1, "backpack": 2}


def items(*ids: str) -> list[Equipment]:
    return [PACK.equipment[i] for i in ids]


def test_items_go_on_their_own_slots_and_the_rest_is_carried() -> None:
    equipped, carried = arrange(items("longsword", "zweihander", "gambeson", "bandage"), BOARD)
    assert [i.id for i in equipped] == ["longsword", "gambeson", "bandage"]
    assert [i.id for i in carried] == ["zweihander"]
    assert missing_slots(items("longsword", "zweihander", "gambeson", "bandage"), BOARD) == 2


def test_a_second_shield_is_carried_even_with_weapon_slots_free() -> None:
    shields = items("buckler", "round_shield")  # 1 slot each: 2 of the 3 weapon slots
    equipped, carried = arrange(shields, BOARD)
    assert len(equipped) == 1
    assert len(carried) == 1
    assert "one shield" in (board_shortfall(shields, [], BOARD) or "")


def test_a_board_that_holds_everything_has_no_shortfall() -> None:
    assert board_shortfall(items("longsword", "gambeson"), items("bandage"), BOARD) is None
    assert "weapon slots hold 3, not 5" in (
        board_shortfall(items("longsword", "zweihander"), [], BOARD) or ""
    )


def test_a_quest_puts_what_does_not_fit_in_the_backpack() -> None:
    from app.engine.hunters.quest.steps.setup import hero_unit

    hero = PACK.heroes["landsknecht"].model_copy(
        update={"starting_equipment": ("longsword", "zweihander", "gambeson")}
    )
    pack = PACK.model_copy(update={"heroes": {**PACK.heroes, "landsknecht": hero}})
    unit = hero_unit(pack, "landsknecht", PACK.quests["q2"])
    assert unit.equipment == ("longsword", "gambeson")
    assert unit.backpack == ("zweihander",)
    assert unit.slots["weapon"] == 3
