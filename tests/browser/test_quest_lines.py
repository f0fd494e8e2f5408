"""Issue 23, the quest table's words: the banner counts the actions as the player sees
them (an action under way is not "0 actions left"), and every viewer's log has the same
line, with names, for what the table waits on (other players read "waits on  to
choose…", an empty name, for a reaction window whose deciders their view may not hold).

Drawn on a page of the real client from views of our own: the log's words and the
status line are the client's, fed what the server sends each viewer (a reaction window's
deciders are each seat's own with closed hands: app/engine/hunters/quest/redaction.py)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.pages import no_script_errors, player

pytestmark = pytest.mark.browser

STATUS = """async ({quest, you}) => {
  const { statusLine } = await import("/js/quest/head.js");
  const names = { units: { huntress: "Huntress", "wolf-1": "Wolf 1" }, seats: {} };
  const view = { quest, you, seats: { seat1: { seat: "seat1", heroes: ["huntress"] } } };
  const table = { view, legal: [] };
  return statusLine(table, names).textContent;
}"""

QUICK_SHOT = {
    "unit": "huntress", "card": "HT02", "next_index": 1,
    "activities": [{"do": "move", "value": 1}, {"do": "attack", "kind": "ranged", "to_hit": 2}],
}  # fmt: skip


@pytest.fixture
def page(browser: Browser, server: str) -> Page:
    page = player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    return page


def status(page: Page, quest: dict[str, object]) -> str:
    you = {"role": "seat", "seat": "seat1", "heroes": ["huntress"]}
    text: str = page.evaluate(STATUS, {"quest": quest, "you": you})
    return text


def test_the_banner_names_the_attack_still_to_make_not_zero_actions(page: Page) -> None:
    """The second action's Move is done and its attack is not: the count is spent, the
    banner says what is still to do before "0 actions left"."""
    quest = {"active": "huntress", "actions_left": 0, "action": QUICK_SHOT, "pending": []}
    line = status(page, quest)
    assert line == "Your turn: Huntress, Ranged Attack 2 still to do, then 0 actions left.", line
    idle = status(page, {"active": "huntress", "actions_left": 2, "action": None, "pending": []})
    assert idle == "Your turn: Huntress, 2 actions left.", idle
    no_script_errors(page)


LINES = """async ({events, seats, viewers, hands}) => {
  const log = await import("/js/log.js");
  await import("/js/quest/logtext.js");
  return viewers.map(({ seat, deciders }) => events.map((event) => {
    const mine = event.type === "decision_opened"
      ? { ...event, decision: { ...event.decision, deciders } } : event;
    const names = { seats, units: { huntress: "Huntress", landsknecht: "Landsknecht" },
                    view: { hands, seats: {} }, you: { seat }, memory: {} };
    return log.describe(mine, names)?.text ?? null;
  }));
}"""

WINDOW = {
    "type": "decision_opened",
    "decision": {"kind": "reaction", "id": 7, "timing": "before_to_hit_roll", "deciders": []},
}


def test_every_viewer_reads_the_same_reaction_window_line_with_no_empty_name(
    page: Page,
) -> None:
    """Closed hands: Ann may react (her view names her), Bert may not (his names nobody):
    both logs read one line and neither has an empty name."""
    seats = {"seat1": "ann", "seat2": "bert"}
    viewers = [{"seat": "seat1", "deciders": ["seat1"]}, {"seat": "seat2", "deciders": []}]
    ann, bert = page.evaluate(
        LINES, {"events": [WINDOW], "seats": seats, "viewers": viewers, "hands": "closed"}
    )
    assert ann == bert, (ann, bert)
    assert "on  " not in ann[0] and "waits on to" not in ann[0], ann
    assert ann[0].startswith("The table waits while the players who can react choose"), ann


def test_open_hands_name_the_deciders_and_the_pass(page: Page) -> None:
    seats = {"seat1": "ann", "seat2": "bert"}
    viewers = [{"seat": "seat1", "deciders": ["seat1"]}, {"seat": "seat2", "deciders": ["seat1"]}]
    passed = {"type": "reaction_passed", "id": 7, "seat": "seat1"}
    ann, bert = page.evaluate(
        LINES, {"events": [WINDOW, passed], "seats": seats, "viewers": viewers, "hands": "open"}
    )
    assert ann == bert
    assert ann[0].startswith("The table waits on ann to choose whether to play a reaction"), ann
    assert ann[1] == "ann plays no reaction.", ann


def test_a_closed_hand_s_pass_says_only_its_player_sees_it(page: Page) -> None:
    """With closed hands only the passing player's log gets the pass (a pass would tell
    the others a reaction was held): the line says so instead of reading as public."""
    passed = {"type": "reaction_passed", "id": 7, "seat": "seat1"}
    [ann] = page.evaluate(
        LINES,
        {"events": [passed], "seats": {"seat1": "ann"}, "viewers": [{"seat": "seat1",
         "deciders": []}], "hands": "closed"},
    )  # fmt: skip
    assert "only you see this line" in ann[0], ann
