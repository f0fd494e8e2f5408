"""Quest events of attacks (ATK-*): declared, rolled, re-rolled, defended, resolved and ended;
Area attacks; reactions played on them."""

from __future__ import annotations

from typing import Literal

from app.content.schema.activities import Timing
from app.content.schema.common import AttackKind, Trait, TraitName
from app.content.schema.effects import Effect
from app.engine.hunters.quest.model.frames import AttackSource
from app.engine.kernel.model import EventBase


class PenaltyAttack(EventBase):
    """MOVE-12/16, ATK-35: a free penalty Melee Attack 3 on a miniature making a parting leap."""

    type: Literal["penalty_attack"] = "penalty_attack"
    attacker: str
    target: str


class AttackDeclared(EventBase):
    """ATK-03..06: attacker, target, weapon and the numbers fixed before the roll."""

    type: Literal["attack_declared"] = "attack_declared"
    attacker: str
    target: str
    kind: AttackKind
    source: AttackSource
    to_hit: int
    dice_count: int
    attribute: int
    weapon: str | None = None
    distance: int = 0
    traits: tuple[Trait, ...] = ()
    offense_tokens: int = 0
    spend_morale: bool | None = None
    ignore_pierce: bool = False
    unlimited_reactions: bool = False


class EngagementRolled(EventBase):
    """ATK-21: a shot into an engagement; on a 6 ``hit`` is an ally of the attacker instead."""

    type: Literal["engagement_rolled"] = "engagement_rolled"
    attacker: str
    target: str
    roll: int
    hit: str


class AttackRolled(EventBase):
    """ATK-05..08: the to-hit dice."""

    type: Literal["attack_rolled"] = "attack_rolled"
    attacker: str
    dice: tuple[int, ...]


class DiceRerolled(EventBase):
    """ATK-36: dice re-rolled by a reaction, before the extra rolls for 1s."""

    type: Literal["dice_rerolled"] = "dice_rerolled"
    attacker: str
    indices: tuple[int, ...]
    dice: tuple[int, ...]


class DiceAdded(EventBase):
    """ATK-36: dice added after the roll are rolled at once."""

    type: Literal["dice_added"] = "dice_added"
    attacker: str
    dice: tuple[int, ...]


class ExtraDiceRolled(EventBase):
    """ATK-09: one extra die for every 1, repeated while new 1s appear."""

    type: Literal["extra_dice_rolled"] = "extra_dice_rolled"
    attacker: str
    dice: tuple[int, ...]


class DefenseTokensUsed(EventBase):
    """ATK-31/32: defense tokens spent on this attack (discarded afterwards)."""

    type: Literal["defense_tokens_used"] = "defense_tokens_used"
    unit: str
    count: int


class MoraleSettled(EventBase):
    """DEV-27: the attacker decided whether to spend morale on this attack."""

    type: Literal["morale_settled"] = "morale_settled"
    unit: str
    spent: bool


class AttackResolved(EventBase):
    """ATK-07..13: the attack's outcome; ``dice`` holds every die rolled, extra rolls too."""

    type: Literal["attack_resolved"] = "attack_resolved"
    attacker: str
    target: str
    kind: AttackKind
    dice: tuple[int, ...]
    extra: tuple[int, ...] = ()
    to_hit: int
    successes: int
    attribute: int
    strength: int
    defense: int
    damage: int
    health: int


class ReactionPlayed(EventBase):
    """QUEST-34..39: a card's lower half is played: the numbers are its effects as they
    apply to the attack in progress (conditions already checked); a free-action reaction
    is followed by the events of its effects (healed, tokens_gained, free_moves_offered …)."""

    type: Literal["reaction_played"] = "reaction_played"
    unit: str
    card: str
    timing: Timing
    effects: tuple[Effect, ...]
    to_hit: int = 0
    dice: int = 0
    attribute: int = 0
    defense: int = 0
    double_defense: bool = False
    pierce: int = 0
    ignore_pierce: bool = False
    ignored_traits: tuple[TraitName, ...] = ()
    added_traits: tuple[Trait, ...] = ()
    area_wide: bool = False
    """TRAIT-08/09: the reaction also counts for the other targets of an Area attack."""
    affected: tuple[str, ...] = ()
    """Whom a defender-side or free-action reaction reaches."""


class AttackEnded(EventBase):
    """ATK-13, TRAIT-04: the attack is over: its end-of-attack reactions were played and
    its traits applied."""

    type: Literal["attack_ended"] = "attack_ended"
    attacker: str
    target: str


class AreaAttackBegun(EventBase):
    """TRAIT-07: an Area attack on every miniature of a space, friends too, each resolved
    separately (``targets`` in the order they are attacked)."""

    type: Literal["area_attack_begun"] = "area_attack_begun"
    attacker: str
    targets: tuple[str, ...]
    kind: AttackKind
    source: AttackSource
    to_hit: int
    dice_count: int
    attribute: int
    weapon: str | None = None
    distance: int = 0
    traits: tuple[Trait, ...] = ()
    spend_morale: bool | None = None


class AreaAttackEnded(EventBase):
    """TRAIT-07: every target of the Area attack has been attacked."""

    type: Literal["area_attack_ended"] = "area_attack_ended"
    attacker: str
