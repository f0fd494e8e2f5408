"""Issue 23, the campaign screen as players met it: votes on an item by its name and what
it does (they read "humanoid_grease" and overflowed a phone's card), advanced cards with
their text and copies, the test shown before the tester is chosen, the Town tab with the
current settlement's locations only, what waits on me shown on every tab with a link to
it, each plot card lying here named, the log in the screen's words, and the notice of an
away player whose heroes are lent.

The panels are drawn on a page of the real client from a table of our own (a view, the
legal commands and a pack's public part, as the server sends them), so each defect is
looked at exactly where it showed, at 1280 px and on a 390 px phone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.pages import no_script_errors, player

pytestmark = pytest.mark.browser

DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
VIEWPORTS = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])

TABLE = """() => {
window.fakeTable = (extra) => {
  const content = {
    heroes: { huntress: { name: "Huntress" }, landsknecht: { name: "Landsknecht" } },
    equipment: {
      humanoid_grease: { name: "Humanoid Grease", category: "addition",
        text: "Nightshade boiled in tallow. Adds Poison against Humanoids to Melee Attacks." },
      humanoid_grease_arrows: { name: "Humanoid Grease (arrows)", category: "addition",
        text: "Thinned for arrowheads. Adds Poison against Humanoids to Ranged Attacks." },
    },
    cards: {
      HT01: { name: "Loose", cost: "ST", copies: 1, text: "Ranged Attack 3.",
              reaction: { text: "Your turn, at the start of your Ranged Attack: +1 to hit." } },
      HT11: { name: "Volley", cost: 3, copies: 2, text: "Ranged Attack 2 on two targets.",
              reaction: { text: "Enemy turn: +1 defense against Ranged Attacks." } },
    },
    resources: { monster_blood: { name: "Monster Blood" } },
    wagon: { bowyers_table: { id: "bowyers_table", name: "Bowyer's Table" } },
    plot_card_backs: { S010: { main_plot: true, deadline_day: 9 }, S011: {}, S012: {} },
    map_card_backs: { M10: { number: 10 } },
  };
  const view = {
    phase: "between_quests", you: { role: "seat", seat: "seat1", heroes: ["huntress"] },
    seats: { seat1: { seat: "seat1", heroes: ["huntress"] },
             seat2: { seat: "seat2", heroes: ["landsknecht"] } },
    campaign: { heroes: { huntress: { hero: "huntress", perception: 2, xp: 9, morale: 3,
                                      cards: ["HT01"] },
                          landsknecht: { hero: "landsknecht", perception: 1 } },
                region: { marker: "M10", placed: {}, locations: [] },
                story: { pending: [],
                         fronts: { M10: { title: "Penzberg", settlement: "Penzberg" } } } },
    ...(extra.view || {}),
  };
  window.sent = [];
  const table = {
    campaign: { id: 999997 }, content, view, legal: extra.legal || [], online: true,
    names: () => ({ seats: { seat1: "ann", seat2: "bert" },
                    heroes: { huntress: "Huntress", landsknecht: "Landsknecht" }, view, content }),
    track: () => {}, refused: () => {}, render: () => {},
    send: async (command) => { window.sent.push(command); },
  };
  return table;
};
}"""


@pytest.fixture
def blank(browser: Browser, server: str) -> Any:
    def open_page(viewport: ViewportSize = DESKTOP) -> Page:
        page = player(browser, server, viewport)
        page.goto("/#/login")
        page.wait_for_selector("#login-username")
        page.evaluate(TABLE)
        return page

    return open_page


def overflowing(page: Page, selector: str) -> list[str]:
    found: list[str] = page.evaluate(
        """(selector) => {
          const box = document.querySelector(selector).getBoundingClientRect();
          const out = [];
          for (const b of document.querySelectorAll(`${selector} button, ${selector} li`)) {
            const r = b.getBoundingClientRect();
            if (r.right > box.right + 1 || r.right > window.innerWidth) out.push(b.textContent);
          }
          if (document.documentElement.scrollWidth > window.innerWidth) out.push("page");
          return out;
        }""",
        selector,
    )
    return found


ITEM_VOTE = """async () => {
  const { voteBlock } = await import("/js/campaign/decisions.js");
  const { h } = await import("/js/dom.js");
  const options = ["humanoid_grease", "humanoid_grease_arrows"].map((key) => ({ key, text: key }));
  const decision = { id: 4, kind: "option", source: "Q2", options, default: "humanoid_grease",
                     votes: {}, deciders: ["seat1", "seat2"], decider: "seat1" };
  const legal = options.map((o) => ({ type: "vote_on_choice", decision: 4, choice: o.key }));
  const table = window.fakeTable({ legal });
  document.querySelector("main").replaceChildren(
    h("section", { class: "panel", id: "card" }, voteBlock(table, decision)));
}"""


@VIEWPORTS
def test_a_vote_on_items_names_them_and_says_what_they_do(
    blank: Any, viewport: ViewportSize, screenshots: Path
) -> None:
    page = blank(viewport)
    page.evaluate(ITEM_VOTE)
    card = page.locator("#card")
    expect(card).to_contain_text("Humanoid Grease (arrows)")
    expect(card).to_contain_text("Adds Poison against Humanoids to Ranged Attacks")
    text = card.inner_text()
    assert "humanoid_grease" not in text, text
    button = card.get_by_role("button", name="Vote for Humanoid Grease (arrows)")
    expect(button).to_be_visible()
    assert overflowing(page, "#card") == []
    page.screenshot(path=str(screenshots / f"vote-items-{viewport['width']}.png"))
    button.click()
    assert page.evaluate("window.sent")[-1]["choice"] == "humanoid_grease_arrows"
    no_script_errors(page)


TESTER_VOTE = """async () => {
  const { voteBlock } = await import("/js/campaign/decisions.js");
  const options = [{ key: "huntress", text: "Huntress" },
                   { key: "landsknecht", text: "Landsknecht" }];
  const decision = { id: 5, kind: "tester", source: "R03", options, default: "huntress",
                     votes: {}, deciders: ["seat1", "seat2"], decider: "seat1",
                     test: { do: "test", attribute: "perception", difficulty: 3 } };
  const legal = options.map((o) => ({ type: "vote_on_choice", decision: 5, choice: o.key }));
  document.querySelector("main").replaceChildren(voteBlock(window.fakeTable({ legal }), decision));
}"""


def test_choosing_the_tester_shows_the_test_before_the_roll(blank: Any) -> None:
    page = blank()
    page.evaluate(TESTER_VOTE)
    shown = page.get_by_test_id("test-to-take")
    expect(shown).to_contain_text("Test: Perception 3")
    expect(shown).to_contain_text("Huntress 2, Landsknecht 1")
    no_script_errors(page)


HERO_CARDS = """async () => {
  const { usePack } = await import("/js/campaign/offers.js");
  const { HERO_PANEL } = await import("/js/campaign/hero.js");
  const { panelContext } = await import("/js/campaign/context.js");
  const legal = [{ type: "buy_action_card", hero: "huntress", card: "HT11" }];
  const table = window.fakeTable({ legal });
  usePack(table.content);
  document.querySelector("main").replaceChildren(HERO_PANEL.render(panelContext(table)));
  document.querySelector("details.pool")?.setAttribute("open", "");
}"""


def test_advanced_cards_show_their_text_and_the_copies_owned(blank: Any) -> None:
    """The XP buys and the card pool name each card with what it does (they showed only
    names and prices)."""
    page = blank()
    page.evaluate(HERO_CARDS)
    volley = page.locator(".buy-card[data-card=HT11]")
    expect(volley).to_contain_text("Volley (3 XP)")
    expect(volley).to_contain_text("Action: Ranged Attack 2 on two targets.")
    expect(volley).to_contain_text("Reaction: Enemy turn: +1 defense against Ranged Attacks.")
    expect(volley).to_contain_text("0 of 2 copies owned")
    expect(page.locator(".pool li[data-card=HT01]")).to_contain_text("Action: Ranged Attack 3.")
    no_script_errors(page)


TOWN = """async (withVote) => {
  const { TOWN_PANEL } = await import("/js/campaign/town.js");
  const { waitingNotice } = await import("/js/campaign/waiting.js");
  const { panelContext } = await import("/js/campaign/context.js");
  const fronts = {
    M03: { title: "Kochel", settlement: "Kochel", kind: "map" },
    L01: { title: "The Ducal Residence", settlement: "Penzberg", kind: "location" },
    L02: { title: "Market Square", settlement: "Penzberg", kind: "location" },
    L30: { title: "The Abbey Gate", settlement: "Benediktbeuern", kind: "location" },
    L20: { title: "The Ferryman's House", settlement: "Kochel", kind: "location" },
    L21: { title: "Kochel Smithy", settlement: "Kochel", kind: "location" },
  };
  const vote = { id: 9, kind: "option", source: "T04", options: [{ key: "A", text: "Help" }],
                 deciders: ["seat1", "seat2"], votes: {} };
  const pending = withVote ? [vote] : [];
  fronts.T04 = { title: "Rats under the Tanners' Quarter", kind: "town" };
  const legal = withVote ? [{ type: "vote_on_choice", decision: 9, choice: "A" }]
    : [{ type: "enter_location", location: "L21" }];
  const table = window.fakeTable({ legal, view: {} });
  table.view.campaign.region = { marker: "M03", location: "L20", placed: {},
                                 locations: ["L01", "L02", "L30", "L20", "L21"] };
  table.view.campaign.story = { pending, fronts };
  window.opened = null;
  document.querySelector("main").replaceChildren(
    waitingNotice(table, "town", (tab) => { window.opened = tab; }) || "",
    TOWN_PANEL.render(panelContext(table)));
}"""


def test_the_town_tab_lists_the_current_settlement_s_locations_only(blank: Any) -> None:
    page = blank()
    page.evaluate(TOWN, False)
    listed = page.locator(".locations .location h3").all_inner_texts()
    assert listed == ["The Ferryman's House", "Kochel Smithy"], listed
    no_script_errors(page)


@VIEWPORTS
def test_a_vote_opened_in_town_is_shown_on_the_town_tab_with_a_link(
    blank: Any, viewport: ViewportSize, screenshots: Path
) -> None:
    page = blank(viewport)
    page.evaluate(TOWN, True)
    notice = page.locator("#waits-on-you")
    expect(notice).to_contain_text("The party decides on Rats under the Tanners' Quarter")
    expect(page.locator(".town")).to_contain_text("The story must be settled")
    page.screenshot(path=str(screenshots / f"town-vote-{viewport['width']}.png"))
    notice.get_by_role("button", name="Open the Map tab").click()
    assert page.evaluate("window.opened") == "map"
    no_script_errors(page)


HERE = """async (legal) => {
  const { hereBox } = await import("/js/campaign/here.js");
  const { panelContext } = await import("/js/campaign/context.js");
  const table = window.fakeTable({ legal });
  table.view.campaign.region.placed = { S010: { at: "M10" }, S011: { at: "M10", token: "B" },
                                        S012: { at: "M10" } };
  document.querySelector("main").replaceChildren(hereBox(table, panelContext(table)));
}"""


def test_each_card_lying_here_is_named_on_its_button(blank: Any) -> None:
    page = blank()
    reads = [{"type": "read_plot_card", "card": c} for c in ("S010", "S011", "S012")]
    page.evaluate(HERE, reads)
    labels = page.locator("#here button").all_inner_texts()
    assert len(labels) == 3 and len(set(labels)) == 3, labels
    assert "Read the main-plot card (deadline day 9)" in labels, labels
    assert "Read the side card under time token B" in labels, labels
    assert not any("S01" in label for label in labels), labels
    no_script_errors(page)


def test_the_map_tab_points_to_the_next_step_on_another_tab(blank: Any) -> None:
    """Inside a settlement the next step is on the Town tab, not "Nothing to do"."""
    page = blank()
    page.evaluate(HERE, [{"type": "enter_location", "location": "L02"}])
    expect(page.locator("#here-next")).to_contain_text("on the Town tab")
    no_script_errors(page)


LOG = """async (events) => {
  const log = await import("/js/log.js");
  await import("/js/campaign/logtext.js");
  const table = window.fakeTable({});
  const names = { ...table.names(), memory: {} };
  return events.map((e) => log.describe(e, names)?.text ?? null);
}"""


def test_the_log_reads_as_the_screen_does(blank: Any) -> None:
    page = blank()
    events = [
        {"type": "party_moved", "to": "M10", "location": None, "by": "settlement"},
        {"type": "card_placed", "card": "S011", "at": "L01", "face": "down"},
        {"type": "wagon_upgraded", "category": "bowyers_table", "level": 1,
         "hero": "huntress", "gold_half": 4},
        {"type": "hero_board_changed", "hero": "huntress", "reason": "findings",
         "resources": {"monster_blood": 1}},
        {"type": "campaign_decision_closed", "decision": 3, "answer": "spend"},
        {"type": "hero_board_changed", "hero": "huntress", "reason": "test", "morale": -1},
        {"type": "vote_cast", "seat": "seat1", "decision": 4, "choice": "humanoid_grease"},
    ]  # fmt: skip
    lines = page.evaluate(LOG, events)
    assert lines[0] == "The party left the locations of Penzberg.", lines
    assert "L01" not in lines[1], lines
    assert "Bowyer's Table" in lines[2], lines
    assert "Monster Blood" in lines[3], lines
    spent = [line for line in lines[4:6] if line and "morale" in line]
    assert spent == ["Huntress: \u22121 morale."], lines
    assert lines[6] == "ann voted for Humanoid Grease.", lines
    no_script_errors(page)


LENT = """async () => {
  const { lateJoinerNotice } = await import("/js/table/setup.js");
  const table = window.fakeTable({});
  table.view.phase = "between_quests";
  table.view.you = { role: "seat", seat: "seat2", heroes: [] };
  table.view.seats = { seat1: { seat: "seat1", heroes: ["huntress", "landsknecht"] },
                       seat2: { seat: "seat2", heroes: [] } };
  table.view.loans = { landsknecht: "seat2" };
  document.querySelector("main").replaceChildren(lateJoinerNotice(table) || "");
}"""


def test_an_away_player_whose_hero_is_lent_is_told_so_not_welcomed(blank: Any) -> None:
    page = blank()
    page.evaluate(LENT)
    main = page.locator("main")
    expect(main).to_contain_text("Your heroes are lent for the evening")
    expect(main).to_contain_text("Landsknecht (played by ann)")
    expect(main).not_to_contain_text("You have joined the party")
    no_script_errors(page)


LETTERED_VOTE = """async () => {
  const { voteBlock } = await import("/js/campaign/decisions.js");
  const options = [{ key: "A", text: "Follow the tracks." }, { key: "B", text: "Ride on." }];
  const decision = { id: 6, kind: "option", source: "S003", options, default: "B",
                     votes: {}, deciders: ["seat1"], decider: "seat1" };
  const legal = options.map((o) => ({ type: "vote_on_choice", decision: 6, choice: o.key }));
  document.querySelector("main").replaceChildren(voteBlock(window.fakeTable({ legal }), decision));
  return [...document.querySelectorAll("main button")].map((b) =>
    [b.innerText.trim(), b.getAttribute("aria-label") || b.innerText.trim()]);
}"""


def test_a_vote_button_s_screen_reader_name_holds_its_label(blank: Any) -> None:
    """WCAG 2.5.3: "Vote B" was read as "Vote for Ride on." (the visible words missing)."""
    page = blank()
    buttons = page.evaluate(LETTERED_VOTE)
    assert buttons and all(shown in name for shown, name in buttons), buttons
    no_script_errors(page)
