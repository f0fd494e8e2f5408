"""Setting a table up over the HTTP API, fast, before the browsers join: players register,
a campaign is created and joined, heroes chosen, and the quest's setup decisions (where
each hero stands, which opening hand it takes, the turn order) answered as the test
says. Everything goes through the same commands a browser would send."""

from __future__ import annotations

import itertools
import uuid
from dataclasses import dataclass, field
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import PASSWORD, player, unique_name

SESSION_COOKIE = "hunters_session"
_ids = itertools.count(1)


class Client:
    """One player speaking the HTTP API with their own session cookie."""

    def __init__(self, base: str, name: str) -> None:
        self.base = base
        self.name = name
        self.http = httpx.Client(base_url=base, timeout=20)
        answer = self.http.post("/api/auth/register", json={"username": name, "password": PASSWORD})
        assert answer.status_code == 201, answer.text
        self.csrf = answer.json()["csrf_token"]

    def post(self, path: str, body: dict[str, Any]) -> Any:
        answer = self.http.post(path, json=body, headers={"X-CSRF-Token": self.csrf})
        assert answer.status_code < 300, f"{path}: {answer.status_code} {answer.text}"
        return answer.json() if answer.content else None

    def get(self, path: str) -> Any:
        answer = self.http.get(path)
        assert answer.status_code == 200, f"{path}: {answer.status_code} {answer.text}"
        return answer.json()

    def command(self, campaign: int, command: dict[str, Any]) -> Any:
        body = {"command_id": f"setup-{uuid.uuid4().hex[:16]}", "command": command}
        return self.post(f"/api/campaigns/{campaign}/commands", body)

    def legal(self, campaign: int) -> list[dict[str, Any]]:
        commands: list[dict[str, Any]] = self.get(f"/api/campaigns/{campaign}/legal")
        return commands

    def view(self, campaign: int) -> dict[str, Any]:
        view: dict[str, Any] = self.get(f"/api/campaigns/{campaign}/view")["view"]
        return view

    def page(self, browser: Browser, campaign: int, **options: Any) -> Page:
        """A browser profile logged in as this player, on the campaign's table."""
        page = player(browser, self.base, **options)
        cookie = self.http.cookies.get(SESSION_COOKIE)
        assert cookie, "no session cookie"
        page.context.add_cookies([{"name": SESSION_COOKIE, "value": cookie, "url": self.base}])
        page.goto(f"/#/campaigns/{campaign}")
        # The table's buttons stay disabled until its live connection is open; a key
        # pressed on one before that would do nothing (a click would wait, a key not).
        expect(page.locator("#conn")).to_have_attribute("data-state", "online", timeout=20_000)
        return page


@dataclass
class Table:
    campaign: int
    clients: list[Client]
    seats: dict[str, Client] = field(default_factory=dict)
    """Hero id -> the client that plays it."""


def quest_table(
    base: str,
    heroes: list[list[str]],
    places: dict[str, list[int]],
    hands: dict[str, list[str]],
    *,
    pack: str = "arsenal",
    reaction_seconds: int = 300,
    hands_setting: str = "closed",
) -> Table:
    """A campaign on ``pack`` with one player per entry of ``heroes`` (each a list of the
    heroes that player chooses), started, its heroes placed and their hands taken; it
    stops at the first turn (the turn order as proposed). ``hands_setting``: the
    campaign's open or closed hands (docs/rules-decisions.md)."""
    table = started_table(
        base, heroes, pack=pack, reaction_seconds=reaction_seconds, hands=hands_setting
    )
    _answer_setup(table, places, hands)
    return table


def started_table(
    base: str,
    heroes: list[list[str]],
    *,
    pack: str = "arsenal",
    reaction_seconds: int = 300,
    hands: str = "closed",
    read_on: bool = True,
) -> Table:
    """A campaign whose first quest has just begun: nobody placed, no hand taken. On a
    pack with a campaign chapter every player first reads on past the card that starts
    quest 1 (CAMP-36's reading step); ``read_on=False`` stops at that step."""
    clients = [Client(base, unique_name(f"p{n}x")) for n in range(len(heroes))]
    host = clients[0]
    name = f"Armoury {next(_ids)}"
    campaign = host.post(
        "/api/campaigns",
        {"name": name, "pack": pack, "reaction_timeout_seconds": reaction_seconds, "hands": hands},
    )["id"]
    if len(clients) > 1:
        token = host.post(f"/api/campaigns/{campaign}/invites", {})["token"]
        for guest in clients[1:]:
            guest.post(f"/api/invites/{token}/accept", {})
    table = Table(campaign=campaign, clients=clients)
    for client, chosen in zip(clients, heroes, strict=True):
        for hero in chosen:
            client.command(campaign, {"type": "choose_hero", "hero": hero})
            table.seats[hero] = client
        client.command(campaign, {"type": "set_ready", "ready": True})
    host.command(campaign, {"type": "start_campaign"})
    if read_on:
        read_on_past_the_story(table)
    return table


def read_on_past_the_story(table: Table) -> None:
    """CAMP-36: every player answers "Read on" to the reading step(s) open now."""
    for client in table.clients:
        for command in client.legal(table.campaign):
            if command["type"] == "vote_on_choice" and command["choice"] == "read_on":
                client.command(table.campaign, command)


def _answer_setup(table: Table, places: dict[str, list[int]], hands: dict[str, list[str]]) -> None:
    for _ in range(40):
        quest = table.clients[0].view(table.campaign)["quest"]
        pending = quest["pending"]
        if not pending:
            return
        decision = pending[0]
        kind = decision["kind"]
        if kind == "place_hero":
            unit = decision["unit"]
            command = {"type": "place_hero", "unit": unit, "at": places[unit]}
        elif kind == "opening_hand":
            unit = decision["unit"]
            command = {"type": "choose_opening_hand", "unit": unit, "cards": hands[unit]}
        elif kind == "turn_order":
            command = {"type": "set_turn_order", "order": decision["default"]}
        else:
            raise AssertionError(f"unexpected decision while setting up: {decision}")
        decider = _decider(table, decision)
        decider.command(table.campaign, command)
    raise AssertionError("the quest setup did not finish")


def _decider(table: Table, decision: dict[str, Any]) -> Client:
    for client in table.clients:
        you = client.view(table.campaign)["you"]
        if you.get("seat") in decision["deciders"] or set(you.get("heroes", [])) & set(
            decision["deciders"]
        ):
            return client
    raise AssertionError(f"nobody decides {decision}")
