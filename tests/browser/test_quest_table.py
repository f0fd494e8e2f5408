"""The quest table as two new players met it (issue 11), each defect with a test: whom
the table waits on, names instead of seat keys, the odds of a single target, a click on a
miniature meaning its space, only legal turn-order moves and heroes, refusals in my own
log, live invites, countdowns on the server's deadline, a click held while offline, the
quest's story, rule links in the log, and "play it anyway?" for a card that does nothing.

Tables are set up over the HTTP API (tests/browser/tables.py); the base pack's quest 1
deploys the heroes on rows 6-7 and two wolves on row 1, so nothing is in reach at first.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from tests.browser.contrast import low_contrast
from tests.browser.pages import (
    PHONE,
    doc_images,
    no_script_errors,
    open_the_log,
    player,
    unique_name,
)
from tests.browser.tables import Client, Table, quest_table, started_table

pytestmark = pytest.mark.browser

INTERNAL = re.compile(r"\b(seat\d+|wolf-\d+|huntress|landsknecht|sorceress)\b")
HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}


def cell(page: Page, at: list[int]) -> Any:
    return page.locator(f"svg.board rect.cell[data-x='{at[0]}'][data-y='{at[1]}']")


def decider(table: Table, unit: str) -> Client:
    return table.seats[unit]


def place(table: Table, unit: str, at: list[int]) -> None:
    decider(table, unit).command(table.campaign, {"type": "place_hero", "unit": unit, "at": at})


def test_the_table_waits_on_me_only_for_my_decisions(browser: Browser, server: str) -> None:
    """Item 1: at deployment each player is told what waits on them, and whom the rest
    waits on by name ("waits on Bert: where Landsknecht starts")."""
    table = started_table(server, [["huntress"], ["landsknecht"]], pack="base")
    ann_client, bob_client = table.clients
    ann = ann_client.page(browser, table.campaign)
    status = ann.locator("#turn-status")
    expect(status).to_contain_text("The table waits on you: where Huntress starts")
    expect(status).to_contain_text(f"It also waits on {bob_client.name}: where Landsknecht starts")
    mine = (status.text_content() or "").split("It also waits")[0]
    assert "Landsknecht" not in mine
    assert not INTERNAL.search(status.text_content() or "")
    no_script_errors(ann)


def test_a_player_who_joins_is_named_at_once(browser: Browser, server: str) -> None:
    """Item 2: the players already at the table read the newcomer's name, not "seat2"."""
    ann_client = Client(server, unique_name("ann"))
    campaign = ann_client.post("/api/campaigns", {"name": "Names", "pack": "base"})["id"]
    ann = ann_client.page(browser, campaign)
    expect(ann.locator("#conn")).to_have_text("Connected")
    token = ann_client.post(f"/api/campaigns/{campaign}/invites", {})["token"]
    bob_client = Client(server, unique_name("bob"))
    bob_client.post(f"/api/invites/{token}/accept", {})
    expect(ann.locator("#log")).to_contain_text(f"{bob_client.name} took a seat at the table.")
    assert "seat2" not in (ann.locator("main").text_content() or "")
    no_script_errors(ann)


PREVIEWED_ATTACK = """async () => {
  const { attackMode } = await import("/js/quest/modes.js");
  const { modePanel } = await import("/js/quest/panels.js");
  const { freshUi } = await import("/js/quest/uistate.js");
  const quest = { action: null, heroes: { huntress: { at: [4, 6], equipment: [] } },
                  enemies: { "wolf-1": { at: [4, 3] } }, defs: { equipment: {} } };
  const names = { units: { huntress: "Huntress", "wolf-1": "Wolf 1" } };
  const table = { view: { quest }, campaign: { id: 999999 }, ui: freshUi(), legal: [],
                  names: () => names, track: () => {}, online: true, send: async () => {} };
  table.render = () => document.querySelector("main").replaceChildren(modePanel(table) || "");
  const command = { type: "attack", unit: "huntress", kind: "ranged", target: "wolf-1",
                    weapon: "hunting_bow" };
  table.ui.mode = attackMode(table, "huntress", [command], "Ranged Attack 2.");
  table.render();
}"""


