"""The campaign between quests in the browser (issue 14, part B): a party brought to
Penzberg through the real server (tests/browser/campaign_road.py) moves between its
locations (the travel die may draw a town card), buys and sells, works and rests at the
inn, upgrades the wagon and deposits into it, crafts, spends XP and builds a deck; two
players in their own browsers, a reload at every panel bringing the same panel back.
The town, the wagon and a hero board are photographed for the README at 1280x800 and
390x844 (docs/images/campaign-*.png)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.campaign_road import party_in_penzberg, send, settle
from tests.browser.pages import no_script_errors
from tests.browser.tables import Table

pytestmark = pytest.mark.browser

DOCS = Path(__file__).resolve().parents[2] / "docs" / "images"
PHONE = {"width": 390, "height": 844}
SLOW = 15_000


@pytest.fixture(scope="module")
def penzberg(server: str) -> Table:
    """Landsknecht (player 1) and Huntress (player 2) at the Ducal Residence."""
    return party_in_penzberg(server)


def board(table: Table) -> dict[str, Any]:
    campaign: dict[str, Any] = table.clients[0].view(table.campaign)["campaign"]
    return campaign


def at_location(table: Table, location: str) -> None:
    """The party stands on ``location`` (sent over the API; a town card drawn on the way
    is answered as the story asks)."""
    if board(table)["region"]["location"] != location:
        command = {"type": "enter_location", "location": location}
        send(table.clients[0], table.campaign, command)
    settle(table.clients, table.campaign)


def tab(page: Page, panel: str) -> None:
    page.locator(f"#tab-{panel}").click()
    expect(page.locator("#campaign-panels")).to_have_attribute("data-panel", panel)


def reload_keeps(page: Page, panel: str) -> None:
    """A reload brings the same panel back."""
    page.reload()
    expect(page.locator("#campaign-panels")).to_have_attribute("data-panel", panel, timeout=SLOW)


def fits(page: Page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"] + 1, f"the page scrolls sideways ({width} px)"  # type: ignore[index]


def shoot(page: Page, name: str) -> None:
    page.evaluate("document.getElementById('toasts').replaceChildren()")
    page.locator("#campaign-panels").scroll_into_view_if_needed()
    page.screenshot(path=str(DOCS / name))


def town_cards_read(table: Table) -> list[str]:
    fronts = board(table)["story"]["fronts"]
    return [card for card in fronts if card.startswith("T")]


def test_moving_between_locations_may_draw_a_town_card(browser: Browser, penzberg: Table) -> None:
    page = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(page, "town")
    expect(page.locator("[data-location=L01]")).to_have_class("location here")
    expect(page.locator("#campaign-panel")).to_contain_text("1 chance in 3 of a town card")
    for move in range(12):  # each entry rolls the travel die (SETL-06): 1 in 3
        target = ("L02", "L03")[move % 2]
        page.locator(f"[data-location={target}] button").click()
        here = page.locator(f"[data-location={target}]")
        expect(here).to_have_class("location here", timeout=SLOW)
        settle(penzberg.clients, penzberg.campaign)
        if town_cards_read(penzberg):
            break
    drawn = town_cards_read(penzberg)
    assert drawn, "twelve entries drew no town card"
    title = board(penzberg)["story"]["fronts"][drawn[0]]["title"]
    expect(page.locator("#log")).to_contain_text(title, timeout=SLOW)
    reload_keeps(page, "town")
    shoot(page, "campaign-town-1280.png")
    no_script_errors(page)

    phone = penzberg.clients[1].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "town")
    fits(phone)
    shoot(phone, "campaign-town-390.png")
