"""Each quest map declares its look (issue 27): the ground it is drawn on, what its walls
are built of, areas of another ground and doorways. A look is checked like the rest of
the pack (an unknown ground, an area off the board); a map without one is a meadow."""

from __future__ import annotations

from typing import Any

from app.content.catalog import Catalog
from app.content.schema.maps import MapLook, QuestMap
from tests.content.test_broken_packs import errors_of

MAP = "maps/q2_inn_at_the_crossing.yaml"


def test_every_base_map_declares_its_ground(base_catalog: Catalog) -> None:
    looks = {page.id: page.look for page in base_catalog.maps.values()}
    assert all(look != MapLook() for look in looks.values()), looks
    assert looks["q4_penzberg_drains"].ground == "sewer_stone"
    assert looks["q2_inn_at_the_crossing"].areas[-1].ground == "wooden_floor"
    assert len({look.ground for look in looks.values()}) >= 5


def test_a_map_without_a_look_is_an_open_meadow_in_stone() -> None:
    page = QuestMap.model_validate(
        {"id": "m", "name": "M", "board": {"size": [4, 4]}, "deployment_zone": [[0, 0]]}
    )
    assert (page.look.ground, page.look.walls, page.look.areas) == ("meadow", "stone", ())


def test_an_unknown_ground_is_named_with_its_file(documents: dict[str, Any]) -> None:
    documents[MAP]["look"]["ground"] = "lava"
    (error,) = errors_of(documents)
    assert error.startswith(f"content/base/{MAP}: look.ground: Input should be 'meadow'")


def test_an_area_off_the_board_is_an_error(documents: dict[str, Any]) -> None:
    documents[MAP]["look"]["areas"].append({"ground": "mud", "x": [10, 14], "y": [0, 1]})
    (error,) = errors_of(documents)
    assert "look: spaces outside the 12x10 board: [(14, 1)]" in error
