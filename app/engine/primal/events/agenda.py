"""The agenda and decisions as events (model/tasks.py, model/decisions.py)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.model.decisions import Decision
from app.engine.primal.model.tasks import Task
from app.engine.primal.redaction import redact_decision


class AgendaPushed(EventBase):
    """Tasks still to do; the first listed is done first."""

    type: Literal["primal_agenda_pushed"] = "primal_agenda_pushed"
    tasks: tuple[Task, ...]


class AgendaPopped(EventBase):
    """The top task is taken to be done now (its ``kind`` for the log)."""

    type: Literal["primal_agenda_popped"] = "primal_agenda_popped"
    kind: str


class AgendaCleared(EventBase):
    """The fight is over: nothing more will be done (P-END-01)."""

    type: Literal["primal_agenda_cleared"] = "primal_agenda_cleared"


class DecisionOpened(EventBase):
    type: Literal["primal_decision_opened"] = "primal_decision_opened"
    decision: Decision

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        shown = redact_decision(self.decision, viewer)
        return self if shown is self.decision else self.model_copy(update={"decision": shown})


class DecisionResolved(EventBase):
    """Answered by ``by`` (a seat), or settled by its default."""

    type: Literal["primal_decision_resolved"] = "primal_decision_resolved"
    id: int
    by: str | None = None
    by_default: bool = False


class WindowPassed(EventBase):
    """A hunter lets a window go by (or has nothing left to do in it)."""

    type: Literal["primal_window_passed"] = "primal_window_passed"
    id: int
    hunter: str

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        # A window opens only for hunters who can act: a pass says a hand held something.
        return self if viewer.role == "gm" or viewer.controls(self.hunter) else None


class WindowUsed(EventBase):
    """P-GLOSS-18: this hunter's Retaliate fired for this damage (once per instance)."""

    type: Literal["primal_window_used"] = "primal_window_used"
    id: int
    hunter: str
