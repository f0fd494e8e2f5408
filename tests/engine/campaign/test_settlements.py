"""Settlements (SETL-01..14, SETL-22; WE-15, WE-16) in Penzberg (M10, L01-L06)."""

from __future__ import annotations

from app.engine import HuntersTable, legal_commands
from app.engine.hunters.campaign.events.region import CardDrawn
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import act, board_of, end_quest, refused, with_board
from tests.engine.quest_factory import SYSTEM, base, new_campaign, seat

LOCATIONS = ("L01", "L02", "L03", "L04", "L05", "L06")


def in_penzberg(party: tuple[str, ...], gold_half: int = 10) -> HuntersTable:
    state, _ = new_campaign(party)
    state, _ = end_quest(state, dice=ForcedDice(SeededDice(5), test=[3]))
    board = board_of(state)
    region = board.region.model_copy(
        update={"marker": "M10", "revealed": ("M05", "M10"), "locations": LOCATIONS}
    )
    heroes = {k: h.model_copy(update={"gold_half": gold_half}) for k, h in board.heroes.items()}
    return with_board(state, region=region, heroes=heroes)


def enter(state: HuntersTable, location: str) -> HuntersTable:
    state, _ = act(state, {"type": "enter_location", "location": location},
                   dice=ForcedDice(SeededDice(1), travel=[False]))  # fmt: skip
    return state


def test_entering_a_location_costs_no_day_and_rolls_the_travel_die_setl_03_05_06() -> None:
    """SETL-03, SETL-05, SETL-06: entering a location costs no day and rolls the travel die."""
    state = in_penzberg(("landsknecht", "huntress"))
    day = board_of(state).days.day
    state, events = act(state, {"type": "enter_location", "location": "L04"},
                        dice=ForcedDice(SeededDice(1), travel=[False]))  # fmt: skip
    assert board_of(state).region.location == "L04" and board_of(state).days.day == day
    assert [e.type for e in events].count("travel_die_rolled") == 1


def test_a_location_is_entered_only_from_its_settlement_setl_01() -> None:
    state = in_penzberg(("landsknecht", "huntress"))
    region = board_of(state).region.model_copy(update={"marker": "M05"})
    assert (
        refused(
            with_board(state, region=region), {"type": "enter_location", "location": "L04"}
        ).rule
        == "SETL-01"
    )


def test_leaving_costs_no_day_and_travel_starts_from_the_map_card_setl_08() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress")), "L02")
    assert refused(state, {"type": "travel_to", "to": "M09"}).rule == "SETL-08"
    day = board_of(state).days.day
    state, _ = act(state, {"type": "leave_settlement"})
    assert board_of(state).region.location is None and board_of(state).days.day == day


def stay_id(state: HuntersTable) -> int:
    """The stay at the inn waiting on the other players (SETL-11)."""
    (stay,) = board_of(state).story.pending
    assert stay.kind == "inn"
    return stay.id


def test_inn_work_pays_each_worker_per_day_we_15_setl_12_15() -> None:
    """SETL-11/12/15: one player proposes two days of work, the others join with their own
    heroes, and the days pass once for the whole party."""
    state = enter(in_penzberg(("landsknecht", "huntress", "medic"), gold_half=0), "L04")
    day = board_of(state).days.day
    state, _ = act(state, {"type": "stay_at_inn", "days": 2, "work": ["landsknecht"]}, seat("s0"))
    stay = stay_id(state)
    assert board_of(state).days.day == day  # the others are asked first
    state, _ = act(state, {"type": "join_inn_stay", "decision": stay, "work": ["huntress"]},
                   seat("s1"))  # fmt: skip
    assert board_of(state).days.day == day
    state, events = act(state, {"type": "join_inn_stay", "decision": stay, "work": ["medic"]},
                        seat("s2"))  # fmt: skip
    board = board_of(state)
    assert {h.gold_half for h in board.heroes.values()} == {4}  # 2 gold each
    assert board.days.day == day + 2 and not board.story.pending
    assert [e.type for e in events].count("day_began") == 2


