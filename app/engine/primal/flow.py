"""Running the fight on its own until a person must act (DESIGN principles 1-3).

After every accepted command decide() calls ``advance``: it takes the agenda's top task
and runs its step, reveals triggered behavior cards at each timing point outside a
card's resolution (P-REACT-04), skips what a KO ended (P-KO-02), ends an Action phase
that is over, and stops when a decision is open, a hunter's Movement or Action phase
waits for its player, or the fight is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.primal.events.agenda import AgendaPopped
from app.engine.primal.events.turns import TurnPhaseBegun
from app.engine.primal.model.tasks import RESOLVING, RevealTriggered, Task, TurnStep, is_waiting
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.options import has_action
from app.engine.primal.rules.reactions import waiting_slots
from app.engine.primal.rules.windows import can_assist, can_taunt
from app.engine.primal.steps import (
    attrition,
    behavior,
    effects,
    fired,
    hunter_damage,
    keywords,
    monster_damage,
    piles,
    play,
    rounds,
    struggle,
    turns,
    windows,
)
from app.engine.primal.steps.agenda import push
from app.engine.primal.steps.occur import hands_emptied

MAX_STEPS = 20_000
"""A round takes a few hundred steps; more means a rules bug (never a hang)."""


class EngineStuck(RuntimeError):
    """The fight did not settle: a bug in the rules code, never a player's fault."""


def _turn_step(rec: PrimalRecorder, task: TurnStep) -> None:
    h = task.hunter
    match task.step:
        case "start":
            turns.start(rec, h)
        case "resume":
            turns.resume(rec, h)
        case "released":
            turns.released(rec, h)
        case "start_effects":
            turns.start_effects(rec, h)
        case "end_action":
            turns.end_action(rec, h)
        case "stamina":
            turns.stamina(rec, h)
        case "attrition":
            attrition.begin_attrition(rec, h)
        case "disrupt":
            attrition.place_disrupt(rec, h)
        case "attrition_check":
            attrition.check(rec, h)
        case "attrition_end":
            attrition.end_attrition(rec, h)
        case "end":
            turns.end(rec, h)
        case "refill":
            turns.refill(rec, h)
        case "rotate":
            turns.rotate(rec, h)
        case "over":
            turns.over(rec, h)


TASK_STEPS: dict[str, Callable[[PrimalRecorder, Any], None]] = {
    "begin_round": rounds.begin_round,
    "round_step": rounds.step_round,
    "turn_step": _turn_step,
    "resolve_fired": fired.step_resolve_fired,
    "resolve_effects": effects.step_resolve_effects,
    "card_step": play.step_card,
    "reveal_triggered": behavior.step_reveal_triggered,
    "behavior_step": behavior.step_behavior,
    "rampage": behavior.step_rampage,
    "damage_monster": monster_damage.step_damage,
    "wounds": monster_damage.step_wounds,
    "stance_revealed": monster_damage.step_stance_revealed,
    "suffer_damage": hunter_damage.step_suffer,
    "window": windows.step_window,
    "knock_out": hunter_damage.step_knock_out,
    "unleash": struggle.step_unleash,
    "draw": piles.step_draw,
    "emptied_deck": piles.step_emptied,
    "fill_slots": behavior.step_fill,
    "escalate": behavior.step_escalate,
    "check_focus": effects.step_check_focus,
    "rise": hunter_damage.step_rise,
    "attack_reveal": keywords.step_attack_reveal,
}


def _skipped(rec: PrimalRecorder, task: Task) -> bool:
    """P-KO-02, P-GLOSS-09: a turn a KO (or capture) ended skips its remaining phases."""
    turn = rec.state.turn
    return (
        isinstance(task, TurnStep)
        and task.step not in ("start", "resume", "released", "over")
        and turn is not None
        and turn.hunter == task.hunter
        and turn.ended
    )


def _waits(rec: PrimalRecorder, task: TurnStep) -> bool:
    """The Movement or Action phase waits for its player (an Action phase that a
    Finisher ended, or with nothing left to do and nobody to Assist or Taunt, is over)."""
    s = rec.state
    turn = s.turn
    if turn is None:
        return False
    if task.step == "action":
        if turn.finished:
            return False
        helpers = any(can_assist(s, h) or can_taunt(s, h) for h in s.order)
        if not helpers and not has_action(s, task.hunter):
            return False
    if turn.phase != task.step:
        rec.emit(TurnPhaseBegun(hunter=task.hunter, phase=task.step))  # type: ignore[arg-type]
    return True


def advance(rec: PrimalRecorder) -> None:
    """Play on until someone must act or the fight is over."""
    for _ in range(MAX_STEPS):
        hands_emptied(rec)
        s = rec.state
        if s.phase != "playing" or s.pending:
            return
        top = s.top
        if top is None:
            return
        if top.kind not in RESOLVING and top.kind != "reveal_triggered" and waiting_slots(s):
            push(rec, RevealTriggered())
            continue
        if is_waiting(top) and not _skipped(rec, top):
            assert isinstance(top, TurnStep)
            if _waits(rec, top):
                return
        rec.emit(AgendaPopped(kind=top.kind))
        if not _skipped(rec, top) and not is_waiting(top):
            TASK_STEPS[top.kind](rec, top)
    raise EngineStuck("the fight did not settle")
