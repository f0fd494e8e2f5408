"""Issue 24 (High 1): an uploaded pack is its uploader's; a site pack is never shadowed.

Every test plays the attack the probe found: player B uploads (or imports) a pack whose
id is `base`, with a 40-Health "POISONED WOLF", and player A's next campaign must still
get the site's base content.
"""

from __future__ import annotations

import json
from typing import Any

from app.content.catalog import Catalog
from app.content.documents import catalog_from_documents
from app.content.loader import load_pack, pack_documents
from app.service.exports.document import CampaignExport, sealed, to_text
from app.service.packs import install_catalog
from tests.api.test_exports import upload as import_file
from tests.factories import Player, pack_file, register


def poisoned_documents(pack_id: str = "base") -> dict[str, Any]:
    """The base pack's files with its wolf made a 40-Health POISONED WOLF."""
    documents = pack_documents("content/base")
    documents["pack.yaml"] = {**pack_file(documents, "pack.yaml"), "id": pack_id}
    wolf = pack_file(documents, "enemies/wolf.yaml")
    documents["enemies/wolf.yaml"] = {**wolf, "name": "POISONED WOLF", "health": 40}
    return documents


def homebrew_documents() -> dict[str, Any]:
    documents = pack_documents("content/base")
    manifest = pack_file(documents, "pack.yaml")
    documents["pack.yaml"] = {**manifest, "id": "homebrew", "name": "Our house rules"}
    return documents


async def site_base(app: Any) -> Catalog:
    catalog = load_pack("content/base")
    await install_catalog(app.state.ctx, catalog)
    return catalog


async def new_campaign(player: Player, **body: Any) -> Any:
    return await player.post("/api/campaigns", {"name": "Next hunt", **body})


async def wolf_of(player: Player, campaign_id: int) -> dict[str, Any]:
    content = (await player.get(f"/api/campaigns/{campaign_id}/content")).json()
    return dict(content["enemies"]["wolf"])


async def test_an_upload_reusing_a_site_pack_id_is_refused(app: Any) -> None:
    base = await site_base(app)
    anna, bert = await register(app, "anna"), await register(app, "bert")
    for pack_id in ("base", "test"):
        refused = await bert.post("/api/content/packs", {"documents": poisoned_documents(pack_id)})
        assert (refused.status_code, refused.json()["code"]) == (409, "pack_id_reserved")
        assert f"'{pack_id}'" in refused.json()["message"]
    created = await new_campaign(anna, pack="base")
    assert created.json()["content_hash"] == base.content_hash
    wolf = await wolf_of(anna, created.json()["id"])
    assert (wolf["name"], wolf["health"]) == ("Wolf", 3)
    catalogue = (await anna.get("/api/content/packs")).json()
    assert sorted((p["pack"], p["site"]) for p in catalogue) == [("base", True), ("test", True)]


async def test_a_player_cannot_create_a_campaign_from_another_players_pack(app: Any) -> None:
    anna, bert = await register(app, "anna"), await register(app, "bert")
    uploaded = await anna.post("/api/content/packs", {"documents": homebrew_documents()})
    assert uploaded.status_code == 201, uploaded.text
    private = uploaded.json()["hash"]
    by_hash = await new_campaign(bert, content_hash=private)
    by_id = await new_campaign(bert, pack="homebrew")
    for refused in (by_id, by_hash):
        assert (refused.status_code, refused.json()["code"]) == (400, "unknown_pack"), refused.text
    nobody = await new_campaign(bert, content_hash="0" * 64)
    assert nobody.json()["message"] == by_hash.json()["message"]  # no existence oracle
    mine = await new_campaign(anna, content_hash=private)
    assert (mine.status_code, mine.json()["content_hash"]) == (201, private)


async def test_the_catalogue_and_the_pack_routes_hide_other_players_uploads(app: Any) -> None:
    anna, bert = await register(app, "anna"), await register(app, "bert")
    private = (await anna.post("/api/content/packs", {"documents": homebrew_documents()})).json()
    anna_sees = {p["hash"]: p for p in (await anna.get("/api/content/packs")).json()}
    bert_sees = {p["hash"]: p for p in (await bert.get("/api/content/packs")).json()}
    assert private["hash"] not in bert_sees and set(anna_sees) == {*bert_sees, private["hash"]}
    assert [p["site"] for p in bert_sees.values()] == [True]
    assert anna_sees[private["hash"]]["site"] is False
    quest = sorted(load_pack("content/base").quests)[0]
    for path in ("", f"/quests/{quest}/definitions"):
        hidden = await bert.get(f"/api/content/packs/{private['hash']}{path}")
        assert (hidden.status_code, hidden.json()["code"]) == (404, "unknown_pack")
        assert (await anna.get(f"/api/content/packs/{private['hash']}{path}")).status_code == 200
    # A member of a campaign pinned to the upload reads its public part (the table needs it).
    campaign = (await new_campaign(anna, content_hash=private["hash"])).json()["id"]
    link = (await anna.post(f"/api/campaigns/{campaign}/invites", {})).json()
    assert (await bert.post(f"/api/invites/{link['token']}/accept")).status_code == 200
    assert (await bert.get(f"/api/content/packs/{private['hash']}")).status_code == 200
    assert private["hash"] not in {p["hash"] for p in (await bert.get("/api/content/packs")).json()}


