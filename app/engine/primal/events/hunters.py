"""A hunter's place, damage, tokens, KO and gear (P-TURN-03..07, P-DMG-22..27, P-KO)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.common import Duration
from app.engine.kernel.model import EventBase
from app.engine.primal.model.turn import CostCut

Token = Literal[
    "stamina_tokens", "defense_tokens", "disrupt_tokens", "strain", "threatened", "dazed",
    "burning", "focus_counters", "hand_limit",
]  # fmt: skip


class HunterMoved(EventBase):
    """P-TURN-03..05: to an adjacent sector (the threatened token goes); ``placed``: the
    miniature is put somewhere by a rule (a riding check, P-GLOSS-20), which is no move."""

    type: Literal["primal_hunter_moved"] = "primal_hunter_moved"
    hunter: str
    to: int
    source: int | None = None
    placed: bool = False


class HunterThreatened(EventBase):
    """P-TURN-06/07: threatened (``again``: already was; the token stays one)."""

    type: Literal["primal_hunter_threatened"] = "primal_hunter_threatened"
    hunter: str
    again: bool = False


class HunterTokenSet(EventBase):
    """A token count or mark on a hunter board is now ``value``."""

    type: Literal["primal_hunter_token_set"] = "primal_hunter_token_set"
    hunter: str
    token: Token
    value: int


class DamageSuffered(EventBase):
    """P-DMG-22: damage tokens on the hunter board (``monster``: the monster's damage)."""

    type: Literal["primal_damage_suffered"] = "primal_damage_suffered"
    hunter: str
    amount: int
    monster: bool = False
    why: str = ""


class HunterHealed(EventBase):
    """P-DMG-26."""

    type: Literal["primal_hunter_healed"] = "primal_hunter_healed"
    hunter: str
    amount: int


class HunterKnockedOut(EventBase):
    """P-KO-01..03/08: the red KO token; every token off the hunter board."""

    type: Literal["primal_hunter_knocked_out"] = "primal_hunter_knocked_out"
    hunter: str


class GearDepleted(EventBase):
    """P-KO-07: a deplete token on the armor or the helm."""

    type: Literal["primal_gear_depleted"] = "primal_gear_depleted"
    hunter: str
    slot: Literal["armor", "helm"]


class HunterEliminated(EventBase):
    """P-KO-13: armor and helm depleted: out of the fight, the KO token stays red."""

    type: Literal["primal_hunter_eliminated"] = "primal_hunter_eliminated"
    hunter: str


class KoFlipped(EventBase):
    """P-KO-10, P-TURN-43: the KO token from red to black."""

    type: Literal["primal_ko_flipped"] = "primal_ko_flipped"
    hunter: str


class HunterRose(EventBase):
    """P-KO-11: the KO token discarded, the hunter stands again."""

    type: Literal["primal_hunter_rose"] = "primal_hunter_rose"
    hunter: str


class AggroTaken(EventBase):
    """P-TURN-25, P-KO-04, P-GLOSS-21: the aggro token changes hands."""

    type: Literal["primal_aggro_taken"] = "primal_aggro_taken"
    hunter: str


class WeaponBonusGained(EventBase):
    """P-DMG-20: weapon damage +``amount`` for ``duration``."""

    type: Literal["primal_weapon_bonus_gained"] = "primal_weapon_bonus_gained"
    hunter: str
    amount: int
    duration: Duration


class HandLimitChanged(EventBase):
    type: Literal["primal_hand_limit_changed"] = "primal_hand_limit_changed"
    hunter: str
    amount: int
    duration: Duration


class MasteryFlipped(EventBase):
    """P-TURN-45/47: the mastery to its focused side (counters discarded), or back."""

    type: Literal["primal_mastery_flipped"] = "primal_mastery_flipped"
    hunter: str
    focused: bool


class HunterCaptured(EventBase):
    """P-GLOSS-09: the miniature on the monster board."""

    type: Literal["primal_hunter_captured"] = "primal_hunter_captured"
    hunter: str


class HunterReleased(EventBase):
    """P-GLOSS-11: back in the front sector."""

    type: Literal["primal_hunter_released"] = "primal_hunter_released"
    hunter: str
    to: int


class PlateauClimbed(EventBase):
    """P-BOARD-20..22: ``hunter`` on the plateau (None: nobody is)."""

    type: Literal["primal_plateau_climbed"] = "primal_plateau_climbed"
    hunter: str | None


class BrushLeft(EventBase):
    """P-BOARD-12: the hider leaves the brush and goes on with their turn."""

    type: Literal["primal_brush_left"] = "primal_brush_left"
    hunter: str


class LimitUsed(EventBase):
    """An ability with a ``limit`` was used (its key ``source:ability:period``)."""

    type: Literal["primal_limit_used"] = "primal_limit_used"
    hunter: str
    key: str


class ResilienceShown(EventBase):
    """P-GLOSS-17: this Resilience card was revealed this round."""

    type: Literal["primal_resilience_shown"] = "primal_resilience_shown"
    hunter: str
    card: str


class TurnMarked(EventBase):
    """The turn in progress records a use: ``assist``/``taunt`` by ``by`` (P-TURN-42,
    P-GLOSS-21), ``revive`` (P-TURN-43), ``berserker`` (P-GLOSS-05), ``finished``
    (P-TURN-39), ``ended`` (P-KO-02)."""

    type: Literal["primal_turn_marked"] = "primal_turn_marked"
    mark: Literal["assist", "taunt", "revive", "berserker", "finished", "ended"]
    by: str | None = None


class TurnModified(EventBase):
    """The turn in progress changes: its sequence limit (``sequence_bonus``, a change),
    the attack bonus of the card being resolved (added, or reset once it dealt its
    damage), a cost cut for a later card (added, or the one at ``used_cost_cut`` used)."""

    type: Literal["primal_turn_modified"] = "primal_turn_modified"
    sequence_bonus: int = 0
    attack_bonus: int = 0
    reset_attack_bonus: bool = False
    cost_cut: CostCut | None = None
    used_cost_cut: int | None = None
