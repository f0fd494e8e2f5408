"""Settings of a fight: the readings the rules leave open (docs/rules-decisions.md) and
how long the server waits on a reaction window."""

from __future__ import annotations

from pydantic import Field

from app.engine.kernel.model import Frozen


class PrimalOptions(Frozen):
    rounds: int = Field(default=10, ge=1, le=20)
    """P-ROUND-02: the round track's length."""
    reaction_timeout_seconds: int | None = Field(default=60, ge=5, le=3600)
    """How long a window (Assist, Taunt, Retaliate, Resilience, Consume) waits."""
    decision_timeout_seconds: int | None = Field(default=None, ge=5, le=86400)
    """How long another choice waits (None: no deadline; the GM may settle it)."""
