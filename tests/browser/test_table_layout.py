"""The board-first quest table (issue 27; issue 23, "The quest table"): at 1280x800 the
board takes the largest part of the screen with figures of at least 32 px, the zoom
buttons lie off the map, and every control of the step (a card's buttons, an attack's
odds and its button) is in view without scrolling; on a 390x844 phone nothing scrolls
sideways, the board fills the width, the prompt sits above the hand and each card of the
swipeable hand shows its buttons (before, each card scrolled inside itself and hid them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.layout import (
    board_area,
    controls_over_the_map,
    hidden_controls,
    page_scroll,
    token_sizes,
    too_wide,
)
from tests.browser.pages import no_script_errors
from tests.browser.tables import Table, quest_table

pytestmark = pytest.mark.browser

DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}

CARD_BUTTONS = """(card) => {
  // Swipe the strip to the card, then look at its buttons.
  card.scrollIntoView({ inline: "start", block: "nearest" });
  return card.dataset.card;
}"""


@pytest.fixture(scope="module")
def first_turn(server: str) -> Table:
    """Quest 1 on its first turn: the Huntress (Ann's) acts, the Landsknecht waits."""
    return fresh_turn(server)


def huntress_page(browser: Browser, table: Table, viewport: ViewportSize) -> Page:
    page = table.clients[0].page(browser, table.campaign, viewport=viewport)
    expect(page.locator("#hand-strip [data-play=HT02]")).to_be_visible()
    page.evaluate("document.getElementById('toasts').replaceChildren()")
    page.wait_for_timeout(200)  # the map's first view is set on the next frame
    return page


def shoot(page: Page, screenshots: Path, name: str) -> None:
    page.screenshot(path=str(screenshots / f"layout-{name}.png"))


def aim_at_a_wolf(page: Page) -> None:
    """Quick Shot (Move 1, then Ranged Attack 2): the move to [4, 4], then Wolf 2."""
    page.locator("[data-card=HT02]").first.press("Enter")
    expect(page.locator("#mode")).to_contain_text("Move 1")
    space = page.locator("svg.board rect.cell[data-x='4'][data-y='4']")
    space.hover()
    expect(page.locator("#path-info")).to_contain_text("2 steps to [4, 4]")
    space.press("Enter")
    targets = page.locator("#targets [data-target=wolf-2]")
    expect(targets.or_(page.locator("#pass-reaction"))).to_be_visible(timeout=15_000)
    if page.locator("#pass-reaction").is_visible():  # Light Step's free Move after a Move
        page.click("#pass-reaction")
    expect(page.locator("#targets [data-target=wolf-2]")).to_be_visible(timeout=15_000)
    page.click("#targets [data-target=wolf-2]")
    expect(page.get_by_test_id("preview-dice")).to_be_visible()


def measure(page: Page) -> dict[str, Any]:
    area = board_area(page)
    return {"board": area, "tokens": token_sizes(page), "scroll": page_scroll(page)}


def test_the_board_has_the_room_at_1280x800(
    browser: Browser, first_turn: Table, screenshots: Path
) -> None:
    page = huntress_page(browser, first_turn, DESKTOP)
    shoot(page, screenshots, "1280")
    facts = measure(page)
    print(f"\n1280x800: board {facts['board']}, tokens {facts['tokens']}")
    assert facts["board"]["area"] >= 0.55 * DESKTOP["width"], facts
    assert facts["tokens"] and min(facts["tokens"]) >= 32, facts
    assert facts["scroll"] == (DESKTOP["width"], DESKTOP["height"]), facts
    assert controls_over_the_map(page) == []
    # The hand below the board and the prompt: every card's buttons in view.
    hand = page.locator("#hand-strip").bounding_box()
    board = page.locator(".board-wrap").bounding_box()
    assert hand and board and hand["y"] >= board["y"] + board["height"] - 1
    assert hidden_controls(page, "#hand-strip button") == []
    assert hidden_controls(page, "#quest-controls .panel button") == []
    no_script_errors(page)


def fresh_turn(server: str) -> Table:
    """A table of its own (the move before the attack is sent to the server)."""
    return quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 6], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip


def test_an_attack_and_its_button_are_in_view_at_1280x800(
    browser: Browser, server: str, screenshots: Path
) -> None:
    """The attack button used to fall below the side column's fold."""
    page = huntress_page(browser, fresh_turn(server), DESKTOP)
    aim_at_a_wolf(page)
    shoot(page, screenshots, "attack-1280")
    expect(page.locator("#confirm-attack")).to_be_visible()
    assert hidden_controls(page, "#mode button") == []
    assert hidden_controls(page, "#confirm-attack") == []
    page.keyboard.press("Escape")
    no_script_errors(page)


def test_a_phone_shows_the_board_the_prompt_and_each_card_s_buttons(
    browser: Browser, first_turn: Table, screenshots: Path
) -> None:
    page = huntress_page(browser, first_turn, PHONE)
    shoot(page, screenshots, "390")
    facts = measure(page)
    print(f"\n390x844: board {facts['board']}, tokens {facts['tokens']}")
    assert facts["scroll"][0] <= PHONE["width"], (facts, too_wide(page))
    assert facts["board"]["area"] >= PHONE["width"] - 16, facts
    assert controls_over_the_map(page) == []
    prompt = page.locator("#quest-controls").bounding_box()
    hand = page.locator("#hand-strip").bounding_box()
    assert prompt and hand and prompt["y"] < hand["y"], "the prompt sits above the hand"
    cards = page.locator("#hand-strip .hand > .card")
    assert cards.count() == 5
    for index in range(cards.count()):
        card = cards.nth(index)
        name = card.evaluate(CARD_BUTTONS)
        buttons = f"#hand-strip .card[data-card={name}] button"
        assert page.locator(buttons).count() >= 2, name
        assert hidden_controls(page, buttons) == [], name
        # The card does not scroll inside itself: its buttons are never cut off.
        inner = card.evaluate("c => c.scrollHeight - c.clientHeight")
        assert inner <= 1, (name, inner)
    no_script_errors(page)


def test_an_attack_button_is_in_view_on_a_phone(browser: Browser, server: str) -> None:
    page = huntress_page(browser, fresh_turn(server), PHONE)
    aim_at_a_wolf(page)
    assert hidden_controls(page, "#confirm-attack") == []
    page.keyboard.press("Escape")
    no_script_errors(page)
