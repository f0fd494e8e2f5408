"""Reactions during attacks (QUEST-34..40, ATK-36): who may play which card's lower half.

The attack procedure stops at its timing points (attack start, after the to-hit roll,
after counting successes, counting defense). A window opens only when some seat holds
a playable reaction (DESIGN principle 3); at most one reaction per action (QUEST-37).
Issue 4 interprets the attack-modifying effects; reactions whose effects need the
procedures of issue 5 (free actions, traits) are not offered yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.activities import (
    AttackDice,
    AttributeMod,
    Condition,
    DefenseMod,
    DoubleDefense,
    Effect,
    PierceMod,
    Reaction,
    Reroll,
    Timing,
    ToHit,
)
from app.content.schema.cards import ActionCard
from app.engine.quest.frames import AttackFrame
from app.engine.quest.state import QuestState
from app.engine.quest.stats import ATTACK_ATTRIBUTE, equipped_items

ATTACK_TIMINGS: tuple[Timing, ...] = (
    "attack_start",
    "after_to_hit_roll",
    "after_successes",
    "counting_defense",
)
SUPPORTED_EFFECTS = (ToHit, AttackDice, AttributeMod, DefenseMod, DoubleDefense, PierceMod, Reroll)


@dataclass(frozen=True)
class ReactionNumbers:
    """What a reaction does to the attack in progress, conditions checked."""

    to_hit: int = 0
    dice: int = 0
    attribute: int = 0
    defense: int = 0
    double_defense: bool = False
    pierce: int = 0
    reroll: bool = False


def _turn_colour_allows(q: QuestState, hero: str, reaction: Reaction) -> bool:
    """QUEST-36: enemy turn (red), own turn (green), ally turn (blue), own or ally (purple)."""
    active = q.active
    if active is None:
        return False
    if active in q.enemies:
        return reaction.turn == "enemy"
    if active == hero:
        return reaction.turn in ("own", "own_or_ally")
    return reaction.turn in ("ally", "own_or_ally")


def _reaches(q: QuestState, hero: str, reaction: Reaction, frame: AttackFrame) -> bool:
    if reaction.subject == "attack":
        return True
    if reaction.subject != "defender" or frame.target not in q.heroes:
        return False
    who = reaction.target.who if reaction.target else "self"
    if who == "self":
        return frame.target == hero
    if who == "ally":
        return frame.target != hero
    return who == "self_or_ally"


def _applies_now(reaction: Reaction, frame: AttackFrame, timing: Timing) -> bool:
    if reaction.timing != timing or frame.attack_kind not in reaction.attack_kinds:
        return False
    if not all(isinstance(e, SUPPORTED_EFFECTS) for e in reaction.effects):
        return False
    rolls_now = any(isinstance(e, Reroll) for e in reaction.effects)
    return not rolls_now or timing == "after_to_hit_roll"


def playable(
    q: QuestState, hero: str, card: ActionCard, frame: AttackFrame, timing: Timing
) -> bool:
    """Whether ``hero`` may play ``card``'s reaction at this point of this attack."""
    unit = q.heroes[hero]
    if q.reaction_played or not unit.is_active_miniature or unit.tokens.stun:
        return False
    reaction = card.reaction
    return (
        _applies_now(reaction, frame, timing)
        and _turn_colour_allows(q, hero, reaction)
        and _reaches(q, hero, reaction, frame)
    )


def playable_cards(q: QuestState, frame: AttackFrame, timing: Timing) -> dict[str, list[str]]:
    """Per hero, the cards in hand whose reaction may be played now."""
    found: dict[str, list[str]] = {}
    for hero in q.heroes.values():
        cards = [
            c
            for c in dict.fromkeys(hero.hand)
            if c in q.defs.cards and playable(q, hero.id, q.defs.cards[c], frame, timing)
        ]
        if cards:
            found[hero.id] = cards
    return found


def _holds(q: QuestState, hero: str, frame: AttackFrame, condition: Condition | None) -> bool:
    if condition is None:
        return True
    if condition.attack_kind is not None and frame.attack_kind not in condition.attack_kind:
        return False
    if condition.attack_has_trait is not None and not any(
        t.name == condition.attack_has_trait for t in frame.traits
    ):
        return False
    if condition.bearer_has_shield is not None:
        has_shield = any(i.category == "shield" for i in equipped_items(q, q.heroes[hero]))
        if has_shield != condition.bearer_has_shield:
            return False
    return True


def reaction_numbers(
    q: QuestState, hero: str, effects: tuple[Effect, ...], frame: AttackFrame
) -> ReactionNumbers:
    """QUEST-39: every bonus of the reaction applies together."""
    numbers: dict[str, int | bool] = {}
    for effect in effects:
        match effect:
            case ToHit(amount=amount):
                numbers["to_hit"] = int(numbers.get("to_hit", 0)) + amount
            case AttackDice():
                use_alt = effect.amount_when is not None and _holds(q, hero, frame, effect.when)
                value = effect.amount_when if use_alt else effect.amount
                numbers["dice"] = int(numbers.get("dice", 0)) + int(value or 0)
            case AttributeMod(attribute=name, amount=amount) if (
                name == ATTACK_ATTRIBUTE[frame.attack_kind]
            ):
                numbers["attribute"] = int(numbers.get("attribute", 0)) + amount
            case DefenseMod(amount=amount, against=against) if frame.attack_kind in against:
                numbers["defense"] = int(numbers.get("defense", 0)) + amount
            case DoubleDefense(against=against) if frame.attack_kind in against:
                numbers["double_defense"] = True
            case PierceMod(amount=amount):
                numbers["pierce"] = int(numbers.get("pierce", 0)) + amount
            case Reroll():
                numbers["reroll"] = True
            case _:
                pass
    return ReactionNumbers(**numbers)  # type: ignore[arg-type]
