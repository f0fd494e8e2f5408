"""The state of a Primal table: its seats, their hunters and the fight."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.decisions import OpenDecision
from app.engine.kernel.model import Frozen
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.model.state import PrimalState
from app.engine.primal.views import open_decisions

TablePhase = Literal["setup", "fight", "campaign", "ended"]
MAX_SEATS = 4
"""P-SETUP-19: 2-4 hunters, so at most four players."""


class PrimalSeat(Frozen):
    """A player's place and the hunters it plays (two only for a solo player)."""

    seat: str
    hunters: tuple[str, ...] = ()


class PrimalTable(Frozen):
    """Everything the rules know about a Primal campaign. ``game`` names the game in
    a stored snapshot; ``seed`` never leaves the server (views.py)."""

    game: Literal["primal"] = "primal"
    seed: int
    dice_cursor: int = 0
    content_pack: str
    content_hash: str
    reaction_timeout_seconds: int = 60
    seats: dict[str, PrimalSeat] = Field(default_factory=dict)
    fight: PrimalState = PrimalState()
    campaign: CampaignState | None = None
    """The campaign between fights (P-CAMP; None: a single fight)."""

    @property
    def phase(self) -> TablePhase:
        """Setting up until the fight starts; then the fight; then ended. A campaign is
        ``campaign`` between its fights and ``ended`` after its last chapter."""
        if self.campaign is not None and self.fight.phase != "playing":
            return "ended" if self.campaign.phase == "ended" else "campaign"
        return {"new": "setup", "playing": "fight"}.get(self.fight.phase, "ended")  # type: ignore[return-value]

    @property
    def hunters(self) -> tuple[str, ...]:
        """The hunters chosen, in seat order then choice order."""
        return tuple(h for s in self.seats.values() for h in s.hunters)

    @property
    def open_decisions(self) -> tuple[OpenDecision, ...]:
        """The fight's waiting decisions (layer ``primal``), for the deadline keeper."""
        if self.phase != "fight":
            return ()
        return tuple(open_decisions(self.fight))

    def seat_of_hunter(self, hunter: str) -> str | None:
        return next((s.seat for s in self.seats.values() if hunter in s.hunters), None)
