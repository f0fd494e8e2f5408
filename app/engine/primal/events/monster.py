"""The monster's damage, wounds, stances, struggle, facing and tokens (P-DMG, P-ROUND,
P-GLOSS, P-MON)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.common import Duration
from app.engine.kernel.model import EventBase


class MonsterDamaged(EventBase):
    """P-DMG-01/12/21, P-GLOSS-29: one source's damage on the stance card, after a
    block (Arkeum), Shield and a doubling (Vulnerable)."""

    type: Literal["primal_monster_damaged"] = "primal_monster_damaged"
    amount: int
    dealt: int
    dealer: str | None = None
    shield: int = 0
    doubled: bool = False
    blocked: bool = False


class WoundInflicted(EventBase):
    """P-DMG-03/06: health -1, ``removed`` damage tokens taken off (all of them while
    Hardened, P-MON-03)."""

    type: Literal["primal_wound_inflicted"] = "primal_wound_inflicted"
    health: int
    removed: int


class StanceAdvanced(EventBase):
    """P-DMG-09: the next stance revealed; the old perils and objectives go (Permanent
    ones stay, P-DMG-15); ``damage`` is what carries over (P-DMG-05)."""

    type: Literal["primal_stance_advanced"] = "primal_stance_advanced"
    stance: int
    perils: tuple[str, ...]
    objectives: tuple[str, ...]
    damage: int


class StruggleChanged(EventBase):
    """P-ROUND-08..12, P-TURN-22: struggle is now ``value``."""

    type: Literal["primal_struggle_changed"] = "primal_struggle_changed"
    value: int
    change: int
    why: str = ""


class MonsterTurned(EventBase):
    """P-BOARD-04..06: the monster faces sector ``facing`` (its front)."""

    type: Literal["primal_monster_turned"] = "primal_monster_turned"
    facing: int
    why: str = ""


Mark = Literal["vulnerable", "confused", "unleashing"]


class MonsterMarked(EventBase):
    """The vulnerable or confused token on (True) or off the monster board."""

    type: Literal["primal_monster_marked"] = "primal_monster_marked"
    mark: Mark
    value: bool


class StunMoved(EventBase):
    """P-GLOSS-26/27: the stun token on a behavior slot (None: discarded)."""

    type: Literal["primal_stun_moved"] = "primal_stun_moved"
    slot: int | None


class PerilBlinded(EventBase):
    """P-GLOSS-06: a peril blank until ``by``'s next turn starts (``by`` None: lifted)."""

    type: Literal["primal_peril_blinded"] = "primal_peril_blinded"
    peril: str
    by: str | None


class AccelerationChanged(EventBase):
    type: Literal["primal_acceleration_changed"] = "primal_acceleration_changed"
    value: int


class MonsterBonusGained(EventBase):
    """P-DMG-18 bonus damage tokens, P-REACT-19 Unstoppable, for ``duration``."""

    type: Literal["primal_monster_bonus_gained"] = "primal_monster_bonus_gained"
    bonus: Literal["damage", "unstoppable"]
    amount: int = 1
    duration: Duration = "round"


class TrackMoved(EventBase):
    """P-MON-01/02/23: a track's marker is at ``value``."""

    type: Literal["primal_track_moved"] = "primal_track_moved"
    track: str
    value: int


class CounterPlaced(EventBase):
    """Counters on a monster card (an objective's progress) now ``value``."""

    type: Literal["primal_counter_placed"] = "primal_counter_placed"
    card: str
    value: int


class AbilityDone(EventBase):
    """A once-per-fight ability of a monster card was used."""

    type: Literal["primal_ability_done"] = "primal_ability_done"
    key: str


class BallistaSet(EventBase):
    """P-MON-20: ballista ``index`` loaded (black) or not (grey)."""

    type: Literal["primal_ballista_set"] = "primal_ballista_set"
    index: int
    loaded: bool
