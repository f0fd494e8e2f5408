"""The effects a card, stance, peril, objective, behavior or attrition card can have: a
closed vocabulary the fight engine interprets and nothing else (``do:`` names each).

Hunters and their cards: draw, discard, discard_top, recycle, heal, suffer, deal_damage,
attack_bonus, weapon_bonus, stamina_token, defense_token, disrupt_token, threaten,
move, turn_monster, take_aggro, stun, blind, vulnerable, confuse, volley, strain, dazed,
burning, exhaust, sequence_limit, hand_limit, cost_reduction, peek_attrition, focus,
lose_focus, counter, end_action_phase, riding_check, capture.

The monster and the board: remove_struggle, gain_struggle, inflict_wound, acceleration,
bonus_monster_damage, unstoppable, track, place_terrain, remove_terrain, place_token,
remove_token, behavior_into_deck, unlock_slot, reveal_side_card, summon, add_cards,
attrition_into_deck, ballistas_fire, reload_ballistas, fail.

Structure: may (an optional part: a decision), choose_one (a decision among options),
pay (a stamina cost, then effects), if (a condition, then/else), for_each (repeat per
hunter picked by a target).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import StrictModel
from app.content.schema.primal.common import (
    CardMatch,
    Duration,
    Number,
    TerrainKind,
)
from app.content.schema.primal.targets import Where, Who


class Draw(StrictModel):
    do: Literal["draw"] = "draw"
    amount: Number = 1
    who: Who = "self"


class Discard(StrictModel):
    """The hunter discards ``amount`` cards matching ``match`` from hand, chosen by them
    (a decision when there is a choice); fewer when they hold fewer."""

    do: Literal["discard"] = "discard"
    amount: Number = 1
    who: Who = "self"
    match: CardMatch = "any"


class DiscardTop(StrictModel):
    """The top ``amount`` cards of the deck go to the discard pile (P-DMG-23 applies)."""

    do: Literal["discard_top"] = "discard_top"
    amount: Number = 1
    who: Who = "self"


class Recycle(StrictModel):
    """P-GLOSS-16: discard up to ``amount`` cards of your choice and draw as many; with
    ``must`` exactly that many."""

    do: Literal["recycle"] = "recycle"
    amount: Number = 1
    must: bool = False


class Heal(StrictModel):
    """P-DMG-26: remove damage tokens."""

    do: Literal["heal"] = "heal"
    amount: Number = 1
    who: Who = "self"


class Suffer(StrictModel):
    """Hunters suffer damage: with no ``amount`` the monster's damage (P-DMG-17), plus
    ``plus`` (P-DMG-19), doubled with ``double`` (still one source); monster damage can
    be answered by Retaliate and Resilience (P-GLOSS-17/18)."""

    do: Literal["suffer"] = "suffer"
    who: Who = "self"
    amount: Number | None = None
    plus: int = Field(default=0, ge=0, le=20)
    double: bool = False


class DealDamage(StrictModel):
    """A source of damage to the monster (P-DMG-21), apart from an attack's own."""

    do: Literal["deal_damage"] = "deal_damage"
    amount: Number


class AttackBonus(StrictModel):
    """The attack card being resolved deals ``amount`` more damage (P-TURN-20)."""

    do: Literal["attack_bonus"] = "attack_bonus"
    amount: Number


class WeaponBonus(StrictModel):
    """P-DMG-20: weapon damage +``amount`` for ``duration`` (none stated: the scenario)."""

    do: Literal["weapon_bonus"] = "weapon_bonus"
    amount: Number
    duration: Duration = "scenario"
    who: Who = "self"


class StaminaToken(StrictModel):
    """P-TURN-11: a stamina token (at most ``most`` held, 1 unless a card says more)."""

    do: Literal["stamina_token"] = "stamina_token"
    who: Who = "self"
    most: int = Field(default=1, ge=1, le=5)


class DefenseToken(StrictModel):
    """P-ATTR-10: counts as a defensive card in the attrition check."""

    do: Literal["defense_token"] = "defense_token"
    amount: Number = 1
    who: Who = "self"


class DisruptToken(StrictModel):
    """P-ATTR-11: covers a defensive card (or cancels a defense token) this attrition."""

    do: Literal["disrupt_token"] = "disrupt_token"
    amount: Number = 1
    who: Who = "self"


class Threaten(StrictModel):
    """P-TURN-07: the hunter becomes threatened (effects and reactions fire again)."""

    do: Literal["threaten"] = "threaten"
    who: Who = "self"


class Move(StrictModel):
    """P-TURN-04: a move to an adjacent sector, paying ``cost`` stamina (Sand adds 1,
    P-BOARD-24) unless ``free``; ``optional`` lets the hunter stay. A ``forced`` move is
    the monster's: the hunter picks the sector, never pays."""

    do: Literal["move"] = "move"
    who: Who = "self"
    cost: int = Field(default=1, ge=0, le=5)
    free: bool = False
    optional: bool = True
    forced: bool = False


