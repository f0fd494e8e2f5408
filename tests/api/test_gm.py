"""The GM's window into a campaign (issue 15): only the campaign's GM and site admins see
inside; time travel to event N equals a fresh fold of events 1..N; the diff names what
changed; the log filters by type and by text; the GM's list says where each table
stands."""

from __future__ import annotations

from typing import Any

from app.engine.hunters.views import gm_view
from tests.api.test_authorization import GM_ONLY, ROLES, Table, call, table  # noqa: F401
from tests.factories import command_id, rebuild_state

READS = {**GM_ONLY, "gm": 200, "admin": 200}


async def name_party(t: Table, *names: str) -> None:
    gm = t.member("gm")
    for name in names:
        body = {"command_id": command_id(), "command": {"type": "name_party", "name": name}}
        response = await gm.post(f"/api/campaigns/{t.campaign_id}/commands", body)
        assert response.status_code == 200, response.text


async def test_only_the_gm_and_admins_see_inside(table: Table) -> None:  # noqa: F811
    base = f"/api/campaigns/{table.campaign_id}/gm"
    for path in ("/state", "/state?at=1", "/diff?at=1", "/events", "/events?type=seat_opened"):
        for role in ROLES:
            assert await call(table.actors[role], "GET", base + path) == READS[role], (role, path)


async def test_time_travel_is_a_fresh_fold_of_the_log(table: Table, app: Any) -> None:  # noqa: F811
    await name_party(table, "The Wolves", "The Crows")
    gm = table.actors["gm"]
    latest = (await gm.get(f"/api/campaigns/{table.campaign_id}/gm/state")).json()["latest"]
    async with app.state.ctx.sessions() as db:
        for seq in range(1, latest + 1):
            shown = await gm.get(f"/api/campaigns/{table.campaign_id}/gm/state?at={seq}")
            fresh = await rebuild_state(db, table.campaign_id, seq)
            assert shown.json()["state"] == gm_view_json(fresh), seq
    too_far = await gm.get(f"/api/campaigns/{table.campaign_id}/gm/state?at={latest + 1}")
    assert too_far.status_code == 404 and too_far.json()["code"] == "no_such_event"


def gm_view_json(state: Any) -> Any:
    import json

    return json.loads(json.dumps(gm_view(state), default=str))


async def test_the_diff_names_what_changed_since(table: Table) -> None:  # noqa: F811
    gm = table.actors["gm"]
    before = (await gm.get(f"/api/campaigns/{table.campaign_id}/gm/state")).json()["latest"]
    await name_party(table, "The Owls")
    diff = (await gm.get(f"/api/campaigns/{table.campaign_id}/gm/diff?at={before}")).json()
    assert {"path": "party_name", "before": "", "after": "The Owls"} in diff["changes"]
    assert diff["words"] == ["The party is named “The Owls”"]  # in game terms (issue 23)
    assert all(c["path"] != "seats" for c in diff["changes"])


async def test_the_log_filters_by_type_and_text(table: Table) -> None:  # noqa: F811
    await name_party(table, "The Foxes", "The Hares")
    gm = table.actors["gm"]
    url = f"/api/campaigns/{table.campaign_id}/gm/events"
    named = (await gm.get(f"{url}?type=party_named")).json()["events"]
    assert [e["event"]["name"] for e in named] == ["The Foxes", "The Hares"]
    hares = (await gm.get(f"{url}?text=hares")).json()["events"]
    assert [e["type"] for e in hares] == ["party_named"]
    first = (await gm.get(f"{url}?limit=1")).json()["events"]
    assert [e["type"] for e in first] == ["campaign_created"]
    assert "seed" not in first[0]["event"]  # issue 23: the GM never reads the dice seed


async def test_the_seed_is_in_no_answer_and_no_search_finds_it(table: Table, app: Any) -> None:  # noqa: F811
    gm = table.actors["gm"]
    async with app.state.ctx.sessions() as db:
        seed = str((await rebuild_state(db, table.campaign_id, 1)).seed)
    base = f"/api/campaigns/{table.campaign_id}/gm"
    state = (await gm.get(f"{base}/state")).json()
    assert "seed" not in state["state"] and seed not in str(state["report"])
    found = (await gm.get(f"{base}/events?text={seed}")).json()["events"]
    assert found == []


async def test_the_gm_lists_the_tables_they_run(table: Table) -> None:  # noqa: F811
    for role, expected in {"gm": 1, "admin": 1, "player": 0, "other": 0}.items():
        listed = await table.actors[role].get("/api/gm/campaigns")
        assert listed.status_code == 200
        assert len(listed.json()) == expected, role
    [row] = (await table.actors["gm"].get("/api/gm/campaigns")).json()
    assert row["phase"] == "setup" and row["waits_on"] == [] and row["quest"] is None
    assert await call(table.actors["anonymous"], "GET", "/api/gm/campaigns") == 401


async def test_only_the_gm_and_admins_send_commands_as_the_gm(table: Table) -> None:  # noqa: F811
    url = f"/api/campaigns/{table.campaign_id}/gm/commands"
    for role, status in READS.items():
        body = {"command_id": command_id(), "command": {"type": "name_party", "name": role}}
        assert await call(table.actors[role], "POST", url, body) == status, role
