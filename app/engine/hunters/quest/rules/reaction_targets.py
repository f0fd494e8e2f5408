"""Whom a reaction reaches (QUEST-36/38, TRAIT-08/09): a defender's target, a free action's
targets, the one a player may name, and whether an attacker's reaction helps every target of
an Area attack."""

from __future__ import annotations

from app.content.schema.activities import Reaction
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.model.frames import AttackFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.presence import is_party
from app.engine.hunters.quest.rules.reactions import (
    Moment,
    free_action_targets,
    moment_now,
)


def moment_of(q: QuestState, decision: d.ReactionWindow | d.ReactionChoiceDecision) -> Moment:
    return moment_now(q, decision.timing, decision.attacker, decision.target)


def area_wide(q: QuestState, hero: str, reaction: Reaction, frame: AttackFrame | None) -> bool:
    """TRAIT-08/09: the attacker's side helps every target; a target's side only itself,
    unless the card says it covers the space (SR17)."""
    if frame is None or reaction.subject != "attack":
        return False
    return reaction.covers_area or is_party(q, frame.attacker)


def may_target(q: QuestState, hero: str, reaction: Reaction, moment: Moment, unit: str) -> bool:
    """A named target is for a one-target free action, and must be one it reaches."""
    if reaction.subject != "free_action" or reaction.target is None:
        return False
    one = reaction.target.count == "one"
    return one and unit in free_action_targets(q, hero, reaction, moment)


def choosable_targets(q: QuestState, hero: str, reaction: Reaction, moment: Moment) -> list[str]:
    """The miniatures a player may pick for a one-target free action (QUEST-36/38);
    empty when the reaction takes no choice (a defender's, an all-targets one, or only
    one reachable)."""
    if reaction.subject != "free_action" or reaction.target is None:
        return []
    if reaction.target.count == "all":
        return []
    targets = free_action_targets(q, hero, reaction, moment)
    return targets if len(targets) > 1 else []


def reached(q: QuestState, moment: Moment, offer: d.ReactionOffer) -> list[str]:
    """Whom the reaction reaches: a defender its target; a free action its targets (one of
    several: the one the player named, else the attack's target, else the reacting hero)."""
    reaction = q.defs.cards[offer.card].reaction
    if reaction.subject == "defender":
        return [moment.target] if moment.target else []
    if reaction.subject != "free_action":
        return []
    targets = free_action_targets(q, offer.unit, reaction, moment)
    if reaction.target is None or reaction.target.count == "all" or len(targets) <= 1:
        return targets
    for pick in (offer.target, moment.target, offer.unit):
        if pick in targets:
            return [pick]
    return targets[:1]
