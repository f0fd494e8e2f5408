"""Parts of the quest screen drawn from events and views in a real browser: the dice tray
(die by die, extra rolls on 1s, the sum and the damage) and the victory/defeat panel."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.contrast import low_contrast
from tests.browser.pages import no_script_errors, player

pytestmark = pytest.mark.browser

NAMES = {"units": {"huntress": "Huntress", "wolf-1": "Wolf 1"}}

DICE = """async ({events, names}) => {
  const dice = await import("/js/quest/dice.js");
  const ui = {};
  dice.trackAttacks(events, ui);
  document.querySelector("main").replaceChildren(dice.diceTray(ui, names));
}"""

OUTCOME = """async ({quest, ending, names}) => {
  const { outcomePanel } = await import("/js/quest/outcome.js");
  const table = {
    view: { quest }, ui: { ending }, online: true,
    content: { quests: { q2: { name: "The Inn at the Crossing" } } },
    track: () => {}, send: async () => {},
  };
  const sorted = { startQuests: [{ type: "start_quest", quest: "q2" }] };
  document.querySelector("main").replaceChildren(outcomePanel(table, names, sorted));
}"""


def attack_events() -> list[dict[str, Any]]:
    common = {"attacker": "huntress", "target": "wolf-1"}
    return [
        {"seq": 40, "event": {"type": "attack_declared", **common, "kind": "ranged",
                              "source": "card", "to_hit": 3, "dice_count": 3, "attribute": 2}},
        {"seq": 41, "event": {"type": "attack_rolled", "attacker": "huntress", "dice": [1, 4, 6]}},
        {"seq": 42, "event": {"type": "extra_dice_rolled", "attacker": "huntress",
                              "dice": [1, 2]}},
        {"seq": 43, "event": {"type": "attack_resolved", **common, "kind": "ranged",
                              "dice": [1, 4, 6, 1, 2], "extra": [1, 2], "to_hit": 3,
                              "successes": 3, "attribute": 2, "strength": 5, "defense": 1,
                              "damage": 4, "health": 0}},
    ]  # fmt: skip


@pytest.fixture(scope="module")
def page(browser: Browser, server: str) -> Page:
    page = player(browser, server)
    page.goto("/#/login")
    return page


def test_dice_die_by_die_with_extra_rolls(page: Page) -> None:
    page.evaluate(DICE, {"events": attack_events(), "names": NAMES})
    dice = page.locator("#dice .die")
    assert dice.evaluate_all("ds => ds.map(d => d.dataset.value)") == ["1", "4", "6", "1", "2"]
    assert page.locator("#dice .die.extra").count() == 2
    assert page.locator("#dice .die.hit").count() == 3
    assert page.locator("#dice .die.miss").count() == 2
    assert page.locator("#dice .die").first.get_attribute("aria-label") == "die: 1, a success"
    assert page.get_by_test_id("attack-sum").text_content() == (
        "3 successes + 2 = strength 5; defense 1; 4 damage: Wolf 1 has 0 Health left."
    )
    assert "Extra rolls for 1s: 1, 2" in (page.locator("#dice").text_content() or "")
    assert low_contrast(page) == []
    no_script_errors(page)


def test_an_attack_still_rolling_says_so(page: Page) -> None:
    page.evaluate(DICE, {"events": attack_events()[:2], "names": NAMES})
    assert page.locator("#dice .die").count() == 3
    assert "Waiting for the attack to finish" in (page.locator("#dice").text_content() or "")


@pytest.mark.parametrize("outcome", ["victory", "defeat"])
def test_victory_and_defeat(page: Page, outcome: str) -> None:
    quest = {
        "name": "Wolves at the Forest's Edge",
        "outcome": outcome,
        "round": 4,
        "heroes": {"huntress": {"id": "huntress", "health": 2, "max_health": 3}},
        "enemies": {"wolf-1": {"health": 0, "removed": True}, "wolf-2": {"health": 3}},
    }
    ending = {"outcome": outcome, "round": 4, "reason": "the round limit came"}
    page.evaluate(OUTCOME, {"quest": quest, "ending": ending, "names": NAMES})
    panel = page.locator("#outcome")
    title = "Victory" if outcome == "victory" else "Defeat"
    assert panel.locator("h2").text_content() == f"{title}: Wolves at the Forest's Edge"
    assert outcome in (panel.get_attribute("class") or "")
    text = panel.text_content() or ""
    assert "the round limit came (round 4)." in text
    assert "1 of 2 enemies slain in 4 rounds." in text
    assert "Huntress: 2 of 3 Health." in text
    assert panel.get_by_role("button", name="Begin The Inn at the Crossing").is_visible()
    assert low_contrast(page) == []
