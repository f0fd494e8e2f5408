"""Probe holes 5, 6 and 11 (issue 16): integers beyond the database's range, huge
numbers and deep nesting in a body, and a chunked body over the limit all get a clear
4xx — never a 500, never a traceback in the log."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import pytest

from app.service.limits import nesting_depth
from tests.factories import register

HUGE = "10000000000000000000000"
INT64_MAX = "9223372036854775807"


@pytest.fixture
async def gm_and_campaign(app: Any) -> tuple[Any, int]:
    gm = await register(app, "numbers")
    campaign = (await gm.post("/api/campaigns", {"name": "Numbers", "pack": "test"})).json()
    return gm, campaign["id"]


@pytest.mark.parametrize(
    "path",
    [
        f"/api/campaigns/{HUGE}",
        f"/api/campaigns/{INT64_MAX}",
        f"/api/campaigns/{HUGE}/view",
        "/api/campaigns/{campaign}/events?after=" + INT64_MAX,
        "/api/campaigns/{campaign}/events?after=" + HUGE,
        "/api/campaigns/{campaign}/events?after=-1",
    ],
)
async def test_integers_out_of_range_are_a_clear_4xx(
    gm_and_campaign: tuple[Any, int], path: str, caplog: pytest.LogCaptureFixture
) -> None:
    gm, campaign_id = gm_and_campaign
    with caplog.at_level(logging.ERROR):
        response = await gm.get(path.format(campaign=campaign_id))
    assert 400 <= response.status_code < 500, response.text
    assert response.json()["code"] in {"invalid_request", "not_found"}
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_huge_numbers_and_deep_nesting_in_a_body_are_400s(
    gm_and_campaign: tuple[Any, int], caplog: pytest.LogCaptureFixture
) -> None:
    gm, campaign_id = gm_and_campaign
    url = f"/api/campaigns/{campaign_id}/commands"
    headers = {"X-CSRF-Token": gm.csrf, "Content-Type": "application/json"}
    bodies = [
        '{"command_id": "cmd-12345678", "command": {"type": "x", "n": ' + "9" * 4400 + "}}",
        '{"command_id": "cmd-12345679", "command": ' + "[" * 5000 + "]" * 5000 + "}",
        '{"command_id": "cmd-12345670", "expected_seq": ' + HUGE + ', "command": {"type": "x"}}',
    ]
    with caplog.at_level(logging.ERROR):
        for body in bodies:
            response = await gm.client.post(url, content=body, headers=headers)
            assert 400 <= response.status_code < 500, response.text[:300]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_command_nested_deeper_than_the_limit_is_400_too_deep(
    gm_and_campaign: tuple[Any, int],
) -> None:
    gm, campaign_id = gm_and_campaign
    deep: Any = "x"
    for _ in range(40):  # MAX_JSON_DEPTH is 32
        deep = [deep]
    refused = await gm.command(campaign_id, {"type": "name_party", "name": deep})
    assert (refused.status_code, refused.json()["code"]) == (400, "too_deep")


def test_nesting_is_counted_without_recursion() -> None:
    deep: Any = 1
    for _ in range(50_000):
        deep = {"a": [deep]}
    assert nesting_depth(deep) == 100_000
    assert nesting_depth({"a": [1, {"b": 2}]}) == 3 and nesting_depth(7) == 0


async def test_a_chunked_body_over_the_limit_is_413(gm_and_campaign: tuple[Any, int]) -> None:
    gm, campaign_id = gm_and_campaign

    async def chunks() -> AsyncIterator[bytes]:
        yield b'{"command_id": "cmd-chunked1", "command": {"type": "name_party", "name": "'
        for _ in range(400):
            yield b"x" * 1024
        yield b'"}}'

    response = await gm.client.post(
        f"/api/campaigns/{campaign_id}/commands",
        content=chunks(),
        headers={"X-CSRF-Token": gm.csrf, "Content-Type": "application/json"},
    )
    assert response.status_code == 413
    assert response.json()["code"] == "too_large"
