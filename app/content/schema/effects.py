"""Effects, targets and conditions: the modifiers and immediate results the content
vocabulary is built from (DESIGN principle 6). Activities and reactions
(``app/content/schema/activities.py``) carry these; equipment and enemy abilities list
them directly; the quest engine interprets exactly these and nothing else.

- Effect (``effect:``): to_hit, attack_dice, attribute, defense, double_defense, pierce,
  ignore_pierce, ignore_trait, add_trait, reroll, gain_tokens, heal, apply_status,
  remove_status, destruction, push, free_move, damage, move, hand_limit, extra_actions,
  regenerate, incoming_to_hit, incoming_attack_dice, incoming_pierce, shield, flight,
  ignore_terrain, unlimited_reactions, morale, status_roll.
- Targets (``TargetSpec``): who an activity or effect reaches.
- Conditions (``Condition``): what an effect may depend on.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.common import (
    AttackKind,
    Attribute,
    EnemyType,
    RangeSpaces,
    Status,
    StrictModel,
    TokenKind,
    Trait,
    TraitName,
)


class Condition(StrictModel):
    """A test an effect may depend on; every given field must hold.

    - ``attack_has_trait``: the attack being resolved carries this trait (LK13: Mighty).
    - ``bearer_has_shield``: the hero has a shield on the weapon/shield slots (MA07).
    - ``target_type``: the target enemy is of one of these types (additions, poisons).
    - ``attack_kind``: the attack being resolved is of one of these kinds.
    - ``target_min_damage``: the target has taken at least this much damage (HT08).
    """

    attack_has_trait: TraitName | None = None
    bearer_has_shield: bool | None = None
    target_type: tuple[EnemyType, ...] | None = None
    attack_kind: tuple[AttackKind, ...] | None = None
    target_min_damage: int | None = Field(default=None, ge=1)


# --------------------------------------------------------------------------- targets

Who = Literal[
    "self",  # the acting miniature
    "ally",  # another hero / NPC ally (from a hero's view), another enemy (from an enemy's)
    "self_or_ally",
    "enemy",  # an opponent of the acting miniature
    "any",  # every miniature, friend or foe (Area-like spells)
]


class TargetSpec(StrictModel):
    """Who an activity reaches.

    ``count: one`` asks the player (or the enemy AI) to pick one; ``all`` takes every
    miniature that qualifies. ``range`` is in spaces from the actor (None = anywhere on
    the board). ``los`` is required unless the card says "all within range" (QUEST-33).
    ``same_space_as_target`` picks miniatures adjacent to / on the space of the miniature
    a reaction responds to (MA01: allies adjacent to the affected enemy).
    """

    who: Who
    count: Literal["one", "all"] = "one"
    range: RangeSpaces | None = None
    los: bool = True
    enemy_types: tuple[EnemyType, ...] | None = None
    min_damage: int | None = Field(default=None, ge=1)
    near_trigger: Literal["same_space", "adjacent"] | None = None


# --------------------------------------------------------------------------- effects


class ToHit(StrictModel):
    """+/- to the to-hit value of the attack being resolved (ATK-06)."""

    effect: Literal["to_hit"]
    amount: int


class AttackDice(StrictModel):
    """Extra (or fewer) attack dice; ``amount_when`` replaces ``amount`` when ``when`` holds."""

    effect: Literal["attack_dice"]
    amount: int
    when: Condition | None = None
    amount_when: int | None = None


class AttributeMod(StrictModel):
    """+/- to an attribute. ``scope`` says where it counts (EQUIP-26, EQUIP-28, DEV-20):
    ``attack`` = only for the attack being resolved, ``quest`` = during quests,
    ``always`` = in quests and in tests between quests, ``magic_attacks`` = only for
    the hero's Magic Attacks (armor Knowledge penalties)."""

    effect: Literal["attribute"]
    attribute: Attribute
    amount: int
    scope: Literal["attack", "quest", "always", "magic_attacks"] = "attack"


class DefenseMod(StrictModel):
    """+X defense against the listed attack types ("x melee / x ranged / x magic", ATK-24)."""

    effect: Literal["defense"]
    amount: int
    against: tuple[AttackKind, ...] = ("melee", "ranged", "magic")


class DoubleDefense(StrictModel):
    """Times two on the completed defense total (ATK-23); several do not stack."""

    effect: Literal["double_defense"]
    against: tuple[AttackKind, ...] = ("melee", "ranged", "magic")


class PierceMod(StrictModel):
    """Adds Pierce x to the attack being resolved (TRAIT-10, cumulative, capped at 3)."""

    effect: Literal["pierce"]
    amount: int = Field(ge=1, le=3)


class IgnorePierce(StrictModel):
    """The defender ignores the attack's Pierce (SR21 reaction)."""

    effect: Literal["ignore_pierce"]


class IgnoreTrait(StrictModel):
    """The defender ignores one trait of the attack being resolved (HT08 reaction)."""

    effect: Literal["ignore_trait"]
    trait: TraitName


class AddTrait(StrictModel):
    """The attack gains a trait for this attack only (TRAIT-01; additions, reactions)."""

    effect: Literal["add_trait"]
    trait: Trait


class Reroll(StrictModel):
    """Re-roll any dice of the attack after the first roll, before extra rolls (ATK-36, MC19)."""

    effect: Literal["reroll"]


