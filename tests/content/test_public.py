"""What the browser may read of a pack: never a hidden face (DESIGN principle 5)."""

from __future__ import annotations

import json
from typing import Any

from app.content.catalog import Catalog
from app.content.public import public_content


def section(public: dict[str, object], key: str) -> dict[str, Any]:
    """One part of the public content, a JSON object by id."""
    part = public[key]
    assert isinstance(part, dict), key
    return part


def test_public_content_holds_what_players_see(base_catalog: Catalog) -> None:
    public = public_content(base_catalog)
    assert public["content_hash"] == base_catalog.content_hash
    for kind in ("heroes", "cards", "enemies", "enemy_cards", "equipment", "maps", "quests"):
        assert set(section(public, kind)) == set(getattr(base_catalog, kind))
    assert section(public, "map_card_backs")["M05"] == {"id": "M05", "number": 5, "threat": 1}
    assert section(public, "plot_card_backs")["S005"] == {
        "id": "S005",
        "size": "small",
        "red_triangle": True,
        "main_plot": True,
        "deadline_day": 20,
    }
    assert section(public, "campaign")["river_fare_per_hero"] == 0.5  # SETL-18
    json.dumps(public)  # JSON-ready


def test_public_content_never_shows_a_hidden_face(base_catalog: Catalog) -> None:
    """Fronts of map, plot, task, road and town cards, locations, tales and quest outcomes."""
    text = json.dumps(public_content(base_catalog), ensure_ascii=False)
    hidden = [
        *(card.text for card in base_catalog.plot_cards.values()),
        *(card.title for card in base_catalog.plot_cards.values()),
        *(card.text for card in base_catalog.task_cards.values()),
        *(card.text for card in base_catalog.road_cards.values()),
        *(card.text for card in base_catalog.map_cards.values()),
        *(location.text for location in base_catalog.locations.values() if location.text),
        *(tale.text for tale in base_catalog.tales.values()),
    ]
    assert hidden
    leaked = [secret for secret in hidden if secret in text]
    assert leaked == []
    for quest in json.loads(text)["quests"].values():
        assert "victory" not in quest and "defeat" not in quest
