"""The GM's dashboard in a real browser (issue 15): the GM's tables with where each stands,
one campaign's state in panels and as data, time travel to an earlier event with what
changed since, and the event log filtered — at desktop and phone widths, by keyboard too.
Its screenshots are docs/gm-guide.md's."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import doc_images, no_script_errors
from tests.browser.tables import Table, quest_table, started_table
from tests.browser.test_between_quests import play_until_between_quests, settle_the_story

DOCS = doc_images()
HANDS = {"huntress": ["HT02", "HT02", "HT03", "HT03", "HT17"],
         "landsknecht": ["LK06", "LK02", "LK04", "LK04", "LK08"]}  # fmt: skip


def gm_page(browser: Browser, server: str, width: int) -> tuple[Page, Table]:
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [3, 2], "landsknecht": [2, 2]}, HANDS,
    )  # fmt: skip
    gm = table.clients[0]  # the host created the campaign: its GM
    page = gm.page(browser, table.campaign, viewport={"width": width, "height": 900})
    page.goto("/#/gm")
    return page, table


def test_the_gm_sees_inside_and_travels_back(
    browser: Browser, server: str, screenshots: Path
) -> None:
    page, table = gm_page(browser, server, 1280)
    campaign = table.campaign
    card = page.locator(f"[data-gm-campaign='{campaign}']")
    expect(card).to_contain_text("In a quest")
    expect(card).to_contain_text("Waiting:")
    page.screenshot(path=str(screenshots / "gm-list-1280.png"))
    card.locator("a").click()
    expect(page.locator("#gm-summary")).to_be_visible()
    expect(page.locator("[data-gm-hero]")).to_have_count(2)
    expect(page.locator("text=Now: after event")).to_be_visible()
    page.screenshot(path=str(DOCS / "gm-dashboard.png"), full_page=False)

    number = page.locator("#gm-at-number")
    number.fill("3")
    number.press("Enter")
    expect(page.locator("text=Read-only: the state after event 3")).to_be_visible()
    expect(page.locator("[data-testid=gm-changes] li").first).to_be_visible()
    expect(page.locator("[data-gm-hero]")).to_have_count(0)  # no quest yet at event 3
    page.screenshot(path=str(DOCS / "gm-time-travel.png"), full_page=False)
    page.get_by_role("button", name="Back to now").click()
    expect(page.locator("text=Now: after event")).to_be_visible()

    page.select_option("#gm-fix-unit", label="Huntress")
    page.select_option("#gm-fix-what", "health")
    page.locator("#gm-fix-value").fill("2")
    page.locator("#gm-fix-reason").fill("the trap was misapplied")
    page.get_by_role("button", name="Apply").click()
    expect(page.locator("[data-gm-hero=huntress]")).to_contain_text("2/5")
    page.locator("#gm-fix-value").fill("9")
    page.locator("#gm-fix-reason").fill("far too much")
    page.locator("#gm-fix-reason").press("Enter")
    expect(page.locator("section[aria-labelledby=gm-fix] [role=alert]")).to_contain_text(
        "goes up to 5"
    )
    page.screenshot(path=str(DOCS / "gm-correction.png"), full_page=False)
    player = table.clients[1].page(browser, campaign)
    expect(player.locator("#log")).to_contain_text(
        "GM set Huntress's Health to 2 (was 5): the trap was misapplied"
    )

    page.locator("#gm-log-type").fill("hero_placed")
    page.locator("#gm-log-type").press("Enter")
    expect(page.locator(".gm-log > li")).to_have_count(2)
    page.locator("#gm-log-type").fill("")
    page.locator("#gm-log-text").fill("landsknecht")
    page.get_by_role("button", name="Show").click()
    expect(page.locator(".gm-log > li").first).to_be_visible()
    no_script_errors(page)


def test_the_dashboard_fits_a_phone(browser: Browser, server: str, screenshots: Path) -> None:
    page, table = gm_page(browser, server, 390)
    page.locator(f"[data-gm-campaign='{table.campaign}'] a").click()
    expect(page.locator("#gm-summary")).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 391, f"the dashboard scrolls sideways on a phone ({width} px)"
    page.screenshot(path=str(screenshots / "gm-dashboard-390.png"), full_page=True)
    no_script_errors(page)


def test_a_player_is_not_let_inside(browser: Browser, server: str) -> None:
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [3, 2], "landsknecht": [2, 2]}, HANDS,
    )  # fmt: skip
    page = table.clients[1].page(browser, table.campaign)
    page.goto(f"/#/gm/{table.campaign}")
    expect(page.locator("[role=alert]")).to_contain_text("Only the campaign's GM")
    page.goto("/#/gm")
    expect(page.locator("text=You run no campaign yet")).to_be_visible()


def test_between_quests_the_dashboard_reads_the_boards_in_game_terms(
    browser: Browser, server: str, screenshots: Path
) -> None:
    """Issue 23: after quest 1 the heroes show the Health their boards hold (not the ended
    quest's), with gold, XP and equipment by name; the story read so far; no dice seed."""
    table = started_table(server, [["landsknecht"], ["huntress"]], pack="base")
    play_until_between_quests(table.clients, table.campaign)
    settle_the_story(table.clients, table.campaign)
    boards = table.clients[0].view(table.campaign)["campaign"]["heroes"]
    page = table.clients[0].page(browser, table.campaign, viewport={"width": 1280, "height": 900})
    page.goto(f"/#/gm/{table.campaign}")
    for hero, board in boards.items():
        row = page.locator(f"[data-gm-hero={hero}]")
        expect(row).to_contain_text(f"{board['health']}/{board['max_health']}")
        expect(row.locator("td").nth(3)).to_have_text(re.compile(r"^\d+½?$"))  # gold
        expect(row).not_to_contain_text("_")  # equipment by name, never an id
    expect(page.locator("[data-testid=gm-story] li").first).to_be_visible()
    expect(page.locator("main")).not_to_contain_text("seed")
    name = table.clients[0].http.get(f"/api/campaigns/{table.campaign}").json()["name"]
    expect(page.locator("h1")).to_have_text(f"Inside “{name}”")  # its name, not its number
    page.screenshot(path=str(screenshots / "gm-between-quests-1280.png"), full_page=True)
    no_script_errors(page)
