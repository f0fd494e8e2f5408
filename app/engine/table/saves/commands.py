"""Commands of the save points (CAMP-37)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import CommandBase


class NameCheckpoint(CommandBase):
    """A player names a checkpoint so it is kept (CAMP-37)."""

    type: Literal["name_checkpoint"] = "name_checkpoint"
    checkpoint: int
    label: str = Field(min_length=1, max_length=60)


class RestoreCheckpoint(CommandBase):
    """The GM returns the campaign to a checkpoint (CAMP-37, DEV-39's "reload")."""

    type: Literal["restore_checkpoint"] = "restore_checkpoint"
    checkpoint: int


SaveCommand = NameCheckpoint | RestoreCheckpoint
