"""Where an enemy's Move goes (ENEMY-08..13, MOVE-15): whether an action can be performed,
toward the opponent reachable by the shortest Move, or away from the heroes."""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.activities import (
    ActivateAbility,
    Activity,
    AttackActivity,
    GainTokensActivity,
    HealActivity,
    MoveActivity,
    SpellActivity,
)
from app.engine.hunters.quest.board.geometry import Space, distance, geometry
from app.engine.hunters.quest.board.pathing import Path, TowardSearch, move_endings
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyUnit
from app.engine.hunters.quest.rules.defense_against import defense_against
from app.engine.hunters.quest.rules.enemy_attack_plans import (
    enemy_attack_target,
    enemy_attack_traits,
)
from app.engine.hunters.quest.rules.enemy_spell_targets import enemy_spell_targets
from app.engine.hunters.quest.rules.presence import (
    active_enemies,
    opponent_spaces,
    order_position,
    party_at,
)
from app.engine.hunters.quest.rules.stats import enemy_move_value, is_flying, terrain_for
from app.engine.kernel.memo import IdentityMemo


@dataclass(frozen=True)
class EnemyMovePlan:
    """Where a Move can take the enemy: one path per equally good end space."""

    target: str | None
    paths: tuple[Path, ...]


def is_performable(q: QuestState, enemy: EnemyUnit, activities: tuple[Activity, ...]) -> bool:
    """ENEMY-08/09 (default): performable when some activity can be done, except that an
    Attack that follows a Move must be possible where the Move ends (the Wolf example)."""
    assert enemy.at is not None
    positions: list[Space] = [enemy.at]
    moved = False
    possible = False
    for activity in activities:
        match activity:
            case MoveActivity():
                plan = plan_enemy_move(q, enemy, activity, positions[0])
                if plan is not None:
                    positions = [p[-1] for p in plan.paths]
                    moved = possible = True
            case AttackActivity():
                hits = any(enemy_attack_target(q, enemy, activity, at=p) for p in positions)
                if moved and not hits:
                    return False
                possible = possible or hits
            case _:
                possible = possible or is_simple_possible(q, enemy, activity)
    return possible


def is_simple_possible(q: QuestState, enemy: EnemyUnit, activity: Activity) -> bool:
    """ENEMY-09: whether an activity other than a Move or an attack can be performed now."""
    match activity:
        case GainTokensActivity(token=token):
            return bool(getattr(enemy.tokens, token) < q.options.token_cap)
        case HealActivity():
            return enemy.health < enemy.start_health
        case ActivateAbility():
            return True
        case SpellActivity():
            return bool(enemy_spell_targets(q, enemy, activity))
    return False


def plan_enemy_move(
    q: QuestState, enemy: EnemyUnit, activity: MoveActivity, at: Space
) -> EnemyMovePlan | None:
    """ENEMY-11/12, MOVE-15: toward the target, or away (a parting leap only when offered)."""
    if enemy.tokens.immobilize:
        return None
    engaged = bool(party_at(q, at))
    if activity.direction == "away" or activity.leap:
        if engaged != activity.leap:  # leaving needs a leap; a leap needs an engagement
            return None
        return _plan_away(q, enemy, activity, at)
    if engaged:
        return None
    return _plan_toward(q, enemy, activity, at)


_PLANS = IdentityMemo[tuple[EnemyMovePlan | None]](limit=256)


def _plan_toward(
    q: QuestState, enemy: EnemyUnit, activity: MoveActivity, at: Space
) -> EnemyMovePlan | None:
    """The search below, remembered: an enemy's turn asks for it twice (is the action
    performable? then: perform it). The memo is keyed on every part of the state the
    search reads — the heroes (with their equipment, armor damage, items and tokens),
    NPC allies, enemies, traps, board, rules, definitions and turn order — by identity:
    those values are immutable, so the same objects mean the same answer."""
    owners = (q.heroes, q.allies, q.enemies, q.traps, q.board, q.options, q.defs, q.order)
    key = (*map(id, owners), enemy.id, at, activity)
    hit = _PLANS.get(key, owners)
    if hit is not None:
        return hit[0]
    return _PLANS.put(key, owners, (_search_toward(q, enemy, activity, at),))[0]


def _search_toward(
    q: QuestState, enemy: EnemyUnit, activity: MoveActivity, at: Space
) -> EnemyMovePlan | None:
    """ENEMY-11, QUEST-41: the hero (or NPC ally) reachable by the shortest Move; ties:
    lowest defense against the enemy's basic attack, its traits included (TRAIT-30), then
    the earlier turn; paths that tie are the players' choice."""
    spots = opponent_spaces(q)
    goals = set(spots.values())
    blockers = set(_party_spaces(q))
    flight = activity.flight or is_flying(q, enemy.id)
    geo, rule = geometry(terrain_for(q, enemy)), q.options.diagonal_step_corner
    value = enemy_move_value(q, enemy, activity.value)
    search = TowardSearch(
        geo,
        at,
        goals,
        value=value,
        flight=flight,
        rule=rule,
        absorbing=blockers,
    )
    if not search.nearest:  # ENEMY-11 default: ignore other miniatures, else give up
        search = TowardSearch(geo, at, goals, value=value, flight=flight, rule=rule)
    if not search.nearest:
        return None
    kind = q.defs.enemies[enemy.enemy].basic_attack.kind
    traits = enemy_attack_traits(q, enemy, kind)
    closest = [h for h, s in spots.items() if s in search.nearest]
    closest.sort(key=lambda h: (defense_against(q, h, kind, traits), order_position(q, h)))
    goal = spots[closest[0]]
    traps = [t.at for t in q.traps.values() if t.armed]
    return EnemyMovePlan(target=closest[0], paths=tuple(search.first_moves(goal, traps)))


def _party_spaces(q: QuestState) -> list[Space]:
    """Spaces of the conscious heroes and NPC allies: a Move ends on entering them (MOVE-05)."""
    spaces = [h.at for h in q.heroes.values() if h.is_active_miniature and h.at is not None]
    return spaces + [a.at for a in q.allies.values() if a.is_active_miniature and a.at is not None]


def _plan_away(
    q: QuestState, enemy: EnemyUnit, activity: MoveActivity, at: Space
) -> EnemyMovePlan | None:
    """ENEMY-12/13: end as far as possible from the heroes (nearest, then all), then as close
    as possible to an ally; no gain means no move."""
    spots = list(opponent_spaces(q).values())
    if not spots:
        return None
    blockers = [b for b in _party_spaces(q) if b != at]
    flight = activity.flight or is_flying(q, enemy.id)
    geo = geometry(terrain_for(q, enemy))
    endings = move_endings(
        geo, at, value=enemy_move_value(q, enemy, activity.value), flight=flight,
        rule=q.options.diagonal_step_corner, absorbing=blockers,
    )  # fmt: skip

    def score(space: Space) -> tuple[int, int]:
        gaps = [distance(space, s) for s in spots]
        return min(gaps), sum(gaps)

    if not endings or max(score(s) for s in endings) <= score(at):
        return None
    best = max(score(s) for s in endings)
    chosen = [s for s in endings if score(s) == best]
    allies = [q.enemies[e].at for e in active_enemies(q) if e != enemy.id]
    if allies:
        near = min(min(distance(s, a) for a in allies if a) for s in chosen)
        chosen = [s for s in chosen if min(distance(s, a) for a in allies if a) == near]
    return EnemyMovePlan(target=None, paths=tuple(endings[s] for s in sorted(chosen)))
