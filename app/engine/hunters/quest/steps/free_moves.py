"""Free Moves given by reactions (MOVE-11..18, QUEST-42): each hero reached, one after the
other, is asked where its free Move goes."""

from __future__ import annotations

from typing import Any

from app.engine.hunters.quest.events.decisions import (
    FreeMovesFinished,
    FreeMoveTaken,
)
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.model.frames import FreeMovesFrame
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.free_moves import free_activity
from app.engine.hunters.quest.rules.paths import hero_move_paths
from app.engine.hunters.quest.steps.decisions import (
    hero_seat,
    open_decision,
    party_decider,
    resolve_decision,
)


def step_free_moves(tape: QuestRecorder, frame: FreeMovesFrame) -> None:
    """Ask the next hero where its free Move goes (none possible: it stays)."""
    q = tape.quest
    if not frame.units:
        tape.emit(FreeMovesFinished())
        return
    unit = frame.units[0]
    hero = q.party_unit(unit)
    assert hero is not None
    if not hero.is_active_miniature or not hero_move_paths(q, hero, free_activity(frame)):
        tape.emit(FreeMoveTaken(unit=unit, path=None))
        return
    open_decision(
        tape, d.FreeMoveDecision, deciders=hero_seat(tape, unit) or party_decider(tape),
        unit=unit, value=frame.value, leap_only=frame.leap_only,
    )  # fmt: skip


def stay(tape: QuestRecorder, unit: str) -> None:
    tape.emit(FreeMoveTaken(unit=unit, path=None))


def default_free_move(tape: QuestRecorder, decision: Any, by: str) -> None:
    resolve_decision(tape, decision, by, True)
    stay(tape, decision.unit)