class GainTokens(StrictModel):
    """Offense or defense tokens for the recipient (QUEST-43, capped at 2 each: ATK-33)."""

    effect: Literal["gain_tokens"]
    token: TokenKind
    amount: int = Field(ge=1, le=2)


class Heal(StrictModel):
    """Regain Health, never above the maximum (HERO-STATE-03/04, ENEMY-19)."""

    effect: Literal["heal"]
    amount: int = Field(ge=1)


class ApplyStatus(StrictModel):
    """Poison / stun / immobilize applied directly, with no damage needed (TRAIT-05)."""

    effect: Literal["apply_status"]
    status: Status


class RemoveStatus(StrictModel):
    """Removes a status token (ANTIDOTE: poison, TRAIT-17)."""

    effect: Literal["remove_status"]
    status: Status


class Destruction(StrictModel):
    """Mighty / destruction markers (TRAIT-19..21), capped at 2 per miniature or armor."""

    effect: Literal["destruction"]
    amount: int = Field(ge=1, le=2)


class Push(StrictModel):
    """Forced Move 1 away from the pusher (TRAIT-25..27)."""

    effect: Literal["push"]


class FreeMove(StrictModel):
    """A free Move (or Parting Leap) of ``value`` for the target (MA01 reaction)."""

    effect: Literal["free_move"]
    value: int = Field(ge=1, le=6)
    leap_only: bool = False


class DirectDamage(StrictModel):
    """Damage not from an attack: ignores defense (ATK-26)."""

    effect: Literal["damage"]
    amount: int = Field(ge=1)


class MoveMod(StrictModel):
    """+/- to every Move of the bearer during quests (MOVE-24; never below 1, MOVE-02)."""

    effect: Literal["move"]
    amount: int


class HandLimit(StrictModel):
    """Changes the hand size the hero draws up to (QUEST-15, Avicenna Necklace)."""

    effect: Literal["hand_limit"]
    amount: int


class ExtraActions(StrictModel):
    """More actions this turn (Fearless Infusion: 2 -> 3, EQUIP-47)."""

    effect: Literal["extra_actions"]
    amount: int = Field(ge=1)


class Regenerate(StrictModel):
    """Regain ``amount`` Health at the end of own turn while damaged (ENEMY-21, HERO-STATE-13)."""

    effect: Literal["regenerate"]
    amount: int = Field(ge=1)


class IncomingToHit(StrictModel):
    """Attacks of these kinds against the bearer get this to-hit modifier."""

    effect: Literal["incoming_to_hit"]
    amount: int
    against: tuple[AttackKind, ...] = ("melee", "ranged", "magic")


class IncomingAttackDice(StrictModel):
    """Enemy attacks against the bearer roll this many more (negative: fewer) dice (Formido)."""

    effect: Literal["incoming_attack_dice"]
    amount: int


class IncomingPierce(StrictModel):
    """Pierce of enemy attacks and triggered traps against the bearer changes (Cobalt Pendant)."""

    effect: Literal["incoming_pierce"]
    amount: int


class ShieldConversion(StrictModel):
    """The attacker turns this much Strength (melee) / Agility (ranged) into dice (EQUIP-13)."""

    effect: Literal["shield"]
    melee: int = Field(default=0, ge=0, le=6)
    ranged: int = Field(default=0, ge=0, le=6)


class Flight(StrictModel):
    """Moves ignore every terrain feature except walls (MOVE-22); cannot hide."""

    effect: Literal["flight"]


class IgnoreTerrain(StrictModel):
    """Difficult terrain of these kinds neither stops nor halves the bearer (e.g. aquatic)."""

    effect: Literal["ignore_terrain"]
    terrain: tuple[Literal["rough", "water", "swamp"], ...]


class UnlimitedReactions(StrictModel):
    """Any number of reactions may modify this attack (QUEST-40, LK13)."""

    effect: Literal["unlimited_reactions"]


class MoraleChange(StrictModel):
    """Gain (or, negative, lose) morale (DEV-24); a hero at the lowest space who must lose
    morale loses 1 Health instead (DEV-31, HERO-STATE-15)."""

    effect: Literal["morale"]
    amount: int = Field(ge=-3, le=3)


class StatusRoll(StrictModel):
    """Roll one D6 per target; a result above the target's ``beats`` attribute applies
    ``status`` (the Net's special basic attack, A1 Net: above Strength -> immobilized)."""

    effect: Literal["status_roll"]
    status: Status
    beats: Attribute


Effect = Annotated[
    ToHit
    | AttackDice
    | AttributeMod
    | DefenseMod
    | DoubleDefense
    | PierceMod
    | IgnorePierce
    | IgnoreTrait
    | AddTrait
    | Reroll
    | GainTokens
    | Heal
    | ApplyStatus
    | RemoveStatus
    | Destruction
    | Push
    | FreeMove
    | DirectDamage
    | MoveMod
    | HandLimit
    | ExtraActions
    | Regenerate
    | IncomingToHit
    | IncomingAttackDice
    | IncomingPierce
    | ShieldConversion
    | Flight
    | IgnoreTerrain
    | UnlimitedReactions
    | MoraleChange
    | StatusRoll,
    Field(discriminator="effect"),
]
