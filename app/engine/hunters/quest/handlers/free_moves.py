"""Answering a free move (MOVE-11..18): the path a hero (or NPC ally) takes, or staying put."""

from __future__ import annotations

from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.actions import MoraleSpent
from app.engine.hunters.quest.events.decisions import FreeMoveTaken
from app.engine.hunters.quest.events.movement import MoveBegun
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.free_moves import free_activity
from app.engine.hunters.quest.rules.open_decisions import answered_by, open_of
from app.engine.hunters.quest.rules.paths import check_hero_path, move_flight
from app.engine.hunters.quest.rules.presence import is_engaged
from app.engine.hunters.quest.rules.stats import move_value
from app.engine.hunters.quest.steps.decisions import (
    resolve_decision,
)
from app.engine.hunters.quest.steps.free_moves import stay
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def answer_free_move(tape: QuestRecorder, actor: Actor, cmd: qc.TakeFreeMove) -> Rejection | None:
    decision = open_of(tape.quest, actor, "free_move", cmd.unit)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.FreeMoveDecision)
    if cmd.path is None:
        resolve_decision(tape, decision, answered_by(actor), False)
        stay(tape, cmd.unit)
        return None
    q = tape.quest
    hero = q.party_unit(cmd.unit)
    assert hero is not None
    activity = free_activity(decision)
    engaged = is_engaged(q, hero.id)
    if activity.leap_only and not engaged:
        return reject("not_engaged", "This free move is only a parting leap.", "MOVE-11")
    flight = move_flight(q, hero, activity)
    checked = check_hero_path(q, hero, cmd.path, move_value(q, hero, activity.value), flight=flight)
    if isinstance(checked, Rejection):
        return checked
    resolve_decision(tape, decision, answered_by(actor), False)
    tape.emit(FreeMoveTaken(unit=hero.id, path=cmd.path))
    if checked.morale:
        tape.emit(MoraleSpent(unit=hero.id, purpose="move"))
    tape.emit(MoveBegun(unit=hero.id, path=cmd.path, leap=engaged, flight=flight))
    return None
