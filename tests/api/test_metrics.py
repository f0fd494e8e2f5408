"""/metrics: Prometheus text for site admins or the configured scrape token only; it
counts commands by type, refusals by code and their latency, and shows open sockets and
event-loop lag."""

from __future__ import annotations

from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families
from pydantic import SecretStr

from tests.api.test_authorization import ROLES, Table, call, table  # noqa: F401
from tests.factories import command_id

EXPECTED = {
    "anonymous": 401,
    "other": 403,
    "spectator": 403,
    "player": 403,
    "gm": 403,
    "admin": 200,
}


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


async def test_only_site_admins_read_the_metrics(table: Table) -> None:  # noqa: F811
    for role in ROLES:
        assert await call(table.actors[role], "GET", "/metrics") == EXPECTED[role], role


async def test_a_scraper_reads_them_with_the_token_and_only_the_right_one(app: Any) -> None:
    app.state.settings.metrics_token = SecretStr("scrape-me-please")
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as scraper:
        good = await scraper.get("/metrics", headers={"Authorization": "Bearer scrape-me-please"})
        bad = await scraper.get("/metrics", headers={"Authorization": "Bearer scrape-me"})
    assert good.status_code == 200 and good.headers["content-type"].startswith("text/plain")
    assert bad.status_code == 401 and bad.json()["code"] == "not_logged_in"


async def test_the_scheme_of_the_token_is_read_in_any_case(app: Any) -> None:
    """RFC 9110: an authentication scheme is case-insensitive (issue 24: ``bearer`` was
    refused); the token itself is not."""
    app.state.settings.metrics_token = SecretStr("scrape-me-please")
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as scraper:
        for header in (
            "bearer scrape-me-please",
            "BEARER scrape-me-please",
            "Bearer  scrape-me-please",
        ):
            answer = await scraper.get("/metrics", headers={"Authorization": header})
            assert answer.status_code == 200, header
        for header in (
            "bearer SCRAPE-ME-PLEASE",
            "Basic scrape-me-please",
            "bearerscrape-me-please",
        ):
            answer = await scraper.get("/metrics", headers={"Authorization": header})
            assert answer.status_code == 401, header


async def test_commands_refusals_and_latency_are_counted(table: Table) -> None:  # noqa: F811
    admin, player = table.actors["admin"], table.actors["player"]
    before = samples((await admin.get("/metrics")).text)
    url = f"/api/campaigns/{table.campaign_id}/commands"
    named = {"command_id": command_id(), "command": {"type": "name_party", "name": "Owls"}}
    assert await call(player, "POST", url, named) == 200
    made_up = {"command_id": command_id(), "command": {"type": "fly_to_the_moon"}}
    await call(player, "POST", url, made_up)
    after = samples((await admin.get("/metrics")).text)

    def grew(name: str, **labels: str) -> float:
        key = (name, tuple(sorted(labels.items())))
        return after.get(key, 0.0) - before.get(key, 0.0)

    assert grew("hunters_commands_total", type="name_party") == 1
    assert grew("hunters_commands_total", type="unknown") == 1
    assert grew("hunters_command_refusals_total", code="malformed") == 1
    assert grew("hunters_command_seconds_count") == 2
    assert ("hunters_open_sockets", ()) in after
    assert ("hunters_event_loop_lag_seconds", ()) in after
