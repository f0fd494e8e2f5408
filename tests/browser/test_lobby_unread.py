"""Issue 23: the lobby said "480 new" to a player who had seen everything on another
browser. How far a user has read is kept on the server too (POST /seen), so a second
browser counts from there."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.pages import player
from tests.browser.tables import SESSION_COOKIE, started_table

pytestmark = pytest.mark.browser


def test_a_log_read_on_one_browser_is_not_new_on_another(browser: Browser, server: str) -> None:
    table = started_table(server, [["huntress", "landsknecht"]], pack="base")
    ann = table.clients[0]
    first = ann.page(browser, table.campaign)  # reads the whole log on this browser
    expect(first.locator("#quest-title")).to_be_visible()
    seq = ann.get("/api/campaigns")[0]["seq"]
    first.wait_for_function(
        """async ([id, seq]) => {
          const listed = await (await fetch("/api/campaigns")).json();
          return listed.find((c) => c.id === id)?.seen_seq === seq;
        }""",
        arg=[table.campaign, seq],
    )
    second = player(browser, server)  # another browser: nothing kept in its storage
    cookie = ann.http.cookies.get(SESSION_COOKIE)
    assert cookie
    second.context.add_cookies([{"name": SESSION_COOKIE, "value": cookie, "url": server}])
    second.goto("/#/")
    card = second.locator(f"[data-campaign='{table.campaign}']")
    expect(card).to_be_visible()
    expect(card.get_by_test_id("unread")).to_have_count(0)
