"""Travel and days (CAMP-02, CAMP-11..18, CAMP-25, CAMP-32/33, SETL-16..20, DEV-31..33,
TRAIT-16; WE-14, WE-22, DV-09..11)."""

from __future__ import annotations

from app.content.schema.narrative import PlaceCard
from app.engine import HuntersTable
from app.engine.hunters.campaign.events.days import DeadlineMissed
from app.engine.hunters.campaign.events.region import CardDrawn, MapCardRevealed
from app.engine.hunters.campaign.model.region import Placement
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.steps.cards import draw_road_card, place_card
from app.engine.hunters.campaign.steps.days import advance_days
from app.engine.hunters.campaign.steps.heroes import lose_health, lose_morale
from app.engine.kernel.dice import Dice, ForcedDice, SeededDice
from tests.engine.campaign.factory import (
    act,
    after_quest_one,
    board_of,
    no_travel_die,
    refused,
    with_board,
)
from tests.engine.quest_factory import base, new_campaign, read_on


def ledger_for(state: HuntersTable, dice: Dice | None = None) -> CampaignRecorder:
    seating = Seating(seats=tuple(state.seats), seat_of=state.seat_of_hero)
    return CampaignRecorder(board_of(state), dice or SeededDice(3), base(), seating)


def token_on(ledger: CampaignRecorder, card: str) -> str | None:
    """The time token on placed card ``card`` now (read afresh after the days advance)."""
    return ledger.board.region.placed[card].token


def test_travel_east_reveals_m06_and_s002_calls_quest_2_camp_11_18_22() -> None:
    state, _ = after_quest_one(test_die=3)
    state, events = act(state, {"type": "travel_to", "to": "M06"}, dice=no_travel_die())
    board = board_of(state)
    state, _ = read_on(state, [])  # CAMP-36: S002's reading step
    assert board.days.day == 2  # CAMP-11: one day
    assert board.region.marker == "M06" and board.region.is_revealed("M06")  # CAMP-18
    assert state.phase == "quest" and state.quest is not None and state.quest.quest == "q2"
    assert [e.type for e in events].count("day_began") == 1


def test_travel_goes_only_to_a_neighbour_camp_11() -> None:
    state, _ = after_quest_one()
    rejection = refused(state, {"type": "travel_to", "to": "M07"})
    assert rejection.rule == "CAMP-11" and rejection.message == (
        "The River Bridge is not next to Loisach Woods."
    )


def test_the_travel_die_draws_from_the_bottom_of_the_destinations_level_camp_12_13_14() -> None:
    state, _ = after_quest_one()
    bottom = board_of(state).piles.road_1[-1]
    dice = ForcedDice(SeededDice(4), travel=[True], test=[3, 3, 3, 3])
    state, events = act(state, {"type": "travel_to", "to": "M02"}, dice=dice)
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert [(e.card, e.pile) for e in drawn] == [(bottom, "road_1")]


def test_an_exhausted_pile_gives_way_to_the_next_level_up_camp_16() -> None:
    """CAMP-16: an exhausted road pile gives way to the next level up."""
    state, _ = after_quest_one()
    piles = board_of(state).piles
    assert piles.road_2, "the pack has level-II road cards"
    state = with_board(state, piles=piles.model_copy(update={"used": piles.road_1}))
    ledger = ledger_for(state)
    draw_road_card(ledger, 1)
    (drawn,) = [e for e in ledger.events if isinstance(e, CardDrawn)]
    assert (drawn.card, drawn.pile) == (piles.road_2[-1], "road_2")


def test_an_exhausted_pile_is_reshuffled_when_no_higher_level_has_cards_camp_16() -> None:
    """CAMP-16: with no higher level left, the exhausted pile is reshuffled."""
    state, _ = after_quest_one()
    piles = board_of(state).piles
    used = (*piles.road_1, *piles.road_2, *piles.road_3)
    state = with_board(state, piles=piles.model_copy(update={"used": used}))
    ledger = ledger_for(state)
    draw_road_card(ledger, 1)
    kinds = [e.type for e in ledger.events]
    assert kinds[:2] == ["pile_reshuffled", "card_drawn"]
    assert not set(ledger.board.piles.used) & set(piles.road_1)


def test_the_campaign_is_lost_when_the_marker_would_pass_day_60_camp_02() -> None:
    state, _ = after_quest_one()
    state = with_board(state, days=board_of(state).days.model_copy(update={"day": 60}))
    state, _ = act(state, {"type": "travel_to", "to": "M02"}, dice=no_travel_die())
    assert state.phase == "ended" and board_of(state).story.result == "defeat"
    assert board_of(state).days.day == 60  # the day never passes 60


def test_a_missed_main_plot_deadline_makes_the_campaign_unwinnable_camp_25() -> None:
    """S005 shows day 20: lying on M10 unrevealed at the end of day 20, the players are told."""
    state, _ = after_quest_one()
    board = board_of(state)
    placed = {**board.region.placed, "S005": Placement(at="M10")}
    state = with_board(
        state,
        days=board.days.model_copy(update={"day": 20}),
        region=board.region.model_copy(update={"placed": placed}),
    )
    state, events = act(state, {"type": "travel_to", "to": "M02"}, dice=no_travel_die())
    assert [e.card for e in events if isinstance(e, DeadlineMissed)] == ["S005"]
    assert not board_of(state).is_winnable


