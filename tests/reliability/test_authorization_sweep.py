"""Scenario 9 of issue 16: authorization, swept over every route the OpenAPI document
lists (so a new route is covered the day it lands) and over the engine's commands.

Every route is tried as anonymous (401), and every campaign route as an outsider and
as a member of another campaign (403/404); the GM routes as a player (403). Nothing is
persisted and no one is notified. A player's command meant for another seat — every
command legal for another seat and not for theirs, out of turn included — is refused
by the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import httpx
from sqlalchemy import func, select

from app.db.models import (
    Campaign,
    CampaignCommand,
    ChatMessage,
    ContentPack,
    Invite,
    Seat,
    StoredEventRow,
    User,
)
from app.engine import Actor, Rejection, SeededDice, decide, legal_commands
from tests.api.conftest import app  # noqa: F401 (the fixture)
from tests.api.test_authorization import Table, call, table  # noqa: F401 (the fixture)
from tests.engine.quest_factory import SYSTEM, act, base, new_campaign
from tests.factories import Player, register

PUBLIC = {("GET", "/healthz"), ("GET", "/readyz"), ("POST", "/api/auth/register")}
PUBLIC |= {("POST", "/api/auth/login")}
# An e-mail's unsubscribe link: no login, its signed token is the proof (SECURITY.md).
PUBLIC |= {("GET", "/api/notifications/unsubscribe"), ("POST", "/api/notifications/unsubscribe")}
GM_ROUTES = ("/invites", "/seats/", "/gm/")
TABLES = (Campaign, CampaignCommand, StoredEventRow, ChatMessage, ContentPack, Invite, Seat, User)


async def routes(app: Any) -> list[tuple[str, str]]:  # noqa: F811
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://testserver"
    ) as client:
        document = (await client.get("/openapi.json")).json()
    return sorted(
        (method.upper(), path)
        for path, methods in document["paths"].items()
        for method in methods
        if (method.upper(), path) not in PUBLIC
    )


def filled(path: str, campaign_id: int, invite_id: int) -> str:
    return (
        path.replace("{campaign_id}", str(campaign_id))
        .replace("{invite_id}", str(invite_id))
        .replace("{seat_key}", "seat1")
        .replace("{token}", "t" * 32)
        .replace("{content_hash}", "0" * 64)
        .replace("{session_prefix}", "abcdefgh")
    ) + ("?at=1" if path.endswith("/gm/diff") else "")


BODIES: dict[str, dict[str, Any]] = {
    "/reassign": {"username": "outsider"},
    "/invites": {"role": "player"},
    "/commands": {"command_id": "cmd-sweep-0001", "command": {"type": "name_party", "name": "x"}},
    "/preview": {"commands": [{"type": "name_party", "name": "x"}]},
    "/password": {"current_password": "whatever it is", "new_password": "another phrase"},
    "/packs": {"pack": {}},
}


def body_for(path: str) -> dict[str, Any]:
    """A well-formed body, so what answers is the authorization, not the validation."""
    return next((b for end, b in BODIES.items() if path.endswith(end)), {})


async def row_counts(app: Any) -> dict[str, int]:  # noqa: F811
    async with app.state.ctx.sessions() as db:
        return {
            t.__tablename__: await db.scalar(select(func.count()).select_from(t)) for t in TABLES
        }


async def test_every_route_refuses_who_may_not_use_it(
    app: Any,  # noqa: F811
    table: Table,  # noqa: F811
    figures: Callable[[str], None],
) -> None:
    stranger_gm = await register(app, "elsewhere")
    elsewhere = await stranger_gm.post("/api/campaigns", {"name": "Other table", "pack": "test"})
    assert elsewhere.status_code == 201
    notified: list[object] = []

    async def heard(*args: object) -> None:
        notified.append(args)

    app.state.ctx.bus.subscribe(heard)
    app.state.ctx.bus.on_notice(heard)
    before = await row_counts(app)
    tried = 0
    for method, path in await routes(app):
        url = filled(path, table.campaign_id, table.invite_id)
        body = body_for(path)
        expected = {"anonymous": {401}}
        if "{campaign_id}" in path:
            expected["other"] = {403, 404}
            expected["member elsewhere"] = {403, 404}
            if any(part in path for part in GM_ROUTES):
                expected["player"] = {403}
        if path.startswith("/api/admin"):
            expected["other"] = expected["player"] = {403}
        actors: dict[str, Player | httpx.AsyncClient] = {**table.actors}
        actors["member elsewhere"] = stranger_gm
        for who, allowed in expected.items():
            status = await call(actors[who], method, url, body)
            assert status in allowed, (who, method, path, status)
            tried += 1
    assert await row_counts(app) == before, "a refused request wrote something"
    assert notified == [], "someone was notified of a refused request"
    figures(
        f"authorization sweep: {len(await routes(app))} routes, {tried} refused calls "
        f"(anonymous, outsider, member of another campaign, player on GM routes); "
        f"{len(TABLES)} tables unchanged, 0 notifications"
    )


def test_no_seat_may_act_for_another_or_out_of_turn(figures: Callable[[str], None]) -> None:
    """Random positions of a quest: whatever is legal for one seat (or the system) and
    not for another is refused when the other sends it."""
    state, _log = new_campaign(("huntress", "landsknecht", "medic"), seed=9)
    chooser = random.Random(9)
    refused = positions = 0
    for _ in range(60):
        seats = [Actor(role="seat", seat=s) for s in state.seats]
        legal = {a.seat: legal_commands(state, a, base()) for a in seats}
        for owner in seats:
            for intruder in seats:
                if intruder == owner:
                    continue
                mine = {c.model_dump_json() for c in legal[intruder.seat]}
                for command in legal[owner.seat]:
                    if command.model_dump_json() in mine:
                        continue
                    dice = SeededDice(state.seed, state.dice_cursor)
                    result = decide(state, command, dice, actor=intruder, content=base())
                    assert isinstance(result, Rejection), (intruder.seat, command)
                    assert result.message and result.code
                    refused += 1
        positions += 1
        options = [(c, a) for a in [*seats, SYSTEM] for c in legal_commands(state, a, base())]
        command, actor = chooser.choice(options)
        state, _events = act(state, command.model_dump(mode="json"), actor)
    assert refused > 0
    figures(
        f"authorization in the engine: {positions} quest positions, {refused} commands of "
        "another seat's turn or choice refused"
    )
