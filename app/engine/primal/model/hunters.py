"""A hunter in the fight (P-SETUP-10..13, P-TURN, P-KO): piles, tokens, gear, mastery.

Cards are instances: the first copy of a content id is the id itself, later copies
``id#2``, ``id#3`` (a deck may hold several copies; each copy is in exactly one place).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.primal.common import Duration, WeaponClass
from app.engine.kernel.model import Frozen


def content_id(card: str) -> str:
    """The content id of a card instance (``strike#2`` -> ``strike``)."""
    return card.partition("#")[0]


class Modifier(Frozen):
    """A number that lasts a while (P-DMG-20 weapon bonuses, hand limit changes, the
    monster's bonus damage tokens)."""

    amount: int
    duration: Duration = "scenario"


class Placed(Frozen):
    """A card in the sequence, in play order (P-TURN-14). ``played`` is False for a
    Debility card placed at the start of the turn (P-MON-09: counts toward the limit,
    triggers nothing); ``blank`` for a card played while dazed (P-GLOSS-13);
    ``disrupted`` when a disrupt token covers it (P-ATTR-11)."""

    card: str
    played: bool = True
    blank: bool = False
    disrupted: bool = False


KoToken = Literal["red", "black"]


class HunterState(Frozen):
    id: str
    name: str
    weapon_class: WeaponClass
    sector: int | None = 0
    """None while captured (on the monster board, P-GLOSS-09)."""
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    """Top first."""
    discard: tuple[str, ...] = ()
    """Top last (P-TURN-50: the card played last ends on top)."""
    sequence: tuple[Placed, ...] = ()
    wound_reserve: tuple[str, ...] = ()
    debility_reserve: tuple[str, ...] = ()
    damage: int = 0
    stamina_tokens: int = 0
    defense_tokens: int = 0
    disrupt_tokens: int = 0
    strain: int = 0
    threatened: bool = False
    dazed: bool = False
    burning: bool = False
    ko: KoToken | None = None
    eliminated: bool = False
    captured: bool = False
    weapon: str
    weapon_level: int = Field(ge=1, le=3)
    weapon_damage: int
    weapon_bonuses: tuple[Modifier, ...] = ()
    armor: str
    helm: str
    armor_health: int
    helm_health: int
    armor_depleted: bool = False
    helm_depleted: bool = False
    item: str | None = None
    potions: tuple[str, ...] = ()
    mastery: str
    focused: bool = False
    focus_counters: int = 0
    hand_limit: int = 5
    hand_limit_mods: tuple[Modifier, ...] = ()
    exhausted: tuple[str, ...] = ()
    """P-GLOSS-14: cards (and gear) blank for the rest of the fight."""
    resilience_shown: tuple[str, ...] = ()
    """P-GLOSS-17: Resilience cards revealed this round."""
    limits_used: tuple[str, ...] = ()
    """Abilities used under a ``limit`` (keys ``source:index:period``)."""

    @property
    def health_value(self) -> int:
        """P-DMG-24: the health points of the gear that is not depleted."""
        return (0 if self.armor_depleted else self.armor_health) + (
            0 if self.helm_depleted else self.helm_health
        )

    @property
    def is_standing(self) -> bool:
        """P-KO-16: not KO'd (nor out of the fight)."""
        return self.ko is None and not self.eliminated

    @property
    def is_targetable(self) -> bool:
        """P-KO-12, P-GLOSS-30: KO'd hunters, and captured ones, are never targets."""
        return self.is_standing and not self.captured

    def cards(self) -> tuple[str, ...]:
        """Every card instance this hunter has in the fight, wherever it lies."""
        return (
            *self.hand,
            *self.deck,
            *self.discard,
            *(p.card for p in self.sequence),
            *self.wound_reserve,
            *self.debility_reserve,
        )
