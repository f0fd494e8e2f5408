"""Issue 24, "import skips the game's own limits": an import is held to the limits of the
commands that made the campaign, or refused with the first offending path named; and
the server's own export of a large campaign imports back through its own route."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import func, insert, select

from app.db.models import Campaign, ChatMessage
from tests.api.export_files import played_export, resealed, upload
from tests.factories import register

Edit = Callable[[dict[str, Any]], object]
MEBIBYTE = 1024 * 1024


def genesis(change: dict[str, Any]) -> Edit:
    """Change fields of the first event (campaign_created) inside its payload."""

    def edit(document: dict[str, Any]) -> None:
        first = document["events"][0]
        first["payload"] = json.dumps({**json.loads(first["payload"]), **change})

    return edit


def seats_opened(count: int) -> Edit:
    """``count`` more seat_opened events at the end of the log (seat2, seat3, ...)."""

    def edit(document: dict[str, Any]) -> None:
        last = document["events"][-1]
        for n in range(count):
            seq = last["seq"] + n + 1
            payload = json.dumps({"type": "seat_opened", "seat": f"seat{n + 2}"})
            document["events"].append({**last, "seq": seq, "type": "seat_opened",
                                       "payload": payload, "command_id": None})  # fmt: skip
        document["campaign"]["seq"] = document["events"][-1]["seq"]

    return edit


def members_seated(count: int) -> Edit:
    def edit(document: dict[str, Any]) -> None:
        first = document["members"][0]
        for n in range(count):
            document["members"].append({**first, "username": None, "seat_key": f"seat{n + 2}"})

    return edit


def chat_line(text: str) -> Edit:
    def edit(document: dict[str, Any]) -> None:
        line = {"username": document["campaign"]["gm"], "role": "gm", "seat_key": None,
                "text": text, "created_at": document["campaign"]["created_at"]}  # fmt: skip
        document["chat"].append(line)

    return edit


def in_the_year_9999(document: dict[str, Any]) -> None:
    stamp = document["events"][-1]["created_at"]
    document["events"][-1]["created_at"] = "9999" + stamp[4:]


LIMITS: dict[str, tuple[Edit, str]] = {
    "61 seats opened": (seats_opened(60), "events.6"),  # the 5th seat: a table has 4
    "61 members seated": (members_seated(60), "members.4.seat_key"),
    "a seed of 10^300": (genesis({"seed": 10**300}), "events.0.payload.seed"),
    "a seed of -1": (genesis({"seed": -1}), "events.0.payload.seed"),
    "a reaction timeout of -5": (
        lambda d: d["campaign"].update(reaction_timeout_seconds=-5),
        "campaign.reaction_timeout_seconds",
    ),
    "a reaction timeout of -5 in the log": (
        genesis({"reaction_timeout_seconds": -5}),
        "events.0, campaign_created",
    ),
    "difficulty godmode": (
        lambda d: d["campaign"].update(difficulty="godmode"),
        "campaign.difficulty",
    ),
    "difficulty godmode in the log": (genesis({"difficulty": "godmode"}), "events.0"),
    "a moment in 9999": (in_the_year_9999, "events.2.created_at"),
    "a 7 MiB chat line": (chat_line("x" * 7 * MEBIBYTE), "chat.0.text"),
    "a chat line over CHAT_MAX_CHARS": (chat_line("y" * 501), "chat.0.text"),
}


@pytest.mark.parametrize("limit", list(LIMITS))
async def test_an_import_beyond_the_games_limits_is_refused_naming_the_path(
    app: Any, limit: str, caplog: pytest.LogCaptureFixture
) -> None:
    edit, path = LIMITS[limit]
    gm = await register(app, "limits")
    document = await played_export(gm)
    async with app.state.ctx.sessions() as db:
        before = await db.scalar(select(func.count()).select_from(Campaign))
    with caplog.at_level(logging.ERROR):
        refused = await upload(gm, resealed(document, edit))
    assert refused.status_code == 400, refused.text[:300]
    assert refused.json()["code"] == "export_invalid"
    assert path in refused.json()["message"], refused.json()["message"]
    async with app.state.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).select_from(Campaign)) == before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.heavy
async def test_the_servers_own_large_export_imports_back(app: Any) -> None:
    """Over 8 MiB (the old import limit, refused with 413): chat lines at the longest
    CHAT_MAX_CHARS allows, written as the chat service keeps them."""
    gm = await register(app, "archivist")
    document = await played_export(gm)
    campaign_id = document["campaign"]["id"]
    limit = app.state.settings.chat_max_chars
    lines = 9 * MEBIBYTE // limit + 1
    async with app.state.ctx.write_session() as db:
        campaign = await db.get(Campaign, campaign_id)
        said = "Wolves in the pass. " * (limit // 20)
        rows = [{"campaign_id": campaign_id, "user_id": campaign.gm_user_id, "role": "gm",
                 "seat_key": None, "text": f"{n:06d} {said}"[:limit],
                 "created_at": datetime.now(UTC)} for n in range(lines)]  # fmt: skip
        await db.execute(insert(ChatMessage), rows)
        await db.commit()
    exported = await gm.get(f"/api/campaigns/{campaign_id}/gm/export")
    assert len(exported.content) > 9 * MEBIBYTE
    imported = await upload(gm, exported.text)
    assert imported.status_code == 201, imported.text[:300]
    again = await gm.get(f"/api/campaigns/{imported.json()['id']}/gm/export")
    assert len(again.json()["chat"]) == lines
    assert again.json()["events"] == exported.json()["events"]
