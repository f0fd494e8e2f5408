"""Pushing tasks, opening decisions and ending the fight: the steps' common tools."""

from __future__ import annotations

from typing import Any

from app.engine.primal.events.agenda import (
    AgendaCleared,
    AgendaPushed,
    DecisionOpened,
    DecisionResolved,
)
from app.engine.primal.events.turns import FightEnded
from app.engine.primal.model.decisions import Decision
from app.engine.primal.model.tasks import Task
from app.engine.primal.recorder import PrimalRecorder


def push(rec: PrimalRecorder, *tasks: Task) -> None:
    """Tasks to do next, the first listed first (before anything already waiting)."""
    if tasks and rec.state.phase == "playing":
        rec.emit(AgendaPushed(tasks=tasks))


def seat_of(rec: PrimalRecorder, hunter: str | None) -> tuple[str, ...]:
    """The seat that answers for ``hunter`` (none: the GM answers)."""
    if hunter is None:
        return party_seat(rec)
    seat = rec.state.seats.get(hunter)
    return (seat,) if seat else ()


def party_hunter(rec: PrimalRecorder) -> str | None:
    """Who decides a choice the rules give "the players" (our reading, docs/rules-decisions.md):
    the active hunter's player, else the first player's, else the aggro holder's."""
    s = rec.state
    for hunter in (s.active, s.first_player, s.aggro):
        if hunter is not None and hunter in s.hunters:
            return hunter
    return s.order[0] if s.order else None


def party_seat(rec: PrimalRecorder) -> tuple[str, ...]:
    hunter = party_hunter(rec)
    return seat_of(rec, hunter) if hunter is not None else ()


def open_decision(rec: PrimalRecorder, kind: type[Any], **fields: Any) -> None:
    """Open a decision of class ``kind`` with the next id."""
    s = rec.state
    if "deadline_seconds" not in fields:
        fields["deadline_seconds"] = s.options.decision_timeout_seconds
    decision: Decision = kind(id=s.next_decision_id, **fields)
    rec.emit(DecisionOpened(decision=decision))


def resolve(rec: PrimalRecorder, decision_id: int, by: str | None, by_default: bool) -> None:
    rec.emit(DecisionResolved(id=decision_id, by=by, by_default=by_default))


def end_fight(rec: PrimalRecorder, outcome: str, reason: str, rule: str) -> None:
    """P-END-01..04: the fight ends at once, whatever is still resolving."""
    if rec.state.phase != "playing":
        return
    rec.emit(FightEnded(outcome=outcome, reason=reason, rule=rule))  # type: ignore[arg-type]
    rec.emit(AgendaCleared())
