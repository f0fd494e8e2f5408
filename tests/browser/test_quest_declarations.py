"""Issue 23, the quest table: every declaration a command takes can be made from the
browser. The attack's offense tokens (ATK-30) are offered with the odds asked again as
they change, and a reaction that re-rolls dice (ATK-36, MC19) names the dice ticked.

The panels are drawn on a page of the real client with a quest view of our own (as
test_quest_table.py's odds test does): the server's preview is answered by a route that
adds the declared tokens to the number that hits, so the odds shown follow the request."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route, ViewportSize, expect

from tests.browser.pages import no_script_errors, player

pytestmark = pytest.mark.browser
PHONE_390: ViewportSize = {"width": 390, "height": 844}

ATTACK_PANEL = """async (offense) => {
  const { attackMode } = await import("/js/quest/modes.js");
  const { modePanel } = await import("/js/quest/panels.js");
  const { freshUi } = await import("/js/quest/uistate.js");
  const quest = { action: null,
                  heroes: { huntress: { at: [4, 6], equipment: [], tokens: { offense } } },
                  enemies: { "wolf-1": { at: [4, 3] } }, defs: { equipment: {} } };
  const names = { units: { huntress: "Huntress", "wolf-1": "Wolf 1" } };
  window.sent = [];
  const table = { view: { quest }, campaign: { id: 999998 }, ui: freshUi(), legal: [],
                  names: () => names, track: () => {}, online: true,
                  send: async (command) => { window.sent.push(command); } };
  table.render = () => document.querySelector("main").replaceChildren(modePanel(table) || "");
  const command = { type: "attack", unit: "huntress", kind: "ranged", target: "wolf-1",
                    weapon: "hunting_bow" };
  table.ui.mode = attackMode(table, "huntress", [command], "Ranged Attack 2.");
  table.render();
}"""


def answer_preview(asked: list[dict[str, Any]]) -> Any:
    def fulfil(route: Route) -> None:
        commands = json.loads(route.request.post_data or "{}")["commands"]
        asked.extend(commands)
        answers = [
            {"ok": True, "move": None, "attack": {
                "dice": 2, "to_hit": 3 + c.get("offense_tokens", 0), "attribute": 2,
                "defense": 1, "distance": 3, "kind": "ranged", "traits": [], "engagement": False}}
            for c in commands
        ]  # fmt: skip
        route.fulfill(json=answers)

    return fulfil


def blank_page(browser: Browser, server: str, viewport: ViewportSize | None = None) -> Page:
    page = player(browser, server, viewport) if viewport else player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    return page


@pytest.mark.parametrize("viewport", [None, PHONE_390], ids=["desktop", "phone"])
def test_offense_tokens_are_declared_on_an_attack_with_the_odds_updated(
    browser: Browser, server: str, screenshots: Any, viewport: ViewportSize | None
) -> None:
    """ATK-30: a hero holding 2 offense tokens may declare 0, 1 or 2 on the attack; the
    odds are asked again with them and the attack is sent with ``offense_tokens``."""
    page = blank_page(browser, server, viewport)
    asked: list[dict[str, Any]] = []
    page.route("**/api/campaigns/999998/preview", answer_preview(asked))
    page.evaluate(ATTACK_PANEL, 2)
    expect(page.get_by_test_id("preview-to-hit")).to_have_text("3 or less")
    tokens = page.locator("#attack-offense")
    expect(tokens).to_contain_text("Offense tokens")
    expect(tokens.get_by_label("2 tokens")).to_be_visible()
    tokens.get_by_label("1 token").check()
    expect(page.get_by_test_id("preview-to-hit")).to_have_text("4 or less")
    assert asked[-1].get("offense_tokens") == 1
    page.screenshot(
        path=str(screenshots / f"attack-offense-{'phone' if viewport else 'desktop'}.png")
    )
    page.click("#confirm-attack")
    sent = page.evaluate("window.sent")
    assert sent[-1]["offense_tokens"] == 1, sent
    no_script_errors(page)


def test_no_offense_choice_without_tokens(browser: Browser, server: str) -> None:
    """Without tokens there is nothing to declare: no choice, and none is sent."""
    page = blank_page(browser, server)
    page.route("**/api/campaigns/999998/preview", answer_preview([]))
    page.evaluate(ATTACK_PANEL, 0)
    expect(page.get_by_test_id("preview-to-hit")).to_have_text("3 or less")
    expect(page.locator("#attack-offense")).to_have_count(0)
    page.click("#confirm-attack")
    assert "offense_tokens" not in page.evaluate("window.sent")[-1]


REROLL_PROMPT = """async () => {
  const { trackAttacks } = await import("/js/quest/dice.js");
  const { rerollPicker, withReroll } = await import("/js/quest/reroll.js");
  const { freshUi } = await import("/js/quest/uistate.js");
  const { h } = await import("/js/dom.js");
  const reaction = { effects: [{ effect: "reroll" }] };
  const defs = { cards: { MC19: { name: "Second Look", reaction } } };
  const ui = freshUi();
  ui.dice.attack = trackAttacks([
    { seq: 5, event: { type: "attack_declared", attacker: "medic", target: "wolf-1", to_hit: 3 } },
    { seq: 6, event: { type: "attack_rolled", dice: [5, 2, 4] } },
  ], null, defs).attack;
  const command = { type: "play_reaction", unit: "medic", card: "MC19" };
  window.sent = [];
  const table = { view: { quest: { defs } }, ui, track: () => {} };
  table.render = () => document.querySelector("main").replaceChildren(
    rerollPicker(table, "MC19"),
    h("button", { id: "play", onclick: () => window.sent.push(withReroll(table, command)) },
      "Play"));
  table.render();
}"""


def test_a_reroll_reaction_names_the_dice_ticked(browser: Browser, server: str) -> None:
    """ATK-36: the dice of the roll are offered with their outcome; the ticked ones are
    sent as ``reroll`` (a reroll sent with none named did nothing)."""
    page = blank_page(browser, server)
    page.evaluate(REROLL_PROMPT)
    picker = page.locator("[data-reroll='MC19']")
    expect(picker).to_contain_text("Die 1: 5 (a miss)")
    expect(picker).to_contain_text("Die 2: 2 (a hit)")
    picker.get_by_label("Die 1: 5 (a miss)").check()
    picker.get_by_label("Die 3: 4 (a miss)").check()
    page.click("#play")
    assert page.evaluate("window.sent")[-1]["reroll"] == [0, 2]
    no_script_errors(page)
