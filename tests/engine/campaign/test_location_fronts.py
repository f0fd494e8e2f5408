"""A location card's face shows its price list and services once laid out (SETL-09..14):
the browser's trade and services panels read them from the view, since the content API
never sends location cards (app/content/public.py)."""

from __future__ import annotations

from app.engine import evolve, view_for
from app.engine.hunters.campaign.events.region import LocationsPlaced
from app.engine.hunters.campaign.rules.fronts import front_of
from app.engine.hunters.views import viewer_for_seat
from tests.engine.campaign.factory import after_quest_one
from tests.engine.quest_factory import base


def test_a_location_front_carries_its_prices_in_half_gold_setl_09() -> None:
    front = front_of(base(), "L02")
    steel = next(line for line in front.prices if line.item == "steel")
    assert (steel.buy_half, steel.sell_half) == (6, 2)
    blood = next(line for line in front.prices if line.item == "monster_blood")
    assert (blood.buy_half, blood.sell_half) == (None, 4)


def test_the_fronts_carry_work_rest_and_heal_setl_12_14() -> None:
    inn = front_of(base(), "L04").services
    assert inn is not None
    assert (inn.work_half, inn.rest_half, inn.heal_half) == (2, 2, None)
    apothecary = front_of(base(), "L05").services
    assert apothecary is not None
    assert (apothecary.heal_half, apothecary.heal_health, apothecary.work_half) == (2, 2, None)


def test_a_seat_sees_the_prices_of_the_locations_laid_out_setl_02() -> None:
    state, _ = after_quest_one()
    laid = LocationsPlaced(locations=("L04",), fronts={"L04": front_of(base(), "L04")})
    state = evolve(state, laid)
    fronts = view_for(state, viewer_for_seat(state, "s0"))["campaign"]["story"]["fronts"]
    assert fronts["L04"]["title"] == "The Golden Lion"
    assert fronts["L04"]["services"]["rest_half"] == 2
    assert fronts["L04"]["prices"] == [{"item": "bandage", "buy_half": 4, "sell_half": 2}]
    assert "L05" not in fronts  # a location card not laid out stays unread


def test_a_location_front_names_the_settlement_it_belongs_to_setl_01() -> None:
    """Issue 23: the Town tab lists only the current settlement's locations (Kochel's tab
    listed Penzberg's and the abbey's too): each face says whose it is."""
    assert front_of(base(), "L02").settlement == "Penzberg"
    assert front_of(base(), "L07").settlement == "Kochel" == front_of(base(), "M14").settlement
