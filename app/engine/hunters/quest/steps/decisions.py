"""Opening and resolving decisions: who decides (the hero's player; DEV-21/22 for party-wide
choices) and the next id."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.engine.hunters.quest.events.decisions import DecisionOpened, DecisionResolved
from app.engine.hunters.quest.model.decisions import Decision
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.command_chain import party_seat, unit_seats
from app.engine.kernel.decisions import DecisionBase


def hero_seat(tape: QuestRecorder, hero: str) -> tuple[str, ...]:
    """The seat controlling ``hero`` (the GM answers for a hero nobody controls); for an
    NPC ally the player of its controller, else the party's decider (QUEST-42, DEV-21)."""
    return unit_seats(tape.quest, tape.seat_of, hero)


def party_decider(tape: QuestRecorder, heroes: Iterable[str] | None = None) -> tuple[str, ...]:
    """DEV-21/22: a party-wide choice is made by the player whose hero has the highest
    Knowledge, then Strength; still tied, the earlier hero of the party (our default, no
    dice). Heroes still standing on the board are preferred (their players are in the
    game)."""
    return party_seat(tape.quest, tape.seat_of, heroes)


def open_decision(tape: QuestRecorder, kind: type[Any], **fields: Any) -> None:
    """Open a decision of class ``kind`` with the next id."""
    decision: Decision = kind(id=tape.quest.next_decision_id, **fields)
    tape.emit(DecisionOpened(decision=decision))


def resolve_decision(
    tape: QuestRecorder, decision: DecisionBase, by: str | None, by_default: bool
) -> None:
    tape.emit(DecisionResolved(id=decision.id, by=by, by_default=by_default))
