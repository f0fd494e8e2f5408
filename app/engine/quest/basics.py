"""The basic actions as activities (QUEST-24): what discarding a card buys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.content.schema.activities import (
    Activity,
    AttackActivity,
    HideActivity,
    InteractActivity,
    MoveActivity,
)
from app.engine.quest.events import ActivityBegun, BasicActionTaken
from app.engine.quest.state import BasicActionName

if TYPE_CHECKING:  # the tape's module reaches back here through the state's evolve
    from app.engine.quest.tape import Tape

BASIC_ACTIVITIES: dict[BasicActionName, tuple[Activity, ...]] = {
    "move": (MoveActivity(do="move", value=1),),
    "melee_attack": (AttackActivity(do="attack", kind="melee", to_hit=1),),
    "ranged_attack": (AttackActivity(do="attack", kind="ranged", to_hit=1),),
    "interact": (InteractActivity(do="interact"),),
    # HERO-STATE-07 (default): Hide is paid like a basic action.
    "hide": (HideActivity(do="hide"),),
}
"""QUEST-24: Move 1, Melee Attack 1, Ranged Attack 1, Interact (no basic Magic Attack)."""


def begin_activity(
    tape: Tape,
    hero: str,
    index: int,
    *,
    basic: BasicActionName | None = None,
    discard: str | None = None,
) -> None:
    """An activity starts: a basic action first pays its discarded card (QUEST-23)."""
    if basic is not None and discard is not None:
        tape.emit(BasicActionTaken(unit=hero, action=basic, discarded=discard))
    tape.emit(ActivityBegun(unit=hero, index=index))
