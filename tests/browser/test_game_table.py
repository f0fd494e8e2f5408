"""The game table's behaviours (issue 27): the first-evening guide (once per account,
again from Help), every rule link opening its explanation, the board by keyboard with a
visible focus ring, motion that plays (and none when the player asks for less), sound
off until turned on, and the weight the art adds to a first load."""

from __future__ import annotations

import contextlib
import gzip
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Response, expect

from tests.browser.pages import no_script_errors, open_the_log, player
from tests.browser.tables import SESSION_COOKIE, Table, quest_table

pytestmark = pytest.mark.browser

HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}
ART_BUDGET_KB = 400
ART = ("/fonts/", "/js/art/", "/css/table.css")
BUNDLED_MODULE = re.compile(rb"^const \$m_\w+ = \(\(\) => \{ // (\S+)$", re.M)
BUNDLED_SHEET = re.compile(rb"^/\* ([\w-]+\.css) \*/$", re.M)


def parts_of(url: str, body: bytes) -> dict[str, bytes]:
    """A file as the files it was built from (app/api/client_files.py joins the modules
    into /js/bundle.*.js and the stylesheets into /css/bundle.*.css), each named by its
    own path; any other file as it is."""
    path = url.split("?", 1)[0]
    found = {"/js/bundle.": BUNDLED_MODULE, "/css/bundle.": BUNDLED_SHEET}
    marker = next((m for part, m in found.items() if part in path), None)
    if marker is None:
        return {path: body}
    folder = "/js/" if marker is BUNDLED_MODULE else "/css/"
    starts = list(marker.finditer(body))
    ends = [m.start() for m in starts[1:]] + [len(body)]
    return {
        folder + m.group(1).decode(): body[m.start() : end]
        for m, end in zip(starts, ends, strict=True)
    }


def first_turn(server: str) -> Table:
    return quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 6], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip


def test_the_guide_comes_once_and_again_from_help(browser: Browser, server: str) -> None:
    table = first_turn(server)
    page = table.clients[0].page(browser, table.campaign, guide=True)
    guide = page.locator("#guide")
    expect(guide).to_contain_text("The board")
    for title in ("Your hand", "What to do now", "The log and the chat", "This guide again"):
        page.click("#guide-next")
        expect(page.locator("#guide-title")).to_have_text(title)
    page.click("#guide-close")
    expect(guide).to_have_count(0)
    page.reload()
    expect(page.locator("#hand-strip .card").first).to_be_visible()
    page.wait_for_timeout(300)
    expect(guide).to_have_count(0)  # remembered for this account
    page.click("#guide-button")
    expect(guide).to_contain_text("The board")
    page.keyboard.press("Escape")
    expect(guide).to_have_count(0)
    no_script_errors(page)


def test_every_rule_link_opens_its_explanation(browser: Browser, server: str) -> None:
    table = first_turn(server)
    page = table.clients[0].page(browser, table.campaign)
    open_the_log(page)
    links = page.locator("#log button.rule-link")
    rules = sorted(set(links.evaluate_all("ls => ls.map((l) => l.dataset.rule)")))
    assert len(rules) >= 3, rules
    for rule in rules:
        page.locator(f"#log button.rule-link[data-rule='{rule}']").first.click()
        panel = page.locator("#rule-panel")
        expect(panel.locator(".rule-id")).to_have_text(rule)
        expect(panel.locator("#rule-text")).not_to_contain_text("not in the index")
        text = panel.locator("#rule-text").text_content() or ""
        assert len(text) > 20, (rule, text)
    no_script_errors(page)


