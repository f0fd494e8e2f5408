"""Putting instructions on the story's agenda and opening decisions (CAMP-34..36)."""

from __future__ import annotations

from typing import Any

from app.content.schema.narrative import Instruction
from app.engine.hunters.campaign.events.story import CampaignDecisionOpened, FramePushed
from app.engine.hunters.campaign.model.agenda import Frame, SourceKind
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.party import party_decider


def push_frame(
    ledger: CampaignRecorder,
    source: str,
    kind: SourceKind,
    instructions: tuple[Instruction, ...],
    **extra: Any,
) -> None:
    """``instructions`` are followed next, before the rest of the current frame."""
    ledger.emit(
        FramePushed(frame=Frame(source=source, kind=kind, instructions=instructions, **extra))
    )


def decider_seat(ledger: CampaignRecorder) -> str | None:
    """DEV-21: the seat of the hero with the highest Knowledge, then Strength."""
    hero = party_decider(ledger.board)
    return ledger.seating.seat_of(hero) if hero is not None else None


def party_seats(ledger: CampaignRecorder) -> tuple[str, ...]:
    """Every seat that controls a hero of the party votes on a party decision."""
    seats = {ledger.seating.seat_of(h) for h in ledger.board.heroes}
    return tuple(s for s in ledger.seating.seats if s in seats)


def open_decision(ledger: CampaignRecorder, kind: type[Any], **fields: Any) -> None:
    """Open a decision of class ``kind`` with the next id."""
    board = ledger.board
    decision = kind(
        id=board.story.next_decision_id, deadline_seconds=board.decision_seconds, **fields
    )
    ledger.emit(CampaignDecisionOpened(decision=decision))
