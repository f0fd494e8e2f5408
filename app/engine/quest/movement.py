"""Moves: checking a hero's path, then walking any Move step by step (MOVE-01..24, TERR-*).

A hero names the whole path of a Move; it is checked at once (walls, corners, terrain
stops, opponents, the board edge, the Move's value). Walking it may still be interrupted:
a parting leap's penalty attack (MOVE-12..18), a trap going off (TERR-17/18); the rest
of the path follows when those are over, unless the mover is down.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.quest.attack_flow import declare
from app.engine.quest.board import (
    Geometry,
    Space,
    distance,
    geometry,
    is_step_blocked,
    is_stop_entry,
)
from app.engine.quest.combat_events import HiddenLost, PenaltyAttack, TrapArmed, TrapTriggered
from app.engine.quest.deciding import open_decision, party_decider
from app.engine.quest.decisions import HeroPenaltyDecision, PenaltyAttackerDecision
from app.engine.quest.enemy_attacks import enemy_penalty_event
from app.engine.quest.events import MoveEnded, PartingLeap, UnitExited, UnitMoved
from app.engine.quest.frames import MoveFrame
from app.engine.quest.presence import enemies_at, is_active, is_party, is_stunned, party_at
from app.engine.quest.reaction_play import open_window
from app.engine.quest.state import QuestState
from app.engine.quest.stats import enemy_strength
from app.engine.quest.tape import Tape
from app.engine.quest.units import PartyUnit
from app.engine.rejections import Rejection, reject


@dataclass(frozen=True)
class CheckedPath:
    """A legal hero path: whether it leaves the board and whether it needs morale."""

    path: tuple[Space, ...]
    exits: bool
    morale: bool


def check_hero_path(
    q: QuestState, hero: PartyUnit, path: tuple[Space, ...], value: int, *, flight: bool = False
) -> CheckedPath | Rejection:
    """MOVE-01..08/19/20, TERR-02..06/12/22: whether the hero (or NPC ally, which has no
    morale and never leaves the board: QUEST-42) may walk ``path`` with Move ``value``
    (one step more spends 1 morale, DEV-28)."""
    if hero.at is None:
        return reject("not_on_board", f"{hero.name} is not on the board.", "MOVE-07")
    if hero.tokens.immobilize:
        return reject("immobilized", f"{hero.name} cannot move this turn.", "TRAIT-24")
    morale = len(path) > value
    if len(path) > value + 1 or (morale and hero.morale <= 0):
        return reject("too_far", f"The Move reaches {value} spaces.", "MOVE-01")
    geo = geometry(q.board)
    stops_left = 1 if morale and q.options.morale_step_ignores_stops else 0
    here = hero.at
    for index, step in enumerate(path):
        last = index == len(path) - 1
        problem = _step_problem(q, geo, here, step, last=last, flight=flight)
        if isinstance(problem, Rejection):
            return problem
        if not geo.is_on_board(step):
            if hero.id in q.allies:
                return reject("no_exit", "An NPC ally does not leave the board.", "QUEST-42")
            return CheckedPath(path, exits=True, morale=morale)
        if problem and not last:
            if problem == "terrain" and stops_left:
                stops_left -= 1
            else:
                return _stopped(problem)
        here = step
    return CheckedPath(path, exits=False, morale=morale)


def _stopped(reason: str) -> Rejection:
    if reason == "opponent":
        return reject("move_ends", "Entering a space with an enemy ends the Move.", "MOVE-05")
    return reject("move_ends", "That space ends the Move (terrain or vantage point).", "TERR-04")


def _step_problem(
    q: QuestState, geo: Geometry, here: Space, step: Space, *, last: bool, flight: bool
) -> Rejection | str | None:
    """A rejection for an illegal step, a reason the Move must end there, or None."""
    if distance(here, step) != 1:
        return reject("not_adjacent", "Each step goes to an adjacent space.", "MOVE-01")
    if not geo.is_on_board(step):
        if not geo.exits:
            return reject("no_exit", "Nobody may leave this board.", "MOVE-06")
        if not last:
            return reject("left_board", "A hero who leaves the board is out.", "MOVE-07")
    rule = q.options.diagonal_step_corner
    if is_step_blocked(geo, here, step, flight=flight, rule=rule):
        return reject("blocked", "A wall or obstacle is in the way.", "MOVE-08")
    if not geo.is_on_board(step):
        return None
    if enemies_at(q, step) and (not flight or q.options.flight_stops_at_opponents):
        return "opponent"
    if not flight and is_stop_entry(geo, here, step):
        return "terrain"
    return None


# --------------------------------------------------------------------------- walking


def step_move(tape: Tape, frame: MoveFrame) -> None:
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


def _move_completed(tape: Tape, frame: MoveFrame) -> None:
    """QUEST-36: "after you complete a Move": the window of a hero's own Move in its turn
    (not a push)."""
    q = tape.quest
    action = q.action
    if frame.forced or frame.unit != q.active or action is None or action.unit != frame.unit:
        return
    open_window(tape, "move_end", frame.unit, frame.unit)


def _finish_segment(tape: Tape, unit: str, start: Space, walked: list[Space]) -> None:
    """The steps walked so far (the last ones of the path end the Move)."""
    if walked:
        tape.emit(UnitMoved(unit=unit, path=tuple(walked)))
        _after_steps(tape, unit, start, walked)


def _after_steps(tape: Tape, unit: str, start: Space, walked: list[Space]) -> None:
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


def _arm_traps_left_behind(tape: Tape, left: Space) -> None:
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


def _trigger(tape: Tape, trap: str, by: str) -> None:
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


# --------------------------------------------------------------------------- leaps


def _settle_leap(tape: Tape, frame: MoveFrame, at: Space) -> None:
    """MOVE-11..18: the first step out of an engagement is a parting leap."""
    if is_party(tape.quest, frame.unit):
        _hero_leaps(tape, frame.unit, at)
    else:
        _enemy_leaps(tape, frame.unit, at)


def _hero_leaps(tape: Tape, hero: str, at: Space) -> None:
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


def enemy_penalty(tape: Tape, enemy: str, hero: str, at: Space) -> None:
    tape.emit(PartingLeap(unit=hero, at=at, penalty_by=enemy))
    tape.emit(PenaltyAttack(attacker=enemy, target=hero))
    declare(tape, enemy_penalty_event(tape.quest, tape.quest.enemies[enemy], hero))


def _enemy_leaps(tape: Tape, enemy: str, at: Space) -> None:
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
