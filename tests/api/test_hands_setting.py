"""Issue 16 hole 8: the hands setting is chosen when the campaign is created (closed by
default), shown in its summary, and nothing else is accepted."""

from __future__ import annotations

from typing import Any

import pytest

from tests.factories import register


@pytest.mark.parametrize(
    ("asked", "kept"), [(None, "closed"), ("closed", "closed"), ("open", "open")]
)
async def test_the_hands_setting_is_set_at_creation(app: Any, asked: str | None, kept: str) -> None:
    gm = await register(app, "dealer")
    body: dict[str, Any] = {"name": "Hands", "pack": "test"}
    if asked is not None:
        body["hands"] = asked
    created = await gm.post("/api/campaigns", body)
    assert created.status_code == 201, created.text
    assert created.json()["hands"] == kept
    view = (await gm.get(f"/api/campaigns/{created.json()['id']}/view")).json()["view"]
    assert view["hands"] == kept


async def test_an_unknown_hands_setting_is_refused(app: Any) -> None:
    gm = await register(app, "cardsharp")
    refused = await gm.post("/api/campaigns", {"name": "Peek", "pack": "test", "hands": "peek"})
    assert refused.status_code == 422
