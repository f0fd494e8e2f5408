"""The basic actions as activities (QUEST-24): what discarding a card buys."""

from __future__ import annotations

from app.content.schema.activities import (
    Activity,
    AttackActivity,
    HideActivity,
    InteractActivity,
    MoveActivity,
)
from app.engine.hunters.quest.model.state import BasicActionName

BASIC_ACTIVITIES: dict[BasicActionName, tuple[Activity, ...]] = {
    "move": (MoveActivity(do="move", value=1),),
    "melee_attack": (AttackActivity(do="attack", kind="melee", to_hit=1),),
    "ranged_attack": (AttackActivity(do="attack", kind="ranged", to_hit=1),),
    "interact": (InteractActivity(do="interact"),),
    # HERO-STATE-07 (default): Hide is paid like a basic action.
    "hide": (HideActivity(do="hide"),),
}
"""QUEST-24: Move 1, Melee Attack 1, Ranged Attack 1, Interact (no basic Magic Attack)."""
