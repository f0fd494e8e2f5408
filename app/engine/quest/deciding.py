"""Opening decisions: who decides (DEV-21 for party-wide choices) and the next id."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.engine.model import Actor
from app.engine.quest import decisions as d
from app.engine.quest.control import party_seat, unit_seats
from app.engine.quest.decisions import Decision
from app.engine.quest.events import DecisionOpened, DecisionResolved
from app.engine.quest.guards import quest_guard
from app.engine.quest.tape import Tape
from app.engine.rejections import Rejection, reject


def hero_seat(tape: Tape, hero: str) -> tuple[str, ...]:
    """The seat controlling ``hero`` (the GM answers for a hero nobody controls); for an
    NPC ally the player of its controller, else the party's decider (QUEST-42, DEV-21)."""
    return unit_seats(tape.quest, tape.seat_of, hero)


def party_decider(tape: Tape, heroes: Iterable[str] | None = None) -> tuple[str, ...]:
    """DEV-21/22: a party-wide choice is made by the player whose hero has the highest
    Knowledge, then Strength; still tied, the earlier seat (our default, no dice). Heroes
    still standing on the board are preferred (their players are in the game)."""
    return party_seat(tape.quest, tape.seat_of, heroes)


def open_decision(tape: Tape, kind: type[Any], **fields: Any) -> None:
    """Open a decision of class ``kind`` with the next id."""
    decision: Decision = kind(id=tape.quest.next_decision_id, **fields)
    tape.emit(DecisionOpened(decision=decision))


def open_of(
    tape: Tape, actor: Actor, kind: str, unit: str | None = None
) -> d.DecisionBase | Rejection:
    """The open decision of ``kind`` (for ``unit``) that ``actor`` may answer."""
    quest = quest_guard(tape.state)
    if isinstance(quest, Rejection):
        return quest
    for decision in quest.pending:
        if decision.kind != kind or (unit is not None and getattr(decision, "unit", None) != unit):
            continue
        if actor.role == "gm" or (actor.role == "seat" and actor.seat in decision.deciders):
            return decision
        return reject("not_your_decision", "Another player makes this choice.")
    return reject("no_decision", "Nothing of that kind is waiting to be decided.")


def resolve_decision(
    tape: Tape, decision: d.DecisionBase, by: str | None, by_default: bool
) -> None:
    tape.emit(DecisionResolved(id=decision.id, by=by, by_default=by_default))


def answered_by(actor: Actor) -> str | None:
    return actor.seat if actor.role == "seat" else actor.role
