"""Quest 1 played in two browsers: set up, move, attack a wolf; the other player sees the
dice and the damage live, reloads mid-turn and gets the same screen; a move into a walled
space cannot be made in the UI and a forged one over the websocket is refused in words.

The quest runs on the base pack with one change (conftest.walled_pack): a walled pen at
[3, 5] on the quest 1 map (the book's first clearing has no walls), so that "a move to a
walled space" exists on the board.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, WebSocketRoute, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.conftest import PEN
from tests.browser.contrast import low_contrast
from tests.browser.pages import (
    PHONE,
    choose_hero,
    create_campaign,
    invite_link,
    join_by_link,
    no_script_errors,
    player,
    register,
    unique_name,
)

pytestmark = pytest.mark.browser


def cell(page: Page, x: int, y: int) -> Any:
    return page.locator(f"svg.board rect.cell[data-x='{x}'][data-y='{y}']")


def settle_setup(ann: Page, bob: Page) -> None:
    """Both heroes placed, opening hands taken (the proposed ones), the Huntress first."""
    expect(cell(ann, 4, 6)).to_have_class(re.compile("reachable"))
    cell(ann, 4, 6).click()
    expect(cell(bob, 2, 7)).to_have_class(re.compile("reachable"))
    cell(bob, 2, 7).click()
    ann.click("#confirm-hand")
    bob.click("#confirm-hand")
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        for page in (ann, bob):
            if page.locator("#confirm-order").is_visible():
                first = page.locator(".order-draft li").first
                while "Huntress" not in (first.text_content() or ""):
                    page.get_by_role("button", name="Huntress earlier").click()
                page.click("#confirm-order")
        if "Your turn: Huntress" in (ann.locator("#turn-status").text_content() or ""):
            return
        ann.wait_for_timeout(200)
    raise AssertionError(ann.locator("#turn-status").text_content())


def click_if_there(button: Locator) -> None:
    if button.is_visible():
        with contextlib.suppress(PlaywrightTimeoutError):  # it went away in the meantime
            button.click(timeout=1500)


def answer_attack_questions(ann: Page, bob: Page) -> None:
    """Reaction windows and the morale question may open during the attack: pass them."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if ann.get_by_test_id("attack-damage").is_visible():
            return
        for page in (ann, bob):
            # A question may close (answered by the other seat, or timed out) between
            # seeing it and clicking it: then the loop looks again instead of waiting.
            click_if_there(page.locator("#pass-reaction"))
            click_if_there(page.get_by_role("button", name="Keep it"))
        ann.wait_for_timeout(200)
    raise AssertionError("the attack did not finish")


def screen_facts(page: Page) -> dict[str, Any]:
    return {
        "status": page.locator("#turn-status").text_content(),
        "units": sorted(
            (u.get_attribute("data-unit"), u.get_attribute("transform"))
            for u in page.locator("svg.board g.unit").all()
        ),
        "titles": page.locator("svg.board g.unit > title").all_text_contents(),
        "dice": page.locator("#dice .die").evaluate_all("ds => ds.map(d => d.dataset.value)"),
        "sum": page.get_by_test_id("attack-sum").text_content(),
        "round": page.locator(".round-track li.current").text_content(),
        "order": page.locator("#turn-order").text_content(),
        "hand": page.locator(".hand .card").count(),
    }


