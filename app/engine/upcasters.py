"""Upcasters: old stored events in the shape of today's (DESIGN principle 4).

When an event's fields change, its class's ``schema_version`` goes up and a function
here turns the stored JSON of the old version into the next one, so a campaign log
written by older code still loads (app/db/codec.py applies them in order). An event
whose new field can only be known from the state (``TurnStarted.statuses``,
``EnemiesArrived.round``, ``ItemUsed.from_backpack``, ``TrapSet.from_backpack``) keeps
``None`` for old logs, and its evolve handler reads the state as the old code did.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.quest.rules.basic_actions import BASIC_ACTIVITIES

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]


def _basic_action_activities(data: dict[str, Any]) -> dict[str, Any]:
    """basic_action_taken 1 -> 2: the activities a basic action buys (QUEST-24)."""
    activities = BASIC_ACTIVITIES[data["action"]]
    return {**data, "activities": [a.model_dump(mode="json") for a in activities]}


UPCASTERS: dict[tuple[str, int], Upcaster] = {
    ("basic_action_taken", 1): _basic_action_activities,
}
"""(event type, stored version) -> the function producing version + 1."""
