"""Quest events of fighting and effects: attacks, damage, statuses, tokens, traps, spells,
the enemies' turns and reactions (past tense; all dice results are inside the events)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.activities import Timing
from app.content.schema.common import AttackKind, TokenKind, Trait, TraitName
from app.content.schema.effects import Effect
from app.engine.model import EventBase, Viewer
from app.engine.quest.board import Space
from app.engine.quest.frames import AttackSource
from app.engine.quest.redaction import hidden_cards
from app.engine.quest.units import StatusName


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


class EnemyEliminated(EventBase):
    """ATK-12, ENEMY-23: an enemy at 0 Health is removed at once."""

    type: Literal["enemy_eliminated"] = "enemy_eliminated"
    unit: str
    by: str | None = None


class HeroKnockedOut(EventBase):
    """ATK-13, HERO-STATE-01: a hero at 0 Health is unconscious."""

    type: Literal["hero_knocked_out"] = "hero_knocked_out"
    unit: str


class DamageTaken(EventBase):
    """ATK-26: damage not from an attack (poison, a spell) ignores defense."""

    type: Literal["damage_taken"] = "damage_taken"
    unit: str
    amount: int
    source: str
    health: int


class TokensGained(EventBase):
    """QUEST-43, ATK-33: tokens gained; ``amount`` is what fit under the cap."""

    type: Literal["tokens_gained"] = "tokens_gained"
    unit: str
    token: TokenKind
    amount: int


class StatusApplied(EventBase):
    """TRAIT-05/21, HERO-STATE-11: a poison, stun or immobilize marker is placed."""

    type: Literal["status_applied"] = "status_applied"
    unit: str
    status: StatusName


class StatusCleared(EventBase):
    """HERO-STATE-11: a marker is removed (its turn ended, or an effect took it)."""

    type: Literal["status_cleared"] = "status_cleared"
    unit: str
    status: StatusName


class MightyMarked(EventBase):
    """TRAIT-19/20: destruction markers on a miniature (capped at 2)."""

    type: Literal["mighty_marked"] = "mighty_marked"
    unit: str
    markers: int
    armor: str | None = None
    """For a hero: the armor piece the markers sit on (TRAIT-21)."""


class Healed(EventBase):
    """HERO-STATE-03/04, ENEMY-19: Health regained, never above the maximum."""

    type: Literal["healed"] = "healed"
    unit: str
    amount: int
    by: str | None = None
    health: int


class HeroRevived(EventBase):
    """HERO-STATE-02: an unconscious hero is back at 1 Health and acts from next round."""

    type: Literal["hero_revived"] = "hero_revived"
    unit: str
    by: str


class HeroHid(EventBase):
    """HERO-STATE-07: the hero is Hidden; ``card`` stays on its board as the reminder."""

    type: Literal["hero_hid"] = "hero_hid"
    unit: str
    card: str | None = None


class HiddenLost(EventBase):
    """HERO-STATE-09, ATK-38: the hero is no longer Hidden."""

    type: Literal["hidden_lost"] = "hidden_lost"
    unit: str
    reason: str


class FindingCollected(EventBase):
    """TERR-14, QUEST-31: the hero picked up the finding token on its space."""

    type: Literal["finding_collected"] = "finding_collected"
    unit: str
    at: Space


class InteractionPerformed(EventBase):
    """QUEST-29, TERR-23: a quest interaction (e.g. a gate opened: walls removed)."""

    type: Literal["interaction_performed"] = "interaction_performed"
    unit: str
    interaction: str


class TrapSet(EventBase):
    """TERR-16: a hero set a trap from its board on its space (not armed yet)."""

    type: Literal["trap_set"] = "trap_set"
    unit: str
    trap: str
    item: str
    at: Space


class TrapArmed(EventBase):
    """TERR-17/19: the trap is armed (its setter left the space)."""

    type: Literal["trap_armed"] = "trap_armed"
    trap: str


class TrapTriggered(EventBase):
    """TERR-17/18: a miniature entered the trap's space; every miniature in range is hit."""

    type: Literal["trap_triggered"] = "trap_triggered"
    trap: str
    by: str
    targets: tuple[str, ...]


class TrapAttackBegun(EventBase):
    """TERR-18: the trap turns to its next caught miniature."""

    type: Literal["trap_attack_begun"] = "trap_attack_begun"
    trap: str
    target: str


class TrapDiscarded(EventBase):
    """TERR-18, EQUIP-49: a trap is single-use."""

    type: Literal["trap_discarded"] = "trap_discarded"
    trap: str


class SpellCast(EventBase):
    """QUEST-32: a non-attack spell; its effects apply to every target, no roll."""

    type: Literal["spell_cast"] = "spell_cast"
    unit: str
    targets: tuple[str, ...]
    effects: tuple[Effect, ...]
    to_push: tuple[str, ...] = ()


class PushStarted(EventBase):
    """TRAIT-25: ``unit`` is pushed one space by ``by`` (or cannot be: ``to`` is None)."""

    type: Literal["push_started"] = "push_started"
    unit: str
    by: str
    to: Space | None


class SpellFinished(EventBase):
    """QUEST-32: the spell and its pushes are done."""

    type: Literal["spell_finished"] = "spell_finished"
    unit: str


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


class EnemyCardRevealed(EventBase):
    """ENEMY-05: the species' action card for this round."""

    type: Literal["enemy_card_revealed"] = "enemy_card_revealed"
    deck: str
    card: str


class EnemyDeckReshuffled(EventBase):
    """ENEMY-06 (default): the used enemy cards became a new pile (order hidden)."""

    type: Literal["enemy_deck_reshuffled"] = "enemy_deck_reshuffled"
    deck: str
    draw_pile: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"draw_pile": hidden_cards(self.draw_pile)})


class EnemyActionChosen(EventBase):
    """ENEMY-07/08: the row for the distance to the closest opponent, first performable action."""

    type: Literal["enemy_action_chosen"] = "enemy_action_chosen"
    unit: str
    card: str
    distance: int
    row: int
    action: int


class EnemyActivityBegun(EventBase):
    """ENEMY-09: the enemy performs activity ``index`` of its action."""

    type: Literal["enemy_activity_begun"] = "enemy_activity_begun"
    unit: str
    index: int


class EnemyActivitySkipped(EventBase):
    """ENEMY-09: an activity that cannot be performed is skipped."""

    type: Literal["enemy_activity_skipped"] = "enemy_activity_skipped"
    unit: str
    index: int
    reason: str


class EnemyActionFinished(EventBase):
    """ENEMY-04: the enemy's one action is done."""

    type: Literal["enemy_action_finished"] = "enemy_action_finished"
    unit: str


class EnemyIdle(EventBase):
    """ENEMY-08: no action of the row can be performed (or nothing to act on)."""

    type: Literal["enemy_idle"] = "enemy_idle"
    unit: str
    reason: str


class AbilityActivated(EventBase):
    """ENEMY-22: an ability that needs an action card is on for this turn."""

    type: Literal["ability_activated"] = "ability_activated"
    unit: str
    ability: str
