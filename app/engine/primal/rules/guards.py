"""Guards of the hunters' own turn commands, shared by the handlers and legal_commands
(DESIGN principle 1: one source of truth). Each returns a Rejection or None."""

from __future__ import annotations

from app.content.schema.primal.abilities import OnAction
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.model.context import Source, SourceKind
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import TurnStep
from app.engine.primal.rules.abilities import ability_of, hunter_sources, is_spent
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.board import (
    fire_blocks,
    has_terrain,
    is_exposed,
    move_cost,
    move_targets,
    sequence_limit,
)
from app.engine.primal.rules.cards import card_def
from app.engine.primal.rules.conditions import holds
from app.engine.primal.rules.stamina import can_pay, card_cost


def controls(s: PrimalState, actor: Actor, hunter: str) -> bool:
    """The actor is the seat playing this hunter."""
    return actor.role == "seat" and hunter in s.seats and s.seats[hunter] == actor.seat


def fight_guard(s: PrimalState) -> Rejection | None:
    if s.phase == "new":
        return reject("no_fight", "The fight has not been set up yet.")
    if s.phase == "ended":
        return reject("fight_over", "The fight is over.", "P-END-01")
    return None


def phase_guard(s: PrimalState, actor: Actor, hunter: str, step: str) -> Rejection | None:
    """The hunter's turn waits in this phase for its player, with nothing pending."""
    problem = fight_guard(s)
    if problem is not None:
        return problem
    if hunter not in s.hunters:
        return reject("no_such_hunter", f"There is no hunter {hunter!r} in this fight.")
    if not controls(s, actor, hunter):
        return reject("not_your_hunter", "You do not play this hunter.")
    if s.pending:
        return reject("decision_pending", "A choice must be made first.")
    top = s.top
    if not (isinstance(top, TurnStep) and top.hunter == hunter and s.active == hunter):
        return reject("not_your_turn", "It is not this hunter's turn.", "P-ROUND-15")
    if top.step != step:
        names = {"movement": "Movement", "action": "Action"}
        return reject(
            f"not_{step}_phase", f"This can be done only in the {names[step]} phase.",
            "P-TURN-01",
        )  # fmt: skip
    return None


def move_guard(
    s: PrimalState, actor: Actor, hunter: str, to: int, pay: tuple[str, ...], token: bool
) -> Rejection | None:
    """P-TURN-03/04, P-BOARD-24: one move to an adjacent sector, paying its cost."""
    problem = phase_guard(s, actor, hunter, "movement")
    if problem is not None:
        return problem
    if to not in move_targets(s, hunter):
        return reject("not_adjacent", "A move goes to an adjacent sector.", "P-BOARD-03")
    if not can_pay(s, hunter, pay, token, move_cost(s, hunter)):
        return reject("bad_payment", _pay_words(move_cost(s, hunter)), "P-TURN-08")
    return None


def _pay_words(cost: int) -> str:
    return (
        f"Pay exactly {cost} stamina with cards from your hand (and your stamina token), "
        "discarding no card you do not need."
    )


def hide_guard(
    s: PrimalState, actor: Actor, hunter: str, card: str, until: str
) -> Rejection | None:
    """P-BOARD-12/13: at the start of the Movement phase in a Brush sector, recycle a
    dodge card and name a hunter still to take a turn this round."""
    problem = phase_guard(s, actor, hunter, "movement")
    if problem is not None:
        return problem
    h = s.hunters[hunter]
    if not has_terrain(s, h.sector, "brush"):
        return reject("no_brush", "There is no Brush in your sector.", "P-BOARD-12")
    if s.board.brush is not None or (s.turn is not None and s.turn.resumed):
        return reject("brush_taken", "Only one hunter at a time hides in the brush.", "P-BOARD-13")
    if card not in h.hand or card_def(s, card).color != "dodge":
        return reject("not_a_dodge", "Hiding recycles a dodge card from your hand.", "P-BOARD-12")
    if until == hunter or until not in s.hunters or until in s.turns_done:
        message = "Name a hunter who has not yet taken their turn this round."
        return reject("bad_hunter", message, "P-BOARD-12")
    return None


