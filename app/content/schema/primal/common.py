"""Shared words of the Primal schema: colors, sides, sectors, amounts and conditions.

Rule IDs are those of ``rules/primal-rules.md`` (prefix ``P-``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from app.content.schema.common import Id, StrictModel

Color = Literal["attack", "maneuver", "parry", "dodge"]
"""P-TURN-20..23: red attack, blue maneuver, yellow parry, green dodge."""

CardMatch = Literal[
    "attack", "maneuver", "parry", "dodge", "offensive", "defensive", "aggro", "any"
]
"""A color icon, a card-type icon (P-TURN-36: offensive = attack or maneuver, defensive =
parry or dodge), the aggro icon (P-TURN-25: "an aggro card") or any action card."""

DefensiveColor = Literal["parry", "dodge"]

Side = Literal["front", "right", "rear", "left"]
"""A side of the monster, and the sector facing it (P-BOARD-02): named from its facing."""

SectorGroup = Literal["front", "right", "rear", "left", "flank"]
"""A side, or ``flank`` for either flank sector (P-REACT-28)."""

WeaponClass = Literal["great_sword", "great_bow", "hammer", "sword_and_shield"]

TerrainKind = Literal[
    "baethanis", "brush", "cyricae", "fire", "fog", "plateau", "rock", "sand",
    "synaerea", "water", "wildmaw",
]  # fmt: skip
"""The terrain tokens of P-BOARD-11..28."""

Duration = Literal["card", "turn", "round", "scenario"]
"""How long a modifier lasts: this card's resolution, the turn, the round, the fight
(P-DMG-20: no stated duration = the whole scenario)."""

Level = Annotated[int, Field(ge=0, le=3)]
"""An aggression level (P-SETUP-06)."""


class Amount(StrictModel):
    """A number a card states, P-GLOSS-03 and P-TURN-27: ``base`` plus ``per_player`` x PC,
    ``pc_minus_one`` x (PC - 1), ``pc_half`` x floor(PC / 2), ``weapon_level`` x WL (the
    class icons), ``x`` x the X paid (P-TURN-12) and ``attrition_level`` x the current
    attrition level (P-ATTR-12)."""

    base: int = Field(default=0, ge=-50, le=100)
    per_player: int = Field(default=0, ge=-10, le=20)
    pc_minus_one: int = Field(default=0, ge=-10, le=20)
    pc_half: int = Field(default=0, ge=-10, le=20)
    weapon_level: int = Field(default=0, ge=-10, le=20)
    x: int = Field(default=0, ge=-10, le=20)
    attrition_level: int = Field(default=0, ge=-10, le=20)


Number = int | Amount
"""A plain number, or an :class:`Amount`."""


def amount_of(number: Number) -> Amount:
    return Amount(base=number) if isinstance(number, int) else number


class Condition(StrictModel):
    """Conditions an ability (or an ``if`` effect) needs, all of them, when it fires.

    - ``opening`` (P-TURN-38): the card is the first of the sequence;
    - ``previous`` (P-TURN-35, a color icon followed by an arrow): the cards just before
      this one match, in order (the last entry is the card right before);
    - ``focused`` / ``unfocused`` (P-TURN-37): the owner's mastery is (not) focused;
    - ``stance_at_least`` (P-DMG-11 "Stance II/III:"): the monster's stance numeral;
    - ``sectors``: the owner (or the active hunter for monster cards) is in one of them;
    - ``threatened``, ``critical`` (P-DMG-25): the owner's state;
    - ``hand_at_most`` / ``hand_at_least``: cards in the owner's hand;
    - ``struggle_at_least``: the monster's struggle;
    - ``terrain``: the owner's sector holds this terrain;
    - ``sequence_at_least``: cards in the owner's sequence (this one included);
    - ``hardened`` (P-MON-03), ``track_at_least`` (a monster track's level);
    - ``previous_trait`` (P-GLOSS-22): the card just before this one has the trait (a
      blank card keeps its traits, P-GLOSS-07).
    """

    opening: bool = False
    previous: tuple[CardMatch, ...] = ()
    focused: bool = False
    unfocused: bool = False
    stance_at_least: int | None = Field(default=None, ge=1, le=5)
    sectors: tuple[SectorGroup, ...] = ()
    threatened: bool | None = None
    critical: bool | None = None
    hand_at_most: int | None = Field(default=None, ge=0, le=20)
    hand_at_least: int | None = Field(default=None, ge=0, le=20)
    struggle_at_least: Number | None = None
    terrain: TerrainKind | None = None
    sequence_at_least: int | None = Field(default=None, ge=1, le=10)
    hardened: bool | None = None
    track_at_least: tuple[Id, int] | None = None
    previous_trait: str | None = Field(default=None, max_length=40)

    @model_validator(mode="after")
    def _consistent(self) -> Condition:
        if self.focused and self.unfocused:
            raise ValueError("a condition cannot ask for a focused and an unfocused mastery")
        return self


NO_CONDITION = Condition()
