"""A loaded content pack as one immutable lookup: what the engine receives (never files)."""

from __future__ import annotations

from pydantic import Field

from app.content.schema.cards import ActionCard, EnemyActionCard
from app.content.schema.common import StrictModel
from app.content.schema.enemies import Enemy
from app.content.schema.equipment import Equipment
from app.content.schema.heroes import Hero
from app.content.schema.maps import QuestMap
from app.content.schema.quests import Quest


class Catalog(StrictModel):
    """Every object of one pack by id. ``content_hash`` pins a campaign to this exact data."""

    pack: str
    version: str
    content_hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    heroes: dict[str, Hero] = {}
    cards: dict[str, ActionCard] = {}
    enemies: dict[str, Enemy] = {}
    enemy_cards: dict[str, EnemyActionCard] = {}
    equipment: dict[str, Equipment] = {}
    maps: dict[str, QuestMap] = {}
    quests: dict[str, Quest] = {}

    def enemy_deck(self, deck: str) -> tuple[EnemyActionCard, ...]:
        """The action cards of one species' deck, in id order (ENEMY-03)."""
        return tuple(c for _, c in sorted(self.enemy_cards.items()) if c.deck == deck)

    def hero_cards(self, hero: str) -> tuple[ActionCard, ...]:
        return tuple(c for _, c in sorted(self.cards.items()) if c.hero == hero)
