"""The party prepares before a quest (issue 23, DEV-15, EQUIP-41): after the text that
starts quest 2 is read, every seat's screen (a 1280 px desktop and a 390 px phone) shows
the prepare panel with the quest's introduction; a player changes a hero's deck by
keyboard, and "Open the Tome of Quests" on every seat starts the quest."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.campaign_road import send
from tests.browser.pages import no_script_errors
from tests.browser.tables import started_table
from tests.prepare_pack import PREPARED

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
LIVE = 15_000
INTRODUCTION = "The Golden Stag stands where the salt road meets the way to Penzberg"


def shows_the_prepare_panel(page: Page) -> None:
    panel = page.locator("#prepare")
    expect(panel.locator("h2")).to_have_text(
        "Prepare for Quest 2: The Inn at the Crossing", timeout=LIVE
    )
    expect(panel.locator(".quest-intro")).to_contain_text(INTRODUCTION)
    expect(panel.locator("#open-tome")).to_have_text("Open the Tome of Quests")
    expect(page.locator("#quest-title")).to_have_count(0)


def press(page: Page, selector: str) -> None:
    """The keyboard: focus the control and press Enter."""
    page.locator(selector).focus()
    page.keyboard.press("Enter")


def test_the_party_prepares_and_opens_the_tome_of_quests(browser: Browser, server: str) -> None:
    table = started_table(server, [["landsknecht"], ["huntress"]], pack=PREPARED)
    anna_client, ben_client = table.clients
    fix = {"type": "correct_hero", "hero": "landsknecht", "track": "xp", "value": 12}
    send(anna_client, table.campaign, {**fix, "reason": "a test"}, as_gm=True)
    anna_client.command(
        table.campaign, {"type": "buy_action_card", "hero": "landsknecht", "card": "LK22"}
    )  # DEV-14: 21 cards in the pool, so a deck is a choice
    anna = anna_client.page(browser, table.campaign, viewport=DESKTOP)
    ben = ben_client.page(browser, table.campaign, viewport=PHONE)
    for page in (anna, ben):
        shows_the_prepare_panel(page)
    expect(anna.locator("#prepare .prepare-heroes")).to_contain_text("21 cards in the pool")

    press(anna, '#prepare [data-tab="deck"]')  # the deck builder, the panel still above it
    expect(anna.locator("#tab-deck")).to_have_attribute("aria-selected", "true")
    shows_the_prepare_panel(anna)
    press(anna, '[aria-label="One Storm the Line fewer"]')
    press(anna, '[aria-label="One Double-Pay Fury more"]')
    press(anna, "#save-deck-landsknecht")
    expect(anna.locator('.deck[data-hero="landsknecht"]')).to_contain_text("This deck is saved")
    expect(anna.locator("#prepare .prepare-heroes")).to_contain_text("the deck of 20 last saved")
    assert "LK22" in anna_client.view(table.campaign)["campaign"]["heroes"]["landsknecht"]["deck"]

    press(anna, "#open-tome")
    expect(anna.locator("#prepare")).to_contain_text("You have opened the Tome")
    expect(ben.locator("#prepare")).to_contain_text("Opened the Tome:", timeout=LIVE)
    expect(anna.locator("#quest-title")).to_have_count(0)
    press(ben, "#open-tome")
    for page in (anna, ben):
        expect(page.locator("#quest-title")).to_contain_text(
            "The Inn at the Crossing", timeout=LIVE
        )
        expect(page.locator("#prepare")).to_have_count(0)
        no_script_errors(page)
