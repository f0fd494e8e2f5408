"""The turn in progress (P-TURN-01..53): its hunter, phase and what it has used."""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.common import CardMatch
from app.engine.kernel.model import Frozen

TurnPhase = Literal["start", "movement", "action", "attrition", "end"]


class CostCut(Frozen):
    """The next card matching ``match`` costs ``amount`` less (never an X cost)."""

    amount: int
    match: CardMatch = "any"


class TurnState(Frozen):
    hunter: str
    phase: TurnPhase = "start"
    revived: bool = False
    """P-TURN-43: Revive at most once per turn."""
    assisted_by: tuple[str, ...] = ()
    """P-TURN-42: each other hunter assists at most once per turn."""
    taunted_by: tuple[str, ...] = ()
    """P-GLOSS-21: once per turn."""
    sequence_bonus: int = 0
    cost_cuts: tuple[CostCut, ...] = ()
    attack_bonus: int = 0
    """Damage added to the attack card being resolved (P-TURN-20)."""
    finished: bool = False
    """The Action phase is over (a Finisher, P-TURN-39, or the player ended it)."""
    ended: bool = False
    """P-KO-02: the hunter was KO'd (or captured): the rest of the turn is skipped."""
    berserker: bool = False
    """P-GLOSS-05: draw 1 for every attack card played until the end of the turn."""
    resumed: bool = False
    """P-BOARD-12: the turn was paused in the brush and goes on from the Movement phase."""
