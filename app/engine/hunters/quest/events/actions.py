"""Quest events of actions (QUEST-22..28): cards played, basic actions paid, activities begun,
skipped and finished, morale spent."""

from __future__ import annotations

from typing import ClassVar, Literal

from app.content.schema.activities import Activity
from app.engine.hunters.quest.model.state import BasicActionName
from app.engine.kernel.model import EventBase


class CardPlayed(EventBase):
    """QUEST-23: a hero plays a card's upper half as an action (``free``: QUEST-28)."""

    type: Literal["card_played"] = "card_played"
    unit: str
    card: str
    free: bool = False


class BasicActionTaken(EventBase):
    """QUEST-23/24: a hero discarded a card to take a basic action; ``activities`` are
    what it buys (Move 1, Melee Attack 1, …), as decided (schema 2; older logs are
    upcast with the basic actions of the time, app/engine/hunters/upcasters.py)."""

    type: Literal["basic_action_taken"] = "basic_action_taken"
    schema_version: ClassVar[int] = 2
    unit: str
    action: BasicActionName
    discarded: str
    activities: tuple[Activity, ...]


class ActivityBegun(EventBase):
    """QUEST-25: the hero performs activity ``index`` of its action (earlier ones skipped)."""

    type: Literal["activity_begun"] = "activity_begun"
    unit: str
    index: int


class ActivitySkipped(EventBase):
    """QUEST-25: activity ``index`` of the action was skipped (asked, or impossible)."""

    type: Literal["activity_skipped"] = "activity_skipped"
    unit: str
    index: int


class ActionFinished(EventBase):
    """QUEST-27: the action is over; its card lies on the used pile."""

    type: Literal["action_finished"] = "action_finished"
    unit: str


class MoraleSpent(EventBase):
    """DEV-25..28: one morale spent (on a Move or an attack)."""

    type: Literal["morale_spent"] = "morale_spent"
    unit: str
    purpose: Literal["move", "attack"]
