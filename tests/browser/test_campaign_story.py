"""The story told right on every screen (issue 23, "The story"): a text that starts a quest
is on every seat's screen, and in the journal, before the quest screen appears (CAMP-36's
reading step), and the reading panel shows each card with its own decision, never a card
read after it above another card's options (CAMP-21/22)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.pages import no_script_errors
from tests.browser.story_pack import STORIED
from tests.browser.tables import started_table

pytestmark = pytest.mark.browser

DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
LIVE = 15_000
WOODCUTTER = "A woodcutter bursts out of the undergrowth"
LANDLORD = "The landlord of the Golden Lion has his sleeves rolled up"


def reads_the_road_to_penzberg(page: Page) -> None:
    card = page.locator('#reading [data-reading="S001"]')
    expect(card.locator(".card-title")).to_have_text("The Road to Penzberg", timeout=LIVE)
    expect(card.locator(".card-text")).to_contain_text(WOODCUTTER)
    expect(card.locator(".reading-step")).to_contain_text("begins when everyone has read this")
    expect(page.locator("#quest-title")).to_have_count(0)


def test_the_road_to_penzberg_is_on_every_screen_before_quest_one_begins(
    browser: Browser, server: str
) -> None:
    table = started_table(server, [["landsknecht"], ["huntress"]], pack="base", read_on=False)
    anna_client, ben_client = table.clients
    anna = anna_client.page(browser, table.campaign, viewport=DESKTOP)
    ben = ben_client.page(browser, table.campaign, viewport=PHONE)
    for page in (anna, ben):
        reads_the_road_to_penzberg(page)
    anna.click("#tab-journal")  # the journal keeps it before the quest
    expect(anna.locator("#journal-list")).to_contain_text("The Road to Penzberg")
    anna.click("#tab-map")

    anna.locator("#read-on").click()
    expect(anna.locator("#reading .reading-step")).to_contain_text("You have read on")
    ben.reload()  # the card again after a reload, still before the quest
    reads_the_road_to_penzberg(ben)
    ben.locator("#read-on").click()
    for page in (anna, ben):
        expect(page.locator("#quest-title")).to_be_visible(timeout=LIVE)
        no_script_errors(page)


TITLE_ABOVE_THE_VOTE = """() => {
  const vote = document.querySelector("#reading .decision.vote");
  const titles = [...document.querySelectorAll("#reading .card-title")];
  const before = (t) => t.compareDocumentPosition(vote) & Node.DOCUMENT_POSITION_FOLLOWING;
  const above = titles.filter(before);
  return above.length ? above[above.length - 1].textContent : null;
}"""


def shows_each_card_with_its_own_decision(page: Page) -> None:
    expect(page.locator("#reading")).to_contain_text(LANDLORD, timeout=LIVE)  # S007's own text
    expect(page.locator("#reading .decision.vote")).to_contain_text("Go down into the drains")
    assert page.evaluate(TITLE_ABOVE_THE_VOTE) == "Rats under the Tanners' Quarter"
    rats = page.locator('#reading [data-reading="S007"]')
    expect(rats.locator(".card-title")).to_have_text(
        "Rats under the Tanners' Quarter", timeout=LIVE
    )
    expect(rats.locator(".card-text")).to_contain_text(LANDLORD)
    expect(rats.locator(".decision.vote")).to_contain_text("Go down into the drains at once.")
    planks = page.locator('#reading [data-reading="S004"]')
    expect(planks.locator(".card-title")).to_have_text("Planks and Slime")
    expect(planks.locator(".decision")).to_have_count(0)  # S004 asks nothing


def test_a_card_read_after_another_never_shows_above_its_options(
    browser: Browser, server: str
) -> None:
    table = started_table(server, [["landsknecht"], ["huntress"]], pack=STORIED)
    anna_client, ben_client = table.clients
    anna = anna_client.page(browser, table.campaign, viewport=DESKTOP)
    ben = ben_client.page(browser, table.campaign, viewport=PHONE)
    expect(anna.locator("#region-map")).to_be_visible(timeout=LIVE)
    anna_client.command(table.campaign, {"type": "travel_to", "to": "M06"})
    pending = anna_client.view(table.campaign)["campaign"]["story"]["pending"]
    assert [(d["kind"], d["source"]) for d in pending] == [("option", "S007")]
    for page in (anna, ben):
        shows_each_card_with_its_own_decision(page)
    anna.reload()  # from the table's state alone: the card whose vote is open
    rats = anna.locator('#reading [data-reading="S007"]')
    expect(rats.locator(".card-title")).to_have_text(
        "Rats under the Tanners' Quarter", timeout=LIVE
    )
    expect(rats.locator(".decision.vote")).to_contain_text("Go down into the drains at once.")
    for page in (anna, ben):
        no_script_errors(page)
