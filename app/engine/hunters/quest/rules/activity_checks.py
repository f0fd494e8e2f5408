"""What a hero (or an NPC ally, QUEST-42) could do with an activity right now, shared by the
flow and legal_commands."""

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
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import AllyUnit, HeroUnit, PartyUnit
from app.engine.hunters.quest.rules.activity_guards import (
    heal_targets,
    hide_guard,
    spell_guard,
    token_recipients,
)
from app.engine.hunters.quest.rules.ally_attack_plans import ally_attack_targets
from app.engine.hunters.quest.rules.grenades import grenade_throws
from app.engine.hunters.quest.rules.hero_attack_plans import hero_attack_targets
from app.engine.hunters.quest.rules.interactions import interact_options
from app.engine.hunters.quest.rules.paths import hero_move_paths
from app.engine.hunters.quest.rules.presence import is_engaged
from app.engine.hunters.quest.rules.targets import reached_by
from app.engine.kernel.rejections import Rejection


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
            if activity.target.count == "all":
                return not isinstance(spell_guard(q, hero, activity, ()), Rejection)
            return any(
                not isinstance(spell_guard(q, hero, activity, (target,)), Rejection)
                for target in reached_by(q, hero, activity.target)
            )
        case GainTokensActivity():
            return bool(token_recipients(q, hero, activity))
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
