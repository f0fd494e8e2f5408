"""The monster (P-DMG, P-ROUND-08..13, P-MON), its behavior slots and decks (P-REACT),
the attrition deck (P-ATTR) and the side decks (P-MON-06..13)."""

from __future__ import annotations

from pydantic import Field

from app.engine.kernel.model import Frozen
from app.engine.primal.model.hunters import Modifier


class Slot(Frozen):
    """A behavior slot (P-REACT-01): its card face down (``face_up`` while resolving),
    a trigger token (P-REACT-04), or an Awakening card locking it (P-MON-21)."""

    card: str | None = None
    face_up: bool = False
    triggered: bool = False
    locked_by: str | None = None
    entered: bool = False
    """The card entered play with the Enters-play icon and waits to resolve first
    (P-REACT-15)."""
    icons: tuple[str, ...] = ()
    refresh: int | None = None
    """The card's back, public while it lies face down (P-SETUP-16)."""


class BehaviorState(Frozen):
    deck: tuple[str, ...] = ()
    """Top first; hidden from every player."""
    discard: tuple[str, ...] = ()
    slots: tuple[Slot, ...] = ()
    out_of_play: tuple[str, ...] = ()
    """P-EXP-12/16: kept out of the deck until an effect brings them in."""


class AttritionState(Frozen):
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    """Top last: its value is the current attrition level (P-ATTR-12)."""
    aside: tuple[str, ...] = ()
    """P-EXP-18: special cards beside the board until called in."""
    revealed: tuple[str, ...] = ()
    """Cards turned over by the check in progress (P-ATTR-02/06)."""


class SwarmCard(Frozen):
    card: str
    damage: int = 0


class SideDeckState(Frozen):
    """A Rumble deck (one ``active`` card, P-MON-06/07) or a Swarm deck (cards
    ``in_play`` with their damage, P-MON-11..13)."""

    id: str
    kind: str
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    active: str | None = None
    in_play: tuple[SwarmCard, ...] = ()


class MonsterState(Frozen):
    id: str
    name: str
    health: int = 10
    stance: int = 0
    """Index of the current stance face (0 = Stance I)."""
    damage: int = 0
    """P-DMG-01: damage tokens on the current stance card."""
    struggle: int = 0
    acceleration: int = 0
    bonus_damage: tuple[Modifier, ...] = ()
    vulnerable: bool = False
    confused: bool = False
    stun_slot: int | None = None
    unstoppable: tuple[Modifier, ...] = ()
    tracks: dict[str, int] = Field(default_factory=dict)
    perils: tuple[str, ...] = ()
    objectives: tuple[str, ...] = ()
    blinded: dict[str, str] = Field(default_factory=dict)
    """P-GLOSS-06: peril -> the hunter who blinded it (blank until their next turn)."""
    counters: dict[str, int] = Field(default_factory=dict)
    """Counters on cards (objectives, perils) by card id."""
    done: tuple[str, ...] = ()
    """Once-per-fight abilities already used (``card:index``)."""
    ballistas: tuple[bool, ...] = ()
    """P-MON-20: each ballista loaded (True, black side) or not."""
    unleashing: bool = False
