"""Effects on the monster, its decks and the board (the second half of the vocabulary
``effects.py`` lists)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.common import Duration, Number
from app.content.schema.primal.targets import Where, Who


class RemoveStruggle(StrictModel):
    """P-TURN-22: struggle tokens off the monster board (never below 0)."""

    do: Literal["remove_struggle"] = "remove_struggle"
    amount: Number = 1


class GainStruggle(StrictModel):
    """P-ROUND-10: every gain is checked against the Unleash threshold."""

    do: Literal["gain_struggle"] = "gain_struggle"
    amount: Number = 1


class InflictWound(StrictModel):
    """P-DMG-06: health -1 directly, then stance progression."""

    do: Literal["inflict_wound"] = "inflict_wound"
    amount: int = Field(default=1, ge=1, le=10)


class Acceleration(StrictModel):
    """P-GLOSS-04: +1 struggle at every Monster Upkeep per token."""

    do: Literal["acceleration"] = "acceleration"
    amount: int = Field(default=1, ge=-4, le=4)


class BonusMonsterDamage(StrictModel):
    """P-DMG-18: a bonus damage token on the stance card (+1 each) for ``duration``."""

    do: Literal["bonus_monster_damage"] = "bonus_monster_damage"
    amount: int = Field(default=1, ge=1, le=3)
    duration: Duration = "round"


class Unstoppable(StrictModel):
    """P-REACT-19: +1 struggle after each triggered behavior card, for ``duration``."""

    do: Literal["unstoppable"] = "unstoppable"
    duration: Duration = "round"


class Track(StrictModel):
    """P-MON-01/02/23: move a monster track (charge, hardening, storm) by ``amount``."""

    do: Literal["track"] = "track"
    track: Id
    amount: int = Field(ge=-10, le=10)


class PlaceToken(StrictModel):
    """Sector tokens a monster declares (Dust P-MON-04, Arkeum P-MON-14, damaged-sector
    markers P-BOARD-10), within the monster's limit per sector."""

    do: Literal["place_token"] = "place_token"
    token: Id
    where: Where = "own"
    amount: int = Field(default=1, ge=1, le=4)


class RemoveToken(StrictModel):
    do: Literal["remove_token"] = "remove_token"
    token: Id
    where: Where = "all"


class BehaviorIntoDeck(StrictModel):
    """P-EXP-12/16: behavior cards kept out of play are shuffled into the behavior
    deck."""

    do: Literal["behavior_into_deck"] = "behavior_into_deck"
    cards: tuple[Id, ...] = Field(min_length=1)


class UnlockSlot(StrictModel):
    """P-MON-22: an Awakening card leaves; its slot is filled at once and kept full."""

    do: Literal["unlock_slot"] = "unlock_slot"


class RevealSideCard(StrictModel):
    """P-MON-06/07: the top card of a side deck (Rumble) becomes the active one."""

    do: Literal["reveal_side_card"] = "reveal_side_card"
    deck: Id


class Summon(StrictModel):
    """P-MON-11/12: ``amount`` cards of a side deck (Swarm) enter play."""

    do: Literal["summon"] = "summon"
    deck: Id
    amount: int = Field(default=1, ge=1, le=5)


class AddCards(StrictModel):
    """P-MON-08: cards from the hunter's reserve (Debility, Wound) into hand or discard."""

    do: Literal["add_cards"] = "add_cards"
    card: Literal["debility", "wound"] = "debility"
    amount: int = Field(default=1, ge=1, le=4)
    to: Literal["hand", "discard"] = "hand"
    who: Who = "active"


class AttritionIntoDeck(StrictModel):
    """P-EXP-18: special attrition cards set aside join the attrition deck (shuffled)."""

    do: Literal["attrition_into_deck"] = "attrition_into_deck"
    cards: tuple[Id, ...] = Field(min_length=1)


class BallistasFire(StrictModel):
    """P-MON-18/19: each loaded ballista with line of sight deals ``amount`` (one source
    each) and is unloaded."""

    do: Literal["ballistas_fire"] = "ballistas_fire"
    amount: Number


class ReloadBallistas(StrictModel):
    """P-MON-20: ``amount`` unloaded ballistas (the players' choice) turn black."""

    do: Literal["reload_ballistas"] = "reload_ballistas"
    amount: int = Field(default=1, ge=1, le=4)


class Fail(StrictModel):
    """P-END-04: a monster card's own failure condition: the hunters lose."""

    do: Literal["fail"] = "fail"
    reason: str = Field(min_length=1, max_length=200)