def test_the_odds_load_for_a_single_target(browser: Browser, server: str) -> None:
    """Item 3: with one target the odds are asked at once (they stayed at "Working out
    the odds…"), and a defense the server could not tell never reads "null"."""
    page = player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    attack: dict[str, object] = {
        "dice": 2, "to_hit": 3, "attribute": 2, "defense": None, "distance": 3,
        "kind": "ranged", "traits": [], "engagement": True,
    }  # fmt: skip
    page.route(
        "**/api/campaigns/999999/preview",
        lambda route: route.fulfill(json=[{"ok": True, "attack": attack, "move": None}]),
    )
    page.evaluate(PREVIEWED_ATTACK)
    expect(page.get_by_test_id("preview-dice")).to_have_text("2")
    expect(page.get_by_test_id("preview-defense")).to_have_text("not known yet")
    expect(page.locator("#engagement-risk")).to_contain_text("hits a friend")
    assert "null" not in (page.locator("#mode").text_content() or "")
    no_script_errors(page)


def test_a_click_on_a_miniature_means_its_space(browser: Browser, server: str) -> None:
    """Item 4: deploying onto a friend's space by clicking the friend's token."""
    table = started_table(server, [["huntress"], ["landsknecht"]], pack="base")
    place(table, "huntress", [4, 6])
    bob = table.clients[1].page(browser, table.campaign)
    expect(cell(bob, [4, 6])).to_have_class(re.compile("reachable"))
    bob.locator("svg.board g.unit[data-unit=huntress]").click()
    landsknecht = bob.locator("svg.board g.unit[data-unit=landsknecht]")
    expect(landsknecht).to_have_attribute("data-at", "4,6")
    no_script_errors(bob)


TURN_ORDER = """async ({decision}) => {
  const { renderPrompt } = await import("/js/quest/prompts.js");
  const { freshUi } = await import("/js/quest/uistate.js");
  const quest = { heroes: { huntress: { name: "Huntress" },
                            landsknecht: { name: "Landsknecht" } },
                  enemies: { "wolf-1": { enemy: "wolf" } },
                  defs: { enemies: { wolf: { name: "Wolf" } } },
                  pending: [decision] };
  const names = { units: { huntress: "Huntress", landsknecht: "Landsknecht",
                           "wolf-1": "Wolf 1" } };
  const you = { role: "seat", seat: "seat1", heroes: ["huntress"] };
  const table = { view: { quest, you, seats: {} },
                  ui: freshUi(), pending: [], online: true, track: () => {}, send: async () => {} };
  table.render = () => document.querySelector("main")
    .replaceChildren(renderPrompt(table, { answers: [] }, names, {}));
  table.render();
}"""


def test_the_turn_order_offers_only_delays(browser: Browser, server: str) -> None:
    """Item 5, QUEST-17..19: a hero may act later, never earlier than Perception put it
    (unless tied, or undoing its own delay)."""
    page = player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    decision = {"id": 3, "kind": "turn_order", "deciders": ["seat1"], "passed": [],
                "default": ["huntress", "wolf-1", "landsknecht"],
                "heroes": ["huntress", "landsknecht"], "ties": [],
                "perception": {"huntress": 3, "wolf-1": 2, "landsknecht": 1}}  # fmt: skip
    page.evaluate(TURN_ORDER, {"decision": decision})
    expect(page.get_by_role("button", name="Huntress later")).to_be_visible()
    expect(page.get_by_role("button", name="Landsknecht earlier")).to_have_count(0)
    expect(page.get_by_role("button", name="Wolf 1 earlier")).to_have_count(0)
    page.get_by_role("button", name="Huntress later").click()
    # Delayed behind the wolf, the Huntress may come back to her own place.
    expect(page.get_by_role("button", name="Huntress earlier")).to_be_visible()
    no_script_errors(page)


