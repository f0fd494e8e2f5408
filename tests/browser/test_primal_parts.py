"""The Primal table drawn from real fight views in a real browser (static/js/primal/):
fights of the engine's test pack started and played with seeded legal commands
(tests/browser/primal_views.py), each seat's view rendered at 1280x800 and 390x844. The
board, the monster board, the hand and the payment are checked by their words; every
legal command of a seat has a control that sends exactly it; a seat's page never holds a
card of another seat's hand; the controls are reached by the keyboard."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from app.engine.primal.model.board import side_of
from app.engine.primal.model.hunters import content_id
from tests.browser.contrast import low_contrast
from tests.browser.pages import no_script_errors, player
from tests.browser.primal_views import Scene, in_step, paying_play, pending, revealing, scene

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
PLACES = ("south", "west", "north", "east")

RENDER = """async (table) => {
  if (!window.renderTable) {
    const link = document.createElement("link");
    link.rel = "stylesheet"; link.href = "/css/primal.css";
    document.head.append(link);
    await new Promise((done) => { link.onload = done; });
    const { renderPrimal } = await import("/js/primal/screen.js");
    window.renderTable = (data) => {
      const main = document.querySelector("main");
      window.sent = [];
      const live = { ...data, ui: {} };
      live.send = async (command) => { window.sent.push(command); };
      live.render = () => renderPrimal(main, live);
      live.render();
    };
  }
  window.renderTable(table);
}"""

# Operate the controls that send legal command `index` the way a player would: its
# control (a card's Play, a button, a sector of the board), then in the payment the X,
# the cards and the token it pays with, then Confirm; a "cards" answer by its toggles.
OPERATE = """async ({table, index}) => {
  const { actionKey } = await import("/js/primal/actions.js");
  window.renderTable(table);
  const c = table.legal[index];
  const tick = () => new Promise((done) => setTimeout(done, 0));
  const press = async (el) => { el.dispatchEvent(new MouseEvent("click", { bubbles: true })); await tick(); };
  const q = (selector) => document.querySelector(selector);
  if (c.type === "primal_pick_cards") {
    for (const card of c.cards) await press(q(`[data-pick-card="${CSS.escape(card)}"]`));
    await press(q(`[data-decision="${c.decision}"] button.primary`));
    return window.sent;
  }
  const key = actionKey(c);
  const control = [...document.querySelectorAll("[data-action-key]")].find((el) => el.dataset.actionKey === key);
  if (!control) return { missing: key };
  await press(control);
  if (q("#primal-pay")) {
    const x = q("#primal-pay-x");
    if (x) { x.value = String(c.x || 0); x.dispatchEvent(new Event("change")); await tick(); }
    let chosen;
    while ((chosen = q("[data-pay-card][aria-pressed=true]"))) await press(chosen);
    for (const card of c.pay || []) await press(q(`[data-pay-card="${CSS.escape(card)}"]`));
    const token = q("#primal-pay-token");
    if (token && (token.getAttribute("aria-pressed") === "true") !== Boolean(c.token)) await press(token);
    if (q("#primal-pay-confirm").disabled) return { disabled: q("#primal-pay-total").textContent };
    await press(q("#primal-pay-confirm"));
  }
  return window.sent;
}"""


@pytest.fixture(scope="module")
def scenes() -> dict[str, Scene]:
    return {
        "movement": scene(in_step("movement")),
        "paying": scene(paying_play),
        "revealed": scene(revealing),
        "choice": scene(pending("choice")),
        "window": scene(pending("window")),
        "cards": scene(pending("cards")),
    }


def open_page(browser: Browser, server: str, viewport: dict[str, int] | None = None) -> Page:
    page = player(browser, server, viewport) if viewport else player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    return page


@pytest.fixture(scope="module")
def page(browser: Browser, server: str) -> Page:
    return open_page(browser, server)


def render(page: Page, table: dict[str, Any]) -> None:
    page.evaluate(RENDER, table)


def shot(page: Page, screenshots: Path, name: str) -> None:
    page.screenshot(path=str(screenshots / f"primal-{name}.png"), full_page=True)


def marked(base: Scene) -> Scene:
    """The same fight with a new and an old Fire, a KO'd hunter and a threatened, burning one."""
    s = base.state
    sectors = list(s.board.sectors)
    sectors[0] = sectors[0].model_copy(update={"fire": "red"})
    sectors[2] = sectors[2].model_copy(update={"fire": "yellow"})
    hunters = dict(s.hunters)
    hunters["blade"] = hunters["blade"].model_copy(update={"ko": "red", "threatened": False})
    hunters["hammer"] = hunters["hammer"].model_copy(update={"threatened": True, "burning": True})
    board = s.board.model_copy(update={"sectors": tuple(sectors)})
    return Scene(s.model_copy(update={"board": board, "hunters": hunters}), base.events)


