"""The round (P-ROUND-01..20): Consume, Monster Upkeep, Player Turns, End of round."""

from __future__ import annotations

from app.engine.primal.events.board import FireAged, SectorTokensSet
from app.engine.primal.events.monster import MonsterMarked, StunMoved
from app.engine.primal.events.turns import (
    FirstPlayerSet,
    ModifiersExpired,
    RoundEnded,
    RoundStarted,
)
from app.engine.primal.model.tasks import BeginRound, RoundStep, Task, TurnStep, Window
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.monster import upkeep_struggle
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.rules.windows import can_consume
from app.engine.primal.steps.agenda import end_fight, push
from app.engine.primal.steps.behavior import refresh
from app.engine.primal.steps.occur import occur
from app.engine.primal.steps.struggle import gain_struggle

ROUND_STEPS = ("consume", "refresh", "struggle", "upkeep", "turns", "end_effects",
               "housekeeping", "close")  # fmt: skip


def begin_round(rec: PrimalRecorder, task: BeginRound) -> None:
    """P-ROUND-01/19/20: the round marker moves; the confused token goes."""
    rec.emit(RoundStarted(round=task.round))
    push(rec, *(RoundStep(step=step) for step in ROUND_STEPS))  # type: ignore[arg-type]


def step_round(rec: PrimalRecorder, task: RoundStep) -> None:
    STEPS[task.step](rec)


def _consume(rec: PrimalRecorder) -> None:
    """P-ROUND-03: a window for the hunters holding a Consume ability."""
    able = tuple(h for h in rec.state.order if can_consume(rec.state, h))
    if able:
        push(rec, Window(moment="consume", hunters=able))


def _refresh(rec: PrimalRecorder) -> None:
    """P-ROUND-05: Behavior Refresh, skipped in round 1."""
    if rec.state.round >= 2:
        refresh(rec)


def _struggle(rec: PrimalRecorder) -> None:
    """P-ROUND-08: 1 per player, acceleration, Infuriate."""
    gain_struggle(rec, upkeep_struggle(rec.state), "upkeep")


def _upkeep(rec: PrimalRecorder) -> None:
    occur(rec, Occurrence(on="upkeep"), between=True)


def _turns(rec: PrimalRecorder) -> None:
    """P-ROUND-14: the aggro holder becomes first player."""
    if rec.state.aggro is not None:
        rec.emit(FirstPlayerSet(hunter=rec.state.aggro))
    push(rec, RoundStep(step="next_turn"))


def next_hunter(rec: PrimalRecorder) -> str | None:
    """P-ROUND-15: clockwise from the first player, the next hunter yet to play (a hunter
    hiding in the brush waits for their named hunter, P-BOARD-12)."""
    s = rec.state
    order = list(s.order)
    first = order.index(s.first_player) if s.first_player in order else 0
    for step in range(len(order)):
        hunter = order[(first + step) % len(order)]
        if hunter not in s.turns_done and s.board.brush != hunter:
            return hunter
    return None


def _next_turn(rec: PrimalRecorder) -> None:
    hunter = next_hunter(rec)
    if hunter is not None:
        push(rec, TurnStep(hunter=hunter, step="start"), RoundStep(step="next_turn"))


def _end_effects(rec: PrimalRecorder) -> None:
    """P-ROUND-18: "at the end of the round" effects and the End-of-round reaction."""
    occur(rec, Occurrence(on="end_of_round"), between=True)


def _housekeeping(rec: PrimalRecorder) -> None:
    """P-ROUND-18 (AMBIGUITY: after the card effects): Fire ages, the vulnerable token
    and the Dust go, round-long effects end; the stun token goes last."""
    s = rec.state
    monster = s.defs.monster
    passing = {t.id for t in monster.tokens if t.removed_at_end_of_round} if monster else set()
    for index, sector in enumerate(s.board.sectors):
        if sector.fire is not None:
            rec.emit(FireAged(sector=index, fire="yellow" if sector.fire == "red" else None))
        for token in sorted(passing & sector.tokens.keys()):
            rec.emit(SectorTokensSet(sector=index, token=token, count=0))
    if s.monster.vulnerable:
        rec.emit(MonsterMarked(mark="vulnerable", value=False))
    rec.emit(ModifiersExpired(duration="round"))
    if s.monster.stun_slot is not None:
        rec.emit(StunMoved(slot=None))


def _close(rec: PrimalRecorder) -> None:
    """P-ROUND-02, P-END-03: after round 10 with the monster alive, the hunters lose."""
    s = rec.state
    rec.emit(RoundEnded(round=s.round))
    if s.round >= s.options.rounds:
        end_fight(rec, "defeat", f"Round {s.round} ended with the monster alive.", "P-END-03")
        return
    push(rec, BeginRound(round=s.round + 1))


def _setup(rec: PrimalRecorder) -> None:
    """P-SETUP-17: "Setup:" abilities when the scenario begins."""
    occur(rec, Occurrence(on="setup"), between=True)


STEPS = {
    "setup": _setup,
    "consume": _consume,
    "refresh": _refresh,
    "struggle": _struggle,
    "upkeep": _upkeep,
    "turns": _turns,
    "next_turn": _next_turn,
    "end_effects": _end_effects,
    "housekeeping": _housekeeping,
    "close": _close,
}

__all__ = ["STEPS", "Task", "begin_round", "step_round"]
