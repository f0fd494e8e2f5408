"""Quest commands (imperative), the same JSON the websocket protocol accepts.

A command that acts for a hero names it in ``unit`` (a solo seat runs two heroes); the
seat commanding an NPC ally acts for it the same way (QUEST-42).
Activity commands (``move_hero``, ``attack``, ``heal``, ``cast_spell``, ``take_tokens``,
``interact``, ``hide``) carry out the next matching activity of the action in progress;
given ``discard`` instead, they start that basic action paid with the discarded card
(QUEST-23/24).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import AttackKind
from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.model import CommandBase

UnitId = str
CardId = str


class StartQuest(CommandBase):
    """GM or a seated player, between quests: set up the quest (QUEST-01..10)."""

    type: Literal["start_quest"] = "start_quest"
    quest: str = Field(min_length=1, max_length=64)


class PlaceHero(CommandBase):
    """QUEST-06: answer a place_hero decision: the hero stands on ``at`` of the zone."""

    type: Literal["place_hero"] = "place_hero"
    unit: UnitId
    at: Space


class ChooseOpeningHand(CommandBase):
    """QUEST-11: answer an opening_hand decision with the cards to hold (the rest is
    shuffled into the pile)."""

    type: Literal["choose_opening_hand"] = "choose_opening_hand"
    unit: UnitId
    cards: tuple[CardId, ...]


class SetTurnOrder(CommandBase):
    """QUEST-17..19: answer a turn_order decision: every acting unit once; ties in any
    order, heroes anywhere later than their Perception (a delay)."""

    type: Literal["set_turn_order"] = "set_turn_order"
    order: tuple[UnitId, ...]


class PlayCard(CommandBase):
    """QUEST-23: use a card's upper half as an action."""

    type: Literal["play_card"] = "play_card"
    unit: UnitId
    card: CardId


class MoveHero(CommandBase):
    """MOVE-01: walk ``path`` (the spaces entered, in order); one step more than the Move
    spends 1 morale (DEV-28). A step off the board leaves it (MOVE-06)."""

    type: Literal["move_hero"] = "move_hero"
    unit: UnitId
    path: tuple[Space, ...] = Field(min_length=1, max_length=12)
    discard: CardId | None = None


class MakeAttack(CommandBase):
    """ATK-03..21: attack ``target``. ``weapon`` picks the weapon (needed only when several
    fit); ``unarmed`` fights without one (ATK-14). ``offense_tokens`` are declared now
    (ATK-30); ``spend_morale`` settles the morale question in advance (None: ask after
    the roll when it could matter). ``kind`` picks the basic attack with ``discard``.
    ``area: false`` / ``push: false`` decline those traits (TRAIT-03); ``additions``
    names the single-use, once-per-quest or entire-quest additions used on this attack
    (EQUIP-20/33); ``grenade`` throws that grenade with this attack (EQUIP-34)."""

    type: Literal["attack"] = "attack"
    unit: UnitId
    target: UnitId
    weapon: str | None = None
    unarmed: bool = False
    offense_tokens: int = Field(default=0, ge=0, le=2)
    spend_morale: bool | None = None
    kind: AttackKind | None = None
    discard: CardId | None = None
    area: bool = True
    push: bool = True
    additions: tuple[str, ...] = ()
    grenade: str | None = None


class HealHero(CommandBase):
    """HERO-STATE-03: heal ``target`` (self or an ally on the space, unless the card says)."""

    type: Literal["heal"] = "heal"
    unit: UnitId
    target: UnitId


class CastSpell(CommandBase):
    """QUEST-32: a non-attack spell; ``targets`` for a one-target spell (else all in range)."""

    type: Literal["cast_spell"] = "cast_spell"
    unit: UnitId
    targets: tuple[UnitId, ...] = ()


class TakeTokens(CommandBase):
    """QUEST-43: gain the tokens of the activity (``recipient`` when an ally may get them)."""

    type: Literal["take_tokens"] = "take_tokens"
    unit: UnitId
    recipient: UnitId | None = None


class Interact(CommandBase):
    """QUEST-29: revive an ally (``target``), collect, set a trap (``item``), reload an
    empty weapon (``item``, TRAIT-28), reorganize (QUEST-30: the new ``equipment`` /
    ``backpack`` of the hero and, trading with ``partner`` on its space, of the partner;
    a list left out stays as it is), or a quest interaction (``interaction``)."""

    type: Literal["interact"] = "interact"
    unit: UnitId
    what: Literal["revive", "collect", "set_trap", "reload", "reorganize", "quest"]
    target: UnitId | None = None
    item: str | None = None
    interaction: str | None = None
    discard: CardId | None = None
    equipment: tuple[str, ...] | None = None
    backpack: tuple[str, ...] | None = None
    partner: UnitId | None = None
    partner_equipment: tuple[str, ...] | None = None
    partner_backpack: tuple[str, ...] | None = None