def internal_words(view: dict[str, Any]) -> set[str]:
    """Ids a screen must never show: cards, gear, monster cards (names are shown instead)."""
    defs = view["defs"]
    words = set(defs["cards"]) | set(defs["weapons"]) | set(defs["protections"]) | set(defs["masteries"])
    words |= {b["id"] for b in defs["monster"]["behaviors"]}
    words |= {p["id"] for p in defs["level"]["perils"]} | {o["id"] for o in defs["level"]["objectives"]}
    return {w for w in words if "-" in w}


def shows_no_internals(page: Page, view: dict[str, Any]) -> None:
    text = page.locator("#primal-table").inner_text()
    assert [w for w in internal_words(view) if w in text] == []
    assert "undefined" not in text and "[object" not in text and "NaN" not in text
    assert not re.search(r"(^|\s)\?(\s|$)", text)


def test_the_board_names_sectors_from_the_facing_and_marks_the_exposed_sides(
    page: Page, scenes: dict[str, Scene], screenshots: Path
) -> None:
    s = scenes["paying"]
    table = s.table(s.state.active)
    render(page, table)
    view = table["view"]
    exposed = view["defs"]["level"]["stances"][view["monster"]["stance"]]["exposed"]
    for sector, place in enumerate(PLACES):
        node = page.locator(f'#primal-board .sector[data-sector="{place}"]')
        side = side_of(sector, view["board"]["facing"])
        assert node.get_attribute("data-side") == side
        assert ("exposed" in (node.get_attribute("class") or "")) == (side in exposed)
        label = node.locator(".side-label").text_content() or ""
        assert label.startswith({"front": "Front", "rear": "Rear", "left": "Left flank", "right": "Right flank"}[side])
    for hunter, h in view["hunters"].items():
        figure = page.locator(f'#primal-board .figure[data-hunter="{hunter}"]')
        assert figure.count() == 1
        title = figure.locator("title").text_content() or ""
        assert title.startswith(h["name"])
        assert ("holds the aggro token" in title) == (view["aggro"] == hunter)
    assert page.locator("#primal-board .aggro-token").count() == 1
    assert page.locator("#primal-board .round.now").text_content() == str(view["round"])
    assert f"Round {view['round']} of 10" in (page.locator("#primal-board .track-title").text_content() or "")
    for sector, place in enumerate(PLACES):
        tokens = page.locator(f'#primal-board .sector-contents >> nth={sector}').locator(".terrain-token text").all_text_contents()
        want = [t.capitalize() for t in view["board"]["sectors"][sector]["terrain"]]
        assert [t for t in tokens if not t.startswith("Fire")] == want, place
    shows_no_internals(page, view)
    shot(page, screenshots, "action-desktop")
    assert low_contrast(page) == []
    no_script_errors(page)


def test_fire_shows_its_age_and_hunters_their_marks(page: Page, scenes: dict[str, Scene], screenshots: Path) -> None:
    s = marked(scenes["paying"])
    render(page, s.table("hammer"))
    assert page.locator("#primal-board .fire-red text").text_content() == "Fire (new)"
    assert page.locator("#primal-board .fire-yellow text").text_content() == "Fire (old)"
    blade = page.locator('#primal-board .figure[data-hunter="blade"]')
    assert blade.locator(".ko-token text").text_content() == "KO"
    assert "KO (red)" in (blade.locator("title").text_content() or "")
    hammer = page.locator('#primal-board .figure[data-hunter="hammer"]')
    assert hammer.locator(".threatened").count() == 1 and hammer.locator(".burning").count() == 1
    assert "threatened, burning" in (hammer.locator("title").text_content() or "")
    assert "threatened · burning" in (page.locator('.primal-hunter[data-hunter="hammer"]').text_content() or "")
    shot(page, screenshots, "marks-desktop")
    no_script_errors(page)
