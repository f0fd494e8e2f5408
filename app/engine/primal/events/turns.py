"""Rounds, turns and the end of the fight (P-ROUND, P-TURN-01, P-END)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase
from app.engine.primal.model.turn import TurnPhase


class RoundStarted(EventBase):
    """P-ROUND-19/20: the round marker on ``round`` (the confused token goes)."""

    type: Literal["primal_round_started"] = "primal_round_started"
    round: int


class FirstPlayerSet(EventBase):
    """P-ROUND-14: the aggro holder takes the first player token."""

    type: Literal["primal_first_player_set"] = "primal_first_player_set"
    hunter: str


class TurnStarted(EventBase):
    type: Literal["primal_turn_started"] = "primal_turn_started"
    hunter: str
    resumed: bool = False


class TurnPhaseBegun(EventBase):
    type: Literal["primal_turn_phase_begun"] = "primal_turn_phase_begun"
    hunter: str
    phase: TurnPhase


class ActionPhaseEnded(EventBase):
    """P-TURN-48: the hunter stopped, or a Finisher ended the phase (P-TURN-39)."""

    type: Literal["primal_action_phase_ended"] = "primal_action_phase_ended"
    hunter: str
    finisher: bool = False


class TurnEnded(EventBase):
    type: Literal["primal_turn_ended"] = "primal_turn_ended"
    hunter: str
    skipped: bool = False
    """The hunter was KO'd (P-KO-10) or out of the fight."""


class TurnPaused(EventBase):
    """P-BOARD-12: the hunter hid in the brush until ``until``'s turn is over."""

    type: Literal["primal_turn_paused"] = "primal_turn_paused"
    hunter: str
    until: str


class RoundEnded(EventBase):
    type: Literal["primal_round_ended"] = "primal_round_ended"
    round: int


class ModifiersExpired(EventBase):
    """What lasted the ``duration`` just over (turn or round) is gone."""

    type: Literal["primal_modifiers_expired"] = "primal_modifiers_expired"
    duration: Literal["card", "turn", "round"]


class FightEnded(EventBase):
    """P-END-01..04: victory at 0 health; defeat when no hunter stands, round 10 ends,
    or a card's own condition."""

    type: Literal["primal_fight_ended"] = "primal_fight_ended"
    outcome: Literal["victory", "defeat"]
    reason: str
    rule: str
