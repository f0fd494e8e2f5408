"""What a hero (or an NPC ally, QUEST-42) could do with an activity right now (shared by
the flow and legal_commands)."""

from __future__ import annotations

from app.content.schema.activities import (
    Activity,
    AttackActivity,
    GainTokensActivity,
    HealActivity,
    HideActivity,
    InteractActivity,
    MoveActivity,
    SpellActivity,
)
from app.engine.quest.ally_attacks import ally_attack_targets
from app.engine.quest.attacks import hero_attack_targets
from app.engine.quest.board import DIRECTIONS, Space, geometry
from app.engine.quest.grenades import grenade_throws
from app.engine.quest.interact import interact_options
from app.engine.quest.movement import check_hero_path
from app.engine.quest.pathing import Path, move_endings
from app.engine.quest.presence import active_enemies, is_engaged
from app.engine.quest.state import QuestState
from app.engine.quest.stats import is_flying, move_value
from app.engine.quest.support import (
    heal_targets,
    hide_guard,
    spell_guard,
    token_recipients,
)
from app.engine.quest.targets import reached_by
from app.engine.quest.units import AllyUnit, HeroUnit, PartyUnit
from app.engine.rejections import Rejection


def move_flight(q: QuestState, hero: PartyUnit, activity: MoveActivity) -> bool:
    return activity.flight or is_flying(q, hero.id)


def hero_move_paths(q: QuestState, hero: PartyUnit, activity: MoveActivity) -> dict[Space, Path]:
    """MOVE-01..08: one legal path to every space this Move can end on (a space off the board
    stands for leaving it); the last step may be bought with morale (DEV-28)."""
    if hero.at is None or hero.tokens.immobilize:
        return {}
    if activity.leap_only and not is_engaged(q, hero.id):
        return {}
    value = move_value(q, hero, activity.value)
    reach = value + (1 if hero.morale > 0 else 0)
    flight = move_flight(q, hero, activity)
    stop_at = [] if flight and not q.options.flight_stops_at_opponents else _enemy_spaces(q)
    geo = geometry(q.board)
    found = move_endings(
        geo, hero.at, value=reach, flight=flight, rule=q.options.diagonal_step_corner,
        absorbing=stop_at,
    )  # fmt: skip
    paths = {
        end: path
        for end, path in found.items()
        if not isinstance(check_hero_path(q, hero, path, value, flight=flight), Rejection)
    }
    if geo.exits and isinstance(hero, HeroUnit):  # MOVE-06; an NPC ally stays (QUEST-42)
        for start, path in [(hero.at, ()), *paths.items()]:
            for dx, dy in DIRECTIONS:
                off = (start[0] + dx, start[1] + dy)
                if geo.is_on_board(off) or off in paths:
                    continue
                leave = (*path, off)
                if not isinstance(check_hero_path(q, hero, leave, value, flight=flight), Rejection):
                    paths[off] = leave
    return paths


def _enemy_spaces(q: QuestState) -> list[Space]:
    return [q.enemies[e].at for e in active_enemies(q) if q.enemies[e].at is not None]  # type: ignore[misc]


def activity_possible(q: QuestState, hero: PartyUnit, activity: Activity) -> bool:
    """Whether some way of performing ``activity`` is legal now."""
    match activity:
        case MoveActivity():
            return bool(hero_move_paths(q, hero, activity))
        case AttackActivity():
            if not isinstance(hero, HeroUnit):
                return bool(ally_attack_targets(q, hero, activity))
            return bool(hero_attack_targets(q, hero, activity)) or bool(
                grenade_throws(q, hero, activity)
            )
        case HealActivity():
            return not is_engaged(q, hero.id) and bool(heal_targets(q, hero, activity))
        case SpellActivity():
            reached = reached_by(q, hero, activity.target)
            if not reached:
                return False
            return not isinstance(spell_guard(q, hero, activity, (reached[0],)), Rejection)
        case GainTokensActivity(token=token):
            cap = q.options.token_cap
            return any(
                getattr(q.miniature(r).tokens, token) < cap
                for r in token_recipients(q, hero, activity)
            )
        case InteractActivity() if isinstance(hero, HeroUnit):
            return bool(interact_options(q, hero))
        case HideActivity() if isinstance(hero, HeroUnit):
            return hide_guard(q, hero) is None
    return False


def can_start_action(q: QuestState, unit: PartyUnit) -> bool:
    """QUEST-22/23/28: a hero with a card and an action left (or a free-action card); an
    NPC ally with an action left and one of its actions possible now (QUEST-42: else its
    turn ends by itself, there being nothing to choose)."""
    if isinstance(unit, HeroUnit):
        hand = unit.hand
        return bool(hand) and (q.actions_left > 0 or any(q.defs.cards[c].free for c in hand))
    return q.actions_left > 0 and any(
        ally_action_possible(q, unit, action) for action in q.defs.allies[unit.ally].actions
    )


def ally_action_possible(q: QuestState, ally: AllyUnit, action: tuple[Activity, ...]) -> bool:
    """QUEST-42: some activity of this action of the ally can be performed now."""
    return any(activity_possible(q, ally, activity) for activity in action)
