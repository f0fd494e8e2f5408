"""Upcasters: old stored events in the shape of today's (DESIGN principle 4).

When an event's fields change, its class's ``schema_version`` goes up and a function
here turns the stored JSON of the old version into the next one, so a campaign log
written by older code still loads (app/db/codec.py applies them in order). An upcaster
holds the facts of its own time as literal data: a later change to the rules must not
change what an old log says. An event whose new field can only be known from the state
(``TurnStarted.statuses``, ``EnemiesArrived.round``, ``ItemUsed.from_backpack``,
``TrapSet.from_backpack``) keeps ``None`` for old logs, and its evolve handler reads the
state as the old code did.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]

_MOVE: dict[str, Any] = {
    "do": "move", "value": 1, "leap_only": False, "flight": False, "direction": None,
    "leap": False,
}  # fmt: skip
_ATTACK: dict[str, Any] = {
    "to_hit": 1, "range": None, "dice": None, "weaponless": False, "traits": [],
    "effects": [], "area_hits_attacker": False,
}  # fmt: skip
BASIC_ACTIVITIES_OF_SCHEMA_1: dict[str, list[dict[str, Any]]] = {
    "move": [_MOVE],
    "melee_attack": [{"do": "attack", "kind": "melee", **_ATTACK}],
    "ranged_attack": [{"do": "attack", "kind": "ranged", **_ATTACK}],
    "interact": [{"do": "interact"}],
    "hide": [{"do": "hide"}],
}
"""QUEST-24 as the code of schema 1 read it: what each basic action bought."""


def _basic_action_activities(data: dict[str, Any]) -> dict[str, Any]:
    """basic_action_taken 1 -> 2: the activities a basic action bought (QUEST-24)."""
    return {**data, "activities": BASIC_ACTIVITIES_OF_SCHEMA_1[data["action"]]}


UPCASTERS: dict[tuple[str, int], Upcaster] = {
    ("basic_action_taken", 1): _basic_action_activities,
}
"""(event type, stored version) -> the function producing version + 1."""
