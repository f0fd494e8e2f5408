"""Issue 31: two players play a Primal campaign's chapter in their browsers.

The GM on a 1280x800 desktop and a friend on a 390x844 phone, at a table of the core
pack, choose Dareon and Mirah and begin the campaign with the Hunter's Trial by their
screens' buttons; the Prologue is played on by the engine and the table imported back
(tests/browser/primal_campaign_road.py). Then, only by what their screens offer: the
friend reads Chapter 1's story by keyboard, both vote on the quest board, the sheets and
the Trial's score are read, each crafts and prepares what the screen offers (Chapter 1
allows no skill-tree step yet: P-CAMP-31) and takes a deck; the hunt begins. Every
screen is axe-clean, fits its width and shows no id.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.layout import too_wide
from tests.browser.pages import no_script_errors
from tests.browser.primal_campaign_road import joined_table, played_to_chapter
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


def _open(page: Page, campaign: int) -> None:
    page.goto(f"/#/campaigns/{campaign}")
    expect(page.locator("#conn")).to_have_attribute("data-state", "online", timeout=20_000)


def _begin_with_the_trial(desk: Page, phone: Page) -> None:
    """Each chooses a hunter (the phone by keyboard); the GM begins with the Trial."""
    _press(phone, phone.locator('#hunter-choices button[data-hunter="mirah"]'))
    expect(phone.locator("#my-hunters")).to_contain_text("You play Mirah")
    desk.locator('#hunter-choices button[data-hunter="dareon"]').click()
    expect(desk.locator("#begin-campaign")).to_be_visible()
    assert axe_problems(desk) == []
    desk.locator('#begin-campaign [data-trial="yes"]').click()
    for page in (desk, phone):
        expect(page.locator("#primal-table")).to_be_visible()


def test_two_players_begin_a_primal_campaign_and_play_a_chapter_up_to_its_hunt(
    browser: Browser, server: str, screenshots: Path
) -> None:
    gm, friend, first = joined_table(server)
    desk, phone = gm.page(browser, first), friend.page(browser, first, viewport=PHONE)
    pages = [desk, phone]
    _begin_with_the_trial(desk, phone)
    campaign = played_to_chapter(gm, friend, first, 1)
    for page in pages:
        _open(page, campaign)
        _phase(page, "story")
        story = page.locator("#primal-camp-story-title")
        expect(story).to_have_text("Chapter 1: Smoke over the Valley")
        expect(page.locator("#primal-camp-trial")).to_contain_text("Score")
    expect(desk.locator("#log")).to_be_visible()  # between fights the log is beside it
    _screen_is_clean(phone, friend, campaign)
    phone.screenshot(path=str(screenshots / "primal-camp-story-phone.png"), full_page=True)
    _press(phone, phone.locator("#primal-camp-read"))
    for page in pages:
        _phase(page, "quest_board")
    _screen_is_clean(desk, gm, campaign)
    desk.screenshot(path=str(screenshots / "primal-camp-board-desktop.png"), full_page=True)
    vote = phone.get_by_role("button", name=re.compile("^Vote for ")).first
    title = (vote.inner_text()).removeprefix("Vote for ")
    _press(phone, vote)
    expect(desk.locator("#primal-camp-board")).to_contain_text("Votes:")
    desk.get_by_role("button", name=f"Vote for {title}").click()
    for page in pages:
        _phase(page, "crafting")
        expect(page.locator("#primal-camp-chosen")).to_contain_text(title)
        expect(page.locator('#primal-camp-characters [data-sheet="mirah"]')).to_contain_text(
            "Card pool"
        )
    _screen_is_clean(phone, friend, campaign)
    phone.screenshot(path=str(screenshots / "primal-camp-crafting-phone.png"), full_page=True)
    done = {
        "gm": _craft_what_is_offered(desk, gm, campaign),
        "friend": _craft_what_is_offered(phone, friend, campaign),
    }
    print(f"primal campaign screen: {title}; crafted {done}")
    assert all("build_deck" in kinds for kinds in done.values()), done
    _screen_is_clean(desk, gm, campaign)
    desk.screenshot(path=str(screenshots / "primal-camp-crafting-desktop.png"), full_page=True)
    _press(desk, desk.locator("#primal-camp-hunt"))
    for page in pages:
        expect(page.locator("#primal-table")).to_be_visible()
    for page in pages:
        no_script_errors(page)
