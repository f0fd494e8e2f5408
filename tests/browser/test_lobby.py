"""Two friends in two browsers: register, create a campaign, invite, join, choose heroes,
get ready and start; the lobby shows what changed. No page reloads between players."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

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


def test_two_friends_set_up_a_campaign(browser: Browser, server: str, screenshots: Path) -> None:
    ann, bob = player(browser, server), player(browser, server)
    ann_name, bob_name = unique_name("ann"), unique_name("bob")

    ann.goto("/")
    expect(ann).to_have_url(re.compile(r"#/login$"))
    expect(ann.locator("#register")).to_be_visible()
    assert low_contrast(ann) == []
    register(ann, ann_name)
    expect(ann.locator("#campaigns")).to_contain_text("You have no campaigns yet")
    campaign_id = create_campaign(ann, "The Winter Hunt")
    link = invite_link(ann)
    assert link.startswith(server)

    # Bob follows the link: asked to log in first, then lands on the invite.
    bob.goto(link)
    expect(bob).to_have_url(re.compile(r"#/login$"))
    register(bob, bob_name)
    expect(bob.locator("#join-title")).to_have_text("You are invited")
    expect(bob.locator("main")).to_contain_text(f"{ann_name} invites you")
    join_by_link(bob, link, "The Winter Hunt")

    # Ann sees Bob arrive without reloading.
    expect(ann.locator("#party")).to_contain_text(bob_name)

    choose_hero(ann, "landsknecht")
    # A hero taken by Ann is no longer offered to Bob (legal commands from the server).
    expect(bob.locator("#hero-choices [data-hero=landsknecht]")).to_have_count(0)
    choose_hero(bob, "huntress")
    expect(ann.locator("#party [data-seat=seat2]")).to_contain_text("Huntress")
    expect(ann.locator("#start-hint")).to_contain_text("Everyone must be ready")

    ann.click("#ready")
    bob.click("#ready")
    expect(ann.locator("#party [data-seat=seat2]")).to_contain_text("ready")
    ann.fill("#party-name", "Wolves of Ulm")
    ann.get_by_role("button", name="Name the party").click()
    expect(bob.locator("#party-title")).to_have_text("Wolves of Ulm")
    ann.screenshot(path=str(screenshots / "table-setup-desktop.png"), full_page=True)
    assert low_contrast(ann) == []

    ann.click("#start")
    expect(bob.locator("#between-title")).to_be_visible()
    expect(bob.locator("#log")).to_contain_text(f"{bob_name} chose Huntress.")
    expect(bob.locator("#log")).to_contain_text("The campaign began with Landsknecht, Huntress.")

    # The lobby: status, party, heroes.
    bob.goto("/#/")
    card = bob.locator(f"[data-campaign='{campaign_id}']")
    expect(card).to_contain_text("The Winter Hunt")
    expect(card).to_contain_text("Wolves of Ulm")
    expect(card).to_contain_text("Under way")
    expect(card).to_contain_text("Landsknecht, Huntress")
    bob.screenshot(path=str(screenshots / "lobby-desktop.png"), full_page=True)
    assert low_contrast(bob) == []
    no_script_errors(ann)
    no_script_errors(bob)


def test_reload_keeps_the_screen_and_the_login(browser: Browser, server: str) -> None:
    page = player(browser, server)
    register(page, unique_name("cat"))
    campaign_id = create_campaign(page, "Reload Test")
    page.reload()
    expect(page.locator("#table-title")).to_have_text("Reload Test")
    expect(page).to_have_url(re.compile(rf"#/campaigns/{campaign_id}$"))
    # The CSRF token came back with /api/auth/me: commands still work after the reload.
    choose_hero(page, "medic")
    no_script_errors(page)


def test_unread_events_in_the_lobby(browser: Browser, server: str) -> None:
    gm, friend = player(browser, server), player(browser, server)
    register(gm, unique_name("gm"))
    create_campaign(gm, "Unread Test")
    link = invite_link(gm)
    register(friend, unique_name("fr"))
    join_by_link(friend, link, "Unread Test")
    friend.goto("/#/")
    expect(friend.locator("[data-testid=unread]")).to_have_count(0)
    choose_hero(gm, "sorceress")
    friend.reload()
    expect(friend.get_by_test_id("unread")).to_have_text("1 new")
    friend.get_by_role("link", name="Unread Test").click()
    expect(friend.locator("#log")).to_contain_text("chose Sorceress")
    friend.goto("/#/")
    expect(friend.locator("[data-testid=unread]")).to_have_count(0)


def test_wrong_password_and_logout(browser: Browser, server: str) -> None:
    page = player(browser, server)
    name = unique_name("dan")
    register(page, name)
    page.get_by_role("button", name="Log out").click()
    expect(page).to_have_url(re.compile(r"#/login$"))
    page.fill("#login-username", name)
    page.fill("#login-password", "not the password")
    page.click("#login button[type=submit]")
    expect(page.locator("#login [role=alert]")).to_have_text(
        "That username and password do not match."
    )
    page.fill("#login-password", "correct horse battery")
    page.click("#login button[type=submit]")
    expect(page.get_by_test_id("who")).to_have_text(name)


def test_withdrawn_invite_cannot_be_used(browser: Browser, server: str) -> None:
    gm, friend = player(browser, server), player(browser, server)
    register(gm, unique_name("eve"))
    create_campaign(gm, "Withdrawn Test")
    link = invite_link(gm)
    gm.locator("#invite-list button", has_text="Withdraw").click()
    expect(gm.locator("#invite-list")).to_contain_text("No open invite links.")
    register(friend, unique_name("fay"))
    friend.goto(link)
    expect(friend.locator("main [role=alert]")).to_have_text(
        "That invite link was withdrawn by the GM."
    )


def test_lobby_and_table_fit_a_phone(browser: Browser, server: str, screenshots: Path) -> None:
    page = player(browser, server, viewport=PHONE)
    register(page, unique_name("gus"))
    create_campaign(page, "Phone Test")
    choose_hero(page, "landsknecht")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=str(screenshots / "table-setup-phone.png"), full_page=True)
    page.goto("/#/")
    expect(page.locator("#campaigns")).to_contain_text("Phone Test")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=str(screenshots / "lobby-phone.png"), full_page=True)
    assert low_contrast(page) == []
