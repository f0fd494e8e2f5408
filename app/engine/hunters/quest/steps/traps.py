"""A trap going off (TERR-18/21, ATK-40): it attacks, or affects, each caught miniature,
then it is discarded (EQUIP-49)."""

from __future__ import annotations

from app.engine.hunters.quest.events.terrain import TrapAttackBegun, TrapDiscarded
from app.engine.hunters.quest.model.frames import TrapFrame
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.enemy_attack_plans import trap_attack_event
from app.engine.hunters.quest.rules.presence import is_active
from app.engine.hunters.quest.steps.attacks import declare
from app.engine.hunters.quest.steps.effects import apply_effect


def step_trap(tape: QuestRecorder, frame: TrapFrame) -> None:
    """TERR-18/21, ATK-40: attack (or affect) each caught miniature, then discard the trap."""
    q = tape.quest
    if not frame.targets:
        tape.emit(TrapDiscarded(trap=frame.trap))
        return
    target = frame.targets[0]
    tape.emit(TrapAttackBegun(trap=frame.trap, target=target))
    if not is_active(tape.quest, target):
        return
    item = q.defs.equipment[frame.item]
    attack = trap_attack_event(tape.quest, frame.trap, frame.item, target)
    if attack is not None:
        declare(tape, attack)
        return
    for effect in item.effects:
        apply_effect(tape, frame.trap, target, effect)