class TurnMonster(StrictModel):
    """P-BOARD-05/06: the monster turns to face a hunter's sector (``aggro``,
    ``active``, ``self``), a sector the owner picks (``chosen``) or a side (``rear``...:
    the sector now on that side becomes the front)."""

    do: Literal["turn_monster"] = "turn_monster"
    to: Literal["aggro", "active", "self", "chosen", "front", "right", "rear", "left"]


class TakeAggro(StrictModel):
    do: Literal["take_aggro"] = "take_aggro"
    who: Who = "self"


class Stun(StrictModel):
    """P-GLOSS-26/27: the stun token on a behavior card in play, then a chosen hunter
    reveals up to 2 attack cards, each dealing weapon damage."""

    do: Literal["stun"] = "stun"


class Blind(StrictModel):
    """P-GLOSS-06: a peril in play is blank until the start of your next turn."""

    do: Literal["blind"] = "blind"


class Vulnerable(StrictModel):
    """P-GLOSS-29: the vulnerable token on the monster."""

    do: Literal["vulnerable"] = "vulnerable"


class Confuse(StrictModel):
    """P-GLOSS-08: the confused token, and the monster turns to a sector you choose."""

    do: Literal["confuse"] = "confuse"


class Volley(StrictModel):
    """P-GLOSS-28: you may discard the top X cards: WL damage per offensive one, one
    source."""

    do: Literal["volley"] = "volley"
    amount: Number


class Strain(StrictModel):
    """P-GLOSS-25: draw one fewer at your next refill per token."""

    do: Literal["strain"] = "strain"
    amount: Number = 1
    who: Who = "self"


class Dazed(StrictModel):
    """P-GLOSS-13: your next maneuver is blank (it still removes struggle)."""

    do: Literal["dazed"] = "dazed"
    who: Who = "self"


class Burning(StrictModel):
    """P-GLOSS-15: damage WL the next time the deck empties; twice: discard the top 5."""

    do: Literal["burning"] = "burning"
    who: Who = "self"


class Exhaust(StrictModel):
    """P-GLOSS-14: this card (the ability's source) is blank for the rest of the fight."""

    do: Literal["exhaust"] = "exhaust"


class SequenceLimit(StrictModel):
    """P-TURN-15: the owner's sequence limit changes by ``amount`` this turn."""

    do: Literal["sequence_limit"] = "sequence_limit"
    amount: int = Field(ge=-5, le=5)
    who: Who = "self"


class HandLimit(StrictModel):
    """The hand size limit (5 by default) changes by ``amount`` for ``duration``."""

    do: Literal["hand_limit"] = "hand_limit"
    amount: int = Field(ge=-5, le=5)
    duration: Duration = "scenario"
    who: Who = "self"


class CostReduction(StrictModel):
    """The owner's next card matching ``match`` this turn costs ``amount`` less (never an
    X cost, P-TURN-12; never below 0)."""

    do: Literal["cost_reduction"] = "cost_reduction"
    amount: int = Field(ge=1, le=5)
    match: CardMatch = "any"


class PeekAttrition(StrictModel):
    """Look at the top attrition card; ``discard``: ``must`` discard it, ``may`` (a
    decision) or ``no``."""

    do: Literal["peek_attrition"] = "peek_attrition"
    discard: Literal["must", "may", "no"] = "may"


class Focus(StrictModel):
    """P-TURN-44/45: a counter on the owner's mastery; at its focus value it flips."""

    do: Literal["focus"] = "focus"
    amount: int = Field(default=1, ge=1, le=5)


class LoseFocus(StrictModel):
    """P-TURN-47: the mastery flips back; focusing starts again from zero."""

    do: Literal["lose_focus"] = "lose_focus"
    who: Who = "self"


class Counter(StrictModel):
    """A counter on this card (objectives and perils track progress, P-DMG-14)."""

    do: Literal["counter"] = "counter"
    amount: int = Field(default=1, ge=-10, le=10)


class EndActionPhase(StrictModel):
    do: Literal["end_action_phase"] = "end_action_phase"


class RidingCheck(StrictModel):
    """P-GLOSS-20."""

    do: Literal["riding_check"] = "riding_check"
    who: Who = "self"


class Capture(StrictModel):
    """P-GLOSS-09..12: the monster takes the hunter."""

    do: Literal["capture"] = "capture"
    who: Who = "active"


class PlaceTerrain(StrictModel):
    """P-BOARD-15..18, 27: terrain tokens placed in sectors (Fire and Water by their
    rules)."""

    do: Literal["place_terrain"] = "place_terrain"
    terrain: TerrainKind
    where: Where = "own"


class RemoveTerrain(StrictModel):
    do: Literal["remove_terrain"] = "remove_terrain"
    terrain: TerrainKind
    where: Where = "own"
