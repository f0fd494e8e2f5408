"""Content over the API: the pinned pack's public part, never hidden card faces."""

from __future__ import annotations

from typing import Any

from app.content.loader import load_pack
from app.service.packs import install_catalog
from tests.factories import pack_file, register


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


async def test_a_group_uploads_its_own_pack_and_plays_with_it(app: Any) -> None:
    from app.content.loader import pack_documents

    documents = pack_documents("content/base")
    manifest = pack_file(documents, "pack.yaml")
    documents["pack.yaml"] = {**manifest, "id": "homebrew", "name": "Our house rules"}
    player = await register(app, "brewer")
    uploaded = await player.post("/api/content/packs", {"documents": documents})
    assert uploaded.status_code == 201, uploaded.text
    assert uploaded.json()["pack"] == "homebrew"
    created = await player.post("/api/campaigns", {"name": "Home", "pack": "homebrew"})
    assert created.json()["content_hash"] == uploaded.json()["hash"]


async def test_a_broken_upload_lists_every_problem_with_file_and_path(app: Any) -> None:
    from app.content.loader import pack_documents

    documents = pack_documents("content/base")
    wolf = next(k for k in documents if k.endswith("wolf.yaml"))
    broken = pack_file(documents, wolf)
    broken["health"] = 0
    documents[wolf] = broken
    player = await register(app, "breaker")
    response = await player.post("/api/content/packs", {"documents": documents})
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "invalid_pack"
    assert any(wolf in e and "health" in e for e in body["errors"]), body["errors"]


async def test_an_anonymous_upload_is_refused(app: Any) -> None:
    from tests.factories import client_for

    async with client_for(app) as client:
        response = await client.post("/api/content/packs", json={"documents": {}})
    assert response.status_code == 401


async def test_a_quests_static_definitions_are_served_once_with_an_etag(app: Any) -> None:
    """Issue 26: views leave the quest's definitions out; the pack serves them by hash
    and quest id, the same bytes every time, and a browser holding them gets a 304."""
    catalog = load_pack("content/base")
    await install_catalog(app.state.ctx, catalog)
    player = await register(app, "reader")
    quest = sorted(catalog.quests)[0]
    path = f"/api/content/packs/{catalog.content_hash}/quests/{quest}/definitions"
    first = await player.get(path)
    assert first.status_code == 200, first.text
    defs = first.json()
    assert set(defs) == {"cards", "enemies", "enemy_cards", "equipment", "interactions", "allies"}
    assert set(defs["cards"]) == set(catalog.cards)
    etag = first.headers["etag"]
    assert "immutable" in first.headers["cache-control"]
    again = await player.client.get(path, headers={"If-None-Match": etag})
    assert (again.status_code, again.content) == (304, b"")
    missing = await player.get(
        f"/api/content/packs/{catalog.content_hash}/quests/nowhere/definitions"
    )
    assert (missing.status_code, missing.json()["code"]) == (404, "unknown_quest")
