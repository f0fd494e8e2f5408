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
from playwright.sync_api import Browser, Page, ViewportSize

from app.engine.primal.model.board import side_of
from app.engine.primal.model.hunters import content_id
from tests.browser.contrast import low_contrast
from tests.browser.pages import no_script_errors, player
from tests.browser.primal_views import (
    Scene,
    base_scene,
    in_step,
    paying_play,
    pending,
    revealing,
    scene,
)

pytestmark = pytest.mark.browser

PHONE: ViewportSize = {"width": 390, "height": 844}
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
      window.liveTable = live;
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
  const press = async (el) => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await tick();
  };
  const q = (selector) => document.querySelector(selector);
  if (c.type === "primal_pick_cards") {
    for (const card of c.cards) await press(q(`[data-pick-card="${CSS.escape(card)}"]`));
    await press(q(`[data-decision="${c.decision}"] button.primary`));
    return window.sent;
  }
  const key = actionKey(c);
  const controls = [...document.querySelectorAll("[data-action-key]")];
  const control = controls.find((el) => el.dataset.actionKey === key);
  if (!control) return { missing: key };
  await press(control);
  if (q("#primal-pay")) {
    const x = q("#primal-pay-x");
    if (x) { x.value = String(c.x || 0); x.dispatchEvent(new Event("change")); await tick(); }
    let chosen;
    while ((chosen = q("[data-pay-card][aria-pressed=true]"))) await press(chosen);
    for (const card of c.pay || []) await press(q(`[data-pay-card="${CSS.escape(card)}"]`));
    const token = q("#primal-pay-token");
    const pressed = token?.getAttribute("aria-pressed") === "true";
    if (token && pressed !== Boolean(c.token)) await press(token);
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


def open_page(browser: Browser, server: str, viewport: ViewportSize | None = None) -> Page:
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
    words = (
        set(defs["cards"])
        | set(defs["weapons"])
        | set(defs["protections"])
        | set(defs["masteries"])
    )
    words |= {b["id"] for b in defs["monster"]["behaviors"]}
    words |= {p["id"] for p in defs["level"]["perils"]} | {
        o["id"] for o in defs["level"]["objectives"]
    }
    return {w for w in words if "-" in w}


def shows_no_internals(page: Page, view: dict[str, Any]) -> None:
    text = page.locator("#primal-table").inner_text()
    assert [w for w in internal_words(view) if w in text] == []
    assert "undefined" not in text and "[object" not in text and "NaN" not in text
    assert not re.search(r"(^|\s)\?(\s|$)", text)
    assert "waits on the table" not in text and "waits on another player" not in text


def test_the_board_names_sectors_from_the_facing_and_marks_the_exposed_sides(
    page: Page, scenes: dict[str, Scene], screenshots: Path
) -> None:
    s = scenes["paying"]
    table = s.table(s.active)
    render(page, table)
    view = table["view"]
    exposed = view["defs"]["level"]["stances"][view["monster"]["stance"]]["exposed"]
    for sector, place in enumerate(PLACES):
        node = page.locator(f'#primal-board .sector[data-sector="{place}"]')
        side = side_of(sector, view["board"]["facing"])
        assert node.get_attribute("data-side") == side
        assert ("exposed" in (node.get_attribute("class") or "")) == (side in exposed)
        label = node.locator(".side-label").text_content() or ""
        assert label.startswith(
            {"front": "Front", "rear": "Rear", "left": "Left flank", "right": "Right flank"}[side]
        )
    for hunter, h in view["hunters"].items():
        figure = page.locator(f'#primal-board .figure[data-hunter="{hunter}"]')
        assert figure.count() == 1
        title = figure.locator("title").text_content() or ""
        assert title.startswith(h["name"])
        assert ("holds the aggro token" in title) == (view["aggro"] == hunter)
    assert page.locator("#primal-board .aggro-token").count() == 1
    assert page.locator("#primal-board .round.now").text_content() == str(view["round"])
    assert f"Round {view['round']} of 10" in (
        page.locator("#primal-board .track-title").text_content() or ""
    )
    for sector, place in enumerate(PLACES):
        tokens = (
            page.locator(f"#primal-board .sector-contents >> nth={sector}")
            .locator(".terrain-token text")
            .all_text_contents()
        )
        want = [t.capitalize() for t in view["board"]["sectors"][sector]["terrain"]]
        assert [t for t in tokens if not t.startswith("Fire")] == want, place
    shows_no_internals(page, view)
    shot(page, screenshots, "action-desktop")
    assert low_contrast(page) == []
    no_script_errors(page)


def test_fire_shows_its_age_and_hunters_their_marks(
    page: Page, scenes: dict[str, Scene], screenshots: Path
) -> None:
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
    assert "threatened · burning" in (
        page.locator('.primal-hunter[data-hunter="hammer"]').text_content() or ""
    )
    shot(page, screenshots, "marks-desktop")
    no_script_errors(page)


def seats_of(s: Scene) -> list[str]:
    return sorted(set(s.state.seats.values()))


@pytest.mark.parametrize("name", ["movement", "paying", "revealed", "choice", "window", "cards"])
def test_every_legal_command_of_a_seat_has_a_control_that_sends_exactly_it(
    page: Page, scenes: dict[str, Scene], name: str
) -> None:
    s = scenes[name]
    checked = 0
    for seat in seats_of(s):
        table = s.table(seat)
        render(page, table)
        for index, command in enumerate(table["legal"]):
            sent = page.evaluate(OPERATE, {"table": table, "index": index})
            assert sent == [command], (seat, command, sent)
            checked += 1
    assert checked, f"nobody could act in the {name} scene"
    no_script_errors(page)


def test_paying_totals_the_stamina_and_says_what_is_lost(
    page: Page, scenes: dict[str, Scene], screenshots: Path
) -> None:
    s = scenes["paying"]
    table = s.table(s.active)
    view = table["view"]
    cards = view["defs"]["cards"]
    paid = next(c for c in table["legal"] if c["type"] == "primal_play_card" and c["pay"])
    render(page, table)
    page.locator(f'[data-play="{paid["card"]}"]').click()
    title = page.locator("#primal-pay-title")
    cost = cards[content_id(paid["card"])]["cost"]
    assert (
        title.text_content()
        == f"Play {cards[content_id(paid['card'])]['name']}: costs {cost} stamina"
    )
    assert title.evaluate("el => el === document.activeElement")
    # the card being played never pays for itself
    assert page.locator(f'#primal-pay [data-pay-card="{paid["card"]}"]').count() == 0
    confirm = page.locator("#primal-pay-confirm")
    while page.locator("[data-pay-card][aria-pressed=true]").count():
        page.locator("[data-pay-card][aria-pressed=true]").first.click()
    assert confirm.is_disabled()
    assert "choose cards worth" in (page.locator("#primal-pay-total").text_content() or "")
    for card in paid["pay"]:
        page.locator(f'[data-pay-card="{card}"]').click()
    given = sum(cards[content_id(c)]["stamina"] for c in paid["pay"]) + int(paid["token"])
    total = page.locator("#primal-pay-total").text_content() or ""
    assert total.startswith(f"Paid {given} of {cost} stamina")
    assert (f"{given - cost} is lost (P-TURN-09)" in total) == (given > cost)
    shot(page, screenshots, "paying-desktop")
    assert confirm.is_enabled()
    confirm.click()
    assert page.evaluate("window.sent") == [paid]
    assert page.locator("#primal-pay").count() == 0
    no_script_errors(page)


def test_a_seat_sees_only_its_own_hand(page: Page, scenes: dict[str, Scene]) -> None:
    s = scenes["paying"]
    active = s.active
    other = next(seat for seat in seats_of(s) if seat != active)
    hand = s.state.hunters[active].hand
    public = {p.card for h in s.state.hunters.values() for p in h.sequence} | {
        c for h in s.state.hunters.values() for c in h.discard
    }
    names = {s.state.defs.card(c).name for c in hand} - {s.state.defs.card(c).name for c in public}
    render(page, s.table(active))
    assert sorted(
        page.locator("#primal-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    ) == sorted(hand)
    render(page, s.table(other))
    assert page.locator("#primal-hand").count() == 1
    title = page.locator("#primal-hand-title").text_content()
    assert title is not None and title.startswith(s.state.hunters[other].name)
    shown = page.locator("[data-card], [data-pay-card], [data-play]").evaluate_all(
        "els => els.map(e => e.dataset.card || e.dataset.payCard || e.dataset.play)"
    )
    assert [c for c in shown if c in hand and c not in public] == []
    html = page.locator("#primal-table").inner_html()
    assert [n for n in names if n in html] == []
    assert f"{len(hand)} cards in hand" in (
        page.locator(f'.primal-hunter[data-hunter="{active}"]').text_content() or ""
    )
    no_script_errors(page)


def test_the_monster_board_shows_health_stance_struggle_and_the_behavior_backs(
    page: Page, scenes: dict[str, Scene]
) -> None:
    s = scenes["paying"]
    table = s.table(s.active)
    view = table["view"]
    m = view["monster"]
    render(page, table)
    board = page.locator("#primal-monster")
    assert (
        page.locator("#primal-monster-title").text_content() == f"{m['name']}: {m['health']} health"
    )
    stances = view["defs"]["level"]["stances"]
    toughness = stances[m["stance"]]["toughness"] * view["player_count"]
    assert (
        page.locator(".stance-card.current .meter-value").text_content()
        == f"{m['damage']} / {toughness}"
    )
    assert f"{10 - m['health']} wound" in (
        page.locator(".stance-card.current .wounds").text_content() or ""
    )
    nxt = page.locator(".stance-card.next").text_content() or ""
    assert f"Toughness {stances[m['stance'] + 1]['toughness'] * 2}" in nxt
    assert page.locator(".struggle .meter-value").text_content() == f"{m['struggle']} / 6"
    assert "Unleashes at 6 (P-ROUND-10)" in (page.locator(".struggle").text_content() or "")
    text = board.text_content() or ""
    for peril in m["perils"]:
        d = next(p for p in view["defs"]["level"]["perils"] if p["id"] == peril)
        assert d["name"] in text and d["text"] in text
    slots = page.locator(".behavior-slot")
    assert slots.count() == len(view["behavior"]["slots"])
    behaviors = view["defs"]["monster"]["behaviors"]
    for i, slot in enumerate(view["behavior"]["slots"]):
        words = slots.nth(i).text_content() or ""
        assert f"Refresh {slot['refresh']}" in words
        if not slot["face_up"]:  # a face-down card shows its back and never its name
            assert not any(b["name"] in words for b in behaviors)
    no_script_errors(page)


def test_a_revealed_behavior_card_says_what_triggered_it(
    page: Page, scenes: dict[str, Scene], screenshots: Path
) -> None:
    s = scenes["revealed"]
    table = s.table("blade")
    render(page, table)
    view = table["view"]
    index = next(i for i, slot in enumerate(view["behavior"]["slots"]) if slot["face_up"])
    revealed = page.locator(".behavior-slot.revealed")
    name = next(
        b["name"]
        for b in view["defs"]["monster"]["behaviors"]
        if b["id"] == content_id(view["behavior"]["slots"][index]["card"])
    )
    assert (revealed.locator("h4").text_content() or "") == f"Slot {index + 1}: {name}"
    why = revealed.locator(".trigger-why").text_content() or ""
    assert why.startswith(f"{view['monster']['name']} reacts to ") and why.endswith(
        " icon, P-REACT-03)"
    )
    shows_no_internals(page, view)
    shot(page, screenshots, "revealed-desktop")
    no_script_errors(page)


def tab_through(page: Page, presses: int = 90) -> list[str]:
    """The action keys of the controls the keyboard reaches, in order."""
    page.locator("body").focus()
    reached = []
    for _ in range(presses):
        page.keyboard.press("Tab")
        key = page.evaluate(
            "document.activeElement?.dataset?.actionKey || document.activeElement?.id || ''"
        )
        reached.append(key)
    return reached


@pytest.mark.parametrize("name", ["movement", "paying", "window"])
def test_every_control_is_reached_by_the_keyboard(
    browser: Browser, server: str, scenes: dict[str, Scene], name: str, screenshots: Path
) -> None:
    s = scenes[name]
    for viewport, size in ((None, "desktop"), (PHONE, "phone")):
        page = open_page(browser, server, viewport)
        seat = s.state.active or seats_of(s)[0]
        table = s.table(seat)
        render(page, table)
        keys = set(
            page.locator("[data-action-key]").evaluate_all(
                "els => els.map(e => e.dataset.actionKey)"
            )
        )
        assert keys, name
        assert keys - set(tab_through(page)) == set()
        shot(page, screenshots, f"keys-{name}-{size}")
        no_script_errors(page)


def test_a_move_is_chosen_on_the_board_by_the_keyboard(
    browser: Browser, server: str, scenes: dict[str, Scene]
) -> None:
    s = scenes["movement"]
    page = open_page(browser, server, PHONE)
    table = s.table(s.active)
    render(page, table)
    sector = page.locator("#primal-board .sector.reachable").first
    label = sector.get_attribute("aria-label") or ""
    assert label.startswith("Move to ")
    sector.focus()
    page.keyboard.press("Enter")
    assert (page.locator("#primal-pay-title").text_content() or "").startswith(
        label + ": costs 1 stamina"
    )
    no_script_errors(page)


def test_the_end_of_the_fight_is_told_with_its_reason_and_offers_nothing(
    page: Page, screenshots: Path
) -> None:
    s = scene(lambda state: state.phase == "ended")
    table = s.table("blade")
    render(page, table)
    view = table["view"]
    word = "Victory over" if view["outcome"] == "victory" else "Defeat by"
    end = page.locator(".primal-end")
    assert end.locator("h2").text_content() == f"{word} {view['monster']['name']}"
    assert view["end_reason"] and view["end_reason"] in (end.text_content() or "")
    assert page.locator("#primal-turn-title").text_content() == (
        f"The fight is over: {view['outcome']}."
    )
    assert page.locator("[data-action-key]").count() == 0
    shot(page, screenshots, "end-desktop")
    no_script_errors(page)


def test_on_a_phone_the_table_is_one_column_of_full_width_panels(
    browser: Browser, server: str, scenes: dict[str, Scene]
) -> None:
    s = scenes["paying"]
    page = open_page(browser, server, PHONE)
    render(page, s.table(s.active))
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    widths = page.evaluate(
        """() => ["#primal-turn", ".primal-board-wrap", "#primal-hand", "#primal-monster"]
          .map((sel) => Math.round(document.querySelector(sel).getBoundingClientRect().width))"""
    )
    assert len(set(widths)) == 1, widths
    tops = page.evaluate(
        """() => ["#primal-turn", ".primal-board-wrap", "#primal-hand", "#primal-monster"]
          .map((sel) => document.querySelector(sel).getBoundingClientRect().top)"""
    )
    assert tops == sorted(tops)  # what waits on me first, then the board, my cards, the monster
    no_script_errors(page)


def test_a_redraw_keeps_the_keyboard_on_the_control_it_was_on(
    page: Page, scenes: dict[str, Scene]
) -> None:
    """The live table redraws on every message: the focus must not fall back to the page."""
    s = scenes["paying"]
    table = s.table(s.active)
    render(page, table)
    card = next(c["card"] for c in table["legal"] if c["type"] == "primal_play_card")
    page.locator(f'[data-play="{card}"]').focus()
    page.evaluate("window.liveTable.render()")
    assert page.evaluate("document.activeElement.dataset.play") == card
    sector = page.locator("#primal-board .sector").first
    assert sector.get_attribute("tabindex") is None  # no move in the Action phase
    no_script_errors(page)


def test_a_spectator_watches_without_a_hand_or_a_control(
    page: Page, scenes: dict[str, Scene]
) -> None:
    s = scenes["paying"]
    table = s.spectator()
    render(page, table)
    assert page.locator("#primal-hand").count() == 0
    assert page.locator("[data-action-key], [data-card][data-play]").count() == 0
    hands = {h.name: len(h.hand) for h in s.state.hunters.values()}
    for hunter, h in s.state.hunters.items():
        board = page.locator(f'.primal-hunter[data-hunter="{hunter}"]').text_content() or ""
        assert f"{hands[h.name]} card" in board
    # the active hunter's sequence is public: everyone watches it grow
    played = [p.card for p in s.state.hunters[s.active].sequence]
    shown = page.locator(".primal-sequence [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert shown == played
    shows_no_internals(page, table["view"])
    no_script_errors(page)


@pytest.mark.parametrize("name", ["paying", "revealed"])
def test_the_prologue_of_the_base_pack_reads_in_its_own_words(
    browser: Browser, server: str, name: str, screenshots: Path
) -> None:
    """content/primal-base's Prologue, as its active seat sees it at both sizes: every
    legal command has its control, nothing internal shows, the text contrasts."""
    s = base_scene(paying_play if name == "paying" else revealing)
    seat = s.state.seats[s.active]
    table = s.table(seat)
    for viewport, size in ((None, "desktop"), (PHONE, "phone")):
        page = open_page(browser, server, viewport)
        render(page, table)
        shows_no_internals(page, table["view"])
        for index, command in enumerate(table["legal"]):
            assert page.evaluate(OPERATE, {"table": table, "index": index}) == [command]
        render(page, table)
        shot(page, screenshots, f"base-{name}-{size}")
        assert low_contrast(page) == []
        no_script_errors(page)
