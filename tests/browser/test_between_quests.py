"""Between quests in the browser (issue 12; the campaign screen of issue 14): after quest 1
of the base campaign the table shows the day and the region map, and a player rides on
by one card the map offers."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import no_script_errors
from tests.browser.tables import Client, started_table

ORDER = ("attack", "move_hero", "play_card", "end_turn")


def choice(options: list[dict[str, Any]]) -> dict[str, Any]:
    """The scripted party of the headless tests: attack, else move, else play, else end."""
    for kind in ORDER:
        found = [o for o in options if o["type"] == kind]
        if found:
            return found[0] if kind != "move_hero" else found[-1]
    answers = [o for o in options if o["type"] != "apply_default"]
    return answers[0]


def play_until_between_quests(clients: list[Client], campaign: int) -> None:
    for _ in range(600):
        if clients[0].view(campaign)["phase"] == "between_quests":
            return
        for client in clients:
            options = client.legal(campaign)
            if options:
                client.command(
                    campaign, {k: v for k, v in choice(options).items() if k != "wasted"}
                )
                break
    raise AssertionError("quest 1 did not end")


STORY_ANSWERS = ("vote_on_choice", "spend_morale_on_test")


def settle_the_story(clients: list[Client], campaign: int) -> None:
    """A card being read may ask the party first (a vote, morale on a test): whoever is
    asked answers with the first choice, until the road is open to the first player."""
    for _ in range(20):
        if any(o["type"] == "travel_to" for o in clients[0].legal(campaign)):
            return
        for client in clients:
            answers = [o for o in client.legal(campaign) if o["type"] in STORY_ANSWERS]
            if answers:
                client.command(campaign, answers[0])
                break
    raise AssertionError("the story never let the party travel")


def open_a_journey(page: Page) -> None:
    """Pick the first card the party can reach; a click that lands while the live table
    redraws the map (a view or a pending message just arrived) is made again."""
    for _ in range(3):
        page.locator(".map-card.reachable").first.click()
        try:
            expect(page.locator("#travel-preview")).to_be_visible(timeout=3_000)
            return
        except AssertionError:
            continue
    raise AssertionError("no journey's preview opened")


def test_the_party_rides_on_after_quest_one(browser: Browser, server: str) -> None:
    table = started_table(server, [["landsknecht"], ["huntress"]], pack="base")
    play_until_between_quests(table.clients, table.campaign)
    settle_the_story(table.clients, table.campaign)
    page = table.clients[0].page(browser, table.campaign)
    page.click("#back-to-map")
    day = table.clients[0].view(table.campaign)["campaign"]["days"]["day"]
    expect(page.locator("#days-title")).to_have_text(f"Day {day} of 60")
    open_a_journey(page)
    page.click("#confirm-travel")
    # A road card drawn on the way may lead into a skirmish: then the quest table shows.
    arrived = page.locator("#days-title", has_text=a_day_after(day))
    expect(arrived.or_(page.locator("#quest-title"))).to_be_visible(timeout=15_000)
    no_script_errors(page)


def a_day_after(day: int) -> re.Pattern[str]:
    """The days track once the journey took its day (CAMP-11) or more: some road cards
    cost the party another (a seeded table may draw one)."""
    return re.compile(rf"^Day (?!{day} )\d+ of 60$")


def test_the_panel_fits_a_phone(browser: Browser, server: str, screenshots: Any) -> None:
    table = started_table(server, [["landsknecht"], ["huntress"]], pack="base")
    play_until_between_quests(table.clients, table.campaign)
    page = table.clients[1].page(browser, table.campaign, viewport={"width": 390, "height": 844})
    page.click("#back-to-map")  # the debrief first, on a browser that has not read it
    expect(page.locator("#region-map")).to_be_visible()
    page.screenshot(path=str(screenshots / "between-quests-390.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 391, f"the page scrolls sideways on a phone ({width} px)"


def test_the_journey_says_a_main_plot_card_there_begins_its_quest(
    browser: Browser, server: str, screenshots: Any
) -> None:
    """Issue 23: before the journey onto M06 is confirmed, the preview says that the
    main-plot card lying there is read on arrival and may begin a quest at once."""
    table = started_table(server, [["landsknecht"], ["huntress"]], pack="base")
    play_until_between_quests(table.clients, table.campaign)
    settle_the_story(table.clients, table.campaign)
    page = table.clients[0].page(browser, table.campaign, viewport={"width": 1280, "height": 800})
    page.click("#back-to-map")
    page.locator(".map-card[data-card=M06]").click()
    lying = page.locator("#travel-preview .lying-card")
    expect(lying).to_contain_text("A main-plot card lies there")
    expect(lying).to_contain_text("a quest may begin there at once")
    expect(page.locator("#travel-preview")).not_to_contain_text("S002")
    page.screenshot(path=str(screenshots / "journey-main-plot-1280.png"))
    no_script_errors(page)
