"""What of a pack the browser client may read (DESIGN principle 5: hidden information
never leaves the server).

Included: heroes and their cards, enemies and their action cards, equipment, resources,
the wagon and recipes, quest maps, quests without their Victory/Defeat sections (read
only once the quest is over, QUEST-01), and the *backs* of map and plot cards (what a
face-down card shows: number, threat level, red triangle, main-plot stripe, deadline).

Never included: the fronts of map, plot, task, road and town cards, location cards, and
Tome of Tales entries. The game state sends a card's front to a seat once it is revealed.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel

from app.content.catalog import Catalog

OPEN_KINDS = (
    "heroes",
    "cards",
    "enemies",
    "enemy_cards",
    "equipment",
    "maps",
    "resources",
    "wagon",
    "recipes",
)
"""Catalog fields whose objects are public in full."""

QUEST_OUTCOMES = {"victory", "defeat"}


def public_content(catalog: Catalog) -> dict[str, object]:
    """The JSON-ready public part of ``catalog``."""
    content: dict[str, object] = {
        "pack": catalog.pack,
        "name": catalog.name,
        "version": catalog.version,
        "content_hash": catalog.content_hash,
    }
    for kind in OPEN_KINDS:
        content[kind] = _dump(getattr(catalog, kind))
    content["quests"] = {
        quest_id: quest.model_dump(mode="json", exclude=QUEST_OUTCOMES)
        for quest_id, quest in catalog.quests.items()
    }
    content["map_card_backs"] = {
        card.id: {"id": card.id, "number": card.number, "threat": card.threat}
        for card in catalog.map_cards.values()
    }
    content["plot_card_backs"] = {
        plot.id: {"id": plot.id, "size": plot.size, **plot.back.model_dump(mode="json")}
        for plot in catalog.plot_cards.values()
    }
    if catalog.campaign is not None:
        setup = catalog.campaign
        content["campaign"] = {
            "days": setup.days,
            "introduction": setup.introduction,
            "region": [list(row) for row in setup.region],
            "river_fare_per_hero": setup.river_fare_per_hero,
        }
    return content


def _dump(objects: Mapping[str, BaseModel]) -> dict[str, object]:
    return {key: value.model_dump(mode="json") for key, value in objects.items()}
