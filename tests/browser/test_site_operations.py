"""Site operations in a real browser (issue 15): the site admin's page (accounts,
campaigns, packs), a forced password change, a disabled account, the lobby's "Waiting
on you" and the GM's export/webhook panel — at desktop and phone widths. Its
screenshots are docs/gm-guide.md's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ViewportSize, expect

from tests.browser.conftest import prepared_env
from tests.browser.pages import (
    PASSWORD,
    create_campaign,
    doc_images,
    no_script_errors,
    player,
    register,
    unique_name,
)
from tests.integration.server import run_hunters, serving

DOCS = doc_images()
PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """A server of its own: the test makes a site admin with the command line."""
    env = prepared_env(tmp_path_factory.mktemp("site"), base_pack=False)
    with serving(env) as base:
        yield base, env


def test_a_site_admin_manages_accounts(
    browser: Browser, site: tuple[str, dict[str, str]], screenshots: Path
) -> None:
    base, env = site
    boss, pat = player(browser, base), player(browser, base, viewport=PHONE)
    boss_name, pat_name = unique_name("boss"), unique_name("pat")
    register(boss, boss_name)
    assert run_hunters(["admin", "promote", boss_name], env).returncode == 0
    register(pat, pat_name)
    campaign = create_campaign(pat, "Autumn Hunt")

    boss.reload()
    boss.get_by_role("link", name="Admin").click()
    row = boss.locator(f"[data-admin-user='{pat_name}']")
    expect(row).to_contain_text("Active")
    expect(boss.locator(f"[data-admin-campaign='{campaign}']")).to_contain_text("Autumn Hunt")
    expect(boss.locator("[data-admin-pack='test']")).to_contain_text("In use")
    boss.screenshot(path=str(DOCS / "site-admin.png"), full_page=True)

    row.get_by_role("button", name="Require a new password").click()
    expect(row).to_contain_text("Must change password")
    pat.goto("/#/")
    expect(pat.locator("h1")).to_have_text("Choose a new password")
    pat.screenshot(path=str(screenshots / "password-change-390.png"), full_page=True)
    pat.fill("#pw-current", PASSWORD)
    pat.fill("#pw-new", "a fresh autumn password")
    pat.fill("#pw-again", "a fresh autumn password")
    pat.locator("#pw-again").press("Enter")  # by keyboard
    expect(pat.locator("#waiting")).to_contain_text("No table waits on you")
    pat.screenshot(path=str(screenshots / "lobby-waiting-390.png"), full_page=True)

    row.get_by_role("button", name="Disable").click()
    expect(row).to_contain_text("Disabled")
    pat.reload()
    expect(pat).to_have_url(f"{base}/#/login")
    no_script_errors(boss)
    no_script_errors(pat)


def test_the_gm_downloads_and_sets_a_webhook(
    browser: Browser, site: tuple[str, dict[str, str]], screenshots: Path
) -> None:
    base, _env = site
    sizes: tuple[tuple[ViewportSize, str], ...] = (
        ({"width": 1280, "height": 900}, "1280"),
        (PHONE, "390"),
    )
    for viewport, name in sizes:
        gm = player(browser, base, viewport=viewport)
        register(gm, unique_name("gm"))
        campaign = create_campaign(gm, f"Winter {name}")
        gm.goto(f"/#/gm/{campaign}")
        panel = gm.locator(".gm-operations")
        expect(panel).to_be_visible()
        # The balance form comes last, once the state above the panel has loaded and
        # stopped moving it: a click while it moves can land beside the link.
        expect(gm.locator(".gm-balance")).to_be_visible()
        with gm.expect_download() as download:
            panel.get_by_test_id("gm-export").click()
        assert download.value.suggested_filename.startswith(f"hunters-campaign-{campaign}-")
        gm.fill("#gm-webhook", "http://192.168.0.9/hook")
        gm.locator("#gm-webhook").press("Enter")
        expect(gm.locator("#toasts")).to_contain_text("private network")
        gm.fill("#gm-webhook", "https://discord.com/api/webhooks/1/abc")
        gm.locator("#gm-webhook").press("Enter")
        expect(gm.locator("#toasts")).to_contain_text("posted there")
        panel.scroll_into_view_if_needed()
        gm.screenshot(path=str(screenshots / f"gm-operations-{name}.png"), full_page=True)
        no_script_errors(gm)
    panel.screenshot(path=str(DOCS / "gm-operations.png"))
