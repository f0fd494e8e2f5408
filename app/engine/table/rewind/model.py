"""What a rewind is decided on: the commands it would undo (read from the log by the
service). The open vote of the seats is the table's (``RewindVote``,
app/engine/hunters/state.py)."""

from __future__ import annotations

from app.engine.kernel.model import Frozen


class UndoneCommand(Frozen):
    """One accepted command after the point: who sent it (a seat's key, "gm" or
    "system"), its events' sequence numbers and their types."""

    actor: str
    seq_from: int
    seq_to: int
    event_types: tuple[str, ...]
