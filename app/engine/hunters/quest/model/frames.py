"""Procedures in progress, kept on the quest's stack so play can pause for a decision.

A hero's Move, an attack, an enemy's turn, a trap going off and a spell's pushes each
run as a frame: the engine works on the top frame until it is done, a nested frame is
pushed on top (a penalty attack inside a parting leap, a trap attack inside a Move), or
a decision stops play. Frames change only through events, so a replay rebuilds the
stack exactly.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.activities import Activity, Timing
from app.content.schema.common import AttackKind, Trait, TraitName
from app.content.schema.effects import Effect
from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.model import Frozen

AttackSource = Literal["card", "basic", "penalty", "enemy", "trap", "grenade", "ally"]
"""Whose attack: a hero's card or basic action, a penalty attack, an enemy, a trap, a
grenade, an NPC ally's action (QUEST-42)."""
AttackStage = Literal["start", "rolled", "counted", "resolved"]


class MoveFrame(Frozen):
    """A Move along a path, resolved step by step (MOVE-01..24, TERR-04..24).

    ``path`` holds the steps still to take; an off-board step is leaving the board
    (MOVE-06). ``leap_checked`` is set once a parting leap's penalty attack has been
    settled (MOVE-12..17).
    """

    kind: Literal["move"] = "move"
    unit: str
    path: tuple[Space, ...]
    leap_checked: bool
    flight: bool = False
    forced: bool = False


class AttackFrame(Frozen):
    """One attack from declaration to damage (ATK-03..40), with its running modifiers.

    ``to_hit``, ``dice_count`` and ``attribute`` are fixed at declaration; reactions and
    morale add the ``*_bonus`` fields; ``dice`` are the to-hit dice (after rerolls and
    added dice), ``extra`` the extra rolls for 1s (ATK-09).
    """

    kind: Literal["attack"] = "attack"
    attacker: str
    target: str
    attack_kind: AttackKind
    source: AttackSource
    to_hit: int
    dice_count: int
    attribute: int
    weapon: str | None = None
    distance: int = 0
    traits: tuple[Trait, ...] = ()
    stage: AttackStage = "start"
    timings_done: tuple[Timing, ...] = ()
    dice: tuple[int, ...] = ()
    extra: tuple[int, ...] = ()
    replaced: tuple[int, ...] = ()
    to_hit_bonus: int = 0
    attribute_bonus: int = 0
    defense_bonus: int = 0
    double_defense: bool = False
    pierce: int = 0
    morale_spent: bool = False
    morale_settled: bool = False
    spend_morale: bool | None = None
    defense_tokens: int = 0
    tokens_settled: bool = False
    damage: int = 0
    ignore_pierce: bool = False
    ignored_traits: tuple[TraitName, ...] = ()
    unlimited_reactions: bool = False
    area_shared: bool = False
    """A target of an Area attack after the first: attacker-side reactions already in."""


class EnemyTurnFrame(Frozen):
    """An enemy performing the chosen action of its card, activity by activity (ENEMY-09)."""

    kind: Literal["enemy_turn"] = "enemy_turn"
    unit: str
    card: str
    row: int
    action: int
    activities: tuple[Activity, ...]
    next_index: int = 0
    reacted: int = -1
    """The activity whose "about to act" reaction window was settled (QUEST-36)."""
    ignore_pierce_for: tuple[str, ...] = ()
    """SR21: heroes who ignore Pierce in this enemy's coming activity."""


class TrapFrame(Frozen):
    """A triggered trap attacking every miniature within its range (TERR-18, ATK-40)."""

    kind: Literal["trap"] = "trap"
    trap: str
    item: str
    at: Space
    targets: tuple[str, ...]


class SpellFrame(Frozen):
    """A spell's pushes, one target at a time (QUEST-32, TRAIT-25..27)."""

    kind: Literal["spell"] = "spell"
    caster: str
    effects: tuple[Effect, ...]
    to_push: tuple[str, ...]


class AreaFrame(Frozen):
    """An Area attack: the same attack resolved separately against every miniature on the
    space (TRAIT-07/08). Attacker-side reaction bonuses carry over to later targets."""

    kind: Literal["area"] = "area"
    attacker: str
    targets: tuple[str, ...]
    attack_kind: AttackKind
    source: AttackSource
    to_hit: int
    dice_count: int
    attribute: int
    weapon: str | None = None
    distance: int = 0
    spend_morale: bool | None = None
    """The command's morale choice (ATK-37), kept for every target of the attack."""
    to_hit_bonus: int = 0
    dice_bonus: int = 0
    attribute_bonus: int = 0
    pierce: int = 0
    traits: tuple[Trait, ...] = ()


class PushFrame(Frozen):
    """TRAIT-26: the pushes of an action, resolved at its end, one miniature at a time."""

    kind: Literal["push"] = "push"
    pushes: tuple[tuple[str, str], ...]


class FreeMovesFrame(Frozen):
    """MA01 and the like: heroes who may take a free Move (or Parting Leap), one by one."""

    kind: Literal["free_moves"] = "free_moves"
    units: tuple[str, ...]
    value: int
    leap_only: bool = False


Frame = Annotated[
    MoveFrame
    | AttackFrame
    | EnemyTurnFrame
    | TrapFrame
    | SpellFrame
    | AreaFrame
    | PushFrame
    | FreeMovesFrame,
    Field(discriminator="kind"),
]
