"""Every event the engine can write has words in the game log, and every decision kind a
prompt text: the lists come from the engine itself (its event and decision unions), so
a new event type without log text fails here. The examples of docs/quest-engine.md are
then described in the browser: each says something, with a rule ID."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from app.engine.hunters.events import Event
from app.engine.hunters.quest.model.decisions import Decision
from tests.browser.pages import no_script_errors, player
from tests.realtime.protocol_reference import type_name, union_members

pytestmark = pytest.mark.browser

QUEST_ENGINE_DOC = Path(__file__).resolve().parents[2] / "docs" / "quest-engine.md"
RULE = re.compile(r"^[A-Z]+(?:-[A-Z]+)*-\d+$")

# Bookkeeping that may say nothing (the events around it say it all), with why.
SILENT = {
    "decision_resolved": "an answer is told by the lines after it; only a time-out is said",
    "attack_ended": "the attack's results are told already",
    "area_attack_ended": "every target's attack is told already",
    "pushes_finished": "each push is told already",
    "free_moves_finished": "each free move is told already",
    "activity_begun": "the activity's own events follow",
    "action_finished": "the next turn or action says so",
    "move_begun": "unit_moved says where the miniature went",
    "spell_finished": "spell_cast said what the spell did",
    "enemy_activity_begun": "the activity's own events follow",
    "enemy_action_finished": "the turn's end follows",
    "extra_dice_rolled": "silent only when no 1 was rolled",
    "morale_settled": "silent only when no morale was spent",
    "dice_advanced": "never sent to players (docs/protocol.md)",
}
# Lines that report who answered, not what a rule did.
NO_RULE = {
    "decision_resolved",
    "reaction_passed",
    # the GM's corrections follow no rule: they give the GM's reason instead
    "health_corrected",
    "morale_corrected",
    "tokens_corrected",
    "place_corrected",
    "quest_ended_by_gm",
    "hero_corrected",
    "resource_corrected",
    "equipment_given",
    "equipment_taken",
    "map_card_turned",
    "pile_reordered",
    "day_corrected",
    "state_rewound",
    "draw_piles_reshuffled",
    "rewind_proposed",
    "rewind_voted",
    "seat_away_set",
    "play_mode_set",
}

# Quest engine II's new events (issue 5): each must be explained with its rule.
ISSUE_FIVE = {
    "attack_ended", "area_attack_begun", "area_attack_ended", "status_rolled",
    "push_queued", "pushes_begun", "pushes_finished", "reaction_offered",
    "free_moves_offered", "free_move_taken", "free_moves_finished", "enemies_arrived",
    "hero_killed", "morale_changed", "weapon_emptied", "weapon_reloaded", "item_used",
    "actions_gained", "equipment_reorganized", "quest_cleaned_up",
}  # fmt: skip

# Examples the document gives only in part (an ellipsis, two events on one line).
EXTRA_EXAMPLES: list[dict[str, Any]] = [
    {"type": "health_corrected", "unit": "H1", "before": 2, "after": 4,
     "reason": "the trap was misapplied"},
    {"type": "morale_corrected", "unit": "H1", "before": 1, "after": 3, "reason": "a misclick"},
    {"type": "tokens_corrected", "unit": "W1", "token": "stun", "before": 1, "after": 0,
     "reason": "the stun had ended"},
    {"type": "place_corrected", "unit": "H2", "before": [1, 1], "after": [2, 1],
     "reason": "placed one space off"},
    {"type": "enemies_arrived", "units": [{"id": "wolf-2", "enemy": "wolf", "at": [4, 0],
                                           "health": 2, "start_health": 2}]},
    {"type": "weapon_reloaded", "unit": "H1", "weapon": "arquebus"},
    {"type": "free_move_taken", "unit": "H2", "path": None},
    {"type": "mighty_marked", "unit": "H1", "markers": 1, "armor": "chain_mail"},
    {"type": "reaction_played", "unit": "H1", "card": "LK19", "timing": "attack_end",
     "effects": [{"effect": "ignore_trait", "trait": "stun"}], "ignored_traits": ["stun"],
     "affected": ["H1"]},
]  # fmt: skip

NAMES = {
    "units": {"H1": "Huntress", "H2": "Landsknecht", "H3": "Medic", "W1": "Wolf 1",
              "W2": "Wolf 2", "R1": "Raubritter", "L1": "Lucanus", "X1": "Bandit"},
    "seats": {"seat1": "ann", "H1": "ann", "H2": "bob"},
    "quest": {"heroes": {"H1": {}, "H2": {}, "H3": {}}, "enemies": {"W1": {}, "W2": {}},
              "defs": {"cards": {"LK06": {"name": "Shoulder Charge"}},
                       "equipment": {"arquebus": {"name": "Arquebus"}}}},
}  # fmt: skip

DESCRIBE = """async ({examples, names}) => {
  const log = await import("/js/log.js");
  const quest = await import("/js/quest/logtext.js");
  return {
    described: log.describedTypes(),
    kinds: quest.decisionKinds(),
    lines: examples.map((event) => log.describe(event, { ...names, memory: {} })),
  };
}"""


def engine_event_types() -> set[str]:
    return {type_name(model) for model in union_members(Event)}


def engine_decision_kinds() -> set[str]:
    return {str(model.model_fields["kind"].default) for model in union_members(Decision)}


def documented_examples() -> list[dict[str, Any]]:
    """The JSON of every event example under "### Events" in docs/quest-engine.md."""
    text = QUEST_ENGINE_DOC.read_text()
    section = text.split("### Events", 1)[1]
    examples = []
    for line in section.splitlines():
        for part in line.split("`"):
            if part.startswith("{") and part.endswith("}"):
                try:
                    examples.append(json.loads(part))
                except json.JSONDecodeError:
                    continue  # an example shortened with "…"
    return examples


@pytest.fixture(scope="module")
def page(browser: Browser, server: str) -> Page:
    page = player(browser, server)
    page.goto("/#/login")
    return page


def test_every_engine_event_and_decision_has_words(page: Page) -> None:
    examples = documented_examples() + EXTRA_EXAMPLES
    answer = page.evaluate(DESCRIBE, {"examples": examples, "names": NAMES})
    events = engine_event_types()
    assert sorted(ISSUE_FIVE - events) == []
    assert sorted(events - set(answer["described"])) == []
    assert sorted(engine_decision_kinds() - set(answer["kinds"])) == []

    problems = []
    seen = set()
    for event, line in zip(examples, answer["lines"], strict=True):
        kind = event["type"]
        seen.add(kind)
        if line is None:
            if kind not in SILENT:
                problems.append(f"{kind}: no words")
            continue
        if not line["text"].strip() or "undefined" in line["text"] or "[object" in line["text"]:
            problems.append(f"{kind}: {line['text']!r}")
        if kind not in NO_RULE and not RULE.match(line["rule"]):
            problems.append(f"{kind}: no rule ID ({line['rule']!r})")
    assert problems == []
    assert sorted(ISSUE_FIVE - seen) == []
    no_script_errors(page)


def test_new_events_read_as_sentences(page: Page) -> None:
    samples = [
        {"type": "weapon_emptied", "unit": "H1", "weapon": "arquebus"},
        {"type": "reaction_offered", "id": 1, "seat": "seat1", "unit": "H2", "card": "LK06"},
        {"type": "free_moves_offered", "units": ["H2"], "value": 1, "leap_only": False},
        {"type": "hero_killed", "unit": "H1"},
        {"type": "morale_changed", "unit": "H1", "amount": -1, "morale": 2},
    ]
    answer = page.evaluate(DESCRIBE, {"examples": samples, "names": NAMES})
    assert [(line["text"], line["rule"]) for line in answer["lines"]] == [
        ("Huntress's Arquebus is empty: it fires again only after a Reload (Interact).",
         "TRAIT-28"),
        ("ann offers Landsknecht's Shoulder Charge as the reaction; only one reaction is "
         "played per action.", "QUEST-37"),
        ("Landsknecht may take a free Move 1.", "QUEST-34"),
        ("Huntress is killed (Hero Elimination) and leaves the board for good.",
         "HERO-STATE-16"),
        ("Huntress's morale falls by 1 to 2.", "DEV-24"),
    ]  # fmt: skip


TOLD_IN_ORDER = """async ({events, names}) => {
  const log = await import("/js/log.js");
  await import("/js/quest/logtext.js");
  const shared = { ...names, memory: {} };
  return events.map((event) => log.describe(event, shared));
}"""


def test_the_log_is_written_for_players(page: Page) -> None:
    """Issue 11: no filler ("ann decided."), no internal phrasing (an attack "is over
    (end-of-attack reactions and traits done)"), players named (never a seat key), and
    a time-out says what the table took."""
    window = {"id": 5, "kind": "reaction", "deciders": ["seat1"], "timing": "activity_start",
              "attacker": "W1", "target": "H1", "passed": [], "offers": []}  # fmt: skip
    events = [
        {"type": "decision_opened", "decision": window},
        {"type": "decision_resolved", "id": 5, "by_default": True},
        {"type": "decision_opened", "decision": {**window, "id": 6}},
        {"type": "decision_resolved", "id": 6, "by": "seat1"},
        {"type": "attack_ended", "attacker": "W1", "target": "H1"},
        {"type": "seat_opened", "seat": "seat7"},
    ]
    # Open hands: a reaction window names its players (closed, it names nobody: issue 23,
    # tests/browser/test_quest_lines.py).
    names = {**NAMES, "view": {"hands": "open"}}
    lines = page.evaluate(TOLD_IN_ORDER, {"events": events, "names": names})
    texts = [line["text"] if line else None for line in lines]
    assert texts[0] == (
        "The table waits on ann to choose whether to play a reaction when an enemy is about to act."
    )
    assert texts[1] == (
        "Time ran out on whether to play a reaction when an enemy is about to act: pass."
    )
    assert texts[3] is None  # an answer is told by what follows it
    assert texts[4] is None
    assert texts[5] == "A new player took a seat at the table."
    assert not any("seat" in (t or "").split(" ")[0] for t in texts)
    no_script_errors(page)


def test_group_costs_and_a_leaving_hero_read_as_sentences(page: Page) -> None:
    """SETL-22: a wagon level paid from two purses says who paid what; DEV-34: a hero
    taken out of the party is told with the rule."""
    samples = [
        {"type": "wagon_upgraded", "category": "workshop", "level": 1, "hero": "landsknecht",
         "gold_half": 4, "paid": {"landsknecht": 1, "huntress": 3}},
        {"type": "wagon_upgraded", "category": "workshop", "level": 2, "hero": "huntress",
         "gold_half": 6},
        {"type": "hero_left_party", "hero": "medic", "by": "player",
         "gold_shares": {"huntress": 1}, "equipment": [], "resources": {}},
    ]  # fmt: skip
    answer = page.evaluate(DESCRIBE, {"examples": samples, "names": NAMES})
    assert [(line["text"], line["rule"]) for line in answer["lines"]] == [
        ("Landsknecht paid ½ gold and Huntress 1½ gold: the wagon's Workshop is at level 1.",
         "EQUIP-38"),
        ("Huntress paid 3 gold: the wagon's Workshop is at level 2.", "EQUIP-38"),
        ("Medic leaves the party with its player; the gold is shared among the others, the "
         "gear goes into the wagon.", "DEV-34"),
    ]  # fmt: skip
