"""Every command the engine accepts, as one tagged union on ``type`` (docs/protocol.md)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, TypeAdapter

from app.engine.hunters.campaign.commands import CampaignCommand, JoinParty, LeaveParty
from app.engine.hunters.corrections.board.commands import CorrectionCommand
from app.engine.hunters.corrections.quest.commands import QuestCorrectionCommand
from app.engine.hunters.quest.commands import QuestCommand
from app.engine.kernel.commands import ApplyDefault
from app.engine.table.attendance.commands import AttendanceCommand
from app.engine.table.rewind.commands import RewindCommand
from app.engine.table.saves.commands import SaveCommand
from app.engine.table.seats.commands import (
    AssignHero,
    ChooseHero,
    CloseSeat,
    NameParty,
    OpenSeat,
    ReleaseHero,
    SetReady,
    StartCampaign,
)

TableCommand = (
    OpenSeat
    | CloseSeat
    | ChooseHero
    | ReleaseHero
    | AssignHero
    | NameParty
    | SetReady
    | StartCampaign
)

Command = Annotated[
    TableCommand
    | QuestCommand
    | QuestCorrectionCommand
    | CampaignCommand
    | JoinParty
    | LeaveParty
    | SaveCommand
    | ApplyDefault
    | CorrectionCommand
    | RewindCommand
    | AttendanceCommand,
    Field(discriminator="type"),
]

COMMANDS: TypeAdapter[Command] = TypeAdapter(Command)


LISTING_NOTES = frozenset({"wasted"})
"""Keys the list of legal commands adds to an entry for the player (``wasted``: why a card
would do nothing, QUEST-25; docs/protocol.md). They are no part of the command, so an
entry sent back as listed is that command."""


def parse_command(data: object) -> Command:
    """Validate a JSON-like value into a command (raises pydantic.ValidationError); the
    listing's notes are dropped first."""
    if isinstance(data, dict):
        data = {key: value for key, value in data.items() if key not in LISTING_NOTES}
    return COMMANDS.validate_python(data)
