"""Which reactions may be played at a moment of play (QUEST-34..40, ATK-36, TRAIT-08/09).

The attack procedure stops at its timing points (attack start, after the to-hit roll,
after counting successes, counting defense, attack end), an enemy's turn before each
activity aimed at a hero ("about to act"), and a hero's turn after a Move activity
("move end"). A window opens only when some seat holds a reaction playable there
(DESIGN principle 3); at most one reaction per action (QUEST-37) unless the attack says
otherwise (LK13 Blade Dance, QUEST-40).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.activities import AttackActivity, Reaction, Timing
from app.content.schema.cards import ActionCard
from app.content.schema.common import Trait, TraitName
from app.content.schema.effects import (
    AddTrait,
    ApplyStatus,
    AttackDice,
    AttributeMod,
    Condition,
    DefenseMod,
    Destruction,
    DirectDamage,
    DoubleDefense,
    Effect,
    FreeMove,
    GainTokens,
    Heal,
    IgnorePierce,
    IgnoreTrait,
    PierceMod,
    RemoveStatus,
    Reroll,
    TargetSpec,
    ToHit,
)
from app.engine.hunters.quest.board.geometry import distance
from app.engine.hunters.quest.model.frames import AttackFrame, EnemyTurnFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.effects_without_roll import gains_nothing
from app.engine.hunters.quest.rules.presence import is_party
from app.engine.hunters.quest.rules.stats import ATTACK_ATTRIBUTE, enemy_effects, equipped_items
from app.engine.hunters.quest.rules.targets import reached_by

ATTACK_TIMINGS: tuple[Timing, ...] = (
    "attack_start",
    "after_to_hit_roll",
    "after_successes",
    "counting_defense",
    "attack_end",
)
ATTACK_EFFECTS = (ToHit, AttackDice, AttributeMod, DefenseMod, DoubleDefense, PierceMod, AddTrait)
FREE_EFFECTS = (FreeMove, Heal, GainTokens, ApplyStatus, RemoveStatus, Destruction, DirectDamage)
DEFENDER_EFFECTS = (DefenseMod, DoubleDefense, IgnorePierce, IgnoreTrait)


@dataclass(frozen=True)
class Moment:
    """A timing point: whose attack or activity it is (``actor``), at whom (``target``),
    and the attack in progress, if any."""

    timing: Timing
    actor: str | None
    target: str | None
    frame: AttackFrame | None = None


def moment_now(q: QuestState, timing: Timing, actor: str | None, target: str | None) -> Moment:
    frame = q.top if isinstance(q.top, AttackFrame) and timing in ATTACK_TIMINGS else None
    return Moment(timing=timing, actor=actor, target=target, frame=frame)


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
    ignore_pierce: bool = False
    ignored_traits: tuple[TraitName, ...] = ()
    added_traits: tuple[Trait, ...] = ()


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


def _effects_fit(reaction: Reaction, timing: Timing) -> bool:
    """Each effect can act at this moment (a re-roll only after the roll, ATK-36)."""
    if reaction.subject == "free_action":
        allowed: tuple[type, ...] = FREE_EFFECTS
    elif reaction.subject == "defender":
        allowed = DEFENDER_EFFECTS
    else:
        allowed = (*ATTACK_EFFECTS, Reroll)
    if not all(isinstance(e, allowed) for e in reaction.effects):
        return False
    rerolls = any(isinstance(e, Reroll) for e in reaction.effects)
    return not rerolls or timing == "after_to_hit_roll"


def _side_fits(q: QuestState, hero: str, reaction: Reaction, frame: AttackFrame) -> bool:
    """An attack modifier played in an enemy turn works on the enemy's attack; in a hero's
    turn on that hero's attack (own: the reacting hero's, ally: another hero's or an NPC
    ally's, as if it were a hero: QUEST-42)."""
    if reaction.turn == "enemy":
        return frame.attacker in q.enemies
    if not is_party(q, frame.attacker):
        return False
    if reaction.turn == "own":
        return frame.attacker == hero
    return reaction.turn == "own_or_ally" or frame.attacker != hero


