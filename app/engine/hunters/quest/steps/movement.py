"""Walking a Move step by step (MOVE-09..24, TERR-17/18): parting leaps and their penalty
attacks, traps going off, hidden heroes found, and the window after a hero's own Move."""

from __future__ import annotations

from app.engine.hunters.quest.board.geometry import (
    Space,
    distance,
    geometry,
)
from app.engine.hunters.quest.events.attacks import PenaltyAttack
from app.engine.hunters.quest.events.harm_and_help import HiddenLost
from app.engine.hunters.quest.events.movement import MoveEnded, PartingLeap, UnitExited, UnitMoved
from app.engine.hunters.quest.events.terrain import TrapArmed, TrapTriggered
from app.engine.hunters.quest.model.decisions import HeroPenaltyDecision, PenaltyAttackerDecision
from app.engine.hunters.quest.model.frames import MoveFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.enemy_attack_plans import enemy_penalty_event
from app.engine.hunters.quest.rules.presence import (
    enemies_at,
    is_active,
    is_party,
    is_stunned,
    party_at,
)
from app.engine.hunters.quest.rules.stats import enemy_strength
from app.engine.hunters.quest.steps.attacks import declare
from app.engine.hunters.quest.steps.decisions import open_decision, party_decider
from app.engine.hunters.quest.steps.reaction_windows import open_window


def step_move(tape: QuestRecorder, frame: MoveFrame) -> None:
    """Walk the Move on top of the stack until something interrupts it or it is done."""
    q = tape.quest
    at = q.unit_at(frame.unit)
    if not is_active(q, frame.unit) or at is None:
        tape.emit(MoveEnded(unit=frame.unit, at=at, reason="down"))
        return
    if not frame.leap_checked:
        _settle_leap(tape, frame, at)
        return
    geo = geometry(q.board)
    walked: list[Space] = []
    for step in frame.path:
        if not geo.is_on_board(step):
            if walked:  # the steps on the board first, then off it
                tape.emit(UnitMoved(unit=frame.unit, path=tuple(walked)))
            tape.emit(UnitExited(unit=frame.unit, at=walked[-1] if walked else at))
            _after_steps(tape, frame.unit, at, walked)
            return
        walked.append(step)
        trap = _armed_trap_at(q, step)
        if trap is not None:
            _finish_segment(tape, frame.unit, at, walked)
            _trigger(tape, trap, frame.unit)
            return
    _finish_segment(tape, frame.unit, at, walked)
    _move_completed(tape, frame)


def _move_completed(tape: QuestRecorder, frame: MoveFrame) -> None:
    """QUEST-36: "after you complete a Move": the window of a hero's own Move in its turn
    (not a push)."""
    q = tape.quest
    action = q.action
    if frame.forced or frame.unit != q.active or action is None or action.unit != frame.unit:
        return
    open_window(tape, "move_end", frame.unit, frame.unit)


def _finish_segment(tape: QuestRecorder, unit: str, start: Space, walked: list[Space]) -> None:
    """The steps walked so far (the last ones of the path end the Move)."""
    if walked:
        tape.emit(UnitMoved(unit=unit, path=tuple(walked)))
        _after_steps(tape, unit, start, walked)


def _after_steps(tape: QuestRecorder, unit: str, start: Space, walked: list[Space]) -> None:
    """HERO-STATE-09 and TERR-17: what the steps change around the mover."""
    q = tape.quest
    hero = q.heroes.get(unit)
    if walked and hero is not None and hero.hidden:
        geo = geometry(q.board)
        if any(s not in geo.hiding for s in walked) or enemies_at(q, walked[-1]):
            tape.emit(HiddenLost(unit=unit, reason="moved"))
    if walked and unit in q.enemies:  # HERO-STATE-09: an enemy on a hidden hero's space
        for other in q.heroes.values():
            if other.hidden and other.at == walked[-1]:
                tape.emit(HiddenLost(unit=other.id, reason="found"))
    _arm_traps_left_behind(tape, start)