def focused(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(
        """() => { const el = document.activeElement; const style = getComputedStyle(el);
          return { cell: el.matches("rect.cell"), x: el.dataset?.x, y: el.dataset?.y,
                   stroke: style.stroke, width: parseFloat(style.strokeWidth) }; }"""
    )
    return found


def test_the_board_by_keyboard_with_a_visible_focus_ring(browser: Browser, server: str) -> None:
    table = first_turn(server)
    page = table.clients[0].page(browser, table.campaign)
    page.locator("[data-card=HT02]").first.press("Enter")  # Quick Shot: its Move 1
    expect(page.locator("svg.board rect.cell.reachable").first).to_be_visible()
    for _ in range(60):
        page.keyboard.press("Tab")
        if focused(page)["cell"]:
            break
    ring = focused(page)
    assert ring["cell"], "Tab never reached a space of the board"
    assert ring["width"] >= 4 and ring["stroke"] == "rgb(11, 31, 102)", ring
    page.wait_for_timeout(500)  # the odds of the space asked for have come back
    assert focused(page)["cell"], "the focus stayed on the space through the redraw"
    page.keyboard.press("Enter")
    expect(page.locator("#mode")).to_have_count(0, timeout=15_000)
    no_script_errors(page)


@pytest.mark.parametrize("reduced", [False, True])
def test_a_figure_slides_unless_the_player_asks_for_less(
    browser: Browser, server: str, reduced: bool
) -> None:
    table = first_turn(server)
    page = table.clients[0].page(
        browser, table.campaign, reduced_motion="reduce" if reduced else "no-preference"
    )
    page.locator("[data-card=HT02]").first.press("Enter")
    space = page.locator("svg.board rect.cell[data-x='4'][data-y='5']")
    space.hover()
    expect(page.locator("#path-info")).to_contain_text("[4, 5]")
    page.evaluate(
        """() => { window.slid = false; const watch = setInterval(() => {
          const mine = (a) => a.effect?.target?.getAttribute?.("data-unit") === "huntress";
          if (document.getAnimations().some(mine)) window.slid = true;
        }, 20); setTimeout(() => clearInterval(watch), 5000); }"""
    )
    space.press("Enter")
    expect(page.locator("svg.board g.unit[data-unit=huntress]")).to_have_attribute(
        "data-at", "4,5", timeout=15_000
    )
    page.wait_for_timeout(600)
    assert page.evaluate("window.slid") is (not reduced)
    no_script_errors(page)


def test_sound_is_off_until_turned_on(browser: Browser, server: str) -> None:
    table = first_turn(server)
    page = table.clients[0].page(browser, table.campaign)
    toggle = page.locator("#sound-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(toggle).to_have_accessible_name("Sound off")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    page.reload()
    expect(page.locator("#sound-toggle")).to_have_accessible_name("Sound on")
    no_script_errors(page)


def test_the_art_adds_at_most_400_kb_compressed(browser: Browser, server: str) -> None:
    """Fonts, art modules and the table's stylesheet on a first load of the quest table,
    each compressed on its own (woff2 is compressed already): in the one script and the
    one stylesheet a page loads, the parts they were built from."""
    table = first_turn(server)
    bodies: dict[str, bytes] = {}

    def keep(response: Response) -> None:
        if response.ok and response.request.method == "GET" and "/api/" not in response.url:
            with contextlib.suppress(Exception):  # a redirect or a socket has no body
                bodies[response.url] = response.body()

    client = table.clients[0]
    page = player(browser, client.base)  # a fresh profile: nothing cached
    cookie = client.http.cookies.get(SESSION_COOKIE)
    page.context.add_cookies([{"name": SESSION_COOKIE, "value": cookie or "", "url": client.base}])
    page.on("response", keep)
    page.goto(f"/#/campaigns/{table.campaign}")
    expect(page.locator("#hand-strip .card").first).to_be_visible()
    page.wait_for_timeout(500)
    files = {
        name: part for url, body in bodies.items() for name, part in parts_of(url, body).items()
    }
    art = {url: body for url, body in files.items() if any(part in url for part in ART)}
    size = {
        url: len(body) if url.endswith(".woff2") else len(gzip.compress(body))
        for url, body in art.items()
    }
    total = sum(len(gzip.compress(b)) for b in bodies.values()) / 1024
    art_kb = sum(size.values()) / 1024
    print(f"\nfirst load: {total:.0f} KB compressed, the art {art_kb:.0f} KB in {len(art)} files")
    print({url.rsplit("/", 1)[-1]: n for url, n in size.items()})
    assert any("/fonts/" in url for url in art) and any("/js/art/" in url for url in art), (
        art.keys()
    )
    assert art_kb <= ART_BUDGET_KB, size
    no_script_errors(page)
