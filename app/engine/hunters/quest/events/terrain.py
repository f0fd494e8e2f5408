"""Quest events of the map's features: findings collected, the quest's interactions, traps set,
armed, triggered and discarded."""

from __future__ import annotations

from typing import ClassVar, Literal

from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.model import EventBase


class FindingCollected(EventBase):
    """TERR-14, QUEST-31: the hero picked up the finding token on its space."""

    type: Literal["finding_collected"] = "finding_collected"
    unit: str
    at: Space


class InteractionPerformed(EventBase):
    """QUEST-29, TERR-23: a quest interaction (e.g. a gate opened: walls removed)."""

    type: Literal["interaction_performed"] = "interaction_performed"
    unit: str
    interaction: str


class TrapSet(EventBase):
    """TERR-16: a hero set a trap from its board on its space (not armed yet)."""

    type: Literal["trap_set"] = "trap_set"
    schema_version: ClassVar[int] = 2
    unit: str
    trap: str
    item: str
    at: Space
    from_backpack: bool | None = None
    """Where the trap token came from (the backpack first); None only in logs written
    before schema 2."""


class TrapArmed(EventBase):
    """TERR-17/19: the trap is armed (its setter left the space)."""

    type: Literal["trap_armed"] = "trap_armed"
    trap: str


class TrapTriggered(EventBase):
    """TERR-17/18: a miniature entered the trap's space; every miniature in range is hit."""

    type: Literal["trap_triggered"] = "trap_triggered"
    trap: str
    by: str
    targets: tuple[str, ...]


class TrapAttackBegun(EventBase):
    """TERR-18: the trap turns to its next caught miniature."""

    type: Literal["trap_attack_begun"] = "trap_attack_begun"
    trap: str
    target: str


class TrapDiscarded(EventBase):
    """TERR-18, EQUIP-49: a trap is single-use."""

    type: Literal["trap_discarded"] = "trap_discarded"
    trap: str
