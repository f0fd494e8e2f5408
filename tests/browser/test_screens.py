"""Parts of the quest screen drawn from events and views in a real browser: the dice tray
(die by die, extra rolls on 1s, the sum and the damage; an Area attack target by target;
the Net's one die per target) and the victory/defeat panel."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.contrast import low_contrast
from tests.browser.pages import no_script_errors, player

pytestmark = pytest.mark.browser

NAMES = {
    "units": {
        "huntress": "Huntress",
        "wolf-1": "Wolf 1",
        "wolf-2": "Wolf 2",
        "landsknecht": "Landsknecht",
    }
}

DICE = """async ({events, names, defs}) => {
  const dice = await import("/js/quest/dice.js");
  const ui = dice.trackAttacks(events, {}, defs);
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
    # The app renders the login screen after it asked who is logged in: wait for it, or
    # it would later replace what a test draws into <main>.
    page.wait_for_selector("#login-username")
    return page


def test_dice_die_by_die_with_extra_rolls(page: Page) -> None:
    page.evaluate(DICE, {"events": attack_events(), "names": NAMES, "defs": None})
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


def area_events() -> list[dict[str, Any]]:
    base = {
        "attacker": "landsknecht",
        "kind": "melee",
        "source": "basic",
        "to_hit": 2,
        "dice_count": 3,
        "attribute": 2,
        "weapon": "zweihander",
        "traits": [{"name": "area", "value": 1}, {"name": "mighty", "value": 1}],
    }
    events: list[dict[str, Any]] = [
        {"type": "area_attack_begun", **base, "targets": ["wolf-1", "wolf-2"]}
    ]
    for target, dice, damage in (("wolf-1", [1, 5, 2], 5), ("wolf-2", [6, 4, 3], 2)):
        hits = sum(1 for d in dice if d <= 2)
        events += [
            {"type": "attack_declared", **base, "target": target},
            {"type": "attack_rolled", "attacker": "landsknecht", "dice": dice},
            {
                "type": "extra_dice_rolled",
                "attacker": "landsknecht",
                "dice": [2] if 1 in dice else [],
            },
            {
                "type": "attack_resolved",
                "attacker": "landsknecht",
                "target": target,
                "kind": "melee",
                "dice": dice + ([2] if 1 in dice else []),
                "extra": [2] if 1 in dice else [],
                "to_hit": 2,
                "successes": hits + (1 if 1 in dice else 0),
                "attribute": 2,
                "strength": damage,
                "defense": 0,
                "damage": damage,
                "health": 10 - damage,
            },
            {"type": "mighty_marked", "unit": target, "markers": 1},
            {"type": "attack_ended", "attacker": "landsknecht", "target": target},
        ]
    events.append({"type": "area_attack_ended", "attacker": "landsknecht"})
    return [{"seq": 60 + i, "event": e} for i, e in enumerate(events)]  # fmt: skip


def test_an_area_attack_shows_each_target_roll(page: Page) -> None:
    page.evaluate(DICE, {"events": area_events(), "names": NAMES, "defs": None})
    assert page.locator("#dice h2").text_content() == "Landsknecht's Area attack"
    first = page.locator("#dice .area-target[data-target=wolf-1]")
    second = page.locator("#dice .area-target[data-target=wolf-2]")
    assert first.locator(".die").evaluate_all("ds => ds.map(d => d.dataset.value)") == [
        "1", "5", "2", "2",
    ]  # fmt: skip
    assert second.locator(".die").evaluate_all("ds => ds.map(d => d.dataset.value)") == [
        "6", "4", "3",
    ]  # fmt: skip
    assert "5 damage" in (first.locator(".sum").text_content() or "")
    assert "2 damage" in (second.locator(".sum").text_content() or "")
    assert "Wolf 2 now bears 1 destruction marker" in (second.text_content() or "")
    assert "Traits: Area, Mighty" in (page.locator("#dice").text_content() or "")
    assert low_contrast(page) == []
    no_script_errors(page)


def test_the_net_rolls_one_die_per_target(page: Page) -> None:
    defs = {"equipment": {"net": {"name": "Net", "use": "passive", "category": "weapon"}}}
    events = [
        {"type": "basic_action_taken", "unit": "huntress", "action": "melee_attack",
         "discarded": "HT08"},
        {"type": "status_rolled", "attacker": "huntress", "target": "wolf-1", "roll": 3,
         "beats": "strength", "value": 1, "status": "immobilize", "applied": True},
        {"type": "status_applied", "unit": "wolf-1", "status": "immobilize"},
        {"type": "status_rolled", "attacker": "huntress", "target": "wolf-2", "roll": 1,
         "beats": "strength", "value": 1, "status": "immobilize", "applied": False},
        {"type": "action_finished", "unit": "huntress"},
    ]  # fmt: skip
    page.evaluate(DICE, {"events": [{"seq": 90 + i, "event": e} for i, e in enumerate(events)],
                         "names": NAMES, "defs": defs})  # fmt: skip
    outcomes = page.locator("#dice .effect-outcome")
    assert outcomes.count() == 2
    assert "Wolf 1: 3 against strength 1: immobilized." in (outcomes.nth(0).text_content() or "")
    assert "Wolf 2: 1 against strength 1: no effect." in (outcomes.nth(1).text_content() or "")
    assert outcomes.locator(".die").evaluate_all("ds => ds.map(d => d.dataset.value)") == [
        "3", "1",
    ]  # fmt: skip


def test_an_attack_still_rolling_says_so(page: Page) -> None:
    page.evaluate(DICE, {"events": attack_events()[:2], "names": NAMES, "defs": None})
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


PROMPT = """async ({quest, answers, names}) => {
  const { renderPrompt } = await import("/js/quest/prompts.js");
  window.sent = [];
  const table = {
    view: { quest, you: { role: "seat", seat: "seat1", heroes: ["medic"] } },
    ui: {}, pending: [], online: true,
    track: () => {}, send: async (command) => { window.sent.push(command); },
  };
  const sorted = { answers, cards: new Map(), basics: {} };
  document.querySelector("main").replaceChildren(renderPrompt(table, sorted, names, {}));
}"""


def test_a_one_target_reaction_offers_whom_it_reaches(page: Page) -> None:
    """QUEST-36: the Medic's player picks whom Field Dressing heals: one button per
    miniature it reaches, each sending that target."""
    quest = {
        "heroes": {"medic": {"name": "Medic"}, "landsknecht": {"name": "Landsknecht"}},
        "enemies": {},
        "defs": {"cards": {"MC01": {"name": "Field Dressing", "reaction": {
            "turn": "enemy", "timing": "attack_end", "text": "Heal 1 on you or an ally."}}}},
        "pending": [{"id": 7, "kind": "reaction", "deciders": ["seat1"], "timing": "attack_end",
                     "attacker": "wolf-1", "target": "landsknecht", "passed": [], "offers": []}],
    }  # fmt: skip
    answers = [
        {"type": "play_reaction", "unit": "medic", "card": "MC01", "target": "medic"},
        {"type": "play_reaction", "unit": "medic", "card": "MC01", "target": "landsknecht"},
        {"type": "pass_reaction"},
    ]
    page.evaluate(PROMPT, {"quest": quest, "answers": answers, "names": NAMES})
    buttons = page.locator("[data-react='MC01']")
    assert buttons.all_text_contents() == [
        "Medic: Field Dressing on Medic",
        "Medic: Field Dressing on Landsknecht",
    ]
    buttons.nth(1).click()
    assert page.evaluate("window.sent") == [answers[1]]
    no_script_errors(page)
