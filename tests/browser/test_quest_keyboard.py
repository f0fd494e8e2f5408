"""Issue 23, the quest table by keyboard: one key skips the head, the log and its rule
links to the board ("Skip to the board"); after an action the focus goes to the next
sensible control (the board's first legal space, the target, End turn), never back to
the top of the page; every control's screen-reader name holds its visible label."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.pages import no_script_errors
from tests.browser.tables import quest_table

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}

FOCUSED = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return "body";
  return [a.tagName.toLowerCase(), a.id, a.getAttribute("class") || "",
          (a.getAttribute("aria-label") || a.textContent || "").trim().slice(0, 60)].join("|");
}"""

NAME_MISMATCHES = """() => {
  // WCAG 2.5.3: a control's accessible name contains the words it shows.
  const out = [];
  const controls = document.querySelectorAll(
    ".quest-table button, .quest-table a[href], .quest-table [role=button]");
  for (const c of controls) {
    const shown = (c.innerText || "").replace(/\\s+/g, " ").trim();
    const label = c.getAttribute("aria-label");
    if (!shown || !label || c.closest("svg")) continue;
    if (!label.toLowerCase().includes(shown.toLowerCase())) out.push(`${shown} / ${label}`);
  }
  return out;
}"""


def focused(page: Page) -> str:
    text: str = page.evaluate(FOCUSED)
    return text


@pytest.fixture
def huntress(browser: Browser, server: str) -> Page:
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 6], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    page = table.clients[0].page(browser, table.campaign, viewport=DESKTOP)
    expect(page.locator("#hand-strip [data-play=HT02]")).to_be_visible()
    return page


def test_one_key_skips_to_the_board(huntress: Page, screenshots: Path) -> None:
    page = huntress
    page.evaluate("document.activeElement?.blur(); window.scrollTo(0, 0)")
    stops = []
    for _ in range(8):
        page.keyboard.press("Tab")
        stops.append(focused(page))
        if "skip-to-board" in stops[-1]:
            break
    assert any("skip-to-board" in s for s in stops), stops
    assert not any("rule-link" in s for s in stops), stops
    page.screenshot(path=str(screenshots / "keyboard-skip-1280.png"))
    page.keyboard.press("Enter")
    landed = focused(page)
    assert landed != "body" and "skip-to-board" not in landed, landed
    assert page.evaluate(
        "document.querySelector('.quest-middle, #hand-strip')"
        " && document.activeElement.closest('.quest-table') !== null"
    )
    no_script_errors(page)


def test_after_an_action_the_focus_goes_on_not_to_the_top(
    huntress: Page, screenshots: Path
) -> None:
    """Quick Shot played from the keyboard: the card is gone, so the focus goes to the
    board's first legal space; after the Move, to the attack (or the reaction asked)."""
    page = huntress
    card = page.locator("[data-card=HT02]").first
    card.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#mode")).to_contain_text("Move 1")
    page.wait_for_function("document.activeElement && document.activeElement !== document.body")
    assert "rect|" in focused(page) and "reachable" in focused(page), focused(page)
    page.screenshot(path=str(screenshots / "keyboard-after-card-1280.png"))
    page.keyboard.press("Enter")  # the first legal space
    expect(page.locator("#targets, #pass-reaction").first).to_be_visible(timeout=15_000)
    page.wait_for_timeout(300)
    landed = focused(page)
    assert landed != "body", landed
    assert page.evaluate("document.activeElement.closest('.quest-table') !== null"), landed
    no_script_errors(page)


def test_screen_reader_names_hold_the_visible_labels(huntress: Page) -> None:
    assert huntress.evaluate(NAME_MISMATCHES) == []
