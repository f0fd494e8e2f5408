"""Issue 24: the limits that keep one account from taking a process for itself — one
command budget per account however often it logs in, a cap on the commands of one
/preview, an hourly import quota, and imports that store snapshots along their log so
a GM's time travel folds from the nearest one."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select

from app.db.models import Snapshot
from app.engine.hunters.views import gm_view
from app.settings import Settings
from tests.factories import Player, rebuild_state, register
from tests.reliability.test_heavy_requests import long_document

BURST = 4


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "http_command_burst": BURST,
            "http_commands_per_second": 0.1,
            "preview_max_commands": 3,
            "imports_per_account_per_hour": 2,
        }
    )


async def log_in_again(app: Any, player: Player) -> Player:
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")
    answer = await client.post(
        "/api/auth/login", json={"username": player.username, "password": "correct horse battery"}
    )
    assert answer.status_code == 200, answer.text
    return Player(client=client, username=player.username, csrf=answer.json()["csrf_token"])


async def upload(player: Player, text: str) -> httpx.Response:
    headers = {"X-CSRF-Token": player.csrf, "Content-Type": "application/json"}
    return await player.client.post("/api/campaigns/import", content=text, headers=headers)


async def test_logging_in_again_does_not_multiply_the_command_budget(app: Any) -> None:
    first = await register(app, "twice")
    sessions = [first, await log_in_again(app, first), await log_in_again(app, first)]
    cid = (await first.post("/api/campaigns", {"name": "Twice", "pack": "test"})).json()["id"]
    statuses = [
        (await sessions[i % 3].command(cid, {"type": "name_party", "name": f"P{i}"})).status_code
        for i in range(3 * BURST)
    ]
    assert statuses.count(200) == BURST, statuses
    refused = await sessions[2].command(cid, {"type": "name_party", "name": "More"})
    assert (refused.status_code, refused.json()["code"]) == (429, "rate_limited")
    assert refused.headers["Retry-After"] == "1"
    other = await register(app, "someone")
    mine = (await other.post("/api/campaigns", {"name": "Own", "pack": "test"})).json()["id"]
    assert (await other.command(mine, {"type": "name_party", "name": "Fine"})).status_code == 200


async def test_a_preview_of_more_commands_than_the_cap_is_refused(app: Any) -> None:
    player = await register(app, "asker")
    cid = (await player.post("/api/campaigns", {"name": "Ask", "pack": "test"})).json()["id"]
    move = {"type": "move_hero", "unit": "H1", "path": [[3, 2]], "discard": "LK19"}
    within = await player.post(f"/api/campaigns/{cid}/preview", {"commands": [move] * 3})
    assert within.status_code == 200 and len(within.json()) == 3
    over = await player.post(f"/api/campaigns/{cid}/preview", {"commands": [move] * 4})
    assert over.status_code == 400
    assert over.json()["code"] == "too_many_previews"
    assert "at most 3 commands" in over.json()["message"]


async def test_imports_beyond_the_accounts_hourly_quota_are_refused(app: Any) -> None:
    gm = await register(app, "importer")
    cid = (await gm.post("/api/campaigns", {"name": "Copy", "pack": "test"})).json()["id"]
    text = (await gm.get(f"/api/campaigns/{cid}/gm/export")).text
    again = await log_in_again(app, gm)
    assert [(await upload(p, text)).status_code for p in (gm, again)] == [201, 201]
    refused = await upload(again, text)
    assert refused.status_code == 429
    assert refused.json()["code"] == "import_quota"
    assert "2 campaigns" in refused.json()["message"]
    assert int(refused.headers["Retry-After"]) > 3000
    other = await register(app, "importer2")
    assert (await upload(other, text.replace(gm.username, other.username))).status_code in (
        201,
        400,  # the document names the first GM and its hash no longer matches: not a quota
    )


async def test_an_import_of_many_bytes_is_refused_by_the_size_quota(
    app: Any, settings: Settings
) -> None:
    settings.import_bytes_per_account_per_hour = 1024
    app.state.ctx._import_quota = None
    gm = await register(app, "bulky")
    cid = (await gm.post("/api/campaigns", {"name": "Bulk", "pack": "test"})).json()["id"]
    text = (await gm.get(f"/api/campaigns/{cid}/gm/export")).text
    assert len(text) > 1024
    refused = await upload(gm, text)
    assert (refused.status_code, refused.json()["code"]) == (429, "import_quota")


async def test_an_import_stores_snapshots_along_its_log_for_time_travel(app: Any) -> None:
    gm = await register(app, "traveller")
    cid = (await gm.post("/api/campaigns", {"name": "Long", "pack": "test"})).json()["id"]
    text = (await gm.get(f"/api/campaigns/{cid}/gm/export")).text
    imported = await upload(gm, long_document(text, 130))
    assert imported.status_code == 201, imported.text
    new = imported.json()["id"]
    ctx = app.state.ctx
    async with ctx.sessions() as db:
        seqs = list(await db.scalars(select(Snapshot.seq).where(Snapshot.campaign_id == new)))
        folded = await rebuild_state(db, new, 117)
    spacing = 10 * ctx.settings.snapshot_interval
    assert sorted(seqs) == [*range(spacing, 130, spacing), 130]
    travelled = await gm.get(f"/api/campaigns/{new}/gm/state?at=117")
    assert travelled.status_code == 200
    assert travelled.json()["state"] == gm_view(folded)


async def test_an_import_while_the_process_runs_another_is_refused_busy(app: Any) -> None:
    """One import at a time a process (IMPORTS_PER_PROCESS, default 1): each writes tens
    of thousands of rows into the database every table shares. Other heavy work runs."""
    gm = await register(app, "second")
    cid = (await gm.post("/api/campaigns", {"name": "Wait", "pack": "test"})).json()["id"]
    text = (await gm.get(f"/api/campaigns/{cid}/gm/export")).text
    async with app.state.ctx.heavy.import_slot("user:someone-else"):
        refused = await upload(gm, text)
        exported = await gm.get(f"/api/campaigns/{cid}/gm/export")
    assert (refused.status_code, refused.json()["code"]) == (429, "busy")
    assert "other campaign imports" in refused.json()["message"]
    assert refused.headers["Retry-After"] == "2"
    assert exported.status_code == 200
    assert (await upload(gm, text)).status_code == 201
