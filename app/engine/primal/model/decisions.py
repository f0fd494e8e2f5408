"""Pending decisions of a fight (DESIGN principle 2): every choice the rules leave to
players, naming who answers, the options and the default (the deadline keeper applies
it with ``apply_default``). A decision opens only when there is a real choice.

- ``choice`` (answered by ``primal_choose`` with an option's index): the next of several
  triggered abilities or behavior cards (P-TURN-30, P-REACT-11/14/18), a hunter a
  "choose" effect picks, a sector, yes or no for an optional effect, armor or helm
  (P-KO-07), Vulnerable's doubling (P-GLOSS-29), a Swarm card (P-MON-12), a peril to
  blind, a behavior card to stun...;
- ``cards`` (``primal_pick_cards``): which cards to discard, recycle or reveal;
- ``payment`` (``primal_pay``): which cards pay a stamina cost inside an ability;
- ``move`` (``primal_move_choice``): where a move an effect grants goes, and its payment;
- ``window`` (``primal_consume``, ``primal_assist``, ``primal_taunt``, ``primal_retaliate``,
  ``primal_resilience``, ``primal_pass``): out-of-turn play, opened only for hunters who
  can use it (DESIGN principle 3), passing by default.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.primal.abilities import Effect
from app.engine.kernel.decisions import DecisionBase
from app.engine.kernel.model import Frozen
from app.engine.primal.model.context import Context
from app.engine.primal.model.tasks import DamageMonster, Fired

Purpose = Literal[
    "order_fired", "order_behaviors", "order_rampage", "target", "may", "choose_one",
    "sector", "deplete", "vulnerable", "swarm", "stun_slot", "stun_hunter", "blind",
    "rock", "peek", "disrupt", "plateau_climb", "plateau_jump", "synaerea", "reload",
    "volley",
]  # fmt: skip


class Option(Frozen):
    """One answer of a ``choice``: what it picks (a hunter, a sector, a slot, a card, a
    number) and its words."""

    label: str
    hunter: str | None = None
    sector: int | None = None
    slot: int | None = None
    card: str | None = None
    value: int | None = None


class ChoiceDecision(DecisionBase):
    kind: Literal["choice"] = "choice"
    answer: Literal["primal_choose"] = "primal_choose"
    purpose: Purpose
    hunter: str | None = None
    """The hunter the choice is made for (None: the party's)."""
    options: tuple[Option, ...]
    default: int = 0
    context: Context | None = None
    effect: Effect | None = None
    fired: tuple[Fired, ...] = ()
    slots: tuple[int, ...] = ()
    trigger_slot: int | None = None
    damage: DamageMonster | None = None
    amount: int = 0


class CardsDecision(DecisionBase):
    """Pick ``least``..``most`` of ``cards`` (cards in the hunter's hand)."""

    kind: Literal["cards"] = "cards"
    answer: Literal["primal_pick_cards"] = "primal_pick_cards"
    purpose: Literal["discard", "recycle", "hand_limit", "stun_reveal"]
    hunter: str
    cards: tuple[str, ...]
    least: int
    most: int
    default: tuple[str, ...]
    context: Context | None = None


class PaymentDecision(DecisionBase):
    """P-TURN-08..12: a stamina cost an ability asks for; then ``effects``."""

    kind: Literal["payment"] = "payment"
    answer: Literal["primal_pay"] = "primal_pay"
    hunter: str
    amount: int
    optional: bool = True
    context: Context
    effects: tuple[Effect, ...]
    default: None = None
    """Declining (or, when it cannot be declined, the cheapest payment)."""


class MoveDecision(DecisionBase):
    """P-TURN-04: a move an effect grants (``forced``: the monster's, never paid)."""

    kind: Literal["move"] = "move"
    answer: Literal["primal_move_choice"] = "primal_move_choice"
    hunter: str
    sectors: tuple[int, ...]
    cost: int = 1
    optional: bool = True
    forced: bool = False
    default: int | None = None


WindowMoment = Literal["consume", "assist", "damage"]


class WindowDecision(DecisionBase):
    """Out-of-turn play (P-ROUND-03 Consume; P-TURN-41/42 Assist and P-GLOSS-21 Taunt at
    the end of the active hunter's Action phase; P-GLOSS-17/18 Resilience and Retaliate
    after the monster's damage): ``hunters`` may act, each answering for themselves."""

    kind: Literal["window"] = "window"
    answer: Literal["primal_pass"] = "primal_pass"
    moment: WindowMoment
    hunters: tuple[str, ...]
    passed: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    """Damage window: hunters whose Retaliate fired for this damage (once per instance)."""
    default: None = None


Decision = Annotated[
    ChoiceDecision | CardsDecision | PaymentDecision | MoveDecision | WindowDecision,
    Field(discriminator="kind"),
]
