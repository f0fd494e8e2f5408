"""Abilities: a trigger, conditions and effects (P-TURN-30..40, P-REACT-18).

The trigger (``when:``) says when an ability fires:

- ``play``: the card's own text when it is played (P-TURN-18);
- ``next`` (an arrow before color icons, P-TURN-35): the cards played right after this
  one match ``cards`` in order (fires on the last);
- ``run`` (a row of color icons, P-TURN-33/34): the last cards of the sequence, ending
  with the one just played, match ``cards`` in order; runs overlap and a longer run of
  one color fires again; ``whose`` says whose plays count (Cover Fire: ``others``);
- ``start`` ("Start:", P-TURN-02), ``action`` ("Action:", P-TURN-40; ``cost`` stamina),
  ``consume`` ("Consume:", P-ROUND-03/04), ``when_focused`` (P-TURN-46),
  ``when_revealed`` (a stance, P-DMG-10), ``setup`` (P-SETUP-17), ``unleash``
  (P-ROUND-13), ``escalation`` (P-REACT-21), ``end_of_round`` (P-ROUND-18), ``upkeep``
  (at Monster Upkeep, after struggle), ``threatened`` (P-TURN-07), ``moved``,
  ``monster_damage`` (after suffering the monster's damage), ``attrition`` (``result``
  avoided or suffered, P-ATTR-08), ``wound`` (the monster suffered a wound),
  ``counters`` (this card holds ``count`` counters: objectives), ``monster_turned``.

``limit`` makes it once per turn, round or fight. An ability of a blank card (Blind,
Exhaust, Dazed: P-GLOSS-07) never fires; its traits still count.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.common import StrictModel
from app.content.schema.primal import effects as he
from app.content.schema.primal import monster_effects as me
from app.content.schema.primal.common import NO_CONDITION, CardMatch, Condition, Number
from app.content.schema.primal.targets import Who

Whose = Literal["own", "any", "others", "active"]


class OnPlay(StrictModel):
    when: Literal["play"] = "play"


class OnNext(StrictModel):
    when: Literal["next"] = "next"
    cards: tuple[CardMatch, ...] = Field(min_length=1, max_length=4)


class OnRun(StrictModel):
    when: Literal["run"] = "run"
    cards: tuple[CardMatch, ...] = Field(min_length=1, max_length=5)
    whose: Whose = "own"


class OnAction(StrictModel):
    when: Literal["action"] = "action"
    cost: Number = 0


class OnEvent(StrictModel):
    """A trigger named by its moment; ``whose`` limits it to the owner's own (``own``),
    the active hunter's, anyone's or other hunters'."""

    when: Literal[
        "start", "consume", "when_focused", "when_revealed", "setup", "unleash",
        "escalation", "end_of_round", "upkeep", "threatened", "moved", "monster_damage",
        "wound", "monster_turned", "ko",
    ]  # fmt: skip
    whose: Whose = "own"


class OnAttrition(StrictModel):
    when: Literal["attrition"] = "attrition"
    result: Literal["avoided", "suffered", "any"] = "any"
    whose: Whose = "own"


class OnCounters(StrictModel):
    when: Literal["counters"] = "counters"
    count: int = Field(ge=1, le=20)


Trigger = Annotated[
    OnPlay | OnNext | OnRun | OnAction | OnEvent | OnAttrition | OnCounters,
    Field(discriminator="when"),
]


class May(StrictModel):
    """An optional part ("you may"): the owner decides (default: no)."""

    do: Literal["may"] = "may"
    effects: tuple[Effect, ...] = Field(min_length=1)
    default: bool = False


class ChooseOne(StrictModel):
    """The owner picks one of ``options`` (default: the first)."""

    do: Literal["choose_one"] = "choose_one"
    options: tuple[tuple[Effect, ...], ...] = Field(min_length=2)
    labels: tuple[str, ...] = ()


class Pay(StrictModel):
    """A stamina cost inside an ability (P-TURN-12: "pay stamina" is a stamina cost);
    ``optional``: the owner may decline, and the effects do not happen."""

    do: Literal["pay"] = "pay"
    amount: Number
    effects: tuple[Effect, ...] = Field(min_length=1)
    optional: bool = True


class If(StrictModel):
    do: Literal["if"] = "if"
    condition: Condition
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()


class ForEach(StrictModel):
    """The effects once for each hunter ``who`` names (as ``self`` inside)."""

    do: Literal["for_each"] = "for_each"
    who: Who
    effects: tuple[Effect, ...] = Field(min_length=1)


Effect = Annotated[
    he.Draw
    | he.Discard
    | he.DiscardTop
    | he.Recycle
    | he.Heal
    | he.Suffer
    | he.DealDamage
    | he.AttackBonus
    | he.WeaponBonus
    | he.StaminaToken
    | he.DefenseToken
    | he.DisruptToken
    | he.Threaten
    | he.Move
    | he.TurnMonster
    | he.TakeAggro
    | he.Stun
    | he.Blind
    | he.Vulnerable
    | he.Confuse
    | he.Volley
    | he.Strain
    | he.Dazed
    | he.Burning
    | he.Exhaust
    | he.SequenceLimit
    | he.HandLimit
    | he.CostReduction
    | he.PeekAttrition
    | he.Focus
    | he.LoseFocus
    | he.Counter
    | he.EndActionPhase
    | he.RidingCheck
    | he.Capture
    | he.PlaceTerrain
    | he.RemoveTerrain
    | me.RemoveStruggle
    | me.GainStruggle
    | me.InflictWound
    | me.Acceleration
    | me.BonusMonsterDamage
    | me.Unstoppable
    | me.Track
    | me.PlaceToken
    | me.RemoveToken
    | me.BehaviorIntoDeck
    | me.UnlockSlot
    | me.RevealSideCard
    | me.Summon
    | me.AddCards
    | me.AttritionIntoDeck
    | me.BallistasFire
    | me.ReloadBallistas
    | me.Fail
    | May
    | ChooseOne
    | Pay
    | If
    | ForEach,
    Field(discriminator="do"),
]

for _model in (May, ChooseOne, Pay, If, ForEach):
    _model.model_rebuild()


class Ability(StrictModel):
    """One ability of a card: when it fires, what it needs, what it does."""

    trigger: Trigger = OnPlay()
    conditions: Condition = NO_CONDITION
    effects: tuple[Effect, ...] = ()
    limit: Literal["turn", "round", "scenario"] | None = None
    text: str = Field(default="", max_length=400)
