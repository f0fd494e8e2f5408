"""Issue 23's "Done when": two players and a GM, in three Chromium contexts (desktop,
desktop, a 390 px phone), play the base campaign from its start to Penzberg's quest 4.
Every text that leads into a quest (CAMP-36) is on all three screens, under its own card,
before that quest's screen appears; before every quest but the first, the party prepares
(the prepare step, DEV-15/16) and the quest begins once every player opened the Tome.
The moves go through the HTTP API as the players whose turn it is
(tests/browser/campaign_road.py), the screens are the real ones, live."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.campaign_road import WALKTHROUGH, quest_move, send, weaken_the_enemies
from tests.browser.pages import no_script_errors, unique_name
from tests.browser.tables import Client

pytestmark = [pytest.mark.browser, pytest.mark.heavy]

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
LIVE = 20_000
ON_TO_QUEST_FOUR = (*WALKTHROUGH, {"type": "enter_location", "location": "L04"})
LEADS_IN = {"q1": "S001", "q2": "S002", "q3a": "18.01", "q4": "S007"}
"""The quest and the card or entry whose reading step leads into it on this road."""


def three_at_the_table(base: str) -> tuple[Client, list[Client], int]:
    """A GM who holds no seat, and two players who join by invite and start."""
    gm, anna, bert = (Client(base, unique_name(n)) for n in ("gm", "anna", "bert"))
    body = {"name": "To Quest Four", "pack": "base", "reaction_timeout_seconds": 300,
            "seat_creator": False}  # fmt: skip
    campaign = gm.post("/api/campaigns", body)["id"]
    token = gm.post(f"/api/campaigns/{campaign}/invites", {})["token"]
    for player, hero in ((anna, "landsknecht"), (bert, "huntress")):
        player.post(f"/api/invites/{token}/accept", {})
        player.command(campaign, {"type": "choose_hero", "hero": hero})
        player.command(campaign, {"type": "set_ready", "ready": True})
    anna.command(campaign, {"type": "start_campaign"})
    return gm, [anna, bert], campaign


def open_reading(gm: Client, campaign: int) -> dict[str, Any] | None:
    view = gm.view(campaign)
    pending = (view.get("campaign") or {}).get("story", {}).get("pending", [])
    return next((d for d in pending if d["kind"] == "reading"), None)


def is_read_on(command: dict[str, Any]) -> bool:
    return command["type"] == "vote_on_choice" and command.get("choice") == "read_on"


def step(players: list[Client], gm: Client, campaign: int, wanted: dict[str, Any] | None) -> str:
    """One move towards ``wanted`` that is never a "Read on": "sent", "answered",
    "played", or "idle" when nothing is asked between quests."""
    menus = [(p, [c for c in p.legal(campaign) if not (is_read_on(c) or is_open_tome(c))])
             for p in players]  # fmt: skip
    for player, options in menus:
        if wanted is not None and wanted in options:
            send(player, campaign, wanted)
            return "sent"
    for player, options in menus:
        answers = [o for o in options if o["type"] in ("vote_on_choice", "spend_morale_on_test")]
        if answers:
            keep = [o for o in answers if o.get("spend") is False or o.get("choice") == "A"]
            send(player, campaign, (keep or answers)[0])
            return "answered"
    view = gm.view(campaign)
    if view["phase"] != "quest":
        return "idle"
    if not weaken_the_enemies(gm, campaign, view["quest"]):
        for player, options in menus:
            if options:
                send(player, campaign, quest_move(view["quest"], options))
                break
    return "played"


def the_text_is_on_every_screen_first(pages: list[Page], source: str) -> None:
    """CAMP-36: the card or entry under its own title, with its text, and no quest yet."""
    for page in pages:
        card = page.locator(f'#reading [data-reading="{source}"]')
        back = page.locator("#back-to-map")  # a quest's debrief stays until it is closed
        expect(card.or_(back).first).to_be_visible(timeout=LIVE)
        if back.is_visible():
            back.click()
        expect(card.locator(".card-text")).not_to_be_empty(timeout=LIVE)
        expect(page.locator("#quest-title")).to_have_count(0)


def is_open_tome(command: dict[str, Any]) -> bool:
    return command["type"] == "vote_on_choice" and command.get("choice") == "open_tome"


def read_on_and_see_the_quest(
    players: list[Client], campaign: int, pages: list[Page], quest: str
) -> None:
    """Everyone reads on; before every quest but the first the party prepares (DEV-15/16):
    the prepare panel with the quest's introduction is on every player's screen, and the
    quest begins once each has opened the Tome of Quests."""
    for player in players:
        for command in player.legal(campaign):
            if is_read_on(command):
                send(player, campaign, command)
    if quest != "q1":
        for page in pages[1:]:  # the players' screens (the GM holds no seat)
            expect(page.locator("#prepare .quest-intro")).not_to_be_empty(timeout=LIVE)
            expect(page.locator("#quest-title")).to_have_count(0)
        for player in players:
            for command in player.legal(campaign):
                if is_open_tome(command):
                    send(player, campaign, command)
    for page in pages:
        expect(page.locator("#quest-title")).to_be_visible(timeout=LIVE)
        no_script_errors(page)


def test_two_players_and_a_gm_reach_quest_four_with_every_story_text_first(
    browser: Browser, server: str
) -> None:
    gm, players, campaign = three_at_the_table(server)
    pages = [
        gm.page(browser, campaign, viewport=DESKTOP),
        players[0].page(browser, campaign, viewport=DESKTOP),
        players[1].page(browser, campaign, viewport=PHONE),
    ]
    road = list(ON_TO_QUEST_FOUR)
    seen: list[str] = []
    for _ in range(3000):
        reading = open_reading(gm, campaign)
        if reading is not None:
            assert LEADS_IN.get(reading["quest"]) in (reading["source"], None), reading
            the_text_is_on_every_screen_first(pages, reading["source"])
            read_on_and_see_the_quest(players, campaign, pages, reading["quest"])
            seen.append(reading["quest"])
            if reading["quest"] == "q4":
                break
            continue
        done = step(players, gm, campaign, road[0] if road else None)
        if done == "sent":
            road.pop(0)
        assert done != "idle", f"nobody may send {road[:1]} and nothing waits (quests: {seen})"
    print(f"quests begun after their texts were read on every screen: {seen}")
    assert seen[:2] == ["q1", "q2"] and seen[-1] == "q4", seen
