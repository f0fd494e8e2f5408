"""Windows for out-of-turn play, opened only for the hunters who can use them (DESIGN
principle 3): Consume (P-ROUND-03), Assist and Taunt (P-TURN-41, P-GLOSS-21), Retaliate
and Resilience (P-GLOSS-17/18)."""

from __future__ import annotations

from app.engine.primal.model.decisions import WindowDecision
from app.engine.primal.model.tasks import Window
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.windows import (
    can_assist,
    can_consume,
    can_react_to_damage,
    can_taunt,
)
from app.engine.primal.steps.agenda import open_decision, seat_of


def able(rec: PrimalRecorder, task: Window) -> tuple[str, ...]:
    s = rec.state
    if task.moment == "consume":
        return tuple(h for h in task.hunters if can_consume(s, h))
    if task.moment == "assist":
        return tuple(h for h in task.hunters if can_assist(s, h) or can_taunt(s, h))
    probe = WindowDecision(id=0, deciders=(), moment="damage", hunters=task.hunters, done=task.done)
    return tuple(h for h in task.hunters if can_react_to_damage(s, h, probe))


def step_window(rec: PrimalRecorder, task: Window) -> None:
    hunters = able(rec, task)
    if not hunters:
        return
    seats = tuple(dict.fromkeys(seat for h in hunters for seat in seat_of(rec, h)))
    open_decision(
        rec, WindowDecision, moment=task.moment, hunters=hunters, done=task.done,
        deciders=seats, deadline_seconds=rec.state.options.reaction_timeout_seconds,
    )  # fmt: skip


def still_open(window: WindowDecision, retaliated: str | None = None) -> Window:
    """The same window for those who have not passed (after one of them acted); a
    Retaliate fires once per damage (P-GLOSS-18)."""
    left = tuple(h for h in window.hunters if h not in window.passed)
    done = window.done + ((retaliated,) if retaliated else ())
    return Window(moment=window.moment, hunters=left, done=done)
