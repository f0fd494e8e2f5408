"""The agenda: what is still to be done, as data (DESIGN principle 1: evolve only applies).

The fight is a stack of tasks (top = last). ``flow.advance`` takes the top task and runs
its step, which emits events, pushes more tasks (the first listed runs first) or opens a
decision; the answer pushes the rest. Two tasks wait for a player instead of running:
the Movement and the Action phase of a turn. Before any task that is not part of one
card's or ability's resolution (``RESOLVING``), triggered behavior cards are revealed
(P-REACT-04, P-TURN-19). Tasks carry no hidden fact.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.primal.abilities import Effect
from app.engine.kernel.model import Frozen
from app.engine.primal.model.context import Context, Source


class BeginRound(Frozen):
    kind: Literal["begin_round"] = "begin_round"
    round: int


class RoundStep(Frozen):
    """A step of the round (P-ROUND-01): consume, refresh, struggle, upkeep abilities,
    player turns, end-of-round effects, housekeeping, the round's close."""

    kind: Literal["round_step"] = "round_step"
    step: Literal[
        "setup", "consume", "refresh", "struggle", "upkeep", "turns", "next_turn",
        "end_effects", "housekeeping", "close",
    ]  # fmt: skip


class TurnStep(Frozen):
    """A step of a hunter's turn (P-TURN-01): ``movement`` and ``action`` wait for the
    player; the others run."""

    kind: Literal["turn_step"] = "turn_step"
    hunter: str
    step: Literal[
        "start", "resume", "released", "start_effects", "movement", "action", "end_action",
        "stamina", "attrition", "disrupt", "attrition_check", "attrition_end", "end", "refill",
        "rotate", "over",
    ]  # fmt: skip


class Fired(Frozen):
    """A triggered ability waiting to resolve (with the X paid and the card it rides)."""

    source: Source
    hunter: str | None = None
    x: int = 0
    card: str | None = None


class ResolveFired(Frozen):
    """P-TURN-30, P-REACT-18: triggered abilities of one tier; with several, the players
    pick the next (a decision), else it resolves."""

    kind: Literal["resolve_fired"] = "resolve_fired"
    fired: tuple[Fired, ...]
    chooser: str | None = None


class ResolveEffects(Frozen):
    kind: Literal["resolve_effects"] = "resolve_effects"
    context: Context
    effects: tuple[Effect, ...]


class CardStep(Frozen):
    """The end of one card's resolution (P-TURN-18..20): its color effect, then the
    Berserker draw and the Finisher."""

    kind: Literal["card_step"] = "card_step"
    hunter: str
    card: str
    step: Literal["color", "after"]


class RevealTriggered(Frozen):
    """Triggered behavior cards are revealed here (a timing point outside a card)."""

    kind: Literal["reveal_triggered"] = "reveal_triggered"


class BehaviorStep(Frozen):
    """P-REACT-06..13: a revealed behavior card's Reaction, Rampage, and Discard and
    Replenish (with the rampage cards it triggered)."""

    kind: Literal["behavior_step"] = "behavior_step"
    slot: int
    card: str
    step: Literal["reaction", "rampage", "discard"]
    cancelled: bool = False
    rampage: tuple[int, ...] = ()


class Rampage(Frozen):
    """P-REACT-11: the rampage cards triggered by ``slot``'s card, resolved one at a time
    in the players' order."""

    kind: Literal["rampage"] = "rampage"
    trigger_slot: int
    slots: tuple[int, ...]


class DamageMonster(Frozen):
    """One source of damage to the monster (P-DMG-21): Arkeum, a Swarm, Shield, then
    Vulnerable (the dealer's choice), then the tokens and wounds."""

    kind: Literal["damage_monster"] = "damage_monster"
    amount: int
    dealer: str | None = None
    attack: bool = False
    step: Literal["block", "shield", "vulnerable", "apply"] = "block"


class Wounds(Frozen):
    """P-DMG-03/04/09/10: convert stored damage into wounds one at a time."""

    kind: Literal["wounds"] = "wounds"


