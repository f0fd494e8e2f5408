"""An enemy performing its chosen action, activity by activity (ENEMY-09..29): before an
activity aimed at a hero the heroes may react ("about to act", QUEST-36); a stunned enemy
stops (TRAIT-22); the action's pushes come at its end (TRAIT-26)."""

from __future__ import annotations

from app.content.schema.activities import (
    ActivateAbility,
    Activity,
    AttackActivity,
    GainTokensActivity,
    HealActivity,
    MoveActivity,
    SpellActivity,
)
from app.engine.hunters.quest.board.pathing import Path
from app.engine.hunters.quest.events.enemies import (
    AbilityActivated,
    EnemyActionFinished,
    EnemyActivityBegun,
    EnemyActivitySkipped,
)
from app.engine.hunters.quest.events.movement import MoveBegun
from app.engine.hunters.quest.model.decisions import EnemyPathDecision
from app.engine.hunters.quest.model.frames import EnemyTurnFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyUnit
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.enemy_attack_plans import (
    enemy_attack_event,
    enemy_attack_target,
)
from app.engine.hunters.quest.rules.enemy_moves import is_simple_possible, plan_enemy_move
from app.engine.hunters.quest.rules.enemy_spell_targets import enemy_spell_targets
from app.engine.hunters.quest.rules.presence import is_engaged, is_party
from app.engine.hunters.quest.rules.reactions import has_timing_in_hand
from app.engine.hunters.quest.rules.stats import is_flying
from app.engine.hunters.quest.steps.activities import emit_spell
from app.engine.hunters.quest.steps.attacks import declare
from app.engine.hunters.quest.steps.decisions import open_decision, party_decider
from app.engine.hunters.quest.steps.effects import flush_pushes, gain_tokens, heal
from app.engine.hunters.quest.steps.reaction_windows import open_window


def step_enemy_turn(tape: QuestRecorder, frame: EnemyTurnFrame) -> None:
    """ENEMY-09: the chosen action's activities in order; impossible ones are skipped."""
    q = tape.quest
    enemy = q.enemies[frame.unit]
    index = frame.next_index
    done = index >= len(frame.activities) or enemy.tokens.stun  # TRAIT-22: no actions
    if not enemy.is_active_miniature or done:
        if not flush_pushes(tape):
            tape.emit(EnemyActionFinished(unit=frame.unit))
        return
    activity = frame.activities[index]
    if frame.reacted < index and _heroes_react(tape, enemy, activity):
        return
    if isinstance(activity, MoveActivity):
        _enemy_move(tape, frame, enemy, activity)
    elif isinstance(activity, AttackActivity):
        _enemy_attack(tape, frame, enemy, activity)
    else:
        _enemy_simple(tape, frame, enemy, activity)


def aimed_at(q: QuestState, enemy: EnemyUnit, activity: Activity) -> str | None:
    """The hero (or NPC ally, QUEST-41) an activity is about to act on: the attack's
    target, the one a Move heads for, or one the spell reaches (None: nobody)."""
    match activity:
        case AttackActivity():
            return enemy_attack_target(q, enemy, activity)
        case MoveActivity(direction="toward") if enemy.at is not None:
            plan = plan_enemy_move(q, enemy, activity, enemy.at)
            return plan.target if plan is not None else None
        case SpellActivity():
            targets = enemy_spell_targets(q, enemy, activity)
            return next((u for u in targets if is_party(q, u)), None)
    return None


def _heroes_react(tape: QuestRecorder, enemy: EnemyUnit, activity: Activity) -> bool:
    """QUEST-36: "when an enemy is about to perform an activity on you or an ally"."""
    q = tape.quest
    if not has_timing_in_hand(q, "activity_start"):
        return False
    target = aimed_at(q, enemy, activity)
    return target is not None and open_window(tape, "activity_start", enemy.id, target)


def _enemy_attack(
    tape: QuestRecorder, frame: EnemyTurnFrame, enemy: EnemyUnit, activity: AttackActivity
) -> None:
    q = tape.quest
    target = enemy_attack_target(q, enemy, activity)
    if target is None:
        tape.emit(EnemyActivitySkipped(unit=enemy.id, index=frame.next_index, reason="no target"))
        return
    tape.emit(EnemyActivityBegun(unit=enemy.id, index=frame.next_index))
    event = enemy_attack_event(
        q, enemy, target, kind=activity.kind, to_hit=activity.to_hit, dice=activity.dice,
        traits=activity.traits, ignore_pierce=target in frame.ignore_pierce_for,
    )  # fmt: skip
    declare(tape, event)


def _enemy_simple(
    tape: QuestRecorder, frame: EnemyTurnFrame, enemy: EnemyUnit, activity: Activity
) -> None:
    q = tape.quest
    index = frame.next_index
    if not is_simple_possible(q, enemy, activity):
        tape.emit(EnemyActivitySkipped(unit=enemy.id, index=index, reason="not possible"))
        return
    tape.emit(EnemyActivityBegun(unit=enemy.id, index=index))
    match activity:
        case GainTokensActivity(token=token, amount=amount):
            gain_tokens(tape, enemy.id, token, amount)
        case HealActivity(amount=amount):
            heal(tape, enemy.id, amount, enemy.id)
        case ActivateAbility(ability=ability):
            tape.emit(AbilityActivated(unit=enemy.id, ability=ability))
        case SpellActivity():
            targets = tuple(enemy_spell_targets(q, enemy, activity))
            emit_spell(tape, enemy.id, activity, targets)


def _enemy_move(
    tape: QuestRecorder, frame: EnemyTurnFrame, enemy: EnemyUnit, activity: MoveActivity
) -> None:
    q = tape.quest
    assert enemy.at is not None
    plan = plan_enemy_move(q, enemy, activity, enemy.at)
    if plan is None:
        tape.emit(EnemyActivitySkipped(unit=enemy.id, index=frame.next_index, reason="no move"))
        return
    paths = plan.paths
    following = frame.activities[frame.next_index + 1 : frame.next_index + 2]
    if following and isinstance(following[0], AttackActivity):
        attack = following[0]
        useful = [p for p in paths if enemy_attack_target(q, enemy, attack, at=p[-1])]
        paths = tuple(useful) or paths
    if len(paths) > 1:
        open_decision(
            tape, EnemyPathDecision, deciders=party_decider(tape), unit=enemy.id,
            target=plan.target, paths=paths, default=paths[0][-1],
        )  # fmt: skip
        return
    begin_enemy_move(tape, enemy.id, frame.next_index, paths[0], activity)


def begin_enemy_move(
    tape: QuestRecorder, unit: str, index: int, path: Path, activity: MoveActivity
) -> None:
    q = tape.quest
    tape.emit(EnemyActivityBegun(unit=unit, index=index))
    flight = activity.flight or is_flying(q, unit)
    tape.emit(MoveBegun(unit=unit, path=path, leap=is_engaged(q, unit), flight=flight))
