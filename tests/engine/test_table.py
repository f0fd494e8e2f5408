"""Table setup: seats, heroes (DEV-01, DEV-02), readiness, start, GM hand-overs (DEV-34)."""

from __future__ import annotations

import pytest

from app.engine import (
    Actor,
    CampaignCreated,
    Command,
    Rejection,
    SeededDice,
    decide,
    legal_commands,
    replay,
)
from app.engine.hunters.state import HuntersTable
from app.engine.table.seats import commands as c
from tests.factories import small_catalog

CATALOG = small_catalog()
SYSTEM = Actor(role="system")
GM = Actor(role="gm")


def seat(key: str) -> Actor:
    return Actor(role="seat", seat=key)


def fresh(*seats: str) -> HuntersTable:
    state = replay(
        [
            CampaignCreated(
                seed=7,
                content_pack="test",
                content_hash=CATALOG.content_hash,
                difficulty="normal",
                hero_elimination=False,
            )
        ]
    )
    for key in seats:
        state = play(state, SYSTEM, c.OpenSeat(seat=key))
    return state


def play(state: HuntersTable, actor: Actor, command: Command) -> HuntersTable:
    result = decide(state, command, SeededDice(1), actor=actor, content=CATALOG)
    assert not isinstance(result, Rejection), result
    return replay(result, state)


def refused(state: HuntersTable, actor: Actor, command: Command) -> Rejection:
    result = decide(state, command, SeededDice(1), actor=actor, content=CATALOG)
    assert isinstance(result, Rejection), result
    return result


def test_a_hero_is_chosen_once_per_party_dev_02() -> None:
    state = play(fresh("seat1", "seat2"), seat("seat1"), c.ChooseHero(hero="medic"))
    rejection = refused(state, seat("seat2"), c.ChooseHero(hero="medic"))
    assert (rejection.code, rejection.rule) == ("hero_taken", "DEV-02")


def test_only_heroes_of_the_pack_dev_01() -> None:
    rejection = refused(fresh("seat1"), seat("seat1"), c.ChooseHero(hero="paladin"))
    assert (rejection.code, rejection.rule) == ("unknown_hero", "DEV-01")


def test_a_seat_runs_at_most_two_heroes_dev_02() -> None:
    state = fresh("seat1")
    state = play(state, seat("seat1"), c.ChooseHero(hero="medic"))
    state = play(state, seat("seat1"), c.ChooseHero(hero="huntress"))
    assert refused(state, seat("seat1"), c.ChooseHero(hero="sorceress")).code == "seat_full"


def ready_party(*picks: tuple[str, str]) -> HuntersTable:
    state = fresh(*sorted({s for s, _ in picks}))
    for key, hero in picks:
        state = play(state, seat(key), c.ChooseHero(hero=hero))
    for key in state.seats:
        state = play(state, seat(key), c.SetReady(ready=True))
    return state


def test_solo_play_needs_two_heroes_dev_02() -> None:
    state = ready_party(("seat1", "medic"))
    assert refused(state, seat("seat1"), c.StartCampaign()).code == "party_incomplete"
    state = play(state, seat("seat1"), c.ChooseHero(hero="huntress"))
    state = play(state, seat("seat1"), c.SetReady(ready=True))
    assert play(state, seat("seat1"), c.StartCampaign()).phase == "between_quests"


def test_with_several_players_each_runs_one_hero_dev_02() -> None:
    state = fresh("seat1")  # a solo player picks two, then a friend joins
    for hero in ("medic", "huntress"):
        state = play(state, seat("seat1"), c.ChooseHero(hero=hero))
    state = play(state, SYSTEM, c.OpenSeat(seat="seat2"))
    state = play(state, seat("seat2"), c.ChooseHero(hero="sorceress"))
    for key in state.seats:
        state = play(state, seat(key), c.SetReady(ready=True))
    assert refused(state, GM, c.StartCampaign()).code == "party_incomplete"
    state = ready_party(("seat1", "medic"), ("seat2", "sorceress"))
    assert play(state, GM, c.StartCampaign()).heroes == ("medic", "sorceress")