async def _export_of_own_campaign(player: Player) -> dict[str, Any]:
    created = (await new_campaign(player, pack="test")).json()
    response = await player.get(f"/api/campaigns/{created['id']}/gm/export")
    assert response.status_code == 200, response.text
    return dict(json.loads(response.text))


def _repinned(document: dict[str, Any], content: dict[str, Any]) -> str:
    """The export pinned to another pack (the genesis event too), sealed again."""
    document["content"] = content
    genesis = json.loads(document["events"][0]["payload"])
    genesis.update(content_hash=content["hash"], content_pack=content["pack"])
    document["events"][0]["payload"] = json.dumps(genesis)
    return to_text(sealed(CampaignExport.model_validate(document)))


async def test_an_import_cannot_install_or_pick_a_pack_that_shadows(app: Any) -> None:
    base = await site_base(app)
    anna, bert = await register(app, "anna"), await register(app, "bert")
    poisoned = catalog_from_documents(poisoned_documents(), root="upload")
    pin = {"hash": poisoned.content_hash, "pack": "base", "name": "Base"}
    carried = {**pin, "version": poisoned.version, "catalog": poisoned.model_dump(mode="json")}
    shadow = await import_file(bert, _repinned(await _export_of_own_campaign(bert), carried))
    assert (shadow.status_code, shadow.json()["code"]) == (409, "pack_id_reserved"), shadow.text
    private = (await anna.post("/api/content/packs", {"documents": homebrew_documents()})).json()
    bare = {**{k: private[k] for k in ("hash", "pack", "name", "version")}, "catalog": None}
    taken = await import_file(bert, _repinned(await _export_of_own_campaign(bert), bare))
    assert (taken.status_code, taken.json()["code"]) == (400, "unknown_content"), taken.text
    created = await new_campaign(anna, pack="base")
    assert created.json()["content_hash"] == base.content_hash
    assert (await wolf_of(anna, created.json()["id"]))["health"] == 3


async def test_reloading_the_content_gives_new_campaigns_the_sites_pack_again(app: Any) -> None:
    """A `base` upload stored before this fix (newer than the site's) is Bert's alone:
    after `hunters content load` (install_catalog) Anna's campaigns are the site's again."""
    ctx = app.state.ctx
    anna, bert = await register(app, "anna"), await register(app, "bert")
    bert_id = (await bert.get("/api/auth/me")).json()["user"]["id"]
    base = await site_base(app)
    poisoned = catalog_from_documents(poisoned_documents(), root="upload")
    async with ctx.write_session() as db:
        await ctx.content.store(db, poisoned, name="Base", now=ctx.clock.now(), user_id=bert_id)
        await db.commit()
    await site_base(app)
    for player in (anna, bert):
        created = await new_campaign(player, pack="base")
        assert created.json()["content_hash"] == base.content_hash
        assert (await wolf_of(player, created.json()["id"]))["name"] == "Wolf"


async def test_a_holder_shares_an_upload_with_a_friend_and_nobody_else(app: Any) -> None:
    anna, bert, carl = [await register(app, name) for name in ("anna", "bert", "carl")]
    private = (await anna.post("/api/content/packs", {"documents": homebrew_documents()})).json()
    holders = f"/api/content/packs/{private['hash']}/holders"
    stolen = await bert.post(holders, {"username": "bert"})
    assert (stolen.status_code, stolen.json()["code"]) == (404, "unknown_pack")
    assert (await anna.post(holders, {"username": "carl"})).status_code == 204
    assert (await anna.post(holders, {"username": "carl"})).status_code == 204  # idempotent
    nobody = await anna.post(holders, {"username": "nobody"})
    assert (nobody.status_code, nobody.json()["code"]) == (404, "unknown_user")
    assert private["hash"] in {p["hash"] for p in (await carl.get("/api/content/packs")).json()}
    assert (await new_campaign(carl, pack="homebrew")).json()["content_hash"] == private["hash"]
    assert (await new_campaign(bert, content_hash=private["hash"])).status_code == 400
    site = (await anna.get("/api/content/packs")).json()[0]
    shared_site = await anna.post(
        f"/api/content/packs/{site['hash']}/holders", {"username": "carl"}
    )
    assert (shared_site.status_code, shared_site.json()["code"]) == (409, "site_pack")
