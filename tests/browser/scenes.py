"""Deterministic tables for the screenshots of issue 27: a server of their own (so the
players' names and the campaign's number are always the same), a campaign on the base
pack with a fixed seed (created through the service, as the API gives no seed), and the
quest's setup answered as the test says."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.browser.conftest import ROOT, prepared_env
from tests.browser.tables import Client, Table, _answer_setup, read_on_past_the_story
from tests.integration.server import serving

SEED = 27_0427
SEEDED = """
import asyncio, sys
from sqlalchemy import select
from app.db.models import User
from app.service.campaigns import NewCampaign, create_campaign
from app.service.pack_access import resolve_pack_id
from app.service.runtime import open_context
from app.settings import Settings

async def main(username, name, seed):
    async with open_context(Settings()) as ctx:
        async with ctx.sessions() as db:
            user = (await db.scalars(select(User).where(User.username == username))).one()
            pack = await resolve_pack_id(db, user.id, "base")
        spec = NewCampaign(
            name=name, content_hash=pack.hash, seed=int(seed), reaction_timeout_seconds=600
        )
        print((await create_campaign(ctx, user, spec)).id)

asyncio.run(main(*sys.argv[1:]))
"""


@contextmanager
def scene_server(data: Path) -> Iterator[tuple[str, dict[str, str]]]:
    env = prepared_env(data, base_pack=True)
    with serving(env) as base:
        yield base, env


def seeded_table(base: str, env: dict[str, str], heroes: dict[str, str], name: str) -> Table:
    """Players named as ``heroes`` says (player -> hero), the first one the GM, on a
    campaign of the base pack with the seed ``SEED``; started and read on past S001 into
    quest 1, nobody placed yet."""
    clients = [Client(base, player) for player in heroes]
    made = subprocess.run(
        [sys.executable, "-c", SEEDED, clients[0].name, name, str(SEED)],
        env=env, capture_output=True, text=True, timeout=120, cwd=ROOT, check=False,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    campaign = int(made.stdout.strip().splitlines()[-1])
    host = clients[0]
    token = host.post(f"/api/campaigns/{campaign}/invites", {})["token"]
    for guest in clients[1:]:
        guest.post(f"/api/invites/{token}/accept", {})
    table = Table(campaign=campaign, clients=clients)
    for client, hero in zip(clients, heroes.values(), strict=True):
        client.command(campaign, {"type": "choose_hero", "hero": hero})
        table.seats[hero] = client
        client.command(campaign, {"type": "set_ready", "ready": True})
    host.command(campaign, {"type": "start_campaign"})
    read_on_past_the_story(table)  # CAMP-36: S001 is read before quest 1
    return table


def set_up_the_quest(
    table: Table, places: dict[str, list[int]], hands: dict[str, list[str]]
) -> None:
    _answer_setup(table, places, hands)
