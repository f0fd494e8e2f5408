"""The effect interpreter: a list of effects resolved one at a time (model/tasks.py
``ResolveEffects``), each by the vocabulary's meaning (schema ``effects.py``).

The rest of a list waits on the agenda below the effect being resolved, so an effect
that asks a player (a target, "you may", a payment) simply opens its decision and the
answer goes on from there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.schema.primal import abilities as ab
from app.content.schema.primal.abilities import Effect
from app.engine.primal.events.hunters import MasteryFlipped
from app.engine.primal.model.context import Context
from app.engine.primal.model.decisions import ChoiceDecision, Option, PaymentDecision
from app.engine.primal.model.tasks import CheckFocus, ResolveEffects
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.conditions import holds
from app.engine.primal.rules.labels import hunter_name
from app.engine.primal.rules.stamina import most_stamina
from app.engine.primal.rules.targets import Pick, hunters_for
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps import effects_hunters, effects_monster
from app.engine.primal.steps.agenda import open_decision, party_seat, push, seat_of
from app.engine.primal.steps.occur import occur

Apply = Callable[[PrimalRecorder, Context, Any, list[str]], None]

EFFECTS: dict[str, Apply] = {**effects_hunters.HUNTER_EFFECTS, **effects_monster.MONSTER_EFFECTS}


def step_resolve_effects(rec: PrimalRecorder, task: ResolveEffects) -> None:
    if not task.effects:
        return
    first, rest = task.effects[0], task.effects[1:]
    if rest:
        push(rec, ResolveEffects(context=task.context, effects=rest))
    apply_effect(rec, task.context, first)


def _deciders(rec: PrimalRecorder, hunter: str | None) -> tuple[str, ...]:
    return seat_of(rec, hunter) if hunter is not None else party_seat(rec)


def apply_effect(
    rec: PrimalRecorder, ctx: Context, effect: Effect, targets: list[str] | None = None
) -> None:
    """One effect; a ``who`` that needs a choice opens it (P-GLOSS-30: never a KO'd or
    captured hunter)."""
    structural = STRUCTURE.get(effect.do)
    if structural is not None:
        structural(rec, ctx, effect)
        return
    who = getattr(effect, "who", None)
    if targets is None and who is not None:
        found = hunters_for(rec.state, ctx, who)
        if isinstance(found, Pick):
            _ask_target(rec, ctx, effect, found.among)
            return
        targets = found
    EFFECTS[effect.do](rec, ctx, effect, targets or [])


def _ask_target(rec: PrimalRecorder, ctx: Context, effect: Effect, among: tuple[str, ...]) -> None:
    options = tuple(
        Option(label=hunter_name(rec.state, h), hunter=h, value=i) for i, h in enumerate(among)
    )
    open_decision(
        rec, ChoiceDecision, purpose="target", hunter=ctx.hunter, options=options,
        context=ctx, effect=effect, deciders=_deciders(rec, ctx.hunter),
    )  # fmt: skip


def _may(rec: PrimalRecorder, ctx: Context, effect: ab.May) -> None:
    options = (Option(label="yes", value=1), Option(label="no", value=0))
    open_decision(
        rec, ChoiceDecision, purpose="may", hunter=ctx.hunter, options=options,
        default=0 if effect.default else 1, context=ctx, effect=effect,
        deciders=_deciders(rec, ctx.hunter),
    )  # fmt: skip


def _choose_one(rec: PrimalRecorder, ctx: Context, effect: ab.ChooseOne) -> None:
    labels = effect.labels or tuple(f"option {i + 1}" for i in range(len(effect.options)))
    options = tuple(Option(label=label, value=i) for i, label in enumerate(labels))
    open_decision(
        rec, ChoiceDecision, purpose="choose_one", hunter=ctx.hunter, options=options,
        context=ctx, effect=effect, deciders=_deciders(rec, ctx.hunter),
    )  # fmt: skip


def _pay(rec: PrimalRecorder, ctx: Context, effect: ab.Pay) -> None:
    """P-TURN-12: "pay stamina" is a stamina cost; unpayable, the effects do not happen."""
    cost = max(0, value(rec.state, effect.amount, ctx))
    hunter = ctx.hunter
    if hunter is None or not rec.state.hunters[hunter].is_standing:
        return
    if cost == 0:
        push(rec, ResolveEffects(context=ctx, effects=effect.effects))
        return
    if most_stamina(rec.state, hunter) < cost:
        return
    open_decision(
        rec, PaymentDecision, hunter=hunter, amount=cost, optional=effect.optional,
        context=ctx, effects=effect.effects, deciders=seat_of(rec, hunter),
    )  # fmt: skip


def _if(rec: PrimalRecorder, ctx: Context, effect: ab.If) -> None:
    chosen = effect.then if holds(rec.state, effect.condition, ctx.hunter) else effect.otherwise
    if chosen:
        push(rec, ResolveEffects(context=ctx, effects=chosen))


def _for_each(rec: PrimalRecorder, ctx: Context, effect: ab.ForEach) -> None:
    found = hunters_for(rec.state, ctx, effect.who)
    hunters = list(found.among) if isinstance(found, Pick) else found
    push(
        rec,
        *(
            ResolveEffects(context=ctx.model_copy(update={"hunter": h}), effects=effect.effects)
            for h in hunters
        ),
    )


STRUCTURE: dict[str, Callable[[PrimalRecorder, Context, Any], None]] = {
    "may": _may,
    "choose_one": _choose_one,
    "pay": _pay,
    "if": _if,
    "for_each": _for_each,
}


def step_check_focus(rec: PrimalRecorder, task: CheckFocus) -> None:
    """P-TURN-45/46: at the focus value the counters go and the mastery flips at once;
    "When focused:" abilities fire right after."""
    h = rec.state.hunters[task.hunter]
    mastery = rec.state.defs.masteries[h.mastery]
    if h.focused or h.focus_counters < mastery.focus_value:
        return
    rec.emit(MasteryFlipped(hunter=task.hunter, focused=True))
    occur(rec, Occurrence(on="when_focused", hunter=task.hunter))
