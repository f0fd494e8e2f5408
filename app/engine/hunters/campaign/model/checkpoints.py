"""A checkpoint: the campaign's table as it stood at a quest start, a quest end or a new
day (CAMP-37)."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.model import Frozen

Reason = Literal["quest_start", "quest_end", "new_day"]
KEPT_UNNAMED = 12
"""Unnamed checkpoints kept (the oldest goes first); named ones are kept for good."""


class Checkpoint(Frozen):
    """A save point: its id, why it was marked, the day, the party's name for it (empty:
    unnamed) and the table to return to."""

    id: int
    reason: Reason
    day: int
    label: str = ""
    board: CampaignBoard