def test_a_second_hero_is_not_offered_with_friends(browser: Browser, server: str) -> None:
    """Item 5, DEV-02: with two players each takes one hero; the other heroes are not
    offered to a player who already has one (the start would be refused)."""
    ann_client = Client(server, unique_name("ann"))
    campaign = ann_client.post("/api/campaigns", {"name": "One Each", "pack": "base"})["id"]
    token = ann_client.post(f"/api/campaigns/{campaign}/invites", {})["token"]
    Client(server, unique_name("bob")).post(f"/api/invites/{token}/accept", {})
    ann_client.command(campaign, {"type": "choose_hero", "hero": "huntress"})
    ann = ann_client.page(browser, campaign)
    expect(ann.locator("#my-heroes [data-hero=huntress]")).to_be_visible()
    expect(ann.locator("#hero-choices")).to_have_count(0)
    no_script_errors(ann)


def forward(sockets: list[WebSocketRoute]) -> Any:
    def handler(ws: WebSocketRoute) -> None:
        sockets.append(ws.connect_to_server())

    return handler


def test_a_refusal_is_in_my_own_log_in_my_words(browser: Browser, server: str) -> None:
    """Item 6: a refused command shows in a toast and in the refused player's log (not
    the other's), with names, not keys."""
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 7], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    ann_client, bob_client = table.clients
    sockets: list[WebSocketRoute] = []
    ann = player(browser, server)
    ann.route_web_socket(re.compile(r".*/ws/campaigns/\d+.*"), forward(sockets))
    ann.context.add_cookies([{"name": "hunters_session",
                              "value": ann_client.http.cookies.get("hunters_session") or "",
                              "url": server}])  # fmt: skip
    ann.goto(f"/#/campaigns/{table.campaign}")
    bob = bob_client.page(browser, table.campaign)
    expect(ann.locator("#conn")).to_have_text("Connected")
    forged = {"type": "command", "command_id": "forged-end-of-bob-turn",
              "command": {"type": "end_turn", "unit": "landsknecht"}}  # fmt: skip
    sockets[-1].send(json.dumps(forged))
    refusal = ann.locator("#log li.refusal")
    expect(refusal).to_have_count(1)
    expect(ann.locator(".toast-error")).to_be_visible()
    assert not INTERNAL.search(refusal.text_content() or ""), refusal.text_content()
    expect(bob.locator("#log li.refusal")).to_have_count(0)
    no_script_errors(ann)


def test_invites_count_live_and_stay_during_quests(browser: Browser, server: str) -> None:
    """Item 7: the GM's invite list counts a join without a reload; the panel is there
    during a quest; a player who joins mid-quest is told what happens."""
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 7], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    gm = table.clients[0].page(browser, table.campaign)
    open_the_log(gm)
    box = gm.locator("#invites-box")
    expect(box).to_be_visible()
    box.locator("summary").click()
    gm.click("#create-invite")
    link = gm.locator("#invite-url").input_value()
    newest = gm.locator("#invite-list li").last
    expect(newest).to_contain_text("used 0 times")
    carol_client = Client(server, unique_name("carol"))
    carol_client.post(f"/api/invites/{link.rsplit('/', 1)[-1]}/accept", {})
    expect(gm.locator("#invite-list")).to_contain_text("used 1 time,")
    carol = carol_client.page(browser, table.campaign)
    expect(carol.locator("#late-joiner")).to_contain_text("you watch it")
    no_script_errors(gm)
    no_script_errors(carol)


def countdown_seconds(page: Page) -> int:
    text = page.locator("#prompt .countdown").first.text_content() or ""
    match = re.search(r"pass in (\d+) s", text)
    assert match, text
    return int(match.group(1))


