"""The closed vocabulary of what cards, items and enemies *do* (DESIGN principle 6).

One definition of each activity and effect, in one place: hero action cards, enemy
action cards, equipment, enemy abilities and reactions all declare their meaning with
these models, and the quest engine interprets exactly these and nothing else. The
``text`` a player reads is separate display data.

Vocabulary at a glance
- Activity (``do:``): move, attack, heal, spell, gain_tokens, interact, hide,
  activate_ability. An action is an ordered list of activities (QUEST-25).
- Effect (``effect:``): a modifier or an immediate result, used by reactions, spells,
  items and abilities: to_hit, attack_dice, attribute, defense, double_defense, pierce,
  ignore_pierce, ignore_trait, add_trait, reroll, gain_tokens, heal, apply_status,
  remove_status, destruction, push, free_move, damage, move, hand_limit, extra_actions,
  regenerate, incoming_to_hit, incoming_attack_dice, incoming_pierce, shield, flight,
  ignore_terrain, unlimited_reactions, morale, status_roll.
- Targets (``TargetSpec``): who an activity or effect reaches.
- Reaction: the lower half of a card, with its turn colour and timing point (QUEST-36).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

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

# --------------------------------------------------------------------------- conditions


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

# --------------------------------------------------------------------------- activities


class MoveActivity(StrictModel):
    """Move x (MOVE-01). Every Move may be a Parting Leap (MOVE-11); ``leap_only`` is a card
    that permits only leaving an engagement. Enemy moves name a ``direction`` (ENEMY-11/12)
    and ``leap`` (enemies leap only when their card offers it, MOVE-15)."""

    do: Literal["move"]
    value: int = Field(ge=1, le=12)
    leap_only: bool = False
    flight: bool = False
    direction: Literal["toward", "away"] | None = None
    leap: bool = False


class AttackActivity(StrictModel):
    """Attack x of a kind (ATK-03..ATK-20).

    Heroes use a weapon unless ``weaponless`` (then ``dice`` gives the dice, MC19);
    a magic attack's ``range`` comes from the card (ATK-20). Enemies use their card's
    attack profile of this kind; ``range`` on an enemy card is the attack's range.
    ``traits`` are added to the weapon's for this attack; ``effects`` modify it
    (e.g. unlimited_reactions for LK13).
    """

    do: Literal["attack"]
    kind: AttackKind
    to_hit: int = Field(ge=0, le=6)
    range: RangeSpaces | None = None
    dice: int | None = Field(default=None, ge=1, le=12)
    weaponless: bool = False
    traits: tuple[Trait, ...] = ()
    effects: tuple[Effect, ...] = ()
    area_hits_attacker: bool = False
    """TRAIT-07: an Area attack on the attacker's own space hits the attacker too (A2 MC19
    says so; otherwise the attacker is not its own target)."""

    @model_validator(mode="after")
    def _weaponless_needs_dice(self) -> AttackActivity:
        if self.weaponless and self.dice is None:
            raise ValueError("a weaponless attack must give its number of dice")
        return self


class HealActivity(StrictModel):
    """Heal x on self or an ally on the same space unless the card says otherwise.

    HERO-STATE-03.
    """

    do: Literal["heal"]
    amount: int = Field(ge=1, le=10)
    target: TargetSpec = TargetSpec(who="self_or_ally", range=RangeSpaces(min=0, max=0), los=False)


class SpellActivity(StrictModel):
    """A non-attack effect: no roll, applied to every target described (QUEST-32/33)."""

    do: Literal["spell"]
    target: TargetSpec
    effects: tuple[Effect, ...] = Field(min_length=1)


class GainTokensActivity(StrictModel):
    """The recipient gains offense/defense tokens (MA07: one chosen ally gains 1 defense)."""

    do: Literal["gain_tokens"]
    token: TokenKind
    amount: int = Field(ge=1, le=2)
    recipient: Literal["self", "ally", "self_or_ally"] = "self"


class InteractActivity(StrictModel):
    """Interact: revive, reload, reorganize, set trap, collect, or a quest action (QUEST-29)."""

    do: Literal["interact"]


class HideActivity(StrictModel):
    """Hide on a hiding-terrain space (HERO-STATE-07)."""

    do: Literal["hide"]


class ActivateAbility(StrictModel):
    """Switches on an enemy special ability that needs an action card (ENEMY-22, e.g. Parry)."""

    do: Literal["activate_ability"]
    ability: str


Activity = Annotated[
    MoveActivity
    | AttackActivity
    | HealActivity
    | SpellActivity
    | GainTokensActivity
    | InteractActivity
    | HideActivity
    | ActivateAbility,
    Field(discriminator="do"),
]

# --------------------------------------------------------------------------- reactions

TurnColour = Literal["enemy", "own", "ally", "own_or_ally"]
"""QUEST-36: enemy turn (red), your turn (green), ally turn (blue), your or ally's turn (purple)."""

Timing = Literal[
    "attack_start",  # at the beginning of an attack, before the to-hit roll
    "after_to_hit_roll",  # after rolling to hit, before extra rolls for 1s are counted
    "after_successes",  # after counting successes
    "counting_defense",  # when the target counts its defense
    "attack_end",  # at the end of an attack
    "activity_start",  # an enemy is about to perform an activity on you or an ally
    "move_end",  # after a Move activity has been completed
]
"""The timing points the attack and move procedures stop at (QUEST-36)."""

ReactionSubject = Literal[
    "attack",  # modifies the attack being resolved (either side, per turn colour)
    "defender",  # modifies the defending hero (self or ally, per turn colour)
    "free_action",  # performs its effects as a free action (SR22, MA01)
]


class Reaction(StrictModel):
    """The lower half of an action card (QUEST-34..40).

    ``subject`` says what the effects apply to; ``target`` (for free actions) says who;
    ``covers_area`` extends a defender-side modifier to every miniature on the space
    (SR17; TRAIT-09 otherwise limits it to its owner).
    """

    turn: TurnColour
    timing: Timing
    subject: ReactionSubject
    attack_kinds: tuple[AttackKind, ...] = ("melee", "ranged", "magic")
    effects: tuple[Effect, ...] = Field(min_length=1)
    target: TargetSpec | None = None
    covers_area: bool = False
    text: str = Field(default="", max_length=600)

    @model_validator(mode="after")
    def _free_actions_name_targets(self) -> Reaction:
        if self.subject == "free_action" and self.target is None:
            raise ValueError("a free-action reaction must say whom it reaches ('target')")
        return self
