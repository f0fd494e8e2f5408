"""The closed vocabulary of what cards, items and enemies *do* (DESIGN principle 6).

One definition of each activity and effect, in one place: hero action cards, enemy
action cards, equipment, enemy abilities and reactions all declare their meaning with
these models, and the quest engine interprets exactly these and nothing else. The
``text`` a player reads is separate display data.

- Activity (``do:``): move, attack, heal, spell, gain_tokens, interact, hide,
  activate_ability. An action is an ordered list of activities (QUEST-25).
- Reaction: the lower half of a card, with its turn colour and timing point (QUEST-36).
- The effects, targets and conditions they carry: ``app/content/schema/effects.py``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from app.content.schema.common import AttackKind, RangeSpaces, StrictModel, TokenKind, Trait
from app.content.schema.effects import Effect, TargetSpec

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