def test_inn_rest_costs_1_gold_and_gives_1_morale_we_16_setl_13() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress"), gold_half=2), "L04")
    before = board_of(state).heroes["landsknecht"]
    state, _ = act(state, {"type": "stay_at_inn", "days": 1, "rest": ["landsknecht"]})
    state, _ = act(state, {"type": "join_inn_stay", "decision": stay_id(state)}, seat("s1"))
    after = board_of(state).heroes["landsknecht"]
    assert (after.gold_half, after.morale) == (0, before.morale + 1)
    assert board_of(state).heroes["huntress"].gold_half == 2  # she did neither
    assert (
        refused(state, {"type": "stay_at_inn", "days": 1, "rest": ["landsknecht"]}).rule
        == "SETL-13"
    )


def test_a_stay_waits_on_every_other_player_and_nothing_else_happens_meanwhile_setl_11() -> None:
    """Each asked player answers once, for its own heroes; the proposer is not asked; the
    party does nothing else until the stay is settled (CAMP-35)."""
    state = enter(in_penzberg(("landsknecht", "huntress", "medic"), gold_half=4), "L04")
    state, _ = act(state, {"type": "stay_at_inn", "days": 1, "work": ["landsknecht"]})
    stay = stay_id(state)
    join = {"type": "join_inn_stay", "decision": stay}
    assert refused(state, {**join, "work": ["medic"]}, seat("s1")).code == "not_your_hero"
    assert refused(state, join, seat("s0")).code == "not_a_decider"
    assert refused(state, {"type": "leave_settlement"}, seat("s1")).rule == "CAMP-35"
    assert refused(state, {**join, "decision": stay + 9}, seat("s1")).code == "no_decision"
    state, _ = act(state, {**join, "rest": ["huntress"]}, seat("s1"))
    assert refused(state, join, seat("s1")).code == "already_answered"


def test_the_asked_players_are_offered_their_own_answers_setl_11() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress"), gold_half=0), "L04")
    state, _ = act(state, {"type": "stay_at_inn", "days": 1, "work": ["landsknecht"]})
    offered = [c for c in legal_commands(state, seat("s1"), base()) if c.type == "join_inn_stay"]
    # work, or nothing: a hero with no gold cannot pay for the rest (SETL-13)
    assert {(c.work, c.rest) for c in offered} == {(("huntress",), ()), ((), ())}
    assert not [c for c in legal_commands(state, seat("s0"), base()) if c.type == "join_inn_stay"]


def test_at_the_deadline_the_stay_goes_ahead_with_those_who_answered_setl_11() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress", "medic"), gold_half=0), "L04")
    day = board_of(state).days.day
    state, _ = act(state, {"type": "stay_at_inn", "days": 1, "work": ["landsknecht"]})
    stay = stay_id(state)
    state, _ = act(state, {"type": "join_inn_stay", "decision": stay, "work": ["huntress"]},
                   seat("s1"))  # fmt: skip
    state, _ = act(state, {"type": "apply_default", "decision": stay, "layer": "campaign"},
                   SYSTEM)  # fmt: skip
    heroes = board_of(state).heroes
    assert (heroes["landsknecht"].gold_half, heroes["huntress"].gold_half) == (2, 2)
    assert heroes["medic"].gold_half == 0 and board_of(state).days.day == day + 1


def test_one_player_with_all_the_heroes_stays_at_once_setl_11() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress"), gold_half=0), "L04")
    solo = state.model_copy(update={"seats": {
        "s0": state.seats["s0"].model_copy(update={"heroes": ("landsknecht", "huntress")}),
    }})  # fmt: skip
    day = board_of(solo).days.day
    solo, _ = act(solo, {"type": "stay_at_inn", "days": 1, "work": ["landsknecht", "huntress"]})
    assert board_of(solo).days.day == day + 1 and not board_of(solo).story.pending


def test_a_player_commits_only_its_own_heroes_setl_11() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress")), "L04")
    assert (
        refused(state, {"type": "stay_at_inn", "days": 1, "work": ["huntress"]}).code
        == "not_your_hero"
    )


