"""Events of the save points (CAMP-37). A checkpoint's table is not in its event: the
fold copies it from the state the event is applied to."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.checkpoints import Reason
from app.engine.kernel.model import EventBase


class CheckpointMarked(EventBase):
    """The campaign's table as it stands now is checkpoint ``id``."""

    type: Literal["checkpoint_marked"] = "checkpoint_marked"
    id: int
    reason: Reason
    day: int


class CheckpointNamed(EventBase):
    type: Literal["checkpoint_named"] = "checkpoint_named"
    id: int
    label: str


class CheckpointRestored(EventBase):
    """The campaign returned to checkpoint ``id``; a quest in progress was abandoned."""

    type: Literal["checkpoint_restored"] = "checkpoint_restored"
    id: int


SaveEvent = CheckpointMarked | CheckpointNamed | CheckpointRestored
