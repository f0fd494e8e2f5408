"""Issue 23, the table's header: Undo shows from the view itself (the client asked GET
/undo 3,429 times in an hour, after every change), and the header's GM link is only for
a user who runs a table (it showed "GM" to every user)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Request, expect

from tests.browser.pages import no_script_errors
from tests.browser.tables import quest_table

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}


def test_undo_comes_with_the_view_and_the_gm_link_only_for_the_gm(
    browser: Browser, server: str, screenshots: Path
) -> None:
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 6], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    gm_client, guest_client = table.clients
    asked: list[str] = []

    def count_undo(request: Request) -> None:
        if request.url.endswith("/undo"):
            asked.append(request.url)

    ann = gm_client.page(browser, table.campaign, viewport=DESKTOP)
    ann.on("request", count_undo)
    bert = guest_client.page(browser, table.campaign, viewport=DESKTOP)
    bert.on("request", count_undo)
    expect(ann.locator("#gm-link")).to_be_visible()
    expect(bert.locator("#gm-link")).to_be_hidden()

    moves = [c for c in gm_client.legal(table.campaign) if c["type"] == "move_hero"]
    gm_client.command(table.campaign, moves[0])  # a Move: no die, nothing revealed
    expect(ann.locator("#undo-last")).to_be_visible()
    expect(bert.locator("#undo-last")).to_be_hidden()
    ann.screenshot(path=str(screenshots / "header-undo-1280.png"))
    ann.click("#undo-last")
    expect(ann.locator("#toasts")).to_contain_text("Your last move was taken back.")
    ann.wait_for_timeout(500)
    assert asked == [], asked
    no_script_errors(ann)
    no_script_errors(bert)
