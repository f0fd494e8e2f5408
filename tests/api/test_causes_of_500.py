"""Issue 24, "eight causes of 500": each hostile input found by the probe gets a 4xx with
a code and a sentence, on SQLite and on Postgres (where a NUL byte cannot be stored),
and nothing is logged as an error."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest

from tests.api.export_files import played_export, resealed, upload
from tests.factories import Player, register

NUL = "\u0000"
Probe = Callable[[Player, int, dict[str, Any]], Awaitable[httpx.Response]]


async def create_named_with_nul(gm: Player, _cid: int, _doc: dict[str, Any]) -> httpx.Response:
    return await gm.post("/api/campaigns", {"name": f"Wolves{NUL}", "pack": "test"})


async def import_named_with_nul(gm: Player, _cid: int, doc: dict[str, Any]) -> httpx.Response:
    return await upload(gm, resealed(doc, lambda d: d["campaign"].update(name=f"Owls{NUL}")))


async def reassign_to_nul_username(gm: Player, cid: int, _doc: dict[str, Any]) -> httpx.Response:
    return await gm.post(f"/api/campaigns/{cid}/seats/seat1/reassign", {"username": f"a{NUL}b"})


async def pack_named_nul(gm: Player, _cid: int, _doc: dict[str, Any]) -> httpx.Response:
    return await gm.get("/api/content/packs/%00")


async def events_of_type_with_nul(gm: Player, cid: int, _doc: dict[str, Any]) -> httpx.Response:
    return await gm.get(f"/api/campaigns/{cid}/gm/events?type=party_named%00")


async def preview_type_a_list(gm: Player, cid: int, _doc: dict[str, Any]) -> httpx.Response:
    return await gm.post(f"/api/campaigns/{cid}/preview", {"commands": [{"type": []}]})


async def import_timeout_of_1e12(gm: Player, _cid: int, doc: dict[str, Any]) -> httpx.Response:
    change = lambda d: d["campaign"].update(reaction_timeout_seconds=10**12)  # noqa: E731
    return await upload(gm, resealed(doc, change))


async def import_duplicate_command(gm: Player, _cid: int, doc: dict[str, Any]) -> httpx.Response:
    return await upload(gm, resealed(doc, lambda d: d["commands"].append(d["commands"][0])))


CAUSES: dict[str, tuple[Probe, int, str]] = {
    "NUL in a new campaign's name": (create_named_with_nul, 400, "control_character"),
    "NUL in an imported campaign's name": (import_named_with_nul, 400, "control_character"),
    "NUL in a reassigned username": (reassign_to_nul_username, 400, "control_character"),
    "NUL as a pack hash": (pack_named_nul, 400, "control_character"),
    "NUL in gm/events?type=": (events_of_type_with_nul, 400, "control_character"),
    "a list as a previewed command's type": (preview_type_a_list, 422, "invalid_request"),
    "an imported reaction timeout of 10^12": (import_timeout_of_1e12, 400, "export_invalid"),
    "an import with a command id twice": (import_duplicate_command, 400, "export_invalid"),
}


@pytest.mark.parametrize("cause", list(CAUSES))
async def test_each_cause_of_500_is_a_clear_4xx(
    app: Any, cause: str, caplog: pytest.LogCaptureFixture
) -> None:
    probe, status, code = CAUSES[cause]
    gm = await register(app, "prober")
    document = await played_export(gm)
    with caplog.at_level(logging.ERROR):
        answer = await probe(gm, document["campaign"]["id"], document)
    assert answer.status_code == status, answer.text[:300]
    body = answer.json()
    assert body["code"] == code and body["message"].endswith("."), body
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_tabs_and_line_breaks_still_pass_the_edge(app: Any) -> None:
    gm = await register(app, "tabs")
    created = await gm.post("/api/campaigns", {"name": "Tab\there\nand there", "pack": "test"})
    assert created.status_code == 201, created.text
    assert created.json()["name"] == "Tab here and there"
    written_escape = await gm.post("/api/campaigns", {"name": "a \\u0000 b", "pack": "test"})
    assert written_escape.status_code == 201, written_escape.text  # six characters, no NUL
