"""Events of NPC allies (QUEST-41/42), past tense. Nothing about an ally is hidden: it has
no cards, so these need no redaction."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase


class AllyActionTaken(EventBase):
    """QUEST-42: the NPC ally began its action number ``action`` (counted from 0 in its
    quest's list); its activities follow with ``activity_begun`` / ``activity_skipped``."""

    type: Literal["ally_action_taken"] = "ally_action_taken"
    unit: str
    action: int


class AllyEliminated(EventBase):
    """QUEST-42: the NPC ally fell to 0 Health and is out of the quest (``by``: who dealt
    the blow, or what: poison …)."""

    type: Literal["ally_eliminated"] = "ally_eliminated"
    unit: str
    by: str | None = None
