"""Pending decisions (DESIGN principle 2): every choice the rules leave to players.

A decision names who may answer (seats), the legal options, and the default the
service applies when a deadline passes (``apply_default``) — the engine has no clock,
``deadline_seconds`` only tells the service how long to wait (None: no deadline).
The engine opens a decision only when more than one option is legal.
Each kind is answered by the command named in ``answer``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.activities import Timing
from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.decisions import DecisionBase
from app.engine.kernel.model import Frozen


class PlaceHeroDecision(DecisionBase):
    """QUEST-06: put the hero on any space of the deployment zone."""

    kind: Literal["place_hero"] = "place_hero"
    answer: Literal["place_hero"] = "place_hero"
    unit: str
    spaces: tuple[Space, ...]
    default: Space


class OpeningHandDecision(DecisionBase):
    """QUEST-11: pick any cards of the deck as the opening hand; the rest is shuffled."""

    kind: Literal["opening_hand"] = "opening_hand"
    answer: Literal["choose_opening_hand"] = "choose_opening_hand"
    unit: str
    cards: tuple[str, ...]
    size: int
    default: tuple[str, ...]


class TurnOrderDecision(DecisionBase):
    """QUEST-17..20: the order by Perception; players break ties and heroes may delay."""

    kind: Literal["turn_order"] = "turn_order"
    answer: Literal["set_turn_order"] = "set_turn_order"
    perception: dict[str, int]
    heroes: tuple[str, ...]
    ties: tuple[tuple[str, ...], ...]
    default: tuple[str, ...]


class EnemyPathDecision(DecisionBase):
    """ENEMY-11/12: equally good enemy moves; players choose where it ends."""

    kind: Literal["enemy_path"] = "enemy_path"
    answer: Literal["choose_enemy_path"] = "choose_enemy_path"
    unit: str
    target: str | None
    paths: tuple[tuple[Space, ...], ...]
    default: Space


class PenaltyAttackerDecision(DecisionBase):
    """MOVE-12: several engaged enemies share the highest Strength; players pick one."""

    kind: Literal["penalty_attacker"] = "penalty_attacker"
    answer: Literal["choose_penalty_attacker"] = "choose_penalty_attacker"
    unit: str
    enemies: tuple[str, ...]
    default: str


class HeroPenaltyDecision(DecisionBase):
    """MOVE-16: an engaged hero may make the penalty Melee Attack 3 on a leaping enemy."""

    kind: Literal["hero_penalty"] = "hero_penalty"
    answer: Literal["make_penalty_attack"] = "make_penalty_attack"
    unit: str
    heroes: tuple[str, ...]
    default: str | None


class MoraleDecision(DecisionBase):
    """ATK-37, DEV-27: after the to-hit roll the attacker may spend 1 morale for +1."""

    kind: Literal["spend_morale"] = "spend_morale"
    answer: Literal["spend_morale"] = "spend_morale"
    unit: str
    default: bool = False


class DefenseTokensDecision(DecisionBase):
    """ATK-31: the defending hero may use up to 2 defense tokens when counting defense."""

    kind: Literal["defense_tokens"] = "defense_tokens"
    answer: Literal["use_defense_tokens"] = "use_defense_tokens"
    unit: str
    most: int
    default: int


class PushDecision(DecisionBase):
    """TRAIT-25, MOVE-21: the pusher picks a legal space farther from it."""

    kind: Literal["push"] = "push"
    answer: Literal["choose_push"] = "choose_push"
    unit: str
    by: str
    spaces: tuple[Space, ...]
    default: Space


class ReactionOffer(Frozen):
    """A reaction a seat wants to play (QUEST-37: the players agree on one)."""

    seat: str
    unit: str
    card: str
    reroll: tuple[int, ...] = ()
    target: str | None = None


class ReactionWindow(DecisionBase):
    """QUEST-34..37: seats holding a playable reaction may play one, or pass.

    ``attacker`` is the miniature whose attack or activity it is (the mover for
    ``move_end``), ``target`` the miniature it is aimed at (None: no one yet). With one
    seat able to react, its play is taken at once; with several, each offers or passes
    and the offers are settled when all have answered (one offer: played; several: a
    ``reaction_choice``). The deadline's default passes for whoever has not answered.
    """

    kind: Literal["reaction"] = "reaction"
    answer: Literal["play_reaction"] = "play_reaction"
    timing: Timing
    attacker: str | None = None
    target: str | None = None
    passed: tuple[str, ...] = ()
    offers: tuple[ReactionOffer, ...] = ()
    default: None = None


class ReactionChoiceDecision(DecisionBase):
    """QUEST-37, DEV-21: several seats want to react; the player whose hero has the
    highest Knowledge (then Strength) picks the one reaction played. Default: that
    player's own offer (else the first in that order)."""

    kind: Literal["reaction_choice"] = "reaction_choice"
    answer: Literal["choose_reaction"] = "choose_reaction"
    window: int
    timing: Timing
    attacker: str | None = None
    target: str | None = None
    offers: tuple[ReactionOffer, ...]
    default: ReactionOffer


class FreeMoveDecision(DecisionBase):
    """A reaction gave this hero a free Move (or Parting Leap) of ``value``: where to go,
    or stay (the default)."""

    kind: Literal["free_move"] = "free_move"
    answer: Literal["take_free_move"] = "take_free_move"
    unit: str
    value: int
    leap_only: bool = False
    default: None = None


Decision = Annotated[
    PlaceHeroDecision
    | OpeningHandDecision
    | TurnOrderDecision
    | EnemyPathDecision
    | PenaltyAttackerDecision
    | HeroPenaltyDecision
    | MoraleDecision
    | DefenseTokensDecision
    | PushDecision
    | ReactionWindow
    | ReactionChoiceDecision
    | FreeMoveDecision,
    Field(discriminator="kind"),
]
