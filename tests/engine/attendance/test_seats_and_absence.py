"""Seats and absent players (issue 15, DEV-34): the GM hands a seat's heroes to another
seat for the evening (they come back when the player is back) or for good; a player
marks themself away; a seat that changed hands is an event; the GM switches between
live play and play by turns."""

from __future__ import annotations

from app.engine import Actor, HuntersTable, replay
from tests.engine.campaign.factory import GM, SYSTEM, act, after_quest_one, refused
from tests.engine.quest_factory import seat


def heroes(state: HuntersTable) -> dict[str, tuple[str, ...]]:
    return {k: s.heroes for k, s in state.seats.items()}


def test_heroes_lent_for_the_evening_come_back_with_their_player_dev_34() -> None:
    state, log = after_quest_one()
    before = heroes(state)
    home, other = sorted(state.seats)
    state, away = act(state, {"type": "set_away", "away": True}, seat(home))
    assert state.seats[home].away
    lend = {"type": "hand_over_heroes", "from_seat": home, "to_seat": other}
    assert refused(state, lend, seat(other)).code == "gm_only"
    state, lent = act(state, lend, GM)
    assert heroes(state)[home] == ()
    assert set(heroes(state)[other]) == {*before[home], *before[other]}
    state, back = act(state, {"type": "set_away", "away": False}, seat(home))
    assert heroes(state) == {k: tuple(v) for k, v in before.items()} and not state.loans
    assert [e.type for e in back][-1] == "heroes_returned"
    assert replay([*log, *away, *lent, *back]) == state


def test_heroes_handed_over_for_good_stay_and_a_full_seat_refuses_dev_02() -> None:
    state, _ = after_quest_one()
    home, other = sorted(state.seats)
    state, _ = act(state, {"type": "hand_over_heroes", "from_seat": home, "to_seat": other,
                           "for_good": True}, GM)  # fmt: skip
    assert heroes(state)[home] == () and not state.loans
    state, _ = act(state, {"type": "set_away", "away": True}, seat(home))
    state, _ = act(state, {"type": "set_away", "away": False}, seat(home))
    assert heroes(state)[home] == ()  # given for good: nothing comes back
    back = {"type": "hand_over_heroes", "from_seat": home, "to_seat": other}
    assert refused(state, back, GM).code == "no_heroes"


def test_a_reassigned_seat_is_an_event_only_the_server_writes() -> None:
    state, _ = after_quest_one()
    key = sorted(state.seats)[0]
    _, [event] = act(state, {"type": "reassign_seat", "seat": key}, SYSTEM)
    assert event.type == "seat_reassigned"
    assert refused(state, {"type": "reassign_seat", "seat": key}, GM).code == "forbidden"


def test_the_gm_switches_to_play_by_turns_and_back() -> None:
    state, _ = after_quest_one()
    by_turns = {"type": "set_play_mode", "style": "by_turns", "turn_hours": 12}
    assert refused(state, by_turns, seat(sorted(state.seats)[0])).code == "gm_only"
    state, _ = act(state, by_turns, GM)
    assert (state.play_mode.style, state.play_mode.turn_hours) == ("by_turns", 12)
    assert refused(state, by_turns, GM).code == "unchanged"
    state, _ = act(state, {"type": "set_play_mode", "style": "live"}, GM)
    assert state.play_mode.style == "live"
    gm_away = refused(state, {"type": "set_away", "away": False}, Actor(role="gm"))
    assert gm_away.code == "not_seated"
