"""A loaded content pack as one immutable lookup: what the engine receives (never files)."""

from __future__ import annotations

from pydantic import Field

from app.content.hashing import pack_hash
from app.content.schema.campaign import (
    CampaignSetup,
    Location,
    MapCard,
    Recipe,
    Resource,
    WagonCategory,
)
from app.content.schema.cards import ActionCard, EnemyActionCard
from app.content.schema.common import StrictModel
from app.content.schema.enemies import Enemy
from app.content.schema.equipment import Equipment
from app.content.schema.heroes import Hero
from app.content.schema.maps import QuestMap
from app.content.schema.quests import Quest
from app.content.schema.story import PlotCard, RoadCard, TaleEntry, TaskCard, TownCard


class Catalog(StrictModel):
    """Every object of one pack by id. ``content_hash`` pins a campaign to this exact data:
    it is :func:`pack_hash` of every other field, so it survives a JSON round trip."""

    pack: str
    name: str = ""
    version: str
    content_hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    heroes: dict[str, Hero] = {}
    cards: dict[str, ActionCard] = {}
    enemies: dict[str, Enemy] = {}
    enemy_cards: dict[str, EnemyActionCard] = {}
    equipment: dict[str, Equipment] = {}
    maps: dict[str, QuestMap] = {}
    quests: dict[str, Quest] = {}
    resources: dict[str, Resource] = {}
    wagon: dict[str, WagonCategory] = {}
    recipes: dict[str, Recipe] = {}
    map_cards: dict[str, MapCard] = {}
    locations: dict[str, Location] = {}
    road_cards: dict[str, RoadCard] = {}
    town_cards: dict[str, TownCard] = {}
    plot_cards: dict[str, PlotCard] = {}
    task_cards: dict[str, TaskCard] = {}
    tales: dict[str, TaleEntry] = {}
    campaign: CampaignSetup | None = None

    def enemy_deck(self, deck: str) -> tuple[EnemyActionCard, ...]:
        """The action cards of one species' deck, in id order (ENEMY-03)."""
        return tuple(c for _, c in sorted(self.enemy_cards.items()) if c.deck == deck)

    def hero_cards(self, hero: str) -> tuple[ActionCard, ...]:
        return tuple(c for _, c in sorted(self.cards.items()) if c.hero == hero)

    def recomputed_hash(self) -> str:
        """The hash of this catalog's content, to check ``content_hash`` against."""
        return pack_hash(self.model_dump(mode="json", exclude={"content_hash"}))


__all__ = ["Catalog", "pack_hash"]
