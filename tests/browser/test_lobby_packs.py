"""Issue 24 in the browser: the lobby offers the site's packs and the player's own uploads,
never another player's, and creates the campaign from the exact pack chosen (its hash)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from app.content.loader import pack_documents
from tests.browser.pages import player, unique_name
from tests.browser.tables import SESSION_COOKIE, Client
from tests.factories import pack_file

pytestmark = pytest.mark.browser


def _documents(pack_id: str) -> dict[str, Any]:
    documents = pack_documents("content/base")
    manifest = pack_file(documents, "pack.yaml")
    documents["pack.yaml"] = {**manifest, "id": pack_id, "name": f"House rules {pack_id}"}
    return documents


def _lobby(browser: Browser, server: str, client: Client) -> Page:
    page = player(browser, server)
    cookie = client.http.cookies.get(SESSION_COOKIE)
    assert cookie, "no session cookie"
    page.context.add_cookies([{"name": SESSION_COOKIE, "value": cookie, "url": server}])
    page.goto("/#/")
    expect(page.locator("#new-pack")).to_be_visible()
    return page


def test_the_lobby_creates_from_the_sites_base_never_another_players_upload(
    browser: Browser, server: str
) -> None:
    bert = Client(server, unique_name("bert"))
    shadow = bert.http.post("/api/content/packs", json={"documents": _documents("base")},
                            headers={"X-CSRF-Token": bert.csrf})  # fmt: skip
    assert (shadow.status_code, shadow.json()["code"]) == (409, "pack_id_reserved")
    private = bert.post("/api/content/packs", {"documents": _documents("homebrew")})["hash"]
    anna = Client(server, unique_name("anna"))
    site_base = next(p["hash"] for p in anna.get("/api/content/packs") if p["pack"] == "base")

    bert_page = _lobby(browser, server, bert)
    expect(bert_page.locator(f'#new-pack option[value="{private}"]')).to_contain_text("your upload")
    page = _lobby(browser, server, anna)
    expect(page.locator(f'#new-pack option[value="{private}"]')).to_have_count(0)
    expect(page.locator("#new-pack")).to_have_value(site_base)
    page.fill("#new-name", "Anna's hunt")
    with page.expect_request(
        lambda r: r.method == "POST" and r.url.endswith("/api/campaigns")
    ) as sent:
        page.click("#create-campaign button[type=submit]")
    posted = sent.value.post_data_json
    assert posted is not None and posted["content_hash"] == site_base
    expect(page.locator("#table-title")).to_have_text("Anna's hunt")
