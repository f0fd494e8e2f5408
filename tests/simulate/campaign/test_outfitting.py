"""The scripted party's shopping (SETL-09/10, EQUIP-03/22/40): better armor, a helmet and
a better weapon of the hero's own kind, bought with a healer's reserve kept, the old piece
sold and the new one laid on the slots."""

from __future__ import annotations

from collections import Counter

from app.engine import HuntersTable, SeededDice, decide, evolve, legal_commands
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.simulate.campaign import outfitting
from app.simulate.campaign.party import CampaignParty
from tests.engine.campaign.factory import after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, is_command, seat


def landsknecht(state: HuntersTable) -> HeroBoard:
    return board_of(state).heroes["landsknecht"]


def test_armor_and_helmets_count_their_defense_weapons_their_dice_and_to_hit() -> None:
    items = base().equipment
    worth = outfitting.item_worth
    assert worth(items["chain_mail"]) > worth(items["gambeson"]) > 0
    assert worth(items["kettle_hat"]) > worth(items["leather_cap"]) > 0
    assert worth(items["halberd"]) > worth(items["longsword"]) > worth(items["dagger"])
    assert worth(items["arquebus"]) == 0  # TRAIT-28: reloading is left to players
    assert worth(items["buckler"]) == 0


def test_an_upgrade_beats_what_the_hero_owns_in_a_kind_it_fights_with() -> None:
    state, _ = after_quest_one()
    hero = landsknecht(state)  # longsword, gambeson, no helmet, no bow
    assert outfitting.gain(base(), hero, "kettle_hat") > 0
    assert outfitting.gain(base(), hero, "chain_mail") > 0
    assert outfitting.gain(base(), hero, "gambeson") == 0
    assert outfitting.gain(base(), hero, "dagger") <= 0
    assert outfitting.gain(base(), hero, "hunting_bow") == 0


def shopping_at_the_smithy(gold_half: int) -> HuntersTable:
    """The party in Hufnagel's Smithy (L03, Penzberg) with ``gold_half`` each."""
    state, _ = after_quest_one()
    board = board_of(state)
    heroes = {h: b.model_copy(update={"gold_half": gold_half}) for h, b in board.heroes.items()}
    region = board.region.model_copy(
        update={"marker": "M10", "location": "L03", "locations": ("L03",),
                "revealed": (*board.region.revealed, "M10")}
    )  # fmt: skip
    return with_board(state, heroes=heroes, region=region)


def shop(state: HuntersTable, steps: int = 12) -> HuntersTable:
    """Let the party shop until it has nothing more to do here."""
    party = CampaignParty(base())
    for _ in range(steps):
        board = board_of(state)
        options = [
            (c, a) for a in (seat(s) for s in state.seats) for c in legal_commands(state, a, base())
        ]
        step = party.outfitting(board, options)
        if step is None:
            return state
        command, actor = step
        assert is_command(command), command
        result = decide(state, command, SeededDice(3), actor=actor, content=base())
        assert isinstance(result, list), result
        for event in result:
            state = evolve(state, event)
    raise AssertionError("the party kept on shopping")


def test_the_party_buys_armor_and_a_helmet_and_wears_them() -> None:
    state = shop(shopping_at_the_smithy(gold_half=40))
    hero = landsknecht(state)
    assert "chain_mail" in hero.equipment and "kettle_hat" in hero.equipment
    assert "gambeson" not in hero.belongings  # sold at the smithy, which buys gambesons
    assert hero.gold_half >= outfitting.RESERVE_HALF


def test_purses_that_would_be_emptied_buy_nothing() -> None:
    """SETL-14/22: each hero keeps 2 gold for a healer; 3 gold each leave 2 between them,
    which buys no kettle hat (4 gold)."""
    state = shopping_at_the_smithy(gold_half=6)
    assert shop(state) == state


def overloaded_medic() -> HuntersTable:
    """The medic after quest 1 (dagger, jerkin, two bandages and an antidote filling its
    3 backpack slots) also carrying a kettle hat, a frag bomb and two holy waters."""
    state, _ = after_quest_one(party=("medic", "huntress"))
    board = board_of(state)
    hero = board.heroes["medic"]
    extra = ("kettle_hat", "frag_bomb", "holy_water", "holy_water")
    hero = hero.model_copy(update={"backpack": (*hero.backpack, *extra)})
    return with_board(state, heroes={**board.heroes, "medic": hero})


def test_what_the_backpack_cannot_hold_goes_into_the_wagon_and_the_hat_on_the_head() -> None:
    """EQUIP-04/40: the single-use items go first, the bandages and the antidote stay;
    then the tidy layout puts the kettle hat on the helmet slot (EQUIP-22)."""
    state = overloaded_medic()
    assert outfitting.overflow_item(base(), board_of(state).heroes["medic"]) is not None
    state = shop(state)
    medic = board_of(state).heroes["medic"]
    assert "kettle_hat" in medic.equipment
    assert sorted(board_of(state).wagon.equipment) == ["frag_bomb", "holy_water", "holy_water"]
    assert Counter(medic.belongings)["bandage"] == 2 and "antidote" in medic.belongings
    assert outfitting.overflow_item(base(), medic) is None


def test_damaged_armor_is_repaired_when_a_reserve_is_left() -> None:
    """EQUIP-45: 1 gold takes the markers off the gambeson; with 2 gold the hero keeps it
    for a healer instead."""
    state, _ = after_quest_one()
    board = board_of(state)
    for gold_half, repaired in ((10, True), (4, False)):
        hero = board.heroes["landsknecht"].model_copy(
            update={"armor_damage": {"gambeson": 2}, "gold_half": gold_half}
        )
        table = with_board(state, heroes={**board.heroes, "landsknecht": hero})
        options = [
            (c, a) for a in (seat(s) for s in table.seats) for c in legal_commands(table, a, base())
        ]
        step = CampaignParty(base()).caring(board_of(table), options)
        assert (step is not None and step[0].type == "repair_armor") is repaired
