"""Notification sender benchmark: ``python -m bench.notifications`` (``make bench``).

Runs the same 300 commands through the one command path on a fresh SQLite database
twice, without and with the notification sender listening on the bus, and prints the
time per command of each and their ratio (the sender must stay off the command path:
a ratio near 1). Nothing asserts the figures.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import time
from pathlib import Path

from app.content.loader import load_pack
from app.db.migrate import upgrade
from app.db.models import User
from app.engine import Actor
from app.service.campaigns import NewCampaign, create_campaign
from app.service.commands import CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.notifications import running_notifications
from app.service.packs import install_catalog
from app.service.runtime import open_context
from app.settings import Settings

COMMANDS = 300
ROUNDS = 3


async def _table(ctx: ServiceContext) -> int:
    catalog = load_pack("content/base")
    await install_catalog(ctx, catalog)
    async with ctx.write_session() as db:
        user = User(username="bench", username_key="bench", password_hash="-",
                    created_at=ctx.clock.now())  # fmt: skip
        db.add(user)
        await db.commit()
    spec = NewCampaign(name="Bench", content_hash=catalog.content_hash, seed=1)
    return (await create_campaign(ctx, user, spec)).id


async def _commands(ctx: ServiceContext, campaign_id: int) -> float:
    started = time.perf_counter()
    for number in range(COMMANDS):
        payload = {"type": "name_party", "name": f"Party {number}"}
        actor = Actor(role="seat", seat="seat1")
        await run_command(ctx, CommandRequest(campaign_id, f"bench-{number}", payload, actor))
    return (time.perf_counter() - started) / COMMANDS


async def _one_round(template: Path, folder: Path, listening: bool) -> float:
    database = folder / f"{listening}-{time.monotonic_ns()}.db"
    shutil.copy(template, database)
    settings = Settings(database_url=f"sqlite+aiosqlite:///{database}", data_dir=folder)
    async with open_context(settings) as ctx:
        campaign_id = await _table(ctx)
        if not listening:
            return await _commands(ctx, campaign_id)
        async with running_notifications(ctx) as sender:
            seconds = await _commands(ctx, campaign_id)
            await sender.settled()
            return seconds


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-notify-"))
    template = folder / "template.db"
    upgrade(f"sqlite+aiosqlite:///{template}")
    asyncio.run(_one_round(template, folder, False))  # warm-up: imports, caches
    best = {False: float("inf"), True: float("inf")}
    for number in range(ROUNDS):
        for listening in (False, True) if number % 2 else (True, False):
            seconds = asyncio.run(_one_round(template, folder, listening))
            best[listening] = min(best[listening], seconds)
    shutil.rmtree(folder, ignore_errors=True)
    print(f"command path without the notification sender: {best[False] * 1000:.2f} ms/command")
    print(f"command path with the notification sender:    {best[True] * 1000:.2f} ms/command")
    print(f"ratio: {best[True] / best[False]:.2f} (baseline: the same run without it)")


if __name__ == "__main__":
    main()
