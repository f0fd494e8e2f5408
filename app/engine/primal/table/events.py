"""Events of a Primal table (past tense; the seats' own are the platform's)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase, Viewer


class PrimalTableCreated(EventBase):
    """The first event of a Primal campaign: its dice seed and its pack."""

    type: Literal["primal_table_created"] = "primal_table_created"
    seed: int
    content_pack: str
    content_hash: str
    reaction_timeout_seconds: int = 60

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        """The seed would tell every shuffle to come: only the GM (who sees every
        card) is shown it, as at a Hunters table."""
        return self if viewer.role == "gm" else self.model_copy(update={"seed": 0})


class HunterChosen(EventBase):
    type: Literal["primal_seat_hunter_chosen"] = "primal_seat_hunter_chosen"
    seat: str
    hunter: str


class HunterReleased(EventBase):
    type: Literal["primal_seat_hunter_released"] = "primal_seat_hunter_released"
    seat: str
    hunter: str


class TableDiceAdvanced(EventBase):
    """Bookkeeping: the seeded source moved to ``cursor`` (never shown)."""

    type: Literal["primal_dice_advanced"] = "primal_dice_advanced"
    cursor: int

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        return None
