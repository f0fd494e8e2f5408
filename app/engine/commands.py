"""Every command the engine accepts, as one tagged union on ``type`` (docs/protocol.md)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, TypeAdapter

from app.engine.campaign.commands import CampaignCommand, JoinParty
from app.engine.kernel.commands import ApplyDefault
from app.engine.quest.commands import QuestCommand
from app.engine.saves.commands import SaveCommand
from app.engine.table.commands import (
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
    TableCommand | QuestCommand | CampaignCommand | JoinParty | SaveCommand | ApplyDefault,
    Field(discriminator="type"),
]

COMMANDS: TypeAdapter[Command] = TypeAdapter(Command)


def parse_command(data: object) -> Command:
    """Validate a JSON-like value into a command (raises pydantic.ValidationError)."""
    return COMMANDS.validate_python(data)
