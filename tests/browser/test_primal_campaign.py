"""Issue 31: two players play a Primal campaign's chapter in their browsers.

The table (the core pack, dareon for the GM and mirah for a friend, the Hunter's Trial
on) is brought to Chapter 1's story over the API (tests/browser/primal_campaign_road.py).
Then the GM on a 1280x800 desktop and the friend on a 390x844 phone, only by what their
screens offer: the friend reads the story by keyboard, both vote on the quest board, the
sheets and the Trial's score are read, each crafts, prepares and learns what the screen
offers and takes a deck; the hunt begins. Every screen is axe-clean, fits its width and
shows no id.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.layout import too_wide
from tests.browser.pages import no_script_errors
from tests.browser.primal_campaign_road import chapter_one_table
from tests.browser.tables import Client
from tests.browser.visual import axe_problems

pytestmark = pytest.mark.browser

PHONE: ViewportSize = {"width": 390, "height": 844}
CRAFTING_KINDS = ("craft", "prepare_potion", "unlock_step", "build_deck")


def _ids_of(view: dict[str, Any]) -> set[str]:
    """Every id of the table's view a screen could leak: hunters, seats, quests,
    monsters, gear, potions, masteries and cards (words such as "fire" are not ids)."""
    camp = view["campaign"]
    found = set(view["seats"]) | set(camp["characters"]) | set(camp["quest_titles"])
    for sheet in camp["characters"].values():
        found |= {*sheet["equipment"], *sheet["potions"], *sheet["masteries"], *sheet["pool"]}
    found |= {q["monster"] for quests in camp["board"].values() for q in quests}
    found |= {p["equipment"] for p in camp["forge"]} | {p["potion"] for p in camp["herbalist"]}
    return found


def _screen_is_clean(page: Page, client: Client, campaign: int) -> None:
    """No serious axe finding, nothing wider than the page, no id in its words."""
    assert axe_problems(page) == []
    assert too_wide(page) == []
    text = page.locator("#primal-camp").inner_text()
    ids = _ids_of(client.view(campaign))
    assert [i for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)] == []


def _phase(page: Page, phase: str) -> None:
    expect(page.locator("#primal-camp")).to_have_attribute("data-phase", phase)


def _press(page: Page, button: Any) -> None:
    """By keyboard: the button focused, Enter pressed."""
    button.focus()
    page.keyboard.press("Enter")


def _craft_what_is_offered(page: Page, client: Client, campaign: int) -> list[str]:
    """Each kind of crafting the screen offers, once (the first offer of each), ending with
    a deck; returns the kinds done. Each button sends a command of the legal list."""
    done = []
    for kind in CRAFTING_KINDS:
        listed = [c for c in client.legal(campaign) if c["type"] == f"primal_campaign_{kind}"]
        if not listed:
            continue
        before = page.locator("#table-area").get_attribute("data-seq")
        buttons = page.locator("#primal-camp-crafting button[data-key]")
        sent = [
            b
            for b in buttons.all()
            if f"primal_campaign_{kind}" in (b.get_attribute("data-key") or "")
        ]
        assert len(sent) == len(listed), (kind, len(sent), len(listed))
        sent[0].click()
        expect(page.locator("#table-area")).not_to_have_attribute("data-seq", before or "")
        done.append(kind)
    return done


def test_two_players_read_vote_craft_and_begin_a_primal_chapter(
    browser: Browser, server: str, screenshots: Path
) -> None:
    gm, friend, campaign = chapter_one_table(server)
    desk, phone = gm.page(browser, campaign), friend.page(browser, campaign, viewport=PHONE)
    pages = [desk, phone]
    for page in pages:
        _phase(page, "story")
        expect(page.locator("#primal-camp-story-title")).to_have_text(
            "Chapter 1: Smoke over the Valley"
        )
        expect(page.locator("#primal-camp-trial")).to_contain_text("Score")
    _screen_is_clean(phone, friend, campaign)
    phone.screenshot(path=str(screenshots / "primal-camp-story-phone.png"), full_page=True)
    _press(phone, phone.locator("#primal-camp-read"))
    for page in pages:
        _phase(page, "quest_board")
    expect(desk.locator("#primal-camp-board")).to_contain_text("The Quarry Tyrant")
    _screen_is_clean(desk, gm, campaign)
    desk.screenshot(path=str(screenshots / "primal-camp-board-desktop.png"), full_page=True)
    _press(phone, phone.get_by_role("button", name="Vote for The Quarry Tyrant"))
    expect(desk.locator("#primal-camp-board")).to_contain_text("Votes:")
    desk.get_by_role("button", name="Vote for The Quarry Tyrant").click()
    for page in pages:
        _phase(page, "crafting")
        expect(page.locator("#primal-camp-chosen")).to_contain_text("The Quarry Tyrant")
        expect(page.locator('#primal-camp-characters [data-sheet="mirah"]')).to_contain_text(
            "Card pool"
        )
    _screen_is_clean(phone, friend, campaign)
    phone.screenshot(path=str(screenshots / "primal-camp-crafting-phone.png"), full_page=True)
    done = {
        "gm": _craft_what_is_offered(desk, gm, campaign),
        "friend": _craft_what_is_offered(phone, friend, campaign),
    }
    print(f"primal campaign screen: crafted {done}")
    assert all("build_deck" in kinds for kinds in done.values()), done
    _screen_is_clean(desk, gm, campaign)
    desk.screenshot(path=str(screenshots / "primal-camp-crafting-desktop.png"), full_page=True)
    _press(desk, desk.locator("#primal-camp-hunt"))
    for page in pages:
        expect(page.locator("#primal-table")).to_be_visible()
    for page in pages:
        no_script_errors(page)
