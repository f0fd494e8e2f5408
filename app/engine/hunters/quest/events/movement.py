"""Quest events of moving: Moves begun and walked, parting leaps, leaving the board, pushes."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.model import EventBase


class MoveBegun(EventBase):
    """MOVE-01: a miniature starts a Move along ``path`` (``forced``: a push, MOVE-21)."""

    type: Literal["move_begun"] = "move_begun"
    unit: str
    path: tuple[Space, ...]
    leap: bool = False
    flight: bool = False
    forced: bool = False


class PartingLeap(EventBase):
    """MOVE-11..17: the mover leaves an engagement; ``penalty_by`` makes a penalty attack."""

    type: Literal["parting_leap"] = "parting_leap"
    unit: str
    at: Space
    penalty_by: str | None = None
    reason: str = ""


class UnitMoved(EventBase):
    """The miniature took these steps of its Move (it now stands on the last one); when
    they were the last of its path, the Move is over."""

    type: Literal["unit_moved"] = "unit_moved"
    unit: str
    path: tuple[Space, ...]

    @property
    def to(self) -> Space:
        return self.path[-1]


class UnitExited(EventBase):
    """MOVE-06/07, ENEMY-27: the miniature left the board and is out until the quest ends."""

    type: Literal["unit_exited"] = "unit_exited"
    unit: str
    at: Space


class MoveEnded(EventBase):
    """The Move stopped before its path was walked: the mover was knocked down or removed
    on the way (a penalty attack, a trap)."""

    type: Literal["move_ended"] = "move_ended"
    unit: str
    at: Space | None
    reason: str = ""


class PushStarted(EventBase):
    """TRAIT-25: ``unit`` is pushed one space by ``by`` (or cannot be: ``to`` is None)."""

    type: Literal["push_started"] = "push_started"
    unit: str
    by: str
    to: Space | None


class PushQueued(EventBase):
    """TRAIT-26: ``unit`` will be pushed by ``by`` at the end of the action (once only)."""

    type: Literal["push_queued"] = "push_queued"
    unit: str
    by: str


class PushesBegun(EventBase):
    """TRAIT-26: the action is over; its pushes are resolved now, one by one."""

    type: Literal["pushes_begun"] = "pushes_begun"
    pushes: tuple[tuple[str, str], ...]


class PushesFinished(EventBase):
    """TRAIT-26: every push of the action is done."""

    type: Literal["pushes_finished"] = "pushes_finished"