def test_reaction_countdowns_agree_and_a_time_out_is_told(browser: Browser, server: str) -> None:
    """Item 8: "pass in N s" on every screen, the same after a reload (the server's
    deadline, not the moment the page saw the window), and the time-out in the log."""
    table = quest_table(
        server, [["huntress"], ["sorceress"]],
        {"huntress": [3, 3], "sorceress": [1, 3]},
        {"huntress": ["HT17", "HT04", "HT04", "HT05", "HT05"],
         "sorceress": ["SR08", "SR01", "SR05", "SR05", "SR05"]},
        reaction_seconds=14,
    )  # fmt: skip
    ann_client, bob_client = table.clients
    ann = ann_client.page(browser, table.campaign)
    bob = bob_client.page(browser, table.campaign, viewport=PHONE)
    ann.click("#end-turn")
    expect(bob.locator("#turn-status")).to_contain_text("Your turn: Sorceress")
    bob.click("#end-turn")
    window = ann.locator("#prompt [data-decision=reaction]")
    expect(window).to_contain_text("Wolf 1 is about to act")
    ann.locator("#pass-reaction").click()
    expect(ann.locator("#prompt .countdown")).to_contain_text(re.compile(r"pass in \d+ s"))
    ann.wait_for_timeout(3000)
    ann.reload()
    expect(ann.locator("#prompt .countdown")).to_contain_text(re.compile(r"pass in \d+ s"))
    assert abs(countdown_seconds(ann) - countdown_seconds(bob)) <= 1
    expect(ann.locator("#log")).to_contain_text(
        re.compile(r"Time ran out on whether to play a reaction.*: pass\."), timeout=20_000
    )
    no_script_errors(ann)
    no_script_errors(bob)


def test_a_click_while_offline_says_it_will_send(browser: Browser, server: str) -> None:
    """Item 9: a command made as the line drops is held, and the page says so."""
    client = Client(server, unique_name("olly"))
    campaign = client.post("/api/campaigns", {"name": "Held", "pack": "base"})["id"]
    routes: list[WebSocketRoute] = []
    state = {"cut": False}

    def handler(ws: WebSocketRoute) -> None:
        routes.append(ws)
        if state["cut"]:
            return  # the line is down: no server behind this socket, no hello
        server_side = ws.connect_to_server()
        ws.on_message(lambda message: None if state["cut"] else server_side.send(message))

    page = player(browser, server)
    page.route_web_socket(re.compile(r".*/ws/campaigns/\d+.*"), handler)
    page.context.add_cookies([{"name": "hunters_session",
                               "value": client.http.cookies.get("hunters_session") or "",
                               "url": server}])  # fmt: skip
    page.goto(f"/#/campaigns/{campaign}")
    expect(page.locator("#conn")).to_have_text("Connected")
    state["cut"] = True
    page.click("#hero-choices [data-hero=medic]")
    routes[-1].close()
    expect(page.locator("#conn")).to_contain_text("1 action will send when connected")
    state["cut"] = False
    routes[-1].close()
    expect(page.locator("#my-heroes [data-hero=medic]")).to_be_visible(timeout=20_000)
    expect(page.locator("#conn")).to_have_text("Connected")
    no_script_errors(page)


def test_the_story_is_shown_at_the_start_and_kept_at_hand(browser: Browser, server: str) -> None:
    """Item 10: the quest's introduction, goal and special rules from the content."""
    table = started_table(server, [["huntress"], ["landsknecht"]], pack="base")
    ann = table.clients[0].page(browser, table.campaign)
    story = ann.locator("#story")
    expect(story).to_contain_text("The Duke's letter reached you")
    expect(ann.locator("#story-victory")).to_have_text("Slay every enemy within 6 rounds.")
    expect(ann.locator("#story-defeat")).to_contain_text("every hero is knocked unconscious")
    expect(ann.locator("#story-rules")).to_contain_text("opening hand")
    ann.click("#close-story")
    expect(story).to_have_count(0)
    ann.reload()
    expect(ann.locator("#turn-status")).to_contain_text("The table waits on you")
    expect(story).to_have_count(0)
    ann.click("#open-story")
    expect(story).to_contain_text("The Duke's letter reached you")
    no_script_errors(ann)


