"""Carrying out an Interact (QUEST-29..31, TERR-16/23): revive, collect, set a trap, reload,
reorganize, and the quest's own interactions with their effects and goals."""

from __future__ import annotations

from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.equipment import EquipmentReorganized, WeaponReloaded
from app.engine.hunters.quest.events.harm_and_help import HeroRevived
from app.engine.hunters.quest.events.lifecycle import GoalReached
from app.engine.hunters.quest.events.terrain import FindingCollected, InteractionPerformed, TrapSet
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.interactions import arrangement
from app.engine.hunters.quest.steps.effects import apply_effect


def emit_interact(tape: QuestRecorder, hero: str, cmd: qc.Interact) -> None:
    at = tape.quest.heroes[hero].at
    assert at is not None
    match cmd.what:
        case "revive":
            assert cmd.target is not None
            tape.emit(HeroRevived(unit=cmd.target, by=hero))
        case "collect":
            tape.emit(FindingCollected(unit=hero, at=at))
        case "set_trap":
            assert cmd.item is not None
            trap = f"trap-{tape.quest.next_trap_id}"
            carried = cmd.item in tape.quest.heroes[hero].backpack
            tape.emit(TrapSet(unit=hero, trap=trap, item=cmd.item, at=at, from_backpack=carried))
        case "reload":
            assert cmd.item is not None
            tape.emit(WeaponReloaded(unit=hero, weapon=cmd.item))
        case "reorganize":
            _reorganize(tape, hero, cmd)
        case "quest":
            assert cmd.interaction is not None
            tape.emit(InteractionPerformed(unit=hero, interaction=cmd.interaction))
            _interaction_effects(tape, hero, cmd.interaction)


def _reorganize(tape: QuestRecorder, hero: str, cmd: qc.Interact) -> None:
    q = tape.quest
    equipment, backpack = arrangement(q.heroes[hero], cmd.equipment, cmd.backpack)
    partner = q.heroes.get(cmd.partner or "")
    theirs = (
        arrangement(partner, cmd.partner_equipment, cmd.partner_backpack) if partner else ((), ())
    )
    tape.emit(
        EquipmentReorganized(
            unit=hero, equipment=equipment, backpack=backpack,
            partner=partner.id if partner else None, partner_equipment=theirs[0],
            partner_backpack=theirs[1],
        )
    )  # fmt: skip


def _interaction_effects(tape: QuestRecorder, hero: str, interaction: str) -> None:
    q = tape.quest
    spec = next(i for i in q.defs.interactions if i.id == interaction)
    for effect in spec.effects:
        apply_effect(tape, hero, hero, effect)
    goal = tape.quest.goal
    wins = interaction == goal.alternative_interaction or (
        goal.kind == "interaction" and interaction == goal.interaction
    )
    if wins and not q.goal_met:
        tape.emit(GoalReached(goal="interaction"))
