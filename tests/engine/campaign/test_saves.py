"""Save points (CAMP-37 default): checkpoints at quest starts, quest ends and new days;
the party names one; the GM restores one by an appended event, and the fold of the log
gives the checkpoint's table."""

from __future__ import annotations

from app.engine import replay
from app.engine.hunters.table.saves.events import CheckpointMarked
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import GM, act, after_quest_one, board_of, refused
from tests.engine.quest_factory import new_campaign, seat


def roads() -> ForcedDice:
    return ForcedDice(SeededDice(9), travel=[False] * 4)


def test_a_quest_start_is_a_checkpoint_camp_37() -> None:
    state, log = new_campaign(("landsknecht", "huntress"))
    marked = [e for e in log if isinstance(e, CheckpointMarked)]
    assert [(e.reason, e.day) for e in marked] == [("quest_start", 1)]
    assert state.checkpoints[0].board == board_of(state)


def test_a_new_day_is_a_checkpoint_and_restoring_it_gives_its_table_camp_37() -> None:
    state, log = after_quest_one()
    state, events = act(state, {"type": "travel_to", "to": "M02"}, dice=roads())
    log += events
    (saved,) = [c for c in state.checkpoints if c.reason == "new_day"]
    assert saved.day == 2 and saved.board == board_of(state)
    state, events = act(state, {"type": "travel_to", "to": "M01"}, dice=roads())
    log += events
    assert board_of(state).days.day == 3
    state, events = act(state, {"type": "restore_checkpoint", "checkpoint": saved.id}, GM)
    log += events
    assert board_of(state) == saved.board and board_of(state).days.day == 2
    assert replay(log) == state  # history kept: the fold gives the restored state


def test_restoring_a_quest_start_sets_the_quest_up_again() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    state, events = act(state, {"type": "restore_checkpoint", "checkpoint": 1}, GM)
    assert state.phase == "quest" and state.quest is not None and state.quest.quest == "q1"
    assert state.quest.round == 0
    assert [e.type for e in events][:2] == ["checkpoint_restored", "quest_handed_over"]


def test_only_the_gm_restores_and_the_party_names_a_save_camp_37() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert refused(state, {"type": "restore_checkpoint", "checkpoint": 1}).rule == "CAMP-37"
    during = refused(state, {"type": "name_checkpoint", "checkpoint": 1, "label": "x"})
    assert during.code == "not_between_quests"  # saves are named between quests
    state = state.model_copy(update={"phase": "between_quests"})
    state, _ = act(
        state,
        {"type": "name_checkpoint", "checkpoint": 1, "label": "Before the wolves"},
        seat("s1"),
    )
    assert state.checkpoints[0].label == "Before the wolves"
    assert (
        refused(state, {"type": "name_checkpoint", "checkpoint": 9, "label": "x"}).code
        == "no_checkpoint"
    )