def test_with_friends_seated_a_player_leads_one_hero_dev_02() -> None:
    state = fresh("seat1", "seat2")
    state = play(state, seat("seat1"), c.ChooseHero(hero="medic"))
    rejection = refused(state, seat("seat1"), c.ChooseHero(hero="huntress"))
    assert (rejection.code, rejection.rule) == ("one_hero_each", "DEV-02")
    offered = legal_commands(state, seat("seat1"), CATALOG)
    assert not [o for o in offered if isinstance(o, c.ChooseHero)]
    assert [
        o.hero for o in legal_commands(state, seat("seat2"), CATALOG) if o.type == "choose_hero"
    ]


def test_the_gm_is_offered_to_hand_an_unled_hero_to_a_seat_dev_34() -> None:
    state = play(ready_party(("seat1", "medic"), ("seat2", "sorceress")), GM, c.StartCampaign())
    state = play(state, SYSTEM, c.CloseSeat(seat="seat2"))
    state = play(state, SYSTEM, c.OpenSeat(seat="seat3"))  # a late joiner
    offers = [o for o in legal_commands(state, GM, CATALOG) if isinstance(o, c.AssignHero)]
    assert {(o.hero, o.seat) for o in offers} == {("sorceress", "seat1"), ("sorceress", "seat3")}
    assert not [o for o in legal_commands(state, seat("seat3"), CATALOG) if o.type == "assign_hero"]
    for offer in offers:
        play(state, GM, offer)


def test_everyone_must_be_ready_and_choosing_again_unreadies() -> None:
    state = ready_party(("seat1", "medic"), ("seat2", "sorceress"))
    state = play(state, seat("seat2"), c.ReleaseHero(hero="sorceress"))
    assert state.seats["seat2"].ready is False
    state = play(state, seat("seat2"), c.ChooseHero(hero="landsknecht"))
    assert refused(state, seat("seat1"), c.StartCampaign()).code == "not_ready"


def test_ready_needs_a_hero() -> None:
    assert refused(fresh("seat1"), seat("seat1"), c.SetReady(ready=True)).code == "no_hero"


def test_setup_commands_stop_once_the_campaign_started() -> None:
    state = play(ready_party(("seat1", "medic"), ("seat2", "sorceress")), GM, c.StartCampaign())
    assert refused(state, seat("seat1"), c.ChooseHero(hero="huntress")).code == "not_in_setup"
    assert refused(state, seat("seat1"), c.StartCampaign()).code == "not_in_setup"


def test_a_leaving_players_hero_can_be_handed_over_by_the_gm_dev_34() -> None:
    state = play(ready_party(("seat1", "medic"), ("seat2", "sorceress")), GM, c.StartCampaign())
    state = play(state, SYSTEM, c.CloseSeat(seat="seat2"))
    assert state.unassigned == ("sorceress",)
    assert state.party == ("medic", "sorceress")
    rejection = refused(state, seat("seat1"), c.AssignHero(hero="sorceress", seat="seat1"))
    assert (rejection.code, rejection.rule) == ("forbidden", "DEV-34")
    state = play(state, GM, c.AssignHero(hero="sorceress", seat="seat1"))
    assert state.seats["seat1"].heroes == ("medic", "sorceress")
    assert state.unassigned == ()


@pytest.mark.parametrize("actor", [seat("seat1"), GM])
def test_seats_are_opened_only_by_the_server(actor: Actor) -> None:
    assert refused(fresh("seat1"), actor, c.OpenSeat(seat="seat9")).code == "forbidden"


def test_a_table_seats_four_players_dev_02() -> None:
    state = fresh("s1", "s2", "s3", "s4")
    rejection = refused(state, SYSTEM, c.OpenSeat(seat="s5"))
    assert (rejection.code, rejection.rule) == ("table_full", "DEV-02")


def test_legal_commands_are_exactly_what_decide_accepts() -> None:
    """One source of legality: every offered command is accepted, none refused."""
    state = fresh("seat1", "seat2")
    state = play(state, seat("seat2"), c.ChooseHero(hero="medic"))
    for actor in (seat("seat1"), seat("seat2"), GM, SYSTEM):
        for command in legal_commands(state, actor, CATALOG):
            result = decide(state, command, SeededDice(1), actor=actor, content=CATALOG)
            assert not isinstance(result, Rejection), (actor, command, result)
    offered = {
        x.hero for x in legal_commands(state, seat("seat1"), CATALOG) if isinstance(x, c.ChooseHero)
    }
    assert offered == set(CATALOG.heroes) - {"medic"}
