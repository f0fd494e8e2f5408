"""A command retried after the server process restarted is still applied only once."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx

from app.service.packs import install_catalog
from app.service.runtime import open_context
from app.settings import Settings
from tests.factories import small_catalog
from tests.integration.server import hunters_env, run_hunters, serving


def install_small_pack(database_url: str, data_dir: Path) -> None:
    async def run() -> None:
        async with open_context(Settings(database_url=database_url, data_dir=data_dir)) as ctx:
            await install_catalog(ctx, small_catalog())

    asyncio.run(run())


def test_a_retry_after_a_restart_applies_once(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'game.db'}"
    env = hunters_env(url, tmp_path)
    assert run_hunters(["migrate"], env).returncode == 0
    install_small_pack(url, tmp_path)
    body = {
        "command_id": "retry-after-restart-1",
        "command": {"type": "name_party", "name": "Once"},
    }
    with serving(env) as base, httpx.Client(base_url=base) as client:
        csrf = client.post(
            "/api/auth/register", json={"username": "restarter", "password": "long password"}
        ).json()["csrf_token"]
        cid = client.post(
            "/api/campaigns", json={"name": "R", "pack": "test"}, headers={"X-CSRF-Token": csrf}
        ).json()["id"]
        first = client.post(
            f"/api/campaigns/{cid}/commands", json=body, headers={"X-CSRF-Token": csrf}
        ).json()
        cookies = dict(client.cookies)
    with serving(env) as base, httpx.Client(base_url=base, cookies=cookies) as client:
        again = client.post(
            f"/api/campaigns/{cid}/commands", json=body, headers={"X-CSRF-Token": csrf}
        ).json()
        seq = client.get(f"/api/campaigns/{cid}").json()["seq"]
    assert first["duplicate"] is False
    assert again == {**first, "duplicate": True}
    assert seq == first["seq"]