class UseItem(CommandBase):
    """EQUIP-31: use an item that needs no action (a potion, a bandage, an infusion, the
    Vita rune …) at any moment of the hero's own turn between activities."""

    type: Literal["use_item"] = "use_item"
    unit: UnitId
    item: str


class Hide(CommandBase):
    """HERO-STATE-07: hide on hiding terrain (paid like a basic action, or by a card)."""

    type: Literal["hide"] = "hide"
    unit: UnitId
    discard: CardId | None = None


class AllyAction(CommandBase):
    """QUEST-42: the seat commanding the NPC ally ``unit`` starts its action number
    ``action`` (from 0, in its quest's list), costing one of its actions; the activities
    follow as ``move_hero``, ``attack``, ``heal``, ``cast_spell``, ``take_tokens`` with
    ``unit`` = the ally (then ``skip_activity``, ``finish_action``, ``end_turn``)."""

    type: Literal["ally_action"] = "ally_action"
    unit: UnitId
    action: int = Field(ge=0, le=7)


class SkipActivity(CommandBase):
    """QUEST-25: skip the next activity of the action in progress."""

    type: Literal["skip_activity"] = "skip_activity"
    unit: UnitId


class FinishAction(CommandBase):
    """QUEST-25: skip every remaining activity; the action ends."""

    type: Literal["finish_action"] = "finish_action"
    unit: UnitId


class EndTurn(CommandBase):
    """QUEST-22: end the turn (remaining actions are not taken)."""

    type: Literal["end_turn"] = "end_turn"
    unit: UnitId


class ChooseEnemyPath(CommandBase):
    """ENEMY-11: where the enemy's Move ends (``path`` too when two options end there)."""

    type: Literal["choose_enemy_path"] = "choose_enemy_path"
    to: Space
    path: tuple[Space, ...] | None = None


class ChoosePenaltyAttacker(CommandBase):
    """MOVE-12: answer a penalty_attacker decision: which tied enemy strikes the leaper."""

    type: Literal["choose_penalty_attacker"] = "choose_penalty_attacker"
    enemy: UnitId


class MakePenaltyAttack(CommandBase):
    """MOVE-16: ``unit`` makes the penalty attack on the leaping enemy (None: nobody does)."""

    type: Literal["make_penalty_attack"] = "make_penalty_attack"
    unit: UnitId | None = None
    weapon: str | None = None
    unarmed: bool = False


class SpendMorale(CommandBase):
    """ATK-37: answer a spend_morale decision (+1 to the attacking attribute)."""

    type: Literal["spend_morale"] = "spend_morale"
    spend: bool


class UseDefenseTokens(CommandBase):
    """ATK-31: answer a defense_tokens decision: how many tokens to add to the defense."""

    type: Literal["use_defense_tokens"] = "use_defense_tokens"
    count: int = Field(ge=0, le=2)


class ChoosePush(CommandBase):
    """TRAIT-25: answer a push decision: the space the pushed miniature goes to."""

    type: Literal["choose_push"] = "choose_push"
    to: Space


class PlayReaction(CommandBase):
    """QUEST-34: play ``card``'s lower half in the open window (beside other seats who can
    react: offer it, QUEST-37); ``reroll`` names dice positions for a re-roll effect
    (ATK-36); ``target`` picks whom a one-target free action reaches."""

    type: Literal["play_reaction"] = "play_reaction"
    unit: UnitId
    card: CardId
    reroll: tuple[int, ...] = ()
    target: UnitId | None = None


class ChooseReaction(CommandBase):
    """QUEST-37, DEV-21: answer a reaction_choice decision: the offered reaction played."""

    type: Literal["choose_reaction"] = "choose_reaction"
    unit: UnitId
    card: CardId


class TakeFreeMove(CommandBase):
    """Answer a free_move decision: walk ``path`` (a free Move or Parting Leap given by a
    reaction; penalty attacks as usual), or stay (no path)."""

    type: Literal["take_free_move"] = "take_free_move"
    unit: UnitId
    path: tuple[Space, ...] | None = Field(default=None, max_length=12)


class PassReaction(CommandBase):
    """QUEST-37: let the open reaction window go by (it closes when every seat passed)."""

    type: Literal["pass_reaction"] = "pass_reaction"


class Resume(CommandBase):
    """System or GM: run whatever the engine does on its own (enemy turns, round ends)."""

    type: Literal["resume"] = "resume"


QuestCommand = (
    StartQuest
    | PlaceHero
    | ChooseOpeningHand
    | SetTurnOrder
    | PlayCard
    | MoveHero
    | MakeAttack
    | HealHero
    | CastSpell
    | TakeTokens
    | Interact
    | UseItem
    | Hide
    | AllyAction
    | SkipActivity
    | FinishAction
    | EndTurn
    | ChooseEnemyPath
    | ChoosePenaltyAttacker
    | MakePenaltyAttack
    | SpendMorale
    | UseDefenseTokens
    | ChoosePush
    | PlayReaction
    | ChooseReaction
    | TakeFreeMove
    | PassReaction
    | Resume
)
