"""What each viewer receives of a fight (built in one place, DESIGN principle 5), and
the decisions the deadline keeper may settle."""

from __future__ import annotations

from typing import Any

from app.engine.kernel.decisions import OpenDecision
from app.engine.kernel.model import Viewer
from app.engine.primal.commands import LAYER
from app.engine.primal.model.state import PrimalState
from app.engine.primal.redaction import redact_fight


def view_for(state: PrimalState, viewer: Viewer, *, with_defs: bool = True) -> dict[str, Any]:
    """The fight as ``viewer`` may see it, as JSON-ready data; ``with_defs=False`` leaves
    out the fight's static content (the same for everyone, sent once per connection)."""
    exclude = None if with_defs else {"defs"}
    return redact_fight(state, viewer).model_dump(mode="json", exclude=exclude)


def open_decisions(state: PrimalState) -> list[OpenDecision]:
    """Every decision waiting, for ``apply_default`` (layer ``primal``)."""
    return [
        OpenDecision(layer=LAYER, decision=d, opened_by="primal_decision_opened")
        for d in state.pending
    ]
