"""Issue 30: two friends play a Primal fight in their browsers.

The GM (a 1280x800 desktop) uploads the Primal test pack, creates a campaign from it in
the lobby's form and invites a friend on a 390x844 phone; each chooses a hunter and the
GM begins the Prologue, all through the table's buttons. Then both play only by
clicking what their screen offers (a seeded choice among the offered controls; a card's
payment made with the payment panel's toggles) for a few turns, the phone reloading
mid-fight. The phone's page never holds the other hunter's hand.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from app.content.loader import pack_documents
from tests.browser.pages import invite_link, join_by_link, no_script_errors, player, unique_name
from tests.browser.tables import SESSION_COOKIE, Client

pytestmark = pytest.mark.browser

PACK = Path(__file__).parents[1] / "engine" / "primal" / "pack"
PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
SEED = 30
CLICKS = 60
RELOAD_AT = 8
OFFERED = "#primal-table [data-action-key]:not([disabled]), #primal-table [data-pick-card]"


def _seq(page: Page) -> int:
    return int(page.locator("#table-area").get_attribute("data-seq") or 0)


def _settled(pages: list[Page], after: int) -> None:
    """Every page has drawn the same state, past ``after``."""
    expect(pages[0].locator("#table-area")).not_to_have_attribute("data-seq", str(after))
    for page in pages:
        expect(page.locator("#conn")).to_have_attribute("data-state", "online")
    for _ in range(50):
        seqs = {_seq(p) for p in pages}
        if len(seqs) == 1:
            return
        pages[0].wait_for_timeout(100)
    raise AssertionError(f"the pages disagree on the state: {seqs}")


def _pay(page: Page) -> bool:
    """Choose cards in the payment panel until Confirm is offered (the panel says what
    a listed payment is); False if no choice the panel offers gets there."""
    confirm = page.locator("#primal-pay-confirm")
    toggles = page.locator("#primal-pay [data-pay-card]")
    for index in range(toggles.count() + 1):
        if confirm.is_enabled():
            confirm.click()
            return True
        if index < toggles.count():
            page.locator("#primal-pay [data-pay-card]").nth(index).click()
    token = page.locator("#primal-pay-token")
    if token.count():
        token.click()
        if confirm.is_enabled():
            confirm.click()
            return True
    page.locator("#primal-pay-cancel").click()
    return False


def _pick(page: Page) -> None:
    """A "choose cards" question: cards toggled in order until Confirm is offered."""
    confirm = page.locator("[data-decision] button.primary:not([disabled])")
    toggles = page.locator("[data-pick-card][aria-pressed=false]")
    while not confirm.count() and toggles.count():
        toggles.first.click()
    confirm.first.click()


def _click_an_offer(rng: random.Random, page: Page, tried: set[str]) -> bool:
    """One thing the screen offers this player, clicked (a card played most often)."""
    offers = [o for o in page.locator(OFFERED).all() if o.is_visible()]
    keys = [o.get_attribute("data-action-key") or "" for o in offers]
    fresh = [(o, k) for o, k in zip(offers, keys, strict=True) if k not in tried]
    if not fresh:
        return False
    plays = [pair for pair in fresh if pair[0].get_attribute("data-play")]
    offer, key = rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(fresh)
    picking = offer.get_attribute("data-pick-card")
    offer.click()
    if picking:
        _pick(page)
    elif page.locator("#primal-pay").count() and not _pay(page):
        tried.add(key)
        return _click_an_offer(rng, page, tried)
    return True


def _hands(client: Client, campaign: int, hunter: str) -> list[str]:
    hunters = client.view(campaign)["fight"]["hunters"]
    return list(hunters[hunter]["hand"])


def _nothing_of_their_hand(
    phone: Page, friend: Client, gm: Client, campaign: int, theirs: str
) -> int:
    """The phone's page holds no card of the other hunter's hand: its hand panel is
    its own hunter's, and no card only that hand holds is named on the table."""
    assert phone.locator(f'#primal-table [data-hunter="{theirs}"] [data-play]').count() == 0
    mine = friend.view(campaign)["fight"]
    assert set(mine["hunters"][theirs]["hand"]) <= {"?"}
    public = json.dumps({k: v for k, v in mine.items() if k != "defs"})
    secret = [c for c in _hands(gm, campaign, theirs) if f'"{c}"' not in public]
    names = {mine["defs"]["cards"][c]["name"] for c in secret}
    shown = phone.locator("#primal-table").inner_text()
    assert [n for n in names if n in shown] == [], names
    cards = phone.locator("#primal-table [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert not set(secret) & set(cards), (secret, cards)
    return len(secret)


def _reads_the_log(phone: Page) -> None:
    """The phone opens the log's drawer: the fight in sentences, each with its rule, no id."""
    phone.locator("#toggle-side").click()
    expect(phone.locator("#table-side")).to_be_in_viewport()
    lines = phone.locator("#log li .text").all_inner_texts()
    rules = phone.locator("#log li [data-rule]").all_inner_texts()
    assert len(lines) > 20 and any(r.startswith("P-") for r in rules), lines[-5:]
    assert not [t for t in lines if "_" in t], lines


def _logged_in(browser: Browser, server: str, client: Client, viewport: ViewportSize) -> Page:
    page = player(browser, server, viewport)
    cookie = client.http.cookies.get(SESSION_COOKIE)
    assert cookie, "no session cookie"
    page.context.add_cookies([{"name": SESSION_COOKIE, "value": cookie, "url": server}])
    return page


def _setup(browser: Browser, server: str) -> tuple[Page, Page, Client, Client, int]:
    gm, friend = Client(server, unique_name("gm")), Client(server, unique_name("friend"))
    uploaded = gm.post("/api/content/packs", {"documents": pack_documents(PACK)})
    desk = _logged_in(browser, server, gm, DESKTOP)
    desk.goto("/#/")
    option = desk.locator(f'#new-pack option[value="{uploaded["hash"]}"]')
    expect(option).to_contain_text("Primal: The Awakening")
    desk.fill("#new-name", "The Vyraxen")
    desk.select_option("#new-pack", uploaded["hash"])
    expect(desk.locator("#new-difficulty")).to_be_hidden()
    desk.click("#create-campaign button[type=submit]")
    expect(desk.locator("#table-title")).to_have_text("The Vyraxen")
    campaign = int(desk.url.rsplit("/", 1)[1])
    link = invite_link(desk)
    phone = _logged_in(browser, server, friend, PHONE)
    join_by_link(phone, link, "The Vyraxen")
    return desk, phone, gm, friend, campaign


def _choose(page: Page, index: int) -> str:
    button = page.locator("#hunter-choices button").nth(index)
    hunter = button.get_attribute("data-hunter") or ""
    button.click()
    expect(page.locator("#my-hunters")).to_contain_text("You play")
    return hunter


def test_two_friends_choose_hunters_and_play_a_primal_fight(
    browser: Browser, server: str, screenshots: Path
) -> None:
    desk, phone, gm, friend, campaign = _setup(browser, server)
    expect(phone.locator("#primal-setup")).to_be_visible()
    mine, theirs = _choose(phone, 0), _choose(desk, 0)
    phone.screenshot(path=str(screenshots / "primal-setup-phone.png"), full_page=True)
    desk.select_option("#fight-choice", "prologue")
    expect(desk.locator("#level-choice")).to_have_value("0")
    desk.screenshot(path=str(screenshots / "primal-setup-desktop.png"), full_page=True)
    desk.locator("#begin-fight-button").click()
    pages = [desk, phone]
    for page in pages:
        expect(page.locator("#primal-table")).to_be_visible()
    expect(phone.locator(f'#primal-table [data-hunter="{mine}"]').first).to_be_visible()
    rng, clicks, reloaded, secrets = random.Random(SEED), 0, False, 0
    while clicks < CLICKS:
        before = _seq(desk)
        acted = any(_click_an_offer(rng, page, set()) for page in rng.sample(pages, 2))
        if not acted:
            break
        clicks += 1
        _settled(pages, before)
        secrets += _nothing_of_their_hand(phone, friend, gm, campaign, theirs)
        if clicks == RELOAD_AT:
            desk.screenshot(path=str(screenshots / "primal-fight-desktop.png"))
            phone.screenshot(path=str(screenshots / "primal-fight-phone.png"))
            phone.reload()
            expect(phone.locator("#primal-table")).to_be_visible()
            _settled(pages, -1)
            reloaded = True
    fight = gm.view(campaign)["fight"]
    print(f"primal table: {clicks} clicks, round {fight['round']}, phase {fight['phase']}, "
          f"{secrets} hidden cards checked")  # fmt: skip
    assert reloaded and fight["round"] >= 2, (clicks, fight["round"])
    desk.screenshot(path=str(screenshots / "primal-end-desktop.png"))
    _reads_the_log(phone)
    phone.screenshot(path=str(screenshots / "primal-log-phone.png"))
    for page in pages:
        no_script_errors(page)