def play_guard(
    s: PrimalState, actor: Actor, hunter: str, card: str, pay: tuple[str, ...], token: bool,
    x: int,
) -> Rejection | None:  # fmt: skip
    """P-TURN-12/15/16/17/21: a card from hand into the sequence, its cost paid."""
    problem = phase_guard(s, actor, hunter, "action")
    if problem is not None:
        return problem
    h = s.hunters[hunter]
    if card not in h.hand:
        return reject("not_in_hand", "That card is not in your hand.", "P-TURN-16")
    definition = card_def(s, card)
    if definition.kind != "action":
        return reject("not_playable", f"{definition.name} cannot be played.", "P-KO-17")
    if fire_blocks(s, hunter):
        return reject("fire", "No card can be played while Fire burns in your sector.", "P-TURN-17")
    if len(h.sequence) >= sequence_limit(s, hunter):
        return reject("sequence_full", "Your sequence is full.", "P-TURN-15")
    if definition.color == "attack" and not is_exposed(s, hunter):
        message = "Attack cards are played only from a sector on an exposed side."
        return reject("protected_side", message, "P-TURN-21")
    if x and definition.cost != "X":
        return reject("no_x_cost", "Only a card costing X takes a chosen X.", "P-TURN-12")
    cost = card_cost(s, card, x)
    if not can_pay(s, hunter, pay, token, cost, exclude=(card,)):
        return reject("bad_payment", _pay_words(cost), "P-TURN-08")
    return None


def action_source(
    s: PrimalState, hunter: str, kind: SourceKind, card: str, index: int
) -> Source | None:
    """An "Action:" ability of a card the hunter has in play (P-TURN-40)."""
    for source, position in hunter_sources(s, hunter):
        if (source.kind, source.id, source.ability) != (kind, card, index):
            continue
        ability = ability_of(s, source)
        if not isinstance(ability.trigger, OnAction) or is_spent(s, source, ability):
            return None
        return source if holds(s, ability.conditions, hunter, position) else None
    return None


def ability_guard(
    s: PrimalState, actor: Actor, hunter: str, kind: SourceKind, card: str, index: int,
    pay: tuple[str, ...], token: bool,
) -> Rejection | None:  # fmt: skip
    problem = phase_guard(s, actor, hunter, "action")
    if problem is not None:
        return problem
    source = action_source(s, hunter, kind, card, index)
    if source is None:
        return reject(
            "no_such_ability", "No Action ability of that card can be used now.", "P-TURN-40"
        )
    trigger = ability_of(s, source).trigger
    assert isinstance(trigger, OnAction)
    cost = value(s, trigger.cost)
    if not can_pay(s, hunter, pay, token, max(0, cost)):
        return reject("bad_payment", _pay_words(cost), "P-TURN-12")
    return None


REVIVE_COST = 2


def revive_guard(
    s: PrimalState, actor: Actor, hunter: str, target: str, pay: tuple[str, ...], token: bool
) -> Rejection | None:
    """P-TURN-43: once per turn, 2 stamina, a KO'd hunter in the same sector."""
    problem = phase_guard(s, actor, hunter, "action")
    if problem is not None:
        return problem
    if s.turn is not None and s.turn.revived:
        return reject("revived", "You can Revive only once per turn.", "P-TURN-43")
    other = s.hunters.get(target)
    if other is None or target == hunter or other.ko is None or other.eliminated:
        return reject("not_knocked_out", "Revive a KO'd hunter.", "P-TURN-43")
    if other.sector != s.hunters[hunter].sector:
        return reject("not_in_sector", "The KO'd hunter must be in your sector.", "P-TURN-43")
    if not can_pay(s, hunter, pay, token, REVIVE_COST):
        return reject("bad_payment", _pay_words(REVIVE_COST), "P-TURN-43")
    return None