def test_rule_links_open_the_rule_in_our_words(browser: Browser, server: str) -> None:
    """Item 11: a rule ID in the log is a small link; it opens the rule's text (from
    the index shipped with the client) in the side panel. Routine lines carry none."""
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 7], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    ann = table.clients[0].page(browser, table.campaign)
    open_the_log(ann)
    line = ann.locator("#log li[data-type=quest_started]")
    expect(line).to_contain_text("begins")
    line.locator("button.rule-link").click()
    panel = ann.locator("#rule-panel")
    expect(panel).to_be_visible()
    expect(panel.locator(".rule-id")).to_have_text("QUEST-01")
    expect(panel.locator("#rule-text")).not_to_contain_text("not in the index")
    expect(ann.locator("#log li[data-type=round_started] button.rule-link")).to_have_count(0)
    assert " decided." not in (ann.locator("#log").text_content() or "")
    no_script_errors(ann)


WASTED_HAND = """async () => {
  const { handStrip } = await import("/js/quest/hand.js");
  const { freshUi } = await import("/js/quest/uistate.js");
  const { classify } = await import("/js/quest/legal.js");
  const { wastedQuestion } = await import("/js/quest/hand.js");
  window.sent = [];
  const hero = { id: "huntress", name: "Huntress", hand: ["HT01"], draw_pile: [], used: [] };
  const quest = { active: "huntress", pending: [], action: null, heroes: { huntress: hero },
    defs: { cards: { HT01: { name: "Loose", text: "Ranged Attack 3.",
                             reaction: { text: "+1 to hit." } } } } };
  const legal = [{ type: "play_card", unit: "huntress", card: "HT01",
                   wasted: "no enemy within range 1-3" }];
  const table = { view: { quest, you: { heroes: ["huntress"] } }, ui: freshUi(), legal,
    online: true,
    names: () => ({ units: {} }), track: () => {}, refused: () => {},
    send: async (command) => { window.sent.push(command); } };
  table.render = () => document.querySelector("main").replaceChildren(
    wastedQuestion(table) || "", handStrip(table, [hero], classify(legal)));
  table.render();
}"""


def test_a_card_that_can_do_nothing_asks_before_it_is_spent(browser: Browser, server: str) -> None:
    """Item 12 (client): a play_card the server marks ``wasted`` asks first; "Play it
    anyway" sends the command as the server's schema knows it."""
    page = player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    page.evaluate(WASTED_HAND)
    page.click("[data-play=HT01]")
    expect(page.locator("#wasted-text")).to_have_text(
        "Loose can do nothing now: no enemy within range 1-3. Play it anyway?"
    )
    assert page.evaluate("window.sent") == []
    expect(page.locator("#play-anyway")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#wasted")).to_have_count(0)
    assert page.evaluate("window.sent") == [
        {"type": "play_card", "unit": "huntress", "card": "HT01"}
    ]
    no_script_errors(page)


def test_the_server_marks_a_card_that_can_do_nothing(browser: Browser, server: str) -> None:
    """Item 12 (with the engine, QUEST-25): Loose (Ranged Attack 3) with no wolf within
    the bow's range 1-3 is listed with ``wasted``, and the browser asks before playing it."""
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 7], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    ann_client = table.clients[0]
    deadline = time.monotonic() + 20
    loose: dict[str, Any] | None = None
    while time.monotonic() < deadline and loose is None:
        loose = next((c for c in ann_client.legal(table.campaign)
                      if c["type"] == "play_card" and c["card"] == "HT01"), None)  # fmt: skip
        time.sleep(0.3)
    assert loose is not None, "Loose is not playable on the Huntress's turn"
    assert isinstance(loose.get("wasted"), str) and loose["wasted"], loose
    ann = ann_client.page(browser, table.campaign)
    ann.click("[data-play=HT01]")
    expect(ann.locator("#wasted-text")).to_contain_text("Loose can do nothing now:")
    no_script_errors(ann)


