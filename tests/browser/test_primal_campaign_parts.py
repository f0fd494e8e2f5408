"""The Primal campaign screen drawn from real campaign views in a real browser
(static/js/primal/campaign/): a Chapter 1 campaign at its Crafting phase, an upgrade
allowed to Dareon (P-CAMP-31, as Chapter 2's orders give one), rendered for Dareon's seat
at 1280x800 and 390x844. The skill tree offers each step the legal list holds, named by
its two cards (P-CAMP-32), and its button sends exactly that command; every other
button sends a listed command too; the notes of Dareon's sheet are written and saved
(P-CAMP-39); no id is on the screen; axe finds nothing serious."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, ViewportSize

from app.content.games import public_pack
from app.engine.primal.campaign.legal import campaign_legal
from app.engine.primal.campaign.views import campaign_view
from tests.browser.pages import no_script_errors
from tests.browser.test_primal_parts import open_page
from tests.browser.visual import axe_problems
from tests.engine.primal.campaign.helpers import at_crafting, chapter_one, core, seat

pytestmark = pytest.mark.browser

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}

RENDER = """async (table) => {
  const link = document.createElement("link");
  link.rel = "stylesheet"; link.href = "/css/primal-campaign.css";
  document.head.append(link);
  await new Promise((done) => { link.onload = done; });
  const { renderCampaign } = await import("/js/primal/campaign/screen.js");
  const main = document.querySelector("main");
  window.sent = [];
  const names = () => ({ seats: { a: "Greta", b: "Ann" } });
  const live = { ...table, track: () => {}, refused: () => {}, names,
    send: async (command) => { window.sent.push(command); } };
  renderCampaign(main, live);
}"""


def _table() -> dict[str, Any]:
    """Dareon's seat at Crafting with one upgrade to choose: its view and legal list."""
    state = at_crafting(chapter_one())
    dareon = state.hunters["dareon"].model_copy(update={"upgrades_due": 1})
    state = state.model_copy(update={"hunters": {**state.hunters, "dareon": dareon}})
    legal = [c.model_dump(mode="json") for c in campaign_legal(state, seat("a"), core())]
    view = {
        "game": "primal", "phase": "campaign", "campaign": campaign_view(state),
        "seats": {
            "a": {"seat": "a", "hunters": ["dareon"]}, "b": {"seat": "b", "hunters": ["mirah"]},
        },
    }  # fmt: skip
    return {"view": view, "legal": legal, "content": public_pack(core()), "you": {"seat": "a"},
            "campaign": {}}  # fmt: skip


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_skill_tree_offers_its_steps_by_their_cards(
    browser: Browser, server: str, viewport: ViewportSize
) -> None:
    table = _table()
    steps = [c for c in table["legal"] if c["type"] == "primal_campaign_unlock_step"]
    assert steps, "an upgrade allowed offers a step"
    page = open_page(browser, server, viewport)
    page.evaluate(RENDER, table)
    offered = page.get_by_role("button", name="Learn step A1: Balanced Defense and Lacerate")
    offered.focus()
    page.keyboard.press("Enter")
    assert page.evaluate("window.sent") == [next(c for c in steps if c["step"] == "A1")]
    for button in page.locator("#primal-camp button[data-key]").all():
        button.click()
    sent = page.evaluate("window.sent")
    assert all(c in table["legal"] for c in sent), [c for c in sent if c not in table["legal"]]
    page.fill("#primal-camp-notes-dareon", "Bring fire resistance to the drake.")
    page.click("#primal-camp-notes-dareon-save")
    note = {"type": "primal_campaign_write_notes", "hunter": "dareon",
            "notes": "Bring fire resistance to the drake."}  # fmt: skip
    assert page.evaluate("window.sent")[-1] == note
    assert page.locator("#primal-camp-notes-mirah").count() == 0, "notes only for my hunter"
    text = page.locator("#primal-camp").inner_text()
    assert "dareon-" not in text and "_" not in text, text
    assert axe_problems(page) == []
    no_script_errors(page)
