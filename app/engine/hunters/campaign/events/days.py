"""Events of the days track (CAMP-02, CAMP-11, CAMP-25, CAMP-32/33)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase


class DayBegan(EventBase):
    """CAMP-11, SETL-15: the days marker moved on to ``day``."""

    type: Literal["day_began"] = "day_began"
    day: int


class TimeTokensCleared(EventBase):
    """CAMP-33: the marker reached these tokens' day; their cards are free again."""

    type: Literal["time_tokens_cleared"] = "time_tokens_cleared"
    tokens: tuple[str, ...]


class DeadlineMissed(EventBase):
    """CAMP-25: main-plot card ``card`` was not revealed by the end of day ``day``; the
    main plot can no longer be finished in time."""

    type: Literal["deadline_missed"] = "deadline_missed"
    card: str
    day: int


class CampaignEnded(EventBase):
    """CAMP-02: the campaign is over, won or lost, and why."""

    type: Literal["campaign_ended"] = "campaign_ended"
    result: Literal["victory", "defeat"]
    reason: str
