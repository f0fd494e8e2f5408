"""Hidden information on the campaign's table (DESIGN principle 5) and properties of the
campaign layer: the day never decreases, tokens are conserved, a state is the fold of its
events (replay), every legal command is accepted."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import HuntersTable, Rejection, SeededDice, Viewer, decide, replay, view_for
from app.engine.hunters.events import parse_event
from app.engine.hunters.legal import legal_commands
from tests.engine.campaign.factory import after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, seat
from tests.realtime.leaks import leaks

CANARY = "CANARY-ROAD-ORDER"


def test_pile_orders_and_the_storys_future_stay_hidden() -> None:
    state, log = after_quest_one(test_die=0)  # a morale offer is open
    board = board_of(state)
    state = with_board(
        state, piles=board.piles.model_copy(update={"road_1": (*board.piles.road_1, CANARY)})
    )
    viewer = Viewer(role="seat", seat="s0", heroes=("landsknecht",))
    seen = json.dumps(view_for(state, viewer))
    assert CANARY not in seen and "R1-02" not in seen
    assert '"on_pass": []' in seen or '"on_pass":[]' in seen.replace(" ", "")
    assert CANARY in json.dumps(view_for(state, Viewer(role="gm")))
    for event in log:
        shown = event.for_viewer(viewer)
        if shown is not None and event.type == "campaign_set_up":
            assert "R1-02" not in shown.model_dump_json()


def test_events_round_trip_through_the_log_format() -> None:
    _, log = after_quest_one()
    for event in log:
        assert parse_event(event.model_dump(mode="json")) == event


def total_tokens(state: HuntersTable) -> Counter[str]:
    board = board_of(state)
    counts: Counter[str] = Counter(board.supply.resources)
    counts.update(board.wagon.resources)
    for hero in board.heroes.values():
        counts.update(hero.resources)
    for rewards in board.region.rewards.values():
        counts.update(rewards.resources)
    return counts


def total_equipment(state: HuntersTable) -> Counter[str]:
    board = board_of(state)
    counts: Counter[str] = Counter(board.supply.equipment)
    counts.update(board.wagon.equipment)
    for hero in board.heroes.values():
        counts.update(hero.belongings)
    return +counts


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**16))
def test_random_campaign_play_keeps_its_invariants(seed: int) -> None:
    rng = random.Random(seed)
    state, log = after_quest_one(test_die=rng.randint(0, 3))
    tokens, items = total_tokens(state), total_equipment(state)
    for _ in range(12):
        if state.phase != "between_quests":
            break
        actors = [seat(s) for s in state.seats]
        options = [(a, c) for a in actors for c in legal_commands(state, a, base())]
        if not options:
            break
        actor, command = rng.choice(options)
        day = board_of(state).days.day
        result = decide(
            state, command, SeededDice(seed, state.dice_cursor), actor=actor, content=base()
        )
        assert not isinstance(result, Rejection), (command, result)
        log += result
        state = replay(result, state)
        if state.campaign is not None:
            assert board_of(state).days.day >= day  # the day never decreases
        if state.phase == "between_quests":
            assert total_tokens(state) == tokens  # resources move, never appear
            assert total_equipment(state) == items  # so do equipment tokens (EQUIP-43)
    assert replay(log) == state


def test_a_cards_face_is_shown_once_it_is_revealed_and_not_before() -> None:
    """CAMP-18/21: the view carries the fronts of what has been turned over only."""
    state, _ = after_quest_one()
    viewer = Viewer(role="seat", seat="s0", heroes=("landsknecht",))
    view = view_for(state, viewer)
    fronts = view["campaign"]["story"]["fronts"]
    assert fronts["S001"]["text"] == base().plot_cards["S001"].text  # read at the start
    assert fronts["M05"]["title"] == base().map_cards["M05"].name  # face up (CAMP-04)
    seen = json.dumps(view, ensure_ascii=False)
    assert base().plot_cards["S002"].text not in seen  # face down on M06
    assert base().map_cards["M06"].text not in seen  # M06 still face down


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**16))
def test_no_seat_is_sent_anything_hidden_between_quests(seed: int) -> None:
    """The shared leak checker on every view and event a seat receives, plus the campaign's
    own secrets: no pile content, no instruction still to come, no option's outcome."""
    rng = random.Random(seed)
    state, _ = after_quest_one(test_die=rng.randint(0, 3))
    for _ in range(10):
        if state.phase != "between_quests":
            break
        actors = [seat(s) for s in state.seats]
        options = [(a, c) for a in actors for c in legal_commands(state, a, base())]
        actor, command = rng.choice(options)
        result = decide(
            state, command, SeededDice(seed, state.dice_cursor), actor=actor, content=base()
        )
        assert not isinstance(result, Rejection)
        state = replay(result, state)
        for s in state.seats:
            viewer = Viewer(role="seat", seat=s, heroes=state.seats[s].heroes)
            sent: dict[str, Any] = {  # JSON, as the socket sends it
                "view": view_for(state, viewer),
                "events": [
                    shown.model_dump(mode="json") for e in result if (shown := e.for_viewer(viewer))
                ],
            }
            assert leaks(sent, viewer.heroes) == []
            campaign = sent["view"]["campaign"]
            assert all(
                set(campaign["piles"][p]) <= {"?"} for p in ("road_1", "town", "plot", "task")
            )
            assert all(not f["instructions"] for f in campaign["story"]["agenda"])
            assert all(not d.get("outcomes") for d in campaign["story"]["pending"])
