"""The scripted party's wagon and crafting (EQUIP-37..43) and its shared purse (SETL-22):
resources pooled in the wagon, a track raised only for a recipe it can make now, the
upgrade crafted; a purchase one purse cannot pay funded by another."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.content.catalog import Catalog
from app.engine import HuntersTable, SeededDice, decide, evolve, legal_commands
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.simulate.campaign import crafting, outfitting
from app.simulate.campaign.outfitting import Choice
from tests.engine.campaign.factory import after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, is_command, seat
from tests.simulate.campaign.test_outfitting import shopping_at_the_smithy

Step = Callable[[CampaignBoard, Catalog, Sequence[Choice]], Choice | None]


def run(state: HuntersTable, step: Step, most: int = 20) -> tuple[HuntersTable, list[str]]:
    """Apply ``step``'s choices until it has none; the types of the events, in order."""
    seen: list[str] = []
    for _ in range(most):
        options = [
            (c, a) for a in (seat(s) for s in state.seats) for c in legal_commands(state, a, base())
        ]
        choice = step(board_of(state), base(), options)
        if choice is None:
            return state, seen
        command, actor = choice
        assert is_command(command), command
        result = decide(state, command, SeededDice(3), actor=actor, content=base())
        assert isinstance(result, list), result
        for event in result:
            state = evolve(state, event)
            seen.append(event.type)
    raise AssertionError("the party never stopped")


def with_purses(state: HuntersTable, **gold_half: int) -> HuntersTable:
    board = board_of(state)
    heroes = {h: b.model_copy(update={"gold_half": gold_half.get(h, b.gold_half)})
              for h, b in board.heroes.items()}  # fmt: skip
    return with_board(state, heroes=heroes)


def with_steel_in_wagon(state: HuntersTable, steel: int) -> HuntersTable:
    wagon = board_of(state).wagon.model_copy(update={"resources": {"steel": steel}})
    return with_board(state, wagon=wagon)


def test_resources_go_into_the_wagon_all_of_a_kind_at_once() -> None:
    """EQUIP-40: three leather in one StoreInWagon, none left on the hero."""
    state, _ = after_quest_one()
    board = board_of(state)
    hero = board.heroes["landsknecht"].model_copy(update={"resources": {"leather": 3}})
    state = with_board(state, heroes={**board.heroes, "landsknecht": hero})
    kinds = sum(len(h.resources) for h in board_of(state).heroes.values())
    state, seen = run(state, lambda b, c, o: crafting.pooling(b, c, o))
    assert seen == ["wagon_loaded"] * kinds
    assert board_of(state).wagon.resources["leather"] >= 3
    assert board_of(state).heroes["landsknecht"].resources.get("leather", 0) == 0


def test_the_wagon_is_raised_for_a_recipe_the_party_can_make_and_the_item_crafted() -> None:
    """EQUIP-38/42: two steel in the wagon make a kettle hat once the Armorer's Tools reach
    level 1 (2 gold, from the richest purse); the landsknecht, bare-headed, gets it."""
    state, _ = after_quest_one()
    state = with_steel_in_wagon(with_purses(state, landsknecht=20, huntress=12), steel=2)
    state, seen = run(state, crafting.crafting)
    board = board_of(state)
    assert seen == ["wagon_upgraded", "item_crafted"]
    assert board.wagon.levels["armorers_tools"] == 1
    assert board.heroes["landsknecht"].gold_half == 20 - 4
    assert "kettle_hat" in board.heroes["landsknecht"].belongings
    assert board.wagon.resources.get("steel", 0) == 0


def test_no_gold_goes_on_a_track_the_party_has_no_resources_for() -> None:
    state, _ = after_quest_one()
    state = with_purses(state, landsknecht=40, huntress=40)
    after, seen = run(state, crafting.crafting)
    assert seen == [] and after == state


def test_a_track_is_not_bought_with_a_healers_reserve() -> None:
    """SETL-14: 2 gold for the level would leave each purse under the reserve."""
    state, _ = after_quest_one()
    state = with_steel_in_wagon(with_purses(state, landsknecht=6, huntress=6), steel=2)
    assert run(state, crafting.crafting)[1] == []


def test_a_purse_too_thin_for_an_upgrade_is_topped_up_by_the_richest() -> None:
    """SETL-22: the landsknecht's 4 gold leave 2 to spend; the huntress hands over what
    he lacks, and both keep a healer's reserve."""
    state = with_purses(shopping_at_the_smithy(gold_half=8), huntress=60)
    state, seen = run(state, lambda b, c, o: outfitting.purchase(b, c, o))
    heroes = board_of(state).heroes
    assert "gold_transferred" in seen
    assert "kettle_hat" in heroes["landsknecht"].belongings
    assert all(h.gold_half >= outfitting.RESERVE_HALF for h in heroes.values())