def _defends(q: QuestState, hero: str, reaction: Reaction, target: str | None) -> bool:
    """A defender-side reaction helps its hero or an ally (a hero or an NPC ally, QUEST-42)
    whom its target spec reaches: "on yourself or an ally within 1" is out of reach for
    an ally two spaces away (QUEST-36)."""
    if target is None or not is_party(q, target):
        return False
    if reaction.target is None:
        return target == hero
    return target in reached_by(q, q.heroes[hero], reaction.target)


def free_action_targets(q: QuestState, hero: str, reaction: Reaction, moment: Moment) -> list[str]:
    """Whom a free-action reaction reaches: its target spec from the reacting hero, or the
    heroes and NPC allies next to / on the space of the acting miniature (MA01)."""
    spec = reaction.target
    assert spec is not None
    if spec.who == "self":
        return [hero]
    found = _reached_units(q, hero, spec, moment)
    if any(isinstance(e, FreeMove) for e in reaction.effects):
        return [u for u in found if may_move(q, u)]
    return [u for u in found if not gains_nothing(q, u, reaction.effects)]  # ATK-33


def may_move(q: QuestState, unit: str) -> bool:
    """A free Move goes to a hero, or to an NPC ally whose quest gives it a Move: heroes
    cannot make an ally perform an action type it does not have (QUEST-42)."""
    ally = q.allies.get(unit)
    return unit in q.heroes or (ally is not None and q.defs.allies[ally.ally].has_activity("move"))


def _reached_units(q: QuestState, hero: str, spec: TargetSpec, moment: Moment) -> list[str]:
    """The target spec from the reacting hero, or the party next to / on the acting
    miniature's space (MA01: heroes and NPC allies, QUEST-41)."""
    if spec.near_trigger is None:
        return reached_by(q, q.heroes[hero], spec)
    actor_at = q.unit_at(moment.actor) if moment.actor else None
    if actor_at is None:
        return []
    gap = 1 if spec.near_trigger == "adjacent" else 0
    return [
        h.id
        for h in q.party()
        if h.is_active_miniature
        and h.at is not None
        and distance(h.at, actor_at) == gap
        and (spec.who != "ally" or h.id != hero)
    ]


def upcoming_traits(q: QuestState, moment: Moment) -> tuple[TraitName, ...]:
    """The traits of the attack in progress, or of the enemy attack about to be made."""
    if moment.frame is not None:
        return tuple(t.name for t in moment.frame.traits)
    top = q.top
    if not isinstance(top, EnemyTurnFrame) or top.next_index >= len(top.activities):
        return ()
    activity = top.activities[top.next_index]
    if not isinstance(activity, AttackActivity):
        return ()
    enemy = q.enemies[top.unit]
    profile = q.defs.enemies[enemy.enemy].attack(activity.kind)
    printed = (*(profile.traits if profile else ()), *activity.traits)
    added = [e.trait for e in enemy_effects(q, enemy) if isinstance(e, AddTrait)]
    return tuple(t.name for t in (*printed, *added))


def _has_effect(q: QuestState, hero: str, reaction: Reaction, moment: Moment) -> bool:
    """A reaction that could change nothing is not offered (no window for it): ignoring a
    trait the attack lacks, healing the unhurt, tokens over the cap."""
    traits = upcoming_traits(q, moment)
    for effect in reaction.effects:
        match effect:
            case IgnoreTrait(trait=trait) if trait not in traits:
                return False
            case IgnorePierce() if "pierce" not in traits:
                return False
            case Heal() | GainTokens() if not any(
                _helps(q, unit, effect) for unit in free_action_targets(q, hero, reaction, moment)
            ):
                return False
    return True


def _helps(q: QuestState, unit: str, effect: Heal | GainTokens) -> bool:
    if isinstance(effect, Heal):
        hero = q.party_unit(unit)
        return hero is not None and hero.health < hero.max_health
    tokens = q.miniature(unit).tokens
    held: int = getattr(tokens, effect.token)
    return held < q.options.token_cap


def _reaches(q: QuestState, hero: str, reaction: Reaction, moment: Moment) -> bool:
    frame = moment.frame
    if reaction.subject == "attack":
        return frame is not None and _side_fits(q, hero, reaction, frame)
    if reaction.subject == "defender":
        return _defends(q, hero, reaction, moment.target)
    if moment.timing == "activity_start" and not is_party(q, moment.target or ""):
        return False  # "about to act on you or an ally" (an NPC ally too, QUEST-41)
    return bool(free_action_targets(q, hero, reaction, moment))


