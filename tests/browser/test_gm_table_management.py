"""Table management in the GM's dashboard, in a real browser (issue 15): the time-travel
slider and going back to the event it shows, a seat's heroes handed to another seat for
the evening (and back when the player is), ending a quest and correcting the campaign
with a reason every player reads, and the player's I'm away and Undo buttons. Its
screenshots are docs/gm-guide.md's."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError

from tests.browser.pages import doc_images, no_script_errors
from tests.browser.tables import Table, quest_table

DOCS = doc_images()
PLACES = {"huntress": [2, 7], "landsknecht": [5, 7]}
HANDS = {"huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
         "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"]}  # fmt: skip


def dashboard(browser: Browser, server: str, width: int = 1280) -> tuple[Page, Table]:
    table = quest_table(server, [["huntress"], ["landsknecht"]], PLACES, HANDS, pack="base")
    gm = table.clients[0]  # the host created the campaign: its GM
    page = gm.page(browser, table.campaign, viewport={"width": width, "height": 900})
    page.goto(f"/#/gm/{table.campaign}")
    expect(page.locator("#gm-seats")).to_be_visible()
    return page, table


def scroll_to(page: Page, selector: str) -> None:
    """Bring ``selector`` into view; the dashboard may redraw it meanwhile (the time-travel
    answer and the live table both redraw the panels), so a detached one is looked up again."""
    for _ in range(5):
        try:
            page.locator(selector).scroll_into_view_if_needed(timeout=3000)
            return
        except PlaywrightError:
            expect(page.locator(selector)).to_be_visible()
    page.locator(selector).scroll_into_view_if_needed()


def settled(page: Page) -> None:
    """The confirmations have faded (they would cover the form in a screenshot)."""
    expect(page.locator("#toasts .toast-info")).to_have_count(0, timeout=8000)


def test_the_gm_travels_back_hands_heroes_over_and_corrects(
    browser: Browser, server: str, screenshots: Path
) -> None:
    page, table = dashboard(browser, server)
    friend = table.clients[1]
    slider = page.locator("#gm-at")
    slider.fill("4")
    slider.dispatch_event("change")
    expect(page.locator("text=Read-only: the state after event 4")).to_be_visible()
    expect(page.locator("#gm-back-reason")).to_be_visible()
    scroll_to(page, "#gm-back")
    page.screenshot(path=str(DOCS / "gm-go-back.png"), full_page=False)
    page.get_by_role("button", name="Back to now").click()
    expect(page.locator("text=Now: after event")).to_be_visible()

    page.select_option("#gm-hand-from", label=friend.name)
    page.select_option("#gm-hand-to", label=table.clients[0].name)
    page.get_by_role("button", name="Hand over").click()
    seats = page.locator("[data-testid=gm-seat-list]")
    expect(seats).to_contain_text(f"{friend.name}: no hero")
    scroll_to(page, "#gm-seats")
    settled(page)
    page.screenshot(path=str(DOCS / "gm-seats.png"), full_page=False)

    player = friend.page(browser, table.campaign)
    expect(player.locator("#log")).to_contain_text("The GM lent Landsknecht")
    away = player.locator("#away-toggle")
    away.click()
    expect(away).to_have_text("I'm back")
    player.screenshot(path=str(screenshots / "player-away-1280.png"), full_page=False)
    away.click()  # back: the heroes lent for the evening come home
    expect(away).to_have_text("I'm away")
    expect(player.locator("#log")).to_contain_text("went back to")
    page.reload()
    expect(seats).to_contain_text(f"{friend.name}: Landsknecht")

    page.select_option("#gm-end-outcome", "victory")
    page.locator("#gm-end-reason").fill("we ran out of evening")
    page.get_by_role("button", name="End it").click()
    expect(page.locator("#gm-board")).to_be_visible()
    page.select_option("#gm-board-hero", label="Huntress")
    page.select_option("#gm-board-what", "agility")
    page.locator("#gm-board-value").fill("0")
    page.locator("#gm-board-reason").fill("try a zero")
    page.locator("#gm-board-reason").press("Enter")
    expect(page.locator("section[aria-labelledby=gm-board] [role=alert]")).to_contain_text(
        "at least 1"
    )
    scroll_to(page, "#gm-board")
    settled(page)
    page.screenshot(path=str(DOCS / "gm-campaign-correction.png"), full_page=False)
    page.select_option("#gm-board-what", "xp")
    page.locator("#gm-board-value").fill("5")
    page.locator("#gm-board-reason").fill("the finding was not counted")
    page.get_by_role("button", name="Apply").click()
    expect(player.locator("#log")).to_contain_text(
        "GM set Huntress's XP to 5 (was 1): the finding was not counted"
    )
    # the GM acted since the player's last move: only the whole table can take it back
    expect(player.locator("#undo-last")).to_be_hidden()
    player.locator("#undo-ask").click()
    expect(player.locator("#log")).to_contain_text("asks the table to go back")
    expect(player.locator("#undo-agree")).to_be_hidden()  # the asker agreed already
    player.screenshot(path=str(screenshots / "player-vote-1280.png"), full_page=False)
    no_script_errors(page)
    no_script_errors(player)


def test_the_new_panels_fit_a_phone(browser: Browser, server: str, screenshots: Path) -> None:
    page, _ = dashboard(browser, server, 390)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 391, f"the dashboard scrolls sideways on a phone ({width} px)"
    page.locator("#gm-give-to").fill("nobody-here")
    page.get_by_role("button", name="Give the seat").click()
    alert = page.locator("section[aria-labelledby=gm-seats] [role=alert]")
    expect(alert).to_contain_text("No member of this campaign is called nobody-here")
    scroll_to(page, "#gm-seats")
    page.screenshot(path=str(screenshots / "gm-seats-390.png"), full_page=False)
    no_script_errors(page)
