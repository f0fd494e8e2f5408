"""A fight: the monster, the levels it may be played at, the terrain layout (P-SETUP-03
AMBIGUITY: an explicit table per scenario), the attrition deck's make-up (P-SETUP-09),
and the special rules that apply (P-EXP-11..19)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.common import Level, TerrainKind

PhysicalSector = Literal["south", "west", "north", "east"]
"""The four sectors as they lie on the table, clockwise from the bottom one, which is the
front at the start (P-SETUP-01)."""


class TerrainPlacement(StrictModel):
    sector: PhysicalSector
    terrain: TerrainKind
    count: int = Field(default=1, ge=1, le=2)


class AttritionSetup(StrictModel):
    """P-SETUP-09, P-MON-16: base cards of these values taken out (``remove_values``, one
    card per entry; ``remove_all_values``: every card of these values), special cards
    added (``add``) or set aside until called in (``aside``)."""

    remove_values: tuple[int, ...] = ()
    remove_all_values: tuple[int, ...] = ()
    add: tuple[Id, ...] = ()
    aside: tuple[Id, ...] = ()


class Fight(StrictModel):
    id: Id
    name: str = Field(min_length=1, max_length=80)
    mode: Literal["prologue", "expedition", "campaign"] = "expedition"
    monster: Id
    levels: tuple[Level, ...] = (0, 1, 2, 3)
    terrain: tuple[TerrainPlacement, ...] = ()
    attrition: AttritionSetup = AttritionSetup()
    out_of_play: tuple[Id, ...] = ()
    """Behavior cards kept out of the deck (P-EXP-12, P-EXP-16)."""
    side_decks: tuple[Id, ...] = ()
    """The monster's side decks this fight uses (P-EXP-16)."""
    instinct_cards: int | None = Field(default=None, ge=0, le=20)
    """P-EXP-19: the Awakened's deck takes every signature card plus this many instinct
    cards (drawn at random: a shuffle recorded in the log); None: every card."""
    objectives: tuple[Id, ...] | None = None
    """The objectives in play (None: the level's own, campaign-only ones left out)."""
    text: str = Field(default="", max_length=2000)
