"""Test factories: a small content pack, users, logged-in HTTP clients, and the state
rebuilt from a campaign's events alone (what snapshots and caches are checked against)."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from app.content.catalog import Catalog
from app.content.schema.heroes import Hero
from app.db.event_store import events_between
from app.db.models import Campaign
from app.engine import HuntersTable, replay
from app.service.context import ServiceContext

TEST_HEROES = ("landsknecht", "huntress", "medic", "sorceress", "man_at_arms")


def small_hero(hero_id: str) -> Hero:
    track = {"start": 1, "costs": [10, 20]}
    prefix = {"landsknecht": "LK", "huntress": "HT", "medic": "MC", "sorceress": "SR"}.get(
        hero_id, "MA"
    )
    return Hero.model_validate(
        {
            "id": hero_id,
            "name": hero_id.replace("_", " ").title(),
            "card_prefix": prefix,
            "strength": track,
            "agility": track,
            "perception": track,
            "knowledge": track,
            "health": {"start": 5, "costs": [5]},
            "morale": {"top": 6, "start": 3},
            "slots": {
                cat: {"free": 2}
                for cat in ("weapon", "addition", "armor", "helmet", "accessory", "backpack")
            },
            "quest_one_deck": [f"{prefix}0{i % 5 + 1}" for i in range(10)],
        }
    )


def pack_file(documents: dict[str, object], name: str) -> dict[str, object]:
    """A copy of the top-level mapping of one of a pack's YAML files (to change for a test)."""
    document = documents[name]
    assert isinstance(document, dict), f"{name} is a mapping"
    return dict(document)


def small_catalog() -> Catalog:
    heroes = {h: small_hero(h) for h in TEST_HEROES}
    digest = hashlib.sha256(b"test-pack:" + ",".join(heroes).encode()).hexdigest()
    return Catalog(pack="test", version="1", content_hash=digest, heroes=heroes)


async def install_test_pack(ctx: ServiceContext) -> Catalog:
    catalog = small_catalog()
    async with ctx.write_session() as db:
        await ctx.content.store(db, catalog, name="Test pack", now=ctx.clock.now(), user_id=None)
        await db.commit()
    return catalog


def command_id() -> str:
    return f"cmd-{uuid.uuid4().hex}"


@dataclass
class Player:
    """A logged-in user's HTTP client (cookies kept, CSRF header sent)."""

    client: httpx.AsyncClient
    username: str
    csrf: str

    async def post(self, url: str, body: Any = None) -> httpx.Response:
        return await self.client.post(url, json=body, headers={"X-CSRF-Token": self.csrf})

    async def delete(self, url: str) -> httpx.Response:
        return await self.client.delete(url, headers={"X-CSRF-Token": self.csrf})

    async def get(self, url: str) -> httpx.Response:
        return await self.client.get(url)

    async def command(
        self, campaign_id: int, command: dict[str, Any], **extra: Any
    ) -> httpx.Response:
        body = {"command_id": extra.pop("command_id", command_id()), "command": command, **extra}
        return await self.post(f"/api/campaigns/{campaign_id}/commands", body)


async def read_on(campaign_id: int, *players: Player) -> None:
    """CAMP-36: each player reads on past the text that starts a quest (the reading step
    a base-pack campaign opens at its start, before quest 1)."""
    for player in players:
        legal = (await player.get(f"/api/campaigns/{campaign_id}/legal")).json()
        for command in legal:
            if command["type"] == "vote_on_choice" and command["choice"] == "read_on":
                assert (await player.command(campaign_id, command)).status_code == 200


@asynccontextmanager
async def client_for(app: Any) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


async def register(app: Any, username: str, password: str = "correct horse battery") -> Player:
    transport = httpx.ASGITransport(app=app)
    client = httpx.AsyncClient(transport=transport, base_url="http://testserver")
    response = await client.post(
        "/api/auth/register", json={"username": username, "password": password}
    )
    assert response.status_code == 201, response.text
    return Player(client=client, username=username, csrf=response.json()["csrf_token"])


class MovableClock:
    """A clock the test moves by hand (invite expiry, rate-limit windows)."""

    def __init__(self) -> None:
        from datetime import UTC, datetime

        self.moment = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)

    def now(self) -> Any:
        return self.moment

    def advance(self, **delta: float) -> None:
        from datetime import timedelta

        self.moment += timedelta(**delta)


async def campaign_row(db: AsyncSession, campaign_id: int) -> Campaign:
    """The stored campaign (the test made it, so it is there)."""
    campaign = await db.get(Campaign, campaign_id)
    assert campaign is not None, f"campaign {campaign_id} is stored"
    return campaign


async def rebuild_state(db: AsyncSession, campaign_id: int, seq: int) -> HuntersTable:
    """The state after event ``seq`` from the events alone (the first is
    ``campaign_created``), ignoring snapshots and caches."""
    events = await events_between(db, campaign_id, after_seq=0, upto_seq=seq)
    return replay(s.event for s in events)
