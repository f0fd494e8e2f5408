"""Commands of undo by policy (issue 15)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import CommandBase


class UndoLast(CommandBase):
    """A seat takes back its own last command (no die rolled, nothing revealed since)."""

    type: Literal["undo_last"] = "undo_last"


class RewindTo(CommandBase):
    """The GM returns the table to how it stood after event ``seq``."""

    type: Literal["rewind_to"] = "rewind_to"
    seq: int = Field(ge=1, le=2**53)
    reason: str = Field(min_length=3, max_length=200)


class ProposeRewind(CommandBase):
    """A seat asks every seat to go back to after event ``seq``."""

    type: Literal["propose_rewind"] = "propose_rewind"
    seq: int = Field(ge=1, le=2**53)


class VoteOnRewind(CommandBase):
    """A seat agrees to the open rewind vote, or refuses it (which ends it)."""

    type: Literal["vote_on_rewind"] = "vote_on_rewind"
    agree: bool


RewindCommand = UndoLast | RewindTo | ProposeRewind | VoteOnRewind
