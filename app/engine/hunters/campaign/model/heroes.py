"""A hero's board between quests (DEV-03..17, DEV-23..33, SETL-22, TRAIT-16/29).

Money is counted in half-gold units (``gold_half``; SETL-21: half-ducat tokens make every
price payable exactly), never in floats. Everything a quest takes from the board and gives
back (health, morale, poison, Mighty markers on armor) lives here between quests.
"""

from __future__ import annotations

from pydantic import Field

from app.engine.kernel.model import Frozen

ATTRIBUTES = ("strength", "agility", "perception", "knowledge")
LOWEST_MORALE = 0  # DEV-23: the bottom (red) space of the morale track


def half_gold(gold: float) -> int:
    """A content amount of ducats (a multiple of ½) in half-gold units."""
    return round(gold * 2)


def gold_words(gold_half: int) -> str:
    """An amount of half-gold units as a player reads it: "1½ gold", "2 gold"."""
    whole, half = divmod(gold_half, 2)
    if half and not whole:
        return "½ gold"
    return f"{whole}{'½' if half else ''} gold"


class HeroBoard(Frozen):
    """One hero's board: attributes, tracks, purse, belongings and persistent markers.

    ``xp_earned`` is every XP gained less every XP lost, whether spent or not (DEV-35);
    ``morale`` counts spaces from the bottom (0 = lowest, 1 = first negative, DEV-23);
    ``equipment`` sits on usable slots, ``backpack`` is merely carried; ``cards`` is the
    pool the hero builds decks from (DEV-13..16) and ``deck`` the 20 it built for the next
    quest (empty: its 20 starting cards, DEV-15); ``poisoned`` stays until cured
    (TRAIT-16); ``armor_damage`` are destruction markers per armor piece (TRAIT-29).
    """

    hero: str
    name: str
    strength: int
    agility: int
    perception: int
    knowledge: int
    health: int
    max_health: int
    morale: int
    morale_top: int
    xp: int = 0
    xp_earned: int = 0
    gold_half: int = 0
    equipment: tuple[str, ...] = ()
    backpack: tuple[str, ...] = ()
    slots: dict[str, int] = Field(default_factory=dict)
    resources: dict[str, int] = Field(default_factory=dict)
    cards: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    poisoned: bool = False
    armor_damage: dict[str, int] = Field(default_factory=dict)

    def attribute(self, name: str) -> int:
        return int(getattr(self, name))

    @property
    def belongings(self) -> tuple[str, ...]:
        return (*self.equipment, *self.backpack)
