"""Triggered abilities resolving (P-TURN-30: the player picks the order; P-REACT-18:
within one tier, the players choose)."""

from __future__ import annotations

from app.engine.primal.events.hunters import LimitUsed
from app.engine.primal.events.monster import AbilityDone
from app.engine.primal.model.context import Context
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import Fired, ResolveEffects, ResolveFired
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.abilities import ability_of, limit_key
from app.engine.primal.rules.labels import source_label
from app.engine.primal.steps.agenda import open_decision, push, seat_of


def step_resolve_fired(rec: PrimalRecorder, task: ResolveFired) -> None:
    fired = task.fired
    if not fired:
        return
    if len(fired) == 1 or len({f.source for f in fired}) == 1:
        if len(fired) > 1:
            push(rec, ResolveFired(fired=fired[1:], chooser=task.chooser))
        resolve_one(rec, fired[0])
        return
    options = tuple(Option(label=_label(rec, f), value=i) for i, f in enumerate(fired))
    open_decision(
        rec, ChoiceDecision, purpose="order_fired", hunter=task.chooser, options=options,
        fired=fired, deciders=seat_of(rec, task.chooser),
    )  # fmt: skip


def _label(rec: PrimalRecorder, fired: Fired) -> str:
    """The card's name, and the ability's own words when it has them."""
    name = source_label(rec.state, fired.source)
    text = ability_of(rec.state, fired.source).text
    return f"{name}: {text}" if text else name


def choose_fired(rec: PrimalRecorder, decision: ChoiceDecision, index: int) -> None:
    """The chosen ability resolves now, the others after it (asked again if several)."""
    chosen = decision.fired[index]
    rest = decision.fired[:index] + decision.fired[index + 1 :]
    if rest:
        push(rec, ResolveFired(fired=rest, chooser=decision.hunter))
    resolve_one(rec, chosen)


def resolve_one(rec: PrimalRecorder, fired: Fired) -> None:
    """The ability's effects, after marking a ``limit`` used."""
    s = rec.state
    ability = ability_of(s, fired.source)
    if ability.limit is not None:
        key = limit_key(fired.source, ability.limit)
        if fired.source.owner is not None:
            rec.emit(LimitUsed(hunter=fired.source.owner, key=key))
        else:
            rec.emit(AbilityDone(key=key))
    context = Context(source=fired.source, hunter=fired.hunter, x=fired.x, card=fired.card)
    if ability.effects:
        push(rec, ResolveEffects(context=context, effects=ability.effects))
