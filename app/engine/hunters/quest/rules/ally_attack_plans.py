"""An NPC ally's attacks (QUEST-41/42): an Attack x of one of its actions, made with its own
attack profile of that kind (dice, the attribute added to successes, range, traits) and
checked by the same reach rules as a hero's (ATK-02/16/17/19/28, MOVE-10); and its
penalty Melee Attack 3 on a leaping enemy (MOVE-16), only when it has a melee profile."""

from __future__ import annotations

from app.content.schema.activities import AttackActivity
from app.content.schema.common import RANGE_ZERO, RangeSpaces
from app.content.schema.effects import UnlimitedReactions
from app.engine.hunters.quest.board.geometry import distance, geometry
from app.engine.hunters.quest.events.attacks import AttackDeclared
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import AllyUnit
from app.engine.hunters.quest.rules.guards import not_its_action
from app.engine.hunters.quest.rules.hero_attack_plans import (
    MAX_OFFENSE_TOKENS,
    PENALTY_TO_HIT,
    HeroAttackPlan,
    card_dice,
    card_to_hit,
    card_traits,
    reach_problem,
)
from app.engine.hunters.quest.rules.stats import ally_attribute, enemy_guard
from app.engine.kernel.rejections import Rejection, reject


def ally_attack_reach(q: QuestState, ally: AllyUnit, activity: AttackActivity) -> RangeSpaces:
    """ATK-16/20: the action's range, else the profile's; a melee attack reaches its space."""
    profile = q.defs.allies[ally.ally].attack(activity.kind)
    if activity.kind == "melee":
        return RANGE_ZERO
    return activity.range or (profile.range if profile else None) or RANGE_ZERO


def plan_ally_attack(
    q: QuestState, ally: AllyUnit, activity: AttackActivity, target: str, *, offense_tokens: int = 0
) -> HeroAttackPlan | Rejection:
    """QUEST-42: the guard and the numbers of the ally's attack on the enemy ``target``:
    Attack x of the action plus its own modifiers, cover and the enemy's guard (ATK-06/27),
    the profile's dice (or the action's own) and attribute (halved in water/swamp)."""
    enemy = q.enemies.get(target)
    if enemy is None or not enemy.is_active_miniature or ally.at is None or enemy.at is None:
        return reject("bad_target", "Choose an enemy on the board as the target.", "QUEST-41")
    if offense_tokens > min(MAX_OFFENSE_TOKENS, ally.tokens.offense):
        return reject("no_tokens", "Not that many offense tokens to use.", "ATK-30")
    profile = q.defs.allies[ally.ally].attack(activity.kind)
    if profile is None:
        return not_its_action(ally.name, f"make a {activity.kind} attack")
    spaces = distance(ally.at, enemy.at)
    reach = ally_attack_reach(q, ally, activity)
    problem = reach_problem(q, ally.id, ally.at, activity.kind, reach, enemy.at, spaces)
    if problem is not None:
        return problem
    guard = enemy_guard(q, enemy, activity.kind)
    cover = -1 if spaces > 0 and enemy.at in geometry(q.board).cover else 0
    return HeroAttackPlan(
        target=target, kind=activity.kind, weapon=None,
        to_hit=activity.to_hit + cover + card_to_hit(activity) + guard + offense_tokens,
        dice=(activity.dice or profile.dice) + card_dice(activity),
        attribute=ally_attribute(q, ally, activity.kind), distance=spaces,
        traits=(*profile.traits, *card_traits(activity)), guard=guard,
        unlimited=any(isinstance(e, UnlimitedReactions) for e in activity.effects),
        self_in_area=activity.area_hits_attacker,
    )  # fmt: skip


def ally_attack_targets(q: QuestState, ally: AllyUnit, activity: AttackActivity) -> list[str]:
    """The enemies the ally could attack with this activity."""
    return [
        e.id
        for e in q.enemies.values()
        if e.is_active_miniature
        and not isinstance(plan_ally_attack(q, ally, activity, e.id), Rejection)
    ]


def ally_penalty_event(q: QuestState, ally: AllyUnit, target: str) -> AttackDeclared | Rejection:
    """MOVE-16, ATK-35, QUEST-42: the ally's penalty Melee Attack 3 with its melee profile."""
    activity = AttackActivity(do="attack", kind="melee", to_hit=PENALTY_TO_HIT)
    plan = plan_ally_attack(q, ally, activity, target)
    if isinstance(plan, Rejection):
        return plan
    return AttackDeclared(
        attacker=ally.id, target=target, kind="melee", source="penalty", to_hit=plan.to_hit,
        dice_count=plan.dice, attribute=plan.attribute, traits=plan.traits,
    )  # fmt: skip