def test_a_time_token_holds_its_card_for_its_days_we_22_camp_32_33() -> None:
    state, _ = after_quest_one()
    ledger = ledger_for(state)
    place_card(ledger, PlaceCard(do="place_card", card="S003", at="M05", time_token_days=3))
    placed = ledger.board.region.placed["S003"]
    assert placed.token == "A" and ledger.board.days.time_tokens == {"A": 4}
    advance_days(ledger, 2)
    assert token_on(ledger, "S003") == "A"
    advance_days(ledger, 1)
    assert token_on(ledger, "S003") is None and not ledger.board.days.time_tokens


def test_a_card_under_a_time_token_cannot_be_read_camp_33() -> None:
    state, _ = after_quest_one()
    ledger = ledger_for(state)
    place_card(ledger, PlaceCard(do="place_card", card="S003", at="M05", time_token_days=3))
    state = with_board(state, region=ledger.board.region, days=ledger.board.days)
    assert refused(state, {"type": "read_plot_card", "card": "S003"}).rule == "CAMP-33"


def test_health_lost_at_zero_advances_the_days_dv_09_dev_33() -> None:
    state, _ = after_quest_one()
    ledger = ledger_for(state)
    hero = ledger.board.heroes["landsknecht"]
    state = with_board(
        state, heroes={**ledger.board.heroes, "landsknecht": hero.model_copy(update={"health": 0})}
    )
    ledger = ledger_for(state)
    lose_health(ledger, "landsknecht", 2, "road")
    assert ledger.board.days.day == 3 and ledger.board.heroes["landsknecht"].health == 0


def test_poison_costs_1_health_at_the_end_of_each_day_dv_10_trait_16() -> None:
    """END-15: a poisoned hero loses 1 Health at the end of each day between quests."""
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    poisoned = heroes["landsknecht"].model_copy(update={"poisoned": True, "health": 4})
    state = with_board(state, heroes={**heroes, "landsknecht": poisoned})
    ledger = ledger_for(state)
    advance_days(ledger, 2)
    assert ledger.board.heroes["landsknecht"].health == 2
    assert ledger.board.heroes["huntress"].health == heroes["huntress"].health


def test_morale_lost_on_the_lowest_space_costs_health_dv_11_dev_31() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    low = heroes["huntress"].model_copy(update={"morale": 0})
    state = with_board(state, heroes={**heroes, "huntress": low})
    ledger = ledger_for(state)
    lose_morale(ledger, "huntress", 1, "road")
    hero = ledger.board.heroes["huntress"]
    assert hero.morale == 0 and hero.health == low.health - 1


def test_river_travel_costs_half_gold_per_hero_and_a_day_we_14_setl_16_18() -> None:
    state, _ = new_campaign(("landsknecht", "huntress", "medic"))
    from tests.engine.campaign.factory import end_quest

    state, _ = end_quest(state, dice=ForcedDice(SeededDice(5), test=[3]))
    board = board_of(state)
    heroes = {k: h.model_copy(update={"gold_half": 2}) for k, h in board.heroes.items()}
    region = board.region.model_copy(update={"marker": "M10", "revealed": ("M05", "M10", "M17")})
    state = with_board(state, heroes=heroes, region=region)
    state, events = act(state, {"type": "sail_to", "to": "M17"})
    after = board_of(state)
    assert after.region.marker == "M17" and after.days.day == board.days.day + 1
    assert sum(h.gold_half for h in after.heroes.values()) == 6 - 3  # 3 heroes, half a gold each
    assert not any(e.type == "travel_die_rolled" for e in events)  # SETL-19 default


def test_river_travel_needs_a_revealed_port_setl_16_20() -> None:
    state, _ = after_quest_one()
    assert refused(state, {"type": "sail_to", "to": "M17"}).rule == "SETL-16"
    region = board_of(state).region.model_copy(update={"marker": "M10", "revealed": ("M05", "M10")})
    state = with_board(state, region=region)
    assert refused(state, {"type": "sail_to", "to": "M17"}).rule == "SETL-20"


def test_a_revealed_map_card_shows_its_port_and_settlement_setl_01_16() -> None:
    state, _ = after_quest_one(test_die=3)
    state, events = act(state, {"type": "travel_to", "to": "M10"}, dice=no_travel_die())
    fronts = board_of(state).story.fronts
    assert fronts["M10"].port and fronts["M10"].settlement == "Penzberg"
    assert not fronts["M05"].port and fronts["M05"].settlement == ""
    assert fronts["M10"].kind == "map" and fronts["S001"].kind == "plot"  # the journal's kinds
    revealed = [e for e in events if isinstance(e, MapCardRevealed)]
    assert revealed and revealed[0].front.port