def can_react(q: QuestState, hero: str) -> bool:
    """QUEST-37, TRAIT-22: a conscious, not stunned hero on the board."""
    unit = q.heroes[hero]
    return unit.is_active_miniature and not unit.tokens.stun


def playable(q: QuestState, hero: str, card: ActionCard, moment: Moment) -> bool:
    """Whether ``hero`` may play ``card``'s lower half at ``moment``."""
    frame = moment.frame
    unlimited = frame is not None and frame.unlimited_reactions
    if (q.reaction_played and not unlimited) or not can_react(q, hero):
        return False
    reaction = card.reaction
    if reaction.timing != moment.timing or not _effects_fit(reaction, moment.timing):
        return False
    if frame is not None and frame.attack_kind not in reaction.attack_kinds:
        return False
    return (
        _turn_colour_allows(q, hero, reaction)
        and _reaches(q, hero, reaction, moment)
        and _has_effect(q, hero, reaction, moment)
    )


def has_timing_in_hand(q: QuestState, timing: Timing) -> bool:
    """A quick test before the full one: does any hero hold a reaction of this timing?"""
    cards = q.defs.cards
    return any(
        c in cards and cards[c].reaction.timing == timing
        for hero in q.heroes.values()
        for c in hero.hand
    )


def playable_cards(q: QuestState, moment: Moment) -> dict[str, list[str]]:
    """Per hero, the cards in hand whose reaction may be played now."""
    found: dict[str, list[str]] = {}
    for hero in q.heroes.values():
        cards = [
            c
            for c in dict.fromkeys(hero.hand)
            if c in q.defs.cards and playable(q, hero.id, q.defs.cards[c], moment)
        ]
        if cards:
            found[hero.id] = cards
    return found


def holds(q: QuestState, hero: str, frame: AttackFrame | None, condition: Condition | None) -> bool:
    """A condition of an effect (LK13: the attack has Mighty; MA07: a shield is carried)."""
    if condition is None:
        return True
    kinds = condition.attack_kind
    if frame is not None and kinds is not None and frame.attack_kind not in kinds:
        return False
    if condition.attack_has_trait is not None and not (
        frame is not None and any(t.name == condition.attack_has_trait for t in frame.traits)
    ):
        return False
    if condition.bearer_has_shield is not None:
        has_shield = any(i.category == "shield" for i in equipped_items(q, q.heroes[hero]))
        if has_shield != condition.bearer_has_shield:
            return False
    return True


def reaction_numbers(
    q: QuestState, hero: str, effects: tuple[Effect, ...], frame: AttackFrame | None
) -> ReactionNumbers:
    """QUEST-39: every bonus of the reaction applies together."""
    numbers: dict[str, object] = {}

    def add(key: str, value: int) -> None:
        numbers[key] = int(numbers.get(key, 0)) + value  # type: ignore[call-overload]

    kind = frame.attack_kind if frame is not None else None
    for effect in effects:
        match effect:
            case ToHit(amount=amount):
                add("to_hit", amount)
            case AttackDice():
                use_alt = effect.amount_when is not None and holds(q, hero, frame, effect.when)
                add("dice", int((effect.amount_when if use_alt else effect.amount) or 0))
            case AttributeMod(attribute=name, amount=amount) if kind and (
                name == ATTACK_ATTRIBUTE[kind]
            ):
                add("attribute", amount)
            case DefenseMod(amount=amount, against=against) if kind in against:
                add("defense", amount)
            case DoubleDefense(against=against) if kind in against:
                numbers["double_defense"] = True
            case PierceMod(amount=amount):
                add("pierce", amount)
            case Reroll():
                numbers["reroll"] = True
            case IgnorePierce():
                numbers["ignore_pierce"] = True
            case IgnoreTrait(trait=trait):
                numbers["ignored_traits"] = (trait,)
            case AddTrait(trait=trait):
                numbers["added_traits"] = (trait,)
            case _:
                pass
    return ReactionNumbers(**numbers)  # type: ignore[arg-type]
