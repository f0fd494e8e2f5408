"""Issue 30: a Primal table's new fight is set up as on the box's setup sheet: the hunt
(its monster and terrain) and the monster's level are two controls, the level list
holding only the levels the server lists for the chosen hunt (P-SETUP-01, P-EXP-02).
Both work at 1280 and 390 px and by the keyboard, and the page is axe-clean."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from app.content.loader import pack_documents
from tests.browser.pages import no_script_errors, unique_name
from tests.browser.tables import Client
from tests.browser.visual import axe_problems

pytestmark = pytest.mark.browser

PACK = Path(__file__).parents[1] / "engine" / "primal" / "pack"
PHONE: ViewportSize = {"width": 390, "height": 844}


def _solo_table(server: str) -> tuple[Client, int]:
    """A GM alone at a Primal table of the test pack, holding two hunters (P-SETUP-19)."""
    gm = Client(server, unique_name("setter"))
    uploaded = gm.post("/api/content/packs", {"documents": pack_documents(PACK)})
    campaign = gm.post("/api/campaigns", {"name": "Two levels", "content_hash": uploaded["hash"]})
    for _ in range(2):
        choice = next(c for c in gm.legal(campaign["id"]) if c["type"] == "primal_choose_hunter")
        gm.command(campaign["id"], choice)
    return gm, int(campaign["id"])


def _levels_listed(gm: Client, campaign: int) -> dict[str, list[int]]:
    listed: dict[str, list[int]] = {}
    for c in gm.legal(campaign):
        if c["type"] == "primal_begin_fight":
            listed.setdefault(c["fight"], []).append(c.get("level", 0))
    return listed


def _options(page: Page, select: str) -> list[str]:
    values: list[str] = page.locator(f"{select} option").evaluate_all(
        "els => els.map(e => e.value)"
    )
    return values


def _both_fit(page: Page) -> None:
    width = page.viewport_size["width"] if page.viewport_size else 0
    for select in ("#fight-choice", "#level-choice", "#begin-fight-button"):
        box = page.locator(select).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, (select, box)


@pytest.mark.parametrize("viewport", [None, PHONE], ids=["desktop", "phone"])
def test_the_hunt_and_the_level_are_chosen_apart(
    browser: Browser, server: str, viewport: ViewportSize | None
) -> None:
    gm, campaign = _solo_table(server)
    listed = _levels_listed(gm, campaign)
    first = next(iter(listed))
    several = next(f for f, levels in listed.items() if len(levels) > 1 and f != first)
    options: dict[str, Any] = {"viewport": viewport} if viewport else {}
    page = gm.page(browser, campaign, **options)
    expect(page.locator("#level-choice")).to_be_visible()
    assert _options(page, "#fight-choice") == list(listed)
    assert _options(page, "#level-choice") == [str(lv) for lv in listed[first]]
    page.focus("#fight-choice")
    page.select_option("#fight-choice", several)
    expect(page.locator("#level-choice option")).to_have_count(len(listed[several]))
    assert _options(page, "#level-choice") == [str(lv) for lv in listed[several]]
    expect(page.locator("#fight-choice")).to_be_focused()
    hunts = page.locator("#fight-choice").inner_text()
    assert "-" not in hunts and "The hive marsh: Hive Mother" in hunts, hunts
    _both_fit(page)
    assert axe_problems(page) == []
    page.keyboard.press("Tab")
    expect(page.locator("#level-choice")).to_be_focused()
    page.select_option("#level-choice", str(listed[several][-1]))
    page.keyboard.press("Tab")
    expect(page.locator("#begin-fight-button")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#primal-table")).to_be_visible()
    fight = gm.view(campaign)["fight"]
    assert (fight["fight"], fight["level"]) == (several, listed[several][-1])
    no_script_errors(page)
