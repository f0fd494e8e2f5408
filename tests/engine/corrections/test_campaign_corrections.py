"""The GM's corrections of the campaign's table (issue 15): only the GM, only between
quests, only values the board can hold; each event keeps the value before and after and
the reason, every seat reads it (a pile's new order excepted), and the fold of the log
gives the corrected table."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import Actor, Viewer, replay
from app.engine.hunters.corrections.board.events import (
    DayCorrected,
    HeroCorrected,
    MapCardTurned,
    PileReordered,
)
from app.engine.hunters.quest.events.lifecycle import QuestEnded
from tests.engine.campaign.factory import GM, act, after_quest_one, board_of, refused
from tests.engine.quest_factory import new_campaign, seat

PLAYER_VIEW = Viewer(role="seat", seat="s0", heroes=("huntress",))


def reason(text: str = "a misread card") -> dict[str, str]:
    return {"reason": text}


def test_the_gm_sets_a_heros_numbers_with_the_value_before() -> None:
    state, log = after_quest_one()
    for track, value in (("health", 1), ("morale", 5), ("xp", 4), ("gold_half", 7), ("agility", 3)):
        command = {"type": "correct_hero", "hero": "huntress", "track": track, "value": value}
        before = board_of(state).heroes["huntress"].attribute(track)
        state, events = act(state, {**command, **reason()}, GM)
        log += events
        [event] = events
        assert isinstance(event, HeroCorrected)
        assert (event.before, event.after, event.reason) == (before, value, "a misread card")
        assert event.for_viewer(PLAYER_VIEW) == event  # a public line in every log
        assert board_of(state).heroes["huntress"].attribute(track) == value
    assert board_of(state).heroes["huntress"].xp_earned == 4  # 1 earned, set to 4
    assert replay(log) == state


def test_equipment_and_resources_move_between_hero_and_supply() -> None:
    state, log = after_quest_one()
    supply = board_of(state).supply.equipment["rope"]
    for command in (
        {"type": "give_equipment", "hero": "huntress", "item": "rope"},
        {"type": "take_equipment", "hero": "huntress", "item": "snare"},
        {"type": "correct_resource", "hero": "huntress", "resource": "steel", "amount": 2},
        {"type": "correct_resource", "hero": "huntress", "resource": "mushroom", "amount": 0},
    ):
        state, events = act(state, {**command, **reason()}, GM)
        log += events
    hero = board_of(state).heroes["huntress"]
    assert hero.backpack == ("rope",) and "snare" not in hero.equipment
    assert hero.resources == {"steel": 2}
    assert board_of(state).supply.equipment["rope"] == supply - 1
    assert replay(log) == state


def test_a_map_card_is_revealed_and_hidden_again_camp_18() -> None:
    state, log = after_quest_one()
    command = {"type": "turn_map_card", "card": "M06", "face": "up", **reason()}
    state, [shown] = act(state, command, GM)
    assert isinstance(shown, MapCardTurned)
    assert board_of(state).region.is_revealed("M06") and shown.front.title
    state, [hidden] = act(state, {**command, "face": "down"}, GM)
    assert not board_of(state).region.is_revealed("M06")
    assert isinstance(hidden, MapCardTurned) and (hidden.before, hidden.after) == ("up", "down")
    marker = {"type": "turn_map_card", "card": "M05", "face": "down", **reason()}
    assert refused(state, marker, GM).code == "marker_there"
    assert replay([*log, shown, hidden]) == state


def test_a_reshuffle_keeps_the_new_order_hidden_and_the_day_moves() -> None:
    state, log = after_quest_one()
    before = board_of(state).piles.town
    state, events = act(state, {"type": "reshuffle_pile", "pile": "town", **reason()}, GM)
    [reordered] = [e for e in events if isinstance(e, PileReordered)]
    assert sorted(board_of(state).piles.town) == sorted(before) != list(board_of(state).piles.town)
    told = reordered.for_viewer(PLAYER_VIEW)
    assert isinstance(told, PileReordered) and set(told.order) == {"?"}
    assert events[-1].type == "dice_advanced"  # the shuffle's dice are in the log
    state, moved = act(state, {"type": "correct_day", "day": 4, **reason()}, GM)
    day = moved[0]
    assert isinstance(day, DayCorrected)
    assert board_of(state).days.day == 4 and (day.before, day.after) == (1, 4)
    assert [e.type for e in moved[1:]] == ["checkpoint_marked"]  # a new day is a save point
    assert replay([*log, *events, *moved]) == state


@pytest.mark.parametrize(
    ("command", "code"),
    [
        ({"type": "correct_hero", "hero": "huntress", "track": "health", "value": 9}, "too_high"),
        ({"type": "correct_hero", "hero": "huntress", "track": "morale", "value": 9}, "too_high"),
        ({"type": "correct_hero", "hero": "huntress", "track": "agility", "value": 0}, "too_low"),
        ({"type": "correct_hero", "hero": "medic", "track": "xp", "value": 1}, "unknown_hero"),
        ({"type": "correct_resource", "hero": "huntress", "resource": "gold", "amount": 1},
         "unknown_resource"),
        ({"type": "give_equipment", "hero": "huntress", "item": "laser"}, "unknown_item"),
        ({"type": "take_equipment", "hero": "huntress", "item": "rope"}, "not_carried"),
        ({"type": "turn_map_card", "card": "M05", "face": "up"}, "unchanged"),
        ({"type": "turn_map_card", "card": "X99", "face": "up"}, "unknown_card"),
        ({"type": "correct_day", "day": 61}, "too_high"),
        ({"type": "correct_day", "day": 1}, "unchanged"),
    ],
)  # fmt: skip
def test_what_the_board_cannot_hold_is_refused(command: dict[str, Any], code: str) -> None:
    state, _ = after_quest_one()
    assert refused(state, {**command, **reason()}, GM).code == code


def test_only_the_gm_corrects_and_only_between_quests() -> None:
    state, _ = after_quest_one()
    command = {"type": "correct_day", "day": 3, **reason()}
    for actor in (seat("s0"), Actor(role="system")):
        assert refused(state, command, actor).code == "gm_only"
    in_quest, _ = new_campaign(("landsknecht", "huntress"))
    assert refused(in_quest, command, GM).rule == "CAMP-35"


def test_the_gm_ends_a_quest_as_a_defeat_and_the_story_takes_it_back() -> None:
    state, log = new_campaign(("landsknecht", "huntress"))
    command = {"type": "end_quest", "outcome": "defeat", "reason": "we ran out of time"}
    assert refused(state, command, seat("s0")).code == "gm_only"
    state, events = act(state, command, GM)
    kinds = [e.type for e in events]
    assert kinds.index("quest_ended_by_gm") < kinds.index("quest_ended")
    [ended] = [e for e in events if isinstance(e, QuestEnded)]
    assert ended.outcome == "defeat" and "we ran out of time" in ended.reason
    assert state.phase != "quest" or state.quest is None or state.quest.quest != "q1"
    assert replay([*log, *events]) == state
