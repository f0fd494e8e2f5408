"""Struggle and Unleash (P-ROUND-08..13, P-TURN-22, P-REACT-19/20)."""

from __future__ import annotations

from app.engine.primal.events.monster import MonsterMarked, StruggleChanged
from app.engine.primal.model.tasks import SufferDamage, UnleashStep
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.monster import monster_damage, unleash_threshold
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import push
from app.engine.primal.steps.occur import occur


def gain_struggle(rec: PrimalRecorder, amount: int, why: str) -> None:
    """P-ROUND-10: every gain is checked; at 3 per player the monster Unleashes at once."""
    if amount <= 0:
        return
    m = rec.state.monster
    rec.emit(StruggleChanged(value=m.struggle + amount, change=amount, why=why))
    if not m.unleashing and rec.state.monster.struggle >= unleash_threshold(rec.state):
        rec.emit(MonsterMarked(mark="unleashing", value=True))
        push(
            rec,
            UnleashStep(step="damage"),
            UnleashStep(step="reset"),
            UnleashStep(step="abilities"),
        )


def remove_struggle(rec: PrimalRecorder, amount: int, why: str) -> None:
    m = rec.state.monster
    left = max(0, m.struggle - amount)
    if left != m.struggle:
        rec.emit(StruggleChanged(value=left, change=left - m.struggle, why=why))


def step_unleash(rec: PrimalRecorder, task: UnleashStep) -> None:
    """P-ROUND-11: every standing hunter suffers the monster's damage (KO'd ones are
    skipped); P-ROUND-12: struggle back to 1 per player; P-ROUND-13: "Unleash:"."""
    s = rec.state
    if task.step == "damage":
        damage = monster_damage(s)
        push(
            rec,
            *(
                SufferDamage(hunter=h.id, amount=damage, monster=True)
                for h in s.standing()
                if h.is_targetable
            ),
        )
    elif task.step == "reset":
        rec.emit(
            StruggleChanged(
                value=s.player_count, change=s.player_count - s.monster.struggle, why="unleash"
            )
        )
        rec.emit(MonsterMarked(mark="unleashing", value=False))
    else:
        occur(rec, Occurrence(on="unleash"))