def test_buying_and_selling_at_listed_prices_from_the_supply_setl_09_10() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress")), "L03")
    supply = board_of(state).supply.equipment.get("dagger", 0)
    state, _ = act(state, {"type": "buy_goods", "hero": "landsknecht", "item": "dagger"})
    board = board_of(state)
    assert (
        board.heroes["landsknecht"].gold_half == 10 - 6
        and "dagger" in board.heroes["landsknecht"].backpack
    )
    assert board.supply.equipment.get("dagger", 0) == supply - 1
    state, _ = act(state, {"type": "sell_goods", "hero": "landsknecht", "item": "dagger"})
    assert board_of(state).heroes["landsknecht"].gold_half == 10 - 6 + 2
    assert board_of(state).supply.equipment.get("dagger", 0) == supply


def test_a_location_sells_only_what_it_lists_setl_09() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress")), "L03")
    rejection = refused(state, {"type": "buy_goods", "hero": "landsknecht", "item": "longbow"})
    assert (rejection.rule, rejection.message) == ("SETL-09", "Hufnagel's Smithy sells no Longbow.")


def test_purchases_are_limited_by_the_tokens_left_setl_10() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress"), gold_half=200), "L02")
    left = board_of(state).supply.resources["saltpeter"]
    rejection = refused(
        state, {"type": "buy_goods", "hero": "landsknecht", "item": "saltpeter", "count": left + 1}
    )
    assert rejection.rule == "SETL-10"


def test_healing_restores_health_up_to_the_maximum_or_cures_poison_setl_14() -> None:
    """SETL-14: healing restores Health up to the maximum, or cures poison."""
    state = enter(in_penzberg(("landsknecht", "huntress")), "L05")
    assert refused(state, {"type": "buy_healing", "hero": "landsknecht"}).code == "unhurt"
    heroes = board_of(state).heroes
    hurt = heroes["landsknecht"].model_copy(update={"health": 1, "poisoned": True})
    state = with_board(state, heroes={**heroes, "landsknecht": hurt})
    state, _ = act(state, {"type": "buy_healing", "hero": "landsknecht"})
    state, _ = act(state, {"type": "buy_healing", "hero": "landsknecht", "cure": "poison"})
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.health, hero.poisoned, hero.gold_half) == (3, False, 10 - 4)


def test_gold_passes_freely_between_heroes_in_half_gold_setl_21_22() -> None:
    state = in_penzberg(("landsknecht", "huntress"), gold_half=3)
    state, _ = act(
        state,
        {"type": "transfer_gold", "giver": "landsknecht", "receiver": "huntress", "gold_half": 1},
    )
    heroes = board_of(state).heroes
    assert (heroes["landsknecht"].gold_half, heroes["huntress"].gold_half) == (2, 4)
    rejection = refused(
        state,
        {"type": "transfer_gold", "giver": "landsknecht", "receiver": "huntress", "gold_half": 5},
    )
    assert rejection.message == "Landsknecht has less than 2½ gold."


def test_rest_at_the_top_of_the_morale_track_still_costs_its_gold_dev_24() -> None:
    """SETL-13 (default): morale above the top of the track is lost; the rest is paid."""
    state = enter(in_penzberg(("landsknecht", "huntress"), gold_half=2), "L04")
    heroes = board_of(state).heroes
    top = heroes["landsknecht"].model_copy(update={"morale": heroes["landsknecht"].morale_top})
    state = with_board(state, heroes={**heroes, "landsknecht": top})
    state, _ = act(state, {"type": "stay_at_inn", "days": 1, "rest": ["landsknecht"]})
    state, _ = act(state, {"type": "join_inn_stay", "decision": stay_id(state)}, seat("s1"))
    hero = board_of(state).heroes["landsknecht"]
    assert (hero.morale, hero.gold_half) == (top.morale_top, 0)


def test_the_travel_die_draws_a_town_card_from_the_bottom_of_its_pile_setl_06_07() -> None:
    """SETL-06, SETL-07: the travel die draws a town card from the bottom of its pile."""
    state = in_penzberg(("landsknecht", "huntress"))
    bottom = board_of(state).piles.town[-1]
    dice = ForcedDice(SeededDice(1), travel=[True], test=[3] * 8, attack=[6] * 8)
    state, events = act(state, {"type": "enter_location", "location": "L02"}, dice=dice)
    drawn = [(e.card, e.pile) for e in events if isinstance(e, CardDrawn)]
    assert drawn == [(bottom, "town")]
