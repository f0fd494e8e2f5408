"""Quest events of decisions (DESIGN principle 2): opened, resolved, reaction offers and
passes, free moves offered and taken."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.quest.board.geometry import Space
from app.engine.hunters.quest.model.decisions import Decision
from app.engine.hunters.quest.redaction import is_private_to_seat, redact_decision
from app.engine.kernel.model import EventBase, Viewer


class DecisionOpened(EventBase):
    """Play waits for a choice (DESIGN principle 2)."""

    type: Literal["decision_opened"] = "decision_opened"
    decision: Decision

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        visible = redact_decision(self.decision, viewer)
        return self if visible is self.decision else self.model_copy(update={"decision": visible})


class DecisionResolved(EventBase):
    """A decision was answered (``by`` a seat) or settled by its default (``by_default``)."""

    type: Literal["decision_resolved"] = "decision_resolved"
    id: int
    by: str | None = None
    by_default: bool = False


class ReactionPassed(EventBase):
    """QUEST-37: a seat let a reaction window go by."""

    type: Literal["reaction_passed"] = "reaction_passed"
    id: int
    seat: str

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        # With closed hands a pass would say the seat held a reaction.
        return None if is_private_to_seat(self.seat, viewer) else self


class ReactionOffered(EventBase):
    """QUEST-37: a seat wants to play this reaction; when several seats do, the players
    choose one (DEV-21)."""

    type: Literal["reaction_offered"] = "reaction_offered"
    id: int
    seat: str
    unit: str
    card: str
    reroll: tuple[int, ...] = ()
    target: str | None = None

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        # The card is seen when it is played; an offer alone stays with its seat (and the
        # seat choosing among offers sees them in its reaction_choice decision).
        return None if is_private_to_seat(self.seat, viewer) else self


class FreeMovesOffered(EventBase):
    """A reaction's free Move (MA01, HT04 …): each of ``units`` may take a free Move (or
    Parting Leap) of ``value``, one after the other."""

    type: Literal["free_moves_offered"] = "free_moves_offered"
    units: tuple[str, ...]
    value: int
    leap_only: bool = False


class FreeMoveTaken(EventBase):
    """A hero took its free Move along ``path`` (None: it stayed where it was)."""

    type: Literal["free_move_taken"] = "free_move_taken"
    unit: str
    path: tuple[Space, ...] | None = None


class FreeMovesFinished(EventBase):
    """Every hero offered a free Move has moved or declined."""

    type: Literal["free_moves_finished"] = "free_moves_finished"
