"""The region's cards and the party's one marker (CAMP-01, CAMP-05, CAMP-19/20, CAMP-24,
CAMP-29, CAMP-40, SETL-02, SETL-04): what lies where, face up or down, and what a player
may read of it."""

from __future__ import annotations

import pytest

from app.content.public import public_content
from app.content.schema.narrative import PlaceCard, PlaceLocations, RevealMapCard
from app.content.schema.story import PlotBack
from app.engine import Viewer, view_for
from app.engine.hunters.campaign.events.region import PartyMoved
from app.engine.hunters.campaign.model.heroes import HeroBoard
from tests.engine.campaign.factory import act, after_quest_one, board_of, no_travel_die
from tests.engine.campaign.test_settlements import enter, in_penzberg
from tests.engine.campaign.test_story import told
from tests.engine.quest_factory import base, new_campaign, read_on

SEAT = Viewer(role="seat", seat="s0", heroes=("landsknecht",))


def test_a_campaign_is_quests_joined_by_the_map_for_one_to_four_heroes_camp_01() -> None:
    """Quest 1 starts the campaign; its end hands the table back to the map, where the
    party travels on; up to four heroes join, all on one side (seats only, no opponent)."""
    state, _ = new_campaign(("landsknecht", "huntress", "medic", "sorceress"))
    assert state.phase == "quest" and len(board_of(state).heroes) == 4
    state, _ = after_quest_one()
    assert state.phase == "between_quests"
    state, _ = act(state, {"type": "travel_to", "to": "M06"}, dice=no_travel_die())
    state, _ = read_on(state, [])  # CAMP-36: S002's reading step
    assert state.phase == "quest"  # S002 on M06 calls quest 2 (CAMP-22)
    played = [h for s in state.seats.values() for h in s.heroes]
    assert sorted(played) == sorted(board_of(state).heroes)  # every hero is a player's


def test_map_cards_are_revealed_only_when_travel_or_an_instruction_says_camp_05() -> None:
    state, _ = after_quest_one()
    assert board_of(state).region.revealed == ("M05",)
    state, _ = told(state, (RevealMapCard(do="reveal_map_card", card="M12"),))
    region = board_of(state).region
    assert region.revealed == ("M05", "M12") and region.marker == "M05"
    assert view_for(state, SEAT)["campaign"]["story"]["fronts"]["M12"]["title"] == (
        base().map_cards["M12"].name
    )


def test_small_plot_cards_lie_on_map_cards_and_large_ones_beside_the_map_camp_19_20() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (
        PlaceCard(do="place_card", card="S003", at="M05", face="up"),
        PlaceCard(do="place_card", card="F001", at=None, face="up"),
    ))  # fmt: skip
    placed = board_of(state).region.placed
    assert (placed["S003"].at, placed["S003"].face) == ("M05", "up")
    assert placed["F001"].at is None  # a large plot card lies beside the map
    assert (placed["S002"].at, placed["S002"].face) == ("M06", "down")  # as "The Beginning" says
    fronts = view_for(state, SEAT)["campaign"]["story"]["fronts"]
    assert fronts["S003"]["text"] == base().plot_cards["S003"].text  # face up: readable
    assert "S002" not in fronts  # face down: only its back


def test_a_face_down_card_shows_its_stripe_and_only_main_plot_cards_a_deadline_camp_24() -> None:
    backs = public_content(base())["plot_card_backs"]
    assert isinstance(backs, dict)
    assert backs["S002"]["main_plot"] is True and backs["S003"]["main_plot"] is False
    assert "text" not in backs["S002"] and "title" not in backs["S002"]
    with pytest.raises(ValueError, match="main-plot"):
        PlotBack(main_plot=False, deadline_day=20)


def test_a_task_card_lies_face_up_and_is_read_from_anywhere_camp_29() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (PlaceCard(do="place_card", card="J001", at="M06", face="up"),))
    assert board_of(state).region.marker == "M05"  # the marker is elsewhere
    for seat in state.seats:
        viewer = Viewer(role="seat", seat=seat, heroes=state.seats[seat].heroes)
        front = view_for(state, viewer)["campaign"]["story"]["fronts"]["J001"]
        assert front["text"] == base().task_cards["J001"].text


def test_the_party_moves_as_one_marker_camp_40() -> None:
    state, _ = after_quest_one()
    assert "location" not in HeroBoard.model_fields and "at" not in HeroBoard.model_fields
    state, events = act(state, {"type": "travel_to", "to": "M09"}, dice=no_travel_die())
    (moved,) = [e for e in events if isinstance(e, PartyMoved)]
    assert moved.to == "M09" and board_of(state).region.marker == "M09"


def test_locations_are_laid_face_up_and_take_cards_setl_02() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (
        PlaceLocations(do="place_locations", locations=("L01", "L02", "L03")),
        PlaceCard(do="place_card", card="S006", at="L01", face="down"),
    ))  # fmt: skip
    region = board_of(state).region
    assert region.locations == ("L01", "L02", "L03")
    assert region.placed["S006"].at == "L01" and region.cards_at("L01") == ("S006",)


def test_any_location_is_reached_from_any_other_setl_04() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress")), "L01")
    for location in ("L06", "L02", "L05"):
        state = enter(state, location)
        assert board_of(state).region.location == location
    assert board_of(state).region.marker == "M10"
