"""Free Moves given by reactions (A2 MA01 High Jump, HT04 …): each hero reached (and each
NPC ally whose quest gives it a Move, QUEST-42) may take a free Move (or Parting Leap) of
the card's value, one after the other; penalty attacks and traps work as for any Move
(MOVE-11..18)."""

from __future__ import annotations

from app.content.schema.activities import MoveActivity
from app.engine.model import Actor
from app.engine.quest import commands as qc
from app.engine.quest import decisions as d
from app.engine.quest.deciding import (
    answered_by,
    hero_seat,
    open_decision,
    open_of,
    party_decider,
    resolve_decision,
)
from app.engine.quest.effect_events import FreeMovesFinished, FreeMoveTaken
from app.engine.quest.events import MoraleSpent, MoveBegun
from app.engine.quest.frames import FreeMovesFrame
from app.engine.quest.movement import check_hero_path
from app.engine.quest.possible import hero_move_paths, move_flight
from app.engine.quest.presence import is_engaged
from app.engine.quest.stats import move_value
from app.engine.quest.tape import Tape
from app.engine.rejections import Rejection, reject


def free_activity(frame: FreeMovesFrame | d.FreeMoveDecision) -> MoveActivity:
    return MoveActivity(do="move", value=frame.value, leap_only=frame.leap_only)


def step_free_moves(tape: Tape, frame: FreeMovesFrame) -> None:
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


def answer_free_move(tape: Tape, actor: Actor, cmd: qc.TakeFreeMove) -> Rejection | None:
    decision = open_of(tape, actor, "free_move", cmd.unit)
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


def stay(tape: Tape, unit: str) -> None:
    tape.emit(FreeMoveTaken(unit=unit, path=None))