def test_quest_one_in_two_browsers(browser: Browser, server: str, screenshots: Path) -> None:
    ann = player(browser, server)
    bob = player(browser, server, viewport=PHONE)
    sockets: list[WebSocketRoute] = []

    def keep_server_side(ws: WebSocketRoute) -> None:
        server_side = ws.connect_to_server()
        sockets.append(server_side)

    ann.route_web_socket(re.compile(r".*/ws/campaigns/\d+.*"), keep_server_side)

    register(ann, unique_name("ann"))
    create_campaign(ann, "Wolf Hunt", pack="walled")
    link = invite_link(ann)
    register(bob, unique_name("bob"))
    join_by_link(bob, link, "Wolf Hunt")
    choose_hero(ann, "huntress")
    choose_hero(bob, "landsknecht")
    ann.click("#ready")
    bob.click("#ready")
    expect(ann.locator("#start")).to_be_enabled()
    ann.click("#start")

    for page in (ann, bob):  # CAMP-36: the card that starts quest 1 is read first
        expect(page.locator("#reading .card-title")).to_have_text("The Road to Penzberg")
        page.locator("#read-on").click()
    expect(ann.locator("#quest-title")).to_have_text(re.compile("Quest 1"))
    expect(bob.locator("#quest-title")).to_have_text(re.compile("Quest 1"))
    expect(ann.locator("svg.board line.wall")).to_have_count(4)
    settle_setup(ann, bob)
    expect(bob.locator("#turn-status")).to_contain_text("Huntress's turn")

    # Quick Shot: Move 1, then Ranged Attack 2.
    # locator.press focuses and presses in one step: a re-render in between (a view
    # update arriving) cannot swallow the key.
    ann.locator("[data-card=HT02]").first.press("Enter")
    expect(ann.locator("#mode")).to_contain_text("Move 1")
    # Escape cancels the move; the Move button brings it back.
    ann.keyboard.press("Escape")
    expect(ann.locator("#mode")).to_have_count(0)
    ann.click("#do-move")
    cell(ann, 4, 4).hover()
    expect(ann.locator("#path-info")).to_contain_text("2 steps to [4, 4]")
    expect(ann.locator("#path-info")).to_contain_text("costs 1 morale")
    expect(ann.locator("svg.board polyline.path")).to_have_count(1)
    # The walled pen is next to the Huntress but cannot be reached: not offered, and a
    # click on it sends nothing.
    expect(cell(ann, 5, 5)).to_have_class(re.compile("reachable"))
    expect(cell(ann, *PEN)).not_to_have_class(re.compile("reachable"))
    log_lines = ann.locator("#log li").count()
    cell(ann, *PEN).click()
    ann.wait_for_timeout(300)
    expect(ann.locator("#mode")).to_contain_text("Move 1")
    assert ann.locator("#log li").count() == log_lines
    # By keyboard: the reachable space takes the focus and Enter moves there.
    cell(ann, 4, 4).press("Enter")
    expect(bob.locator("#log")).to_contain_text("Huntress moves 2 to [4, 4].")

    # The attack: targets in range and line of sight, the numbers before confirming.
    expect(ann.locator("#targets [data-target=wolf-2]")).to_be_visible()
    ann.click("#targets [data-target=wolf-2]")
    expect(ann.get_by_test_id("preview-dice")).to_have_text("2")
    expect(ann.get_by_test_id("preview-to-hit")).to_have_text("2 or less")
    expect(ann.get_by_test_id("preview-defense")).to_have_text("0")
    expect(ann.locator("svg.board line.sight")).to_have_count(1)
    ann.locator("#mode").scroll_into_view_if_needed()
    # The README shows this one (docs/images/quest-table-desktop.png): no passing toast.
    ann.evaluate("document.getElementById('toasts').replaceChildren()")
    ann.screenshot(path=str(screenshots / "quest-attack-desktop.png"))
    assert low_contrast(ann) == []
    ann.click("#confirm-attack")

    # A reaction window opens at the start of the attack: Loose's lower half (+1 to hit)
    # is offered to Ann with the time left; Bob sees only that the table waits on a
    # reaction (closed hands, the default: not on whom, docs/rules-decisions.md).
    react = ann.locator("#prompt [data-react=HT01]")
    expect(react).to_be_visible()
    expect(ann.locator("#prompt .countdown")).to_contain_text(re.compile(r"pass in \d+ s"))
    expect(bob.locator("#prompt")).to_contain_text("Waiting on the table to choose whether")
    expect(bob.locator("#prompt")).not_to_contain_text("Waiting on ann")
    react.click()
    expect(bob.locator("#log")).to_contain_text(
        "Huntress reacts with Loose at the start of an attack: +1 to hit."
    )
    answer_attack_questions(ann, bob)
    expect(ann.locator("#dice")).to_contain_text("Each die of 3 or less hits")

    # Bob sees the same dice and the damage, live.
    damage = ann.get_by_test_id("attack-damage").text_content()
    expect(bob.get_by_test_id("attack-damage")).to_have_text(damage or "")
    expect(bob.get_by_test_id("attack-sum")).to_have_text(
        ann.get_by_test_id("attack-sum").text_content() or ""
    )
    ann_dice = ann.locator("#dice .die").evaluate_all("ds => ds.map(d => d.dataset.value)")
    assert len(ann_dice) >= 2
    expect(bob.locator("#dice .die")).to_have_count(len(ann_dice))
    expect(bob.locator("#log")).to_contain_text("Huntress attacks Wolf 2")
    ann.evaluate("window.scrollTo(0, 0)")
    ann.screenshot(path=str(screenshots / "quest-desktop.png"))
    bob.screenshot(path=str(screenshots / "quest-phone.png"), full_page=True)
    assert low_contrast(bob) == []

    # Bob reloads in the middle of the Huntress's turn: the same screen comes back.
    expect(ann.locator("#turn-status")).to_contain_text("Your turn: Huntress, 1 action left")
    before = screen_facts(bob)
    bob.reload()
    expect(bob.locator("#conn")).to_have_text("Connected")
    expect(bob.get_by_test_id("attack-sum")).to_be_visible()
    assert screen_facts(bob) == before
    assert bob.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    # A forged command over the websocket: a basic Move into the walled pen.
    in_hand = ann.locator(".hand .card").first.get_attribute("data-card")
    forged = {
        "type": "command",
        "command_id": "forged-move-into-the-pen",
        "command": {"type": "move_hero", "unit": "huntress", "path": [PEN], "discard": in_hand},
    }
    sockets[-1].send(json.dumps(forged))
    expect(ann.locator(".toast-error")).to_contain_text("wall")
    expect(ann.locator(".toast-error")).to_contain_text("MOVE-08")
    assert "[3, 5]" not in (ann.locator("#log").text_content() or "")

    # The Huntress ends her turn; the wolves act, step by step, while Bob (the party's
    # decider) chooses their paths on the map when several are equally good.
    ann.click("#end-turn")
    let_the_wolves_act(ann, bob)
    expect(ann.locator("#enemy-turn")).to_contain_text("Wolf 1")
    expect(ann.locator("#log")).to_contain_text(re.compile(r"Wolf 1 moves \d.*toward"))
    expect(ann.locator("#log")).to_contain_text("ENEMY-08")

    # The lobby says whose turn it is.
    bob.goto("/#/")
    expect(bob.get_by_test_id("turn")).to_have_text("Your turn")
    ann.goto("/#/")
    expect(ann.get_by_test_id("turn")).to_have_text("Landsknecht's turn")
    no_script_errors(ann)
    no_script_errors(bob)


def let_the_wolves_act(ann: Page, bob: Page) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if "Your turn: Landsknecht" in (bob.locator("#turn-status").text_content() or ""):
            return
        if bob.locator("#prompt [data-decision=enemy_path]").is_visible():
            expect(ann.locator("#prompt")).to_contain_text("Waiting on")
            bob.locator("svg.board rect.cell.reachable").first.click()
        bob.wait_for_timeout(200)
    raise AssertionError(bob.locator("#turn-status").text_content())
