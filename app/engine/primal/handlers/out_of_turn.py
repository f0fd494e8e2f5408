"""Out-of-turn commands: Assist, Taunt (any time the table waits on the active hunter,
and in the window at the end of their Action phase), Consume, Retaliate, Resilience and
passing a window (P-ROUND-03/04, P-TURN-41/42, P-GLOSS-17/18/21)."""

from __future__ import annotations

from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal import commands as pc
from app.engine.primal.events.agenda import WindowPassed
from app.engine.primal.events.hunters import AggroTaken, ResilienceShown, TurnMarked
from app.engine.primal.events.piles import CardsDiscarded, CardsRevealed, PotionConsumed
from app.engine.primal.model.context import Context, Source
from app.engine.primal.model.decisions import WindowDecision
from app.engine.primal.model.tasks import Draw, ResolveEffects, Task
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.abilities import abilities_of
from app.engine.primal.rules.cards import card_def
from app.engine.primal.rules.guards import controls, fight_guard
from app.engine.primal.rules.windows import (
    consumables,
    helper_guard,
    is_retaliation,
    resilience_cards,
    window_for,
    window_guard,
)
from app.engine.primal.steps.agenda import push, resolve
from app.engine.primal.steps.board import turn_to_hunter
from app.engine.primal.steps.windows import still_open


def _after_window(rec: PrimalRecorder, actor: Actor, window: WindowDecision | None,
                  tasks: list[Task], retaliated: str | None = None) -> None:  # fmt: skip
    """Acting in a window closes it; it opens again for the others once the act is
    resolved (the act comes first)."""
    if window is not None:
        resolve(rec, window.id, actor.seat, False)
        tasks = [*tasks, still_open(window, retaliated)]
    push(rec, *tasks)


def decide_helper(rec: PrimalRecorder, actor: Actor, cmd: pc.Assist | pc.Taunt) -> Rejection | None:
    """P-TURN-41/42: the Assist card discarded, the active hunter draws 1; P-GLOSS-21:
    a Taunt card too, and the taunter takes the aggro token and the monster's gaze."""
    keyword = "assist" if isinstance(cmd, pc.Assist) else "taunt"
    problem = helper_guard(rec.state, actor, cmd.hunter, keyword)
    if problem is not None:
        return problem
    if cmd.card not in rec.state.hunters[cmd.hunter].hand or not getattr(
        card_def(rec.state, cmd.card), keyword
    ):
        return reject(f"not_{keyword}_card", f"That card has no {keyword.title()}.", "P-TURN-41")
    window = window_for(rec.state, "assist")
    active = rec.state.active
    assert active is not None
    rec.emit(CardsDiscarded(hunter=cmd.hunter, cards=(cmd.card,), why=keyword))
    rec.emit(TurnMarked(mark=keyword, by=cmd.hunter))  # type: ignore[arg-type]
    if keyword == "taunt":
        if rec.state.aggro != cmd.hunter:
            rec.emit(AggroTaken(hunter=cmd.hunter))
        turn_to_hunter(rec, cmd.hunter, "taunt")
    _after_window(rec, actor, window, [Draw(hunter=active, count=1)])
    return None


def decide_consume(rec: PrimalRecorder, actor: Actor, cmd: pc.Consume) -> Rejection | None:
    """P-ROUND-03/04: one Consume ability; the card leaves the game."""
    window = window_guard(rec.state, actor, cmd.hunter, "consume")
    if isinstance(window, Rejection):
        return window
    source = next(
        (
            c
            for c in consumables(rec.state, cmd.hunter)
            if (c.id, c.ability) == (cmd.card, cmd.ability)
        ),
        None,
    )
    if source is None:
        return reject("not_consumable", "That card has no Consume ability to use.", "P-ROUND-04")
    effects = abilities_of(rec.state, source.kind, source.id)[source.ability].effects
    rec.emit(PotionConsumed(hunter=cmd.hunter, card=cmd.card))
    context = Context(source=source, hunter=cmd.hunter)
    _after_window(rec, actor, window, [ResolveEffects(context=context, effects=effects)])
    return None


def decide_retaliate(rec: PrimalRecorder, actor: Actor, cmd: pc.RetaliateWith) -> Rejection | None:
    """P-GLOSS-18: the cards revealed together, the ability fires (once per damage)."""
    window = window_guard(rec.state, actor, cmd.hunter, "damage")
    if isinstance(window, Rejection):
        return window
    if cmd.hunter in window.done:
        return reject("retaliated", "Retaliate fires once for each damage.", "P-GLOSS-18")
    if not is_retaliation(rec.state, cmd.hunter, cmd.card, cmd.cards):
        message = "Reveal the Retaliate card with cards of exactly its colors."
        return reject("bad_retaliate", message, "P-GLOSS-18")
    rec.emit(CardsRevealed(hunter=cmd.hunter, cards=cmd.cards, why="retaliate"))
    source = Source(kind="retaliate", id=cmd.card, owner=cmd.hunter)
    ability = abilities_of(rec.state, "retaliate", cmd.card)[0]
    task = ResolveEffects(
        context=Context(source=source, hunter=cmd.hunter), effects=ability.effects
    )
    _after_window(rec, actor, window, [task], retaliated=cmd.hunter)
    return None


def decide_resilience(
    rec: PrimalRecorder, actor: Actor, cmd: pc.ShowResilience
) -> Rejection | None:
    """P-GLOSS-17: reveal a Resilience card (once a round each) to draw 1."""
    window = window_guard(rec.state, actor, cmd.hunter, "damage")
    if isinstance(window, Rejection):
        return window
    if cmd.card not in resilience_cards(rec.state, cmd.hunter):
        return reject("no_resilience", "That card cannot show Resilience now.", "P-GLOSS-17")
    rec.emit(CardsRevealed(hunter=cmd.hunter, cards=(cmd.card,), why="resilience"))
    rec.emit(ResilienceShown(hunter=cmd.hunter, card=cmd.card))
    _after_window(rec, actor, window, [Draw(hunter=cmd.hunter, count=1)])
    return None


def decide_pass(rec: PrimalRecorder, actor: Actor, cmd: pc.PassWindow) -> Rejection | None:
    problem = fight_guard(rec.state)
    if problem is not None:
        return problem
    window = rec.state.decision(cmd.decision)
    if not isinstance(window, WindowDecision) or cmd.hunter not in window.hunters:
        return reject("no_window", "There is no such window to pass.")
    if not controls(rec.state, actor, cmd.hunter) or cmd.hunter in window.passed:
        return reject("not_yours", "You cannot pass for this hunter.")
    rec.emit(WindowPassed(id=window.id, hunter=cmd.hunter))
    updated = rec.state.decision(cmd.decision)
    assert isinstance(updated, WindowDecision)
    if set(updated.passed) >= set(updated.hunters):
        resolve(rec, window.id, actor.seat, False)
    return None