def test_the_table_fits_one_screen(browser: Browser, server: str, screenshots: Path) -> None:
    """Item 13: no page scroll during play at 1280x800 and 390x844; the whole map shows
    in its area; the hand is along the bottom; the log is a drawer on the phone."""
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [4, 7], "landsknecht": [2, 7]}, HANDS, pack="base",
    )  # fmt: skip
    for size, name in (
        ({"width": 1280, "height": 800}, "desktop"),
        ({"width": 390, "height": 844}, "phone"),
    ):
        page = table.clients[0].page(browser, table.campaign, viewport=size)
        expect(page.locator("#hand-strip .card").first).to_be_visible()
        page.wait_for_timeout(300)
        scroll = page.evaluate(
            "[document.documentElement.scrollHeight, document.documentElement.scrollWidth]"
        )
        assert scroll[0] <= size["height"] and scroll[1] <= size["width"], (name, scroll)
        board = page.locator("#board").bounding_box()
        hand = page.locator("#hand-strip").bounding_box()
        assert board and hand and hand["y"] >= board["y"] + board["height"] - 1
        assert hand["y"] + hand["height"] <= size["height"]
        side = page.locator("#table-side")
        if name == "phone":
            expect(side).to_be_hidden()
            page.click("#toggle-side")
            expect(side.locator("#log")).to_be_visible()
            page.screenshot(path=str(screenshots / f"table-{name}-log.png"))
            page.screenshot(path=str(doc_images() / "quest-table-phone-log.png"))  # the README's
            page.click("#close-side")
            expect(side).to_be_hidden()
            page.click("#toggle-side")
            expect(page.locator("#close-side")).to_be_focused()
            page.keyboard.press("Escape")
            expect(side).to_be_hidden()
            expect(page.locator("#toggle-side")).to_be_focused()
        else:  # a drawer at 1280 px too: the board has the room (issue 27)
            expect(side).to_be_hidden()
            open_the_log(page)
            expect(side.locator("#log")).to_be_visible()
            page.click("#close-side")
        page.screenshot(path=str(screenshots / f"table-{name}.png"))
        assert low_contrast(page) == []
        no_script_errors(page)


TWO_WAYS = """async () => {
  const { handStrip } = await import("/js/quest/hand.js");
  const { heroPanel } = await import("/js/quest/heroes.js");
  const { freshUi } = await import("/js/quest/uistate.js");
  const { classify } = await import("/js/quest/legal.js");
  window.sent = [];
  const hero = { id: "huntress", name: "Huntress", hand: ["HT05"], draw_pile: [], used: [],
    health: 3, max_health: 3, morale: 3, morale_top: 5, equipment: [], backpack: [],
    attributes: { strength: 1, agility: 2, perception: 2, knowledge: 0 } };
  const quest = { active: "huntress", pending: [], action: null, actions_left: 2,
    heroes: { huntress: hero }, defs: { cards: { HT05: { name: "Knife Work",
      text: "Melee Attack 2.", reaction: { text: "+1 defense." } } }, equipment: {} } };
  // Two ways of one basic action (a made-up pair of hiding places): the player picks.
  const legal = [{ type: "hide", unit: "huntress", discard: "HT05", at: [1, 1] },
                 { type: "hide", unit: "huntress", discard: "HT05", at: [2, 2] }];
  const table = { view: { quest, you: { heroes: ["huntress"] } }, ui: freshUi(), legal,
    online: true, names: () => ({ units: {} }), track: () => {}, refused: () => {},
    send: async (command) => { window.sent.push(command); } };
  table.render = () => {
    const sorted = classify(legal);
    document.querySelector("main").replaceChildren(heroPanel(table, hero, sorted),
      handStrip(table, [hero], sorted));
  };
  table.render();
}"""


def test_a_basic_action_with_two_ways_asks_which(browser: Browser, server: str) -> None:
    """Item 14: discarding a card for a basic action that can be done two ways opens a
    choice; nothing is sent until the player picks (it used to say "Choose: …" and send
    the first anyway)."""
    page = player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    page.evaluate(TWO_WAYS)
    page.click("[data-basic=hide]")
    chooser = page.locator("#interact-pick")
    expect(chooser).to_contain_text("Hide, paid with Knife Work: which one?")
    assert page.evaluate("window.sent") == []
    chooser.locator("button").nth(1).click()
    assert page.evaluate("window.sent") == [
        {"type": "hide", "unit": "huntress", "discard": "HT05", "at": [2, 2]}
    ]
    no_script_errors(page)