class SufferDamage(Frozen):
    """P-DMG-22, P-KO-01: damage to a hunter (``monster``: the monster's damage, which
    Retaliate and Resilience answer)."""

    kind: Literal["suffer_damage"] = "suffer_damage"
    hunter: str
    amount: int
    monster: bool = False


class Window(Frozen):
    """Out-of-turn play for ``hunters`` (those still able are asked, DESIGN principle 3):
    Consume (P-ROUND-03), Assist and Taunt at the end of an Action phase (P-TURN-41,
    P-GLOSS-21), Retaliate and Resilience after the monster's damage (P-GLOSS-17/18;
    ``done``: Retaliate already fired for this damage)."""

    kind: Literal["window"] = "window"
    moment: Literal["consume", "assist", "damage"]
    hunters: tuple[str, ...]
    done: tuple[str, ...] = ()


class StanceRevealed(Frozen):
    """P-DMG-10: the new stance's "When revealed:" abilities, after any wound the carried
    damage inflicts at once."""

    kind: Literal["stance_revealed"] = "stance_revealed"
    stance: int


class KnockOut(Frozen):
    """P-KO-02..09, in order; ``step`` deplete waits for the armor-or-helm choice."""

    kind: Literal["knock_out"] = "knock_out"
    hunter: str
    step: Literal["begin", "deplete", "finish"] = "begin"


class UnleashStep(Frozen):
    """P-ROUND-11..13: damage, struggle back to 1 per player, Unleash abilities."""

    kind: Literal["unleash"] = "unleash"
    step: Literal["damage", "reset", "abilities"]


class Draw(Frozen):
    """P-TURN-51/52: draw ``count`` (a refill keeps drawing after a reshuffle)."""

    kind: Literal["draw"] = "draw"
    hunter: str
    count: int


class EmptiedDeck(Frozen):
    """P-DMG-23, P-GLOSS-15: the deck just ran out: fatigue (and burning) damage, then the
    discard pile becomes the new deck."""

    kind: Literal["emptied_deck"] = "emptied_deck"
    hunter: str
    step: Literal["damage", "reshuffle"] = "damage"


class FillSlots(Frozen):
    """P-REACT-13: every empty slot gets the top card of the behavior deck."""

    kind: Literal["fill_slots"] = "fill_slots"


class Escalate(Frozen):
    """P-REACT-20/21: the monster escalates (+1 struggle), then Escalation abilities."""

    kind: Literal["escalate"] = "escalate"


class CheckFocus(Frozen):
    """P-TURN-45/46: a mastery whose counters reach its focus value flips at once."""

    kind: Literal["check_focus"] = "check_focus"
    hunter: str


class Rise(Frozen):
    """P-KO-11: discard the KO token, draw up, stand up."""

    kind: Literal["rise"] = "rise"
    hunter: str
    ends_turn: bool = True


class AttackReveal(Frozen):
    """P-GLOSS-26: each attack card revealed for a Stun deals weapon damage."""

    kind: Literal["attack_reveal"] = "attack_reveal"
    hunter: str
    count: int


Task = Annotated[
    BeginRound
    | RoundStep
    | TurnStep
    | ResolveFired
    | ResolveEffects
    | CardStep
    | RevealTriggered
    | BehaviorStep
    | Rampage
    | DamageMonster
    | Wounds
    | SufferDamage
    | Window
    | StanceRevealed
    | KnockOut
    | UnleashStep
    | Draw
    | EmptiedDeck
    | FillSlots
    | Escalate
    | CheckFocus
    | Rise
    | AttackReveal,
    Field(discriminator="kind"),
]

WAITING_STEPS = frozenset({"movement", "action"})
RESOLVING = frozenset(
    {
        "resolve_fired", "resolve_effects", "card_step", "behavior_step", "rampage",
        "damage_monster", "wounds", "suffer_damage", "window", "stance_revealed",
        "knock_out", "unleash", "draw", "emptied_deck", "fill_slots", "escalate",
        "check_focus", "rise", "attack_reveal",
    }
)  # fmt: skip
"""Tasks inside one card's or ability's resolution: triggered behavior cards wait until
the agenda is back outside them (P-REACT-04)."""


def is_waiting(task: Frozen) -> bool:
    return isinstance(task, TurnStep) and task.step in WAITING_STEPS
