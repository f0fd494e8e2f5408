"""A card played for nothing (QUEST-25): every activity of its action may be skipped, so
a card none of whose activities can be performed now is still accepted and spent. This
tells the player why, before they spend it; the checks are ``activity_possible``, the
ones the flow uses to skip an activity."""

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
from app.content.schema.common import RangeSpaces
from app.engine.hunters.quest.board.geometry import distance
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.rules.activity_checks import activity_possible
from app.engine.hunters.quest.rules.activity_guards import hide_guard
from app.engine.hunters.quest.rules.hero_attack_plans import with_vantage
from app.engine.hunters.quest.rules.presence import active_enemies, is_engaged
from app.engine.hunters.quest.rules.stats import hero_weapons

HIDE_REASONS = {
    "no_cover": "no hiding place on this space",
    "flying": "a flying hero cannot hide",
    "hidden": "already hidden",
    "enemy_near": "an enemy is on or next to this space",
    "only_target": "an enemy sees nobody else",
}
"""HERO-STATE-07/10, in words that follow "can do nothing now: "."""


def wasted_card_reason(q: QuestState, hero: HeroUnit, card: str) -> str | None:
    """QUEST-25: why playing ``card`` now would do nothing: every activity of its action
    is impossible (the reasons, each once, in printed order); None when one can be done."""
    definition = q.defs.cards.get(card)
    if definition is None or not definition.action:
        return None
    if any(activity_possible(q, hero, a) for a in definition.action):
        return None
    reasons = dict.fromkeys(impossible_because(q, hero, a) for a in definition.action)
    return "; ".join(reasons)


def impossible_because(q: QuestState, hero: HeroUnit, activity: Activity) -> str:
    """Why an activity that ``activity_possible`` refuses cannot be done, for a player."""
    match activity:
        case MoveActivity():
            return _move_because(q, hero, activity)
        case AttackActivity():
            return _attack_because(q, hero, activity)
        case HealActivity() | SpellActivity() if is_engaged(q, hero.id):
            return "engaged, so only a leap or an attack on this space"  # MOVE-10
        case HealActivity():
            return "nobody in reach is hurt"  # HERO-STATE-03/04
        case SpellActivity():
            return "the spell reaches nobody it can affect"  # QUEST-32/33
        case GainTokensActivity():
            return _tokens_because(q, hero, activity)
        case InteractActivity():
            return "nothing to interact with here"  # QUEST-29
        case HideActivity():
            problem = hide_guard(q, hero)
            return HIDE_REASONS.get(problem.code if problem else "", "cannot hide here")
    return "nothing this hero can do with it"


def _tokens_because(q: QuestState, hero: HeroUnit, activity: GainTokensActivity) -> str:
    """QUEST-43, ATK-33: no ally to take them, or everyone who may at the limit already."""
    allies = [u for u in q.party() if u.id != hero.id and u.is_active_miniature]
    if activity.recipient == "ally" and not allies:
        return "no ally to give the tokens to"
    return f"{activity.token} tokens already at the limit of {q.options.token_cap}"


def _move_because(q: QuestState, hero: HeroUnit, activity: MoveActivity) -> str:
    """MOVE-01/11, TRAIT-24."""
    if hero.tokens.immobilize:
        return "immobilized this turn"
    if activity.leap_only and not is_engaged(q, hero.id):
        return "this Move is only a leap out of an engagement, and no enemy is here"
    return "no space to move to"


def _attack_because(q: QuestState, hero: HeroUnit, activity: AttackActivity) -> str:
    """ATK-02/15/16/19/20, MOVE-10: no enemy where this attack reaches."""
    if not active_enemies(q):
        return "no enemy on the board"
    if activity.kind == "melee":
        return "no enemy on this space"
    if activity.kind == "ranged" and is_engaged(q, hero.id):
        return "engaged, so no ranged attack"
    reach = _widest_reach(q, hero, activity)
    if reach is None:
        return "no ranged weapon ready"
    if reach.max == 0:
        return "no enemy on this space"
    words = f"{reach.min}-{reach.max}" if reach.max != reach.min else f"{reach.max}"
    assert hero.at is not None
    spaces = [q.enemies[e].at for e in active_enemies(q)]
    if any(s is not None and reach.min <= distance(hero.at, s) <= reach.max for s in spaces):
        return f"no enemy in sight within range {words}"
    return f"no enemy within range {words}"


def _widest_reach(q: QuestState, hero: HeroUnit, activity: AttackActivity) -> RangeSpaces | None:
    """ATK-16/20/28: the card's range for a magic attack, else the span of the loaded ranged
    weapons' ranges (a vantage point adds 1); None: no ranged weapon ready."""
    if activity.kind == "magic" or activity.weaponless:
        ranges = [activity.range] if activity.range else [RangeSpaces(min=0, max=0)]
    else:
        ranges = [a.range for _, _, a in hero_weapons(q, hero, "ranged") if a.range]
    if not ranges:
        return None
    assert hero.at is not None
    longest = max(with_vantage(q, hero.at, r) for r in ranges)
    return RangeSpaces(min=min(r.min for r in ranges), max=longest)
