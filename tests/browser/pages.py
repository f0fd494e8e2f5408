"""What a player does in the browser, step by step (shared by the browser tests)."""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect

PASSWORD = "correct horse battery"
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 360, "height": 740}
_names = itertools.count(1)
OPEN_CONTEXTS: list[BrowserContext] = []
"""Every browser profile made by ``player``; conftest closes a test's own at its end."""
JS_ERRORS: WeakKeyDictionary[Page, list[str]] = WeakKeyDictionary()
"""The script errors each page made by ``player`` has thrown so far."""


def unique_name(prefix: str) -> str:
    return f"{prefix}{os.getpid() % 10000}x{next(_names)}"


def player(
    browser: Browser,
    base: str,
    viewport: ViewportSize = DESKTOP,
    *,
    guide: bool = False,
    reduced_motion: str | None = None,
) -> Page:
    """A fresh browser profile (its own cookies and storage) on the server."""
    options: dict[str, Any] = {"reduced_motion": reduced_motion} if reduced_motion else {}
    context: BrowserContext = browser.new_context(viewport=viewport, base_url=base, **options)
    OPEN_CONTEXTS.append(context)
    if not guide:  # the first-evening tour would stand over the table (test_guide.py opens it)
        context.add_init_script("localStorage.setItem('hunters:guide:all', 'seen')")
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"{error}\n{error.stack}"))
    JS_ERRORS[page] = errors
    return page


def register(page: Page, name: str) -> None:
    if "#/login" not in page.url:
        page.goto("/#/login")
    page.fill("#register-username", name)
    page.fill("#register-password", PASSWORD)
    page.click("#register button[type=submit]")
    expect(page.get_by_test_id("who")).to_have_text(name)


def create_campaign(page: Page, name: str, pack: str = "test") -> int:
    page.goto("/#/")
    page.fill("#new-name", name)
    # The options are exact packs (hashes, issue 24): the site's pack of that id.
    option = page.locator(f'#new-pack option[data-pack="{pack}"][data-site="true"]')
    page.select_option("#new-pack", option.get_attribute("value"))
    page.click("#create-campaign button[type=submit]")
    expect(page.locator("#table-title")).to_have_text(name)
    match = re.search(r"#/campaigns/(\d+)$", page.url)
    assert match, page.url
    return int(match.group(1))


def invite_link(page: Page) -> str:
    page.click("#create-invite")
    url = page.locator("#invite-url")
    expect(url).to_have_value(re.compile(r"/#/join/"))
    return url.input_value()


def join_by_link(page: Page, link: str, campaign: str) -> None:
    page.goto(link)
    expect(page.get_by_role("button", name=f"Join {campaign}")).to_be_visible()
    page.get_by_role("button", name=f"Join {campaign}").click()
    expect(page.locator("#table-title")).to_have_text(campaign)


def choose_hero(page: Page, hero: str) -> None:
    page.click(f"#hero-choices [data-hero={hero}]")
    expect(page.locator(f"#my-heroes [data-hero={hero}]")).to_be_visible()


def no_script_errors(page: Page) -> None:
    errors = JS_ERRORS[page]
    assert errors == [], errors


def requested_urls(page: Page) -> list[str]:
    """The addresses ``page`` asks for from now on (filled in as it asks)."""
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    return seen


def open_the_log(page: Page) -> None:
    """During a quest below 1600 px the log, the chat and the invites are a drawer
    (css/table.css): open it unless it is open."""
    toggle = page.locator("#toggle-side")
    if toggle.count() and toggle.get_attribute("aria-expanded") != "true":
        toggle.click()


def doc_images() -> Path:
    """Where a test's pictures for the README and docs/ go: docs/images/ only when
    `make screenshots` asks (HUNTERS_UPDATE_SCREENSHOTS=1), test-output/ otherwise (a
    test run never changes the repository)."""
    root = Path(__file__).resolve().parents[2]
    if os.environ.get("HUNTERS_UPDATE_SCREENSHOTS") == "1":
        return root / "docs" / "images"
    folder = root / "test-output" / "docs-images"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
