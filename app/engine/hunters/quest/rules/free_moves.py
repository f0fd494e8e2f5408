"""The Move a free move stands for (reactions that grant free Moves, MOVE-11)."""

from __future__ import annotations

from app.content.schema.activities import MoveActivity
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.model.frames import FreeMovesFrame


def free_activity(frame: FreeMovesFrame | d.FreeMoveDecision) -> MoveActivity:
    return MoveActivity(do="move", value=frame.value, leap_only=frame.leap_only)