def _arm_traps_left_behind(tape: QuestRecorder, left: Space) -> None:
    """TERR-17/19: a trap arms once its setter (or, for a map trap, every hero) is gone."""
    q = tape.quest
    for trap in q.traps.values():
        if trap.armed or trap.at != left:
            continue
        here = [h.id for h in q.heroes.values() if h.at == left and not h.exited]
        if (trap.owner is not None and trap.owner not in here) or (trap.owner is None and not here):
            tape.emit(TrapArmed(trap=trap.id))


def _armed_trap_at(q: QuestState, space: Space) -> str | None:
    return next((t.id for t in q.traps.values() if t.armed and t.at == space), None)


def _trigger(tape: QuestRecorder, trap: str, by: str) -> None:
    """TERR-17/18: every miniature within the trap's range is caught (NPC allies too)."""
    q = tape.quest
    spec = q.traps[trap]
    item = q.defs.equipment[spec.item]
    reach = item.attack.range.max if item.attack else 0
    targets = [
        u
        for u in (*q.heroes, *q.enemies, *q.allies)
        if is_active(q, u) and (at := q.unit_at(u)) is not None and distance(at, spec.at) <= reach
    ]
    tape.emit(TrapTriggered(trap=trap, by=by, targets=tuple(targets)))


def _settle_leap(tape: QuestRecorder, frame: MoveFrame, at: Space) -> None:
    """MOVE-11..18: the first step out of an engagement is a parting leap."""
    if is_party(tape.quest, frame.unit):
        _hero_leaps(tape, frame.unit, at)
    else:
        _enemy_leaps(tape, frame.unit, at)


def _hero_leaps(tape: QuestRecorder, hero: str, at: Space) -> None:
    """MOVE-12/13/18: the strongest engaged enemy may strike, unless the heroes and their
    NPC allies there (the leaper counted) outnumber the enemies (QUEST-41)."""
    q = tape.quest
    enemies = enemies_at(q, at)
    if len(party_at(q, at)) > len(enemies):
        tape.emit(PartingLeap(unit=hero, at=at, reason="outnumbered"))
        return
    able = [e for e in enemies if not is_stunned(q, e)]
    if not able:
        tape.emit(PartingLeap(unit=hero, at=at, reason="no enemy can strike"))
        return
    strongest = max(enemy_strength(q, q.enemies[e]) for e in able)
    tied = [e for e in able if enemy_strength(q, q.enemies[e]) == strongest]
    if len(tied) > 1:
        open_decision(
            tape,
            PenaltyAttackerDecision,
            deciders=party_decider(tape),
            unit=hero,
            enemies=tuple(tied),
            default=tied[0],
        )
        return
    enemy_penalty(tape, tied[0], hero, at)


def enemy_penalty(tape: QuestRecorder, enemy: str, hero: str, at: Space) -> None:
    tape.emit(PartingLeap(unit=hero, at=at, penalty_by=enemy))
    tape.emit(PenaltyAttack(attacker=enemy, target=hero))
    declare(tape, enemy_penalty_event(tape.quest, tape.quest.enemies[enemy], hero))


def _enemy_leaps(tape: QuestRecorder, enemy: str, at: Space) -> None:
    """MOVE-16..18: an engaged hero may strike the leaping enemy, unless the enemies there
    (the leaper counted) outnumber the heroes and their NPC allies; the heroes choose who.
    An NPC ally strikes only if its actions hold a melee attack (QUEST-42)."""
    q = tape.quest
    party = party_at(q, at)
    if len(enemies_at(q, at)) > len(party):
        tape.emit(PartingLeap(unit=enemy, at=at, reason="outnumbered"))
        return
    able = [u for u in party if not is_stunned(q, u) and can_strike(q, u)]
    if not able:
        tape.emit(PartingLeap(unit=enemy, at=at, reason="no hero can strike"))
        return
    open_decision(
        tape,
        HeroPenaltyDecision,
        deciders=party_decider(tape, able),
        unit=enemy,
        heroes=tuple(able),
        default=able[0],
    )


def can_strike(q: QuestState, unit: str) -> bool:
    """MOVE-16, QUEST-42: a hero always may make a penalty Melee Attack 3; an NPC ally only
    when its quest gives it a melee attack."""
    ally = q.allies.get(unit)
    return ally is None or q.defs.allies[ally.ally].attack("melee") is not None
