"""Probe hole 11 (issue 16): the OpenAPI document lists the error answers each route
gives, with the one error body."""

from __future__ import annotations

import re
from typing import Any

from app.api.openapi import NO_CONTROL_CHARACTERS
from tests.factories import client_for


async def operations(app: Any) -> dict[tuple[str, str], dict[str, Any]]:
    async with client_for(app) as client:
        document = (await client.get("/openapi.json")).json()
    return {
        (method.upper(), path): operation
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
    }


async def test_the_command_route_lists_every_refusal_it_gives(app: Any) -> None:
    command = (await operations(app))[("POST", "/api/campaigns/{campaign_id}/commands")]
    assert {"401", "403", "404", "409", "413", "422", "429"} <= set(command["responses"])
    body = command["responses"]["409"]["content"]["application/json"]["schema"]
    assert body["$ref"].endswith("/ErrorOut")


async def test_every_route_behind_a_login_lists_401(app: Any) -> None:
    public = {("GET", "/healthz"), ("GET", "/readyz"), ("POST", "/api/auth/register")}
    public.add(("POST", "/api/auth/login"))
    public |= {(m, "/api/notifications/unsubscribe") for m in ("GET", "POST")}  # a signed link
    for key, operation in (await operations(app)).items():
        if key not in public:
            assert "401" in operation["responses"], key


async def test_the_login_lists_its_throttle(app: Any) -> None:
    login = (await operations(app))[("POST", "/api/auth/login")]
    assert {"401", "422", "429"} <= set(login["responses"])


async def test_the_gm_command_route_lists_the_refusals_of_the_rules(app: Any) -> None:
    command = (await operations(app))[("POST", "/api/campaigns/{campaign_id}/gm/commands")]
    assert {"400", "409", "429"} <= set(command["responses"])


async def test_a_created_campaign_links_to_every_route_that_takes_its_id(app: Any) -> None:
    """The links a stateful client follows (issue 16, scenario 11)."""
    found = await operations(app)
    links = found[("POST", "/api/campaigns")]["responses"]["201"]["links"]
    takers = {op["operationId"] for key, op in found.items() if "{campaign_id}" in key[1]}
    assert set(links) == takers
    view = found[("GET", "/api/campaigns/{campaign_id}/view")]["operationId"]
    assert links[view]["parameters"] == {"campaign_id": "$response.body#/id"}
    invite = found[("POST", "/api/campaigns/{campaign_id}/invites")]["responses"]["201"]
    accept = found[("POST", "/api/invites/{token}/accept")]["operationId"]
    assert invite["links"][accept]["parameters"] == {"token": "$response.body#/token"}


async def test_every_route_lists_the_400_of_a_control_character_and_texts_say_so(
    app: Any,
) -> None:
    """Issue 24: a control character is refused at the edge (app/api/text_guard.py) on
    every route; the document lists that 400 and gives each free text its pattern."""
    for key, operation in (await operations(app)).items():
        assert "400" in operation["responses"], key
    async with client_for(app) as client:
        schemas = (await client.get("/openapi.json")).json()["components"]["schemas"]
    name = schemas["CampaignCreate"]["properties"]["name"]
    assert name["pattern"] == NO_CONTROL_CHARACTERS
    assert re.fullmatch(name["pattern"], "Tab\there") and not re.fullmatch(name["pattern"], "\0")
    username = schemas["NewAccount"]["properties"]["username"]
    assert username["pattern"] != NO_CONTROL_CHARACTERS  # its own, stricter pattern stays
