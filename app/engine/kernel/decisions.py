"""Pending decisions (DESIGN principle 2), as every layer keeps them.

A decision names who may answer (seats), and how long the server waits before its
default applies (``deadline_seconds``; None: no deadline — the engine has no clock).
Each layer keeps its open decisions in its own state; ``OpenDecision`` names the layer
too, so the service can settle any of them with one ``apply_default`` command.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.kernel.model import Frozen


class DecisionBase(Frozen):
    """What every pending decision has: its id within its layer, its deciders (seats)
    and its time limit."""

    id: int
    deciders: tuple[str, ...]
    deadline_seconds: int | None = None


@dataclass(frozen=True)
class OpenDecision:
    """A decision waiting on someone, with the layer ("quest", "campaign") that holds it
    and the type of the event that opened it (its stored time starts a deadline)."""

    layer: str
    decision: DecisionBase
    opened_by: str = "decision_opened"

    @property
    def key(self) -> tuple[str, int]:
        """Unique among a campaign's open decisions: each layer numbers its own."""
        return self.layer, self.decision.id
