"""Export files for import tests: a real export of a small played campaign, changed by a
test and sealed again (as a hand-editor who recomputes the checksum would)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

import httpx

from tests.factories import Player

Change = Callable[[dict[str, Any]], object]


async def played_export(gm: Player) -> dict[str, Any]:
    """The export of a campaign the GM created (seated), named and chatted in."""
    created = await gm.post("/api/campaigns", {"name": "Round trip", "pack": "test"})
    campaign_id = created.json()["id"]
    named = await gm.command(campaign_id, {"type": "name_party", "name": "The Owls"})
    assert named.status_code == 200, named.text
    exported = await gm.get(f"/api/campaigns/{campaign_id}/gm/export")
    assert exported.status_code == 200, exported.text
    document: dict[str, Any] = exported.json()
    return document


def resealed(document: dict[str, Any], change: Change) -> str:
    """``document`` after ``change`` (which edits it in place), with its integrity hash
    recomputed the way the server computes it (app/service/exports/document.py)."""
    edited = json.loads(json.dumps(document))
    change(edited)
    edited.pop("integrity", None)
    canonical = json.dumps(edited, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    edited["integrity"] = hashlib.sha256(canonical.encode()).hexdigest()
    return json.dumps(edited)


async def upload(gm: Player, text: str) -> httpx.Response:
    headers = {"X-CSRF-Token": gm.csrf, "Content-Type": "application/json"}
    return await gm.client.post("/api/campaigns/import", content=text, headers=headers)
