"""Content over the API: the pinned pack's public part, never hidden card faces."""

from __future__ import annotations

from typing import Any

from app.content.loader import load_pack
from app.service.packs import install_catalog
from tests.factories import register


async def test_a_campaign_serves_its_pinned_packs_public_content(app: Any) -> None:
    catalog = load_pack("content/base")
    await install_catalog(app.state.ctx, catalog)
    player = await register(app, "reader")
    packs = (await player.get("/api/content/packs")).json()
    assert {p["pack"] for p in packs} == {"test", "base"}
    cid = (await player.post("/api/campaigns", {"name": "Read", "pack": "base"})).json()["id"]
    content = (await player.get(f"/api/campaigns/{cid}/content")).json()
    assert set(content["heroes"]) == set(catalog.heroes)
    assert "wolf" in content["enemies"]
    assert "victory" not in str(content.get("quests", {}))
    for hidden in ("tales", "road_cards", "town_cards", "task_cards", "locations"):
        assert not content.get(hidden)
    direct = await player.get(f"/api/content/packs/{catalog.content_hash}")
    assert direct.json() == content
    assert "immutable" in direct.headers["cache-control"]


async def test_an_unknown_pack_is_404(app: Any) -> None:
    player = await register(app, "reader")
    response = await player.get("/api/content/packs/" + "0" * 64)
    assert (response.status_code, response.json()["code"]) == (404, "unknown_pack")
