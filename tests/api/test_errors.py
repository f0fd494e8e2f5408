"""Bad input gets a clear JSON error and changes nothing; never a stack trace."""

from __future__ import annotations

from typing import Any

from tests.factories import client_for, register


async def test_unknown_paths_are_json_404(app: Any) -> None:
    async with client_for(app) as client:
        response = await client.get("/api/nothing-here")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"


async def test_invalid_bodies_are_422_naming_the_field(app: Any) -> None:
    async with client_for(app) as client:
        response = await client.post("/api/auth/register", json={"username": "ok-name"})
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "invalid_request"
    assert "password" in body["message"]


async def test_a_body_that_is_not_text_is_400_and_documented(app: Any) -> None:
    """Bytes that are not UTF-8 never reach validation: a clear 400, which the OpenAPI
    document lists for every route that takes a body (schemathesis found it missing)."""
    async with client_for(app) as client:
        response = await client.post(
            "/api/auth/login", content=b"7\xff", headers={"content-type": "application/json"}
        )
        document = (await client.get("/openapi.json")).json()
    assert response.status_code == 400
    assert response.json()["code"] == "unreadable_body"
    assert "400" in document["paths"]["/api/campaigns/{campaign_id}/invites"]["post"]["responses"]


async def test_bodies_over_the_limit_are_413(app: Any) -> None:
    async with client_for(app) as client:
        huge = "x" * (app.state.settings.max_request_bytes + 1)
        response = await client.post(
            "/api/auth/login", content=huge, headers={"content-type": "application/json"}
        )
    assert response.status_code == 413
    assert response.json()["code"] == "too_large"


async def test_refused_commands_map_to_clear_statuses(app: Any) -> None:
    player = await register(app, "mapper")
    cid = (await player.post("/api/campaigns", {"name": "Errors", "pack": "test"})).json()["id"]
    malformed = await player.command(cid, {"type": "fly_away"})
    assert (malformed.status_code, malformed.json()["code"]) == (400, "malformed")
    illegal = await player.command(cid, {"type": "choose_hero", "hero": "paladin"})
    assert illegal.status_code == 422
    assert illegal.json() == {
        "code": "unknown_hero",
        "message": "This content pack has no such hero.",
        "rule": "DEV-01",
    }
    seq = (await player.get(f"/api/campaigns/{cid}")).json()["seq"]
    stale = await player.command(cid, {"type": "name_party", "name": "X"}, expected_seq=seq - 1)
    assert (stale.status_code, stale.json()["code"]) == (409, "stale")
    assert (await player.get(f"/api/campaigns/{cid}")).json()["seq"] == seq


async def test_a_full_setup_through_http(app: Any) -> None:
    """Create, invite, join, choose heroes, ready up, start: the campaign becomes active."""
    host = await register(app, "hostess")
    cid = (await host.post("/api/campaigns", {"name": "Flow", "pack": "test"})).json()["id"]
    token = (await host.post(f"/api/campaigns/{cid}/invites", {})).json()["token"]
    guest = await register(app, "guest")
    await guest.post(f"/api/invites/{token}/accept")
    assert (await host.command(cid, {"type": "choose_hero", "hero": "huntress"})).status_code == 200
    assert (await guest.command(cid, {"type": "choose_hero", "hero": "medic"})).status_code == 200
    for player in (host, guest):
        assert (await player.command(cid, {"type": "set_ready", "ready": True})).status_code == 200
    legal = (await guest.get(f"/api/campaigns/{cid}/legal")).json()
    assert {"type": "start_campaign"} in legal
    assert (await guest.command(cid, {"type": "start_campaign"})).status_code == 200
    detail = (await host.get(f"/api/campaigns/{cid}")).json()
    assert detail["status"] == "active"
    assert detail["heroes"] == {"seat1": ["huntress"], "seat2": ["medic"]}
    events = (await guest.get(f"/api/campaigns/{cid}/events?after=0")).json()
    types = [e["event"]["type"] for e in events["events"]]
    assert types[0] == "campaign_created"
    assert events["events"][0]["event"]["seed"] == 0  # the seed never reaches players
    assert "dice_advanced" not in types
    view = (await guest.get(f"/api/campaigns/{cid}/view")).json()["view"]
    assert "seed" not in view and "dice_cursor" not in view
