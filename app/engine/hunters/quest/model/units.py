"""Miniatures on the quest map: heroes, enemies, and the tokens they carry."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.quest.board.geometry import Space
from app.engine.kernel.model import Frozen

StatusName = Literal["poison", "stun", "immobilize"]


class Tokens(Frozen):
    """Tokens and markers next to a miniature (QUEST-43, ATK-30..33, HERO-STATE-11).

    ``mighty`` counts Mighty/destruction markers (at most 2, TRAIT-19). ``stun`` and
    ``immobilize`` last until the end of the miniature's next turn (HERO-STATE-11).
    """

    offense: int = Field(default=0, ge=0)
    defense: int = Field(default=0, ge=0)
    mighty: int = Field(default=0, ge=0, le=2)
    poison: bool = False
    stun: bool = False
    immobilize: bool = False

    def has_status(self, status: StatusName) -> bool:
        value: bool = getattr(self, status)
        return value


class Attributes(Frozen):
    """A hero's printed attributes before modifiers (DEV-06)."""

    strength: int = Field(default=0, ge=0, le=10)
    agility: int = Field(default=0, ge=0, le=10)
    perception: int = Field(default=0, ge=0, le=10)
    knowledge: int = Field(default=0, ge=0, le=10)


class HeroUnit(Frozen):
    """A hero miniature and everything of its board that the quest uses.

    Card piles hold card ids (duplicates are copies); together ``draw_pile``, ``hand``,
    ``used`` and ``in_play`` always hold the hero's whole deck (QUEST-10, QUEST-27).
    ``equipment`` is what sits on usable slots; ``backpack`` is carried only (EQUIP-04).
    ``morale`` is the space on the morale track, 0 the lowest (DEV-23).
    """

    id: str
    hero: str
    name: str
    at: Space | None = None
    attributes: Attributes
    health: int = Field(ge=0)
    max_health: int = Field(ge=1)
    morale: int = Field(default=2, ge=0)
    morale_top: int = Field(default=5, ge=1)
    equipment: tuple[str, ...] = ()
    backpack: tuple[str, ...] = ()
    draw_pile: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    used: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()
    tokens: Tokens = Tokens()
    turn_statuses: tuple[StatusName, ...] = ()
    hidden: bool = False
    hidden_card: str | None = None
    exited: bool = False
    acts_from_round: int = 0
    findings: int = 0
    placed: bool = False
    hand_chosen: bool = False
    armor_damage: dict[str, int] = Field(default_factory=dict)
    """TRAIT-21, EQUIP-46: destruction markers per armor piece (they stay with the armor)."""
    empty_weapons: tuple[str, ...] = ()
    """TRAIT-28: weapons with Reload whose token shows "Empty"."""
    spent_items: tuple[str, ...] = ()
    """EQUIP-33: once-per-quest items already used in this quest."""
    active_items: tuple[str, ...] = ()
    """EQUIP-33: "for an entire quest" items switched on by their first use."""
    slots: dict[str, int] = Field(default_factory=dict)
    """EQUIP-03: usable slots per category of the hero's board (empty: not limited, e.g. a
    scenario's hand-made hero)."""
    after_quest_damage: int = 0
    """EQUIP-32, END-10: Health an infusion will cost at the end of the quest."""
    killed: bool = False
    """HERO-STATE-16, DEV-39: under Hero Elimination a hero at 0 Health is killed."""

    @property
    def is_conscious(self) -> bool:
        """HERO-STATE-01: a hero at 0 Health is unconscious."""
        return self.health > 0

    @property
    def is_on_board(self) -> bool:
        return self.at is not None and not self.exited and not self.killed

    @property
    def is_active_miniature(self) -> bool:
        """On the board and conscious: can engage, be targeted and act."""
        return self.is_on_board and self.is_conscious

    @property
    def deck_size(self) -> int:
        return len(self.draw_pile) + len(self.hand) + len(self.used) + len(self.in_play)


class EnemyUnit(Frozen):
    """An enemy miniature; its card is shared by its species (QUEST-04)."""

    id: str
    enemy: str
    at: Space | None
    health: int = Field(ge=0)
    start_health: int = Field(ge=1)
    tokens: Tokens = Tokens()
    turn_statuses: tuple[StatusName, ...] = ()
    removed: bool = False
    active_abilities: tuple[str, ...] = ()

    @property
    def is_on_board(self) -> bool:
        return self.at is not None and not self.removed

    @property
    def is_active_miniature(self) -> bool:
        return self.is_on_board and self.health > 0


class AllyUnit(Frozen):
    """An NPC ally on the map (QUEST-41/42): its definition ``ally`` (in the quest's
    ``defs.allies``) gives its actions, attack profiles, defenses and Perception.

    To enemies it is an opponent like a hero; it has no cards, equipment or morale. At 0
    Health it is out of the quest (``removed``, like an eliminated enemy). ``controller``
    is the hero whose player commands it (the quest's choice, else the party's decider
    at the start, DEV-21).
    """

    id: str
    ally: str
    name: str
    at: Space | None
    health: int = Field(ge=0)
    max_health: int = Field(ge=1)
    tokens: Tokens = Tokens()
    turn_statuses: tuple[StatusName, ...] = ()
    removed: bool = False
    controller: str | None = None

    @property
    def is_on_board(self) -> bool:
        return self.at is not None and not self.removed

    @property
    def is_active_miniature(self) -> bool:
        """On the board with Health left: it engages, may be targeted and acts."""
        return self.is_on_board and self.health > 0

    @property
    def hidden(self) -> bool:
        """An NPC ally never hides (it has no Hide action, QUEST-42)."""
        return False

    @property
    def morale(self) -> int:
        """No morale track: never a morale step or a morale bonus (DEV-23..31 are heroes')."""
        return 0


PartyUnit = HeroUnit | AllyUnit
"""A miniature of the heroes' side (QUEST-41): a hero or an NPC ally."""


class Trap(Frozen):
    """A trap token on the map (TERR-16..21): armed ones go off when a miniature enters."""

    id: str
    item: str
    at: Space
    armed: bool
    owner: str | None = None
    """The hero who set it (or the hero standing on a quest trap at the start): the trap
    arms when that hero leaves the space (TERR-17, TERR-19)."""


class EnemyDeck(Frozen):
    """One species' enemy action cards (QUEST-05, ENEMY-05/06): the face-down pile (top
    first), the card revealed this round, and the used cards."""

    draw_pile: tuple[str, ...] = ()
    current: str | None = None
    used: tuple[str, ...] = ()
