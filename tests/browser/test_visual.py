"""Every screen of the issue 27 list at 1280x800 and 390x844, compared with its stored
picture (tests/browser/baselines/, `make screenshots` renews them on purpose) and held
to axe-core (no serious or critical violation), accessible names equal to visible labels,
and WCAG AA contrast, on the art too (tests/browser/visual.py). The tables are seeded
and played the same way every time, on a server of their own, with motion off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.campaign_road import WALKTHROUGH, calm, drive
from tests.browser.pages import no_script_errors
from tests.browser.scenes import scene_server, seeded_table, set_up_the_quest
from tests.browser.tables import Table
from tests.browser.test_between_quests import play_until_between_quests, settle_the_story
from tests.browser.test_primal_visual import SCREENS as PRIMAL_SCREENS
from tests.browser.visual import check_screen

pytestmark = pytest.mark.browser

DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
LIVE = 20_000
HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}
PLACES = {"huntress": [4, 6], "landsknecht": [2, 7]}


@pytest.fixture(scope="module")
def scenes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    with scene_server(tmp_path_factory.mktemp("scenes")) as served:
        yield served


def page_of(browser: Browser, table: Table, player: int, size: ViewportSize) -> Page:
    page = table.clients[player].page(
        browser, table.campaign, viewport=size, reduced_motion="reduce"
    )
    page.evaluate("document.documentElement.classList.add('motion-off')")
    return page


def shot(page: Page, name: str, problems: list[str], docs: str | None = None) -> None:
    page.wait_for_timeout(250)  # a redraw in flight lands first
    problems += check_screen(page, name, docs=docs)


DOC_NAMES = {
    "quest-table-1280": "quest-table-desktop.png",
    "quest-table-390": "quest-table-phone.png",
}
"""The README's names for pictures of these screens (the others keep the screen's)."""


def both(pages: dict[str, Page], name: str, problems: list[str], docs: bool = False) -> None:
    for size, page in pages.items():
        shown = f"{name}-{size}"
        shot(page, shown, problems, docs=DOC_NAMES.get(shown, f"{shown}.png") if docs else None)


def test_the_quest_table_screens(browser: Browser, scenes: tuple[str, dict[str, str]]) -> None:
    """Mid-turn, a reaction window, the attack odds and an enemy's turn."""
    base, env = scenes
    table = seeded_table(base, env, {"anna": "huntress", "bert": "landsknecht"}, "The Wolf Hunt")
    set_up_the_quest(table, PLACES, HANDS)
    anna = {"1280": page_of(browser, table, 0, DESKTOP), "390": page_of(browser, table, 0, PHONE)}
    for page in anna.values():
        expect(page.locator("#hand-strip [data-play=HT02]")).to_be_visible()
    problems: list[str] = []
    both(anna, "quest-table", problems, docs=True)

    desk = anna["1280"]
    desk.locator("[data-card=HT02]").first.press("Enter")
    space = desk.locator("svg.board rect.cell[data-x='4'][data-y='4']")
    space.hover()
    expect(desk.locator("#path-info")).to_contain_text("2 steps to [4, 4]")
    space.press("Enter")
    for page in anna.values():
        expect(page.locator("#pass-reaction")).to_be_visible(timeout=LIVE)
    both(anna, "quest-reaction", problems)
    desk.click("#pass-reaction")
    for page in anna.values():
        expect(page.locator("#targets [data-target=wolf-2]")).to_be_visible(timeout=LIVE)
        page.click("#targets [data-target=wolf-2]")
        expect(page.get_by_test_id("preview-dice")).to_have_text("2")
    both(anna, "quest-attack", problems)

    desk.click("#confirm-attack")
    expect(desk.locator("#pass-reaction").or_(desk.get_by_test_id("attack-damage"))).to_be_visible(
        timeout=LIVE
    )
    while desk.locator("#pass-reaction").is_visible():
        desk.click("#pass-reaction")
        desk.wait_for_timeout(400)
    expect(desk.get_by_test_id("attack-damage")).to_be_visible(timeout=LIVE)
    end_the_turns(table, anna)
    for page in anna.values():
        expect(page.locator("#enemy-turn")).to_be_visible(timeout=LIVE)
        expect(page.locator("#enemy-turn.playing")).to_have_count(0, timeout=60_000)
    both(anna, "quest-enemy-turn", problems)
    for page in anna.values():
        no_script_errors(page)
    assert problems == [], "\n".join(problems)


def end_the_turns(table: Table, anna: dict[str, Page]) -> None:
    """The Huntress ends her turn, the Landsknecht his (over the API): the wolves act."""
    desk = anna["1280"]
    expect(desk.locator("#end-turn")).to_be_visible(timeout=LIVE)
    desk.click("#end-turn")
    bert = table.clients[1]
    for _ in range(40):
        ends = [c for c in bert.legal(table.campaign) if c["type"] in ("end_turn", "pass_reaction")]
        if not ends:
            desk.wait_for_timeout(250)
            continue
        bert.command(table.campaign, ends[0])
        if ends[0]["type"] == "end_turn":
            return
    raise AssertionError("the Landsknecht's turn never came")


def campaign_pages(browser: Browser, table: Table) -> dict[str, Page]:
    return {"1280": page_of(browser, table, 0, DESKTOP), "390": page_of(browser, table, 0, PHONE)}


def to_tab(page: Page, tab: str) -> None:
    page.click(f"#tab-{tab}")
    expect(page.locator("#campaign-panel")).to_have_attribute("data-panel", tab)
    page.evaluate("window.scrollTo(0, 0)")


def test_the_campaign_screens(browser: Browser, scenes: tuple[str, dict[str, str]]) -> None:
    """After quest 1: the road card with its test, the region map, the wagon, a hero
    board, the deck builder, the journal and the GM dashboard."""
    base, env = scenes
    table = seeded_table(base, env, {"ada": "landsknecht", "ben": "huntress"}, "Loisach Road")
    play_until_between_quests(table.clients, table.campaign)
    pages = campaign_pages(browser, table)
    problems: list[str] = []
    for page in pages.values():
        expect(page.locator("#back-to-map")).to_be_visible(timeout=LIVE)
        page.click("#back-to-map")
        expect(page.locator("#reading")).to_contain_text("The Beginning", timeout=LIVE)
    both(pages, "campaign-card", problems, docs=True)
    settle_the_story(table.clients, table.campaign)
    for page in pages.values():
        expect(page.locator(".map-card.reachable").first).to_be_visible(timeout=LIVE)
        page.evaluate("window.scrollTo(0, 0)")
    both(pages, "campaign-map", problems, docs=True)
    for tab in ("wagon", "heroes", "deck", "journal"):
        for page in pages.values():
            to_tab(page, tab)
        both(pages, f"campaign-{tab}", problems)
    for page in pages.values():
        page.goto(f"/#/gm/{table.campaign}")
        expect(page.locator("h1, h2").first).to_be_visible()
        expect(page.locator("#gm-summary")).to_be_visible(timeout=LIVE)
    both(pages, "gm-dashboard", problems)
    for page in pages.values():
        no_script_errors(page)
    assert problems == [], "\n".join(problems)


def test_baselines_are_pictures_of_their_screens() -> None:
    """Every stored baseline belongs to a screen this module or Primal's photographs."""
    names = {p.stem for p in (Path(__file__).parent / "baselines").glob("*.png")}
    screens = PRIMAL_SCREENS | {"quest-table", "quest-reaction", "quest-attack", "quest-enemy-turn",
               "campaign-card", "campaign-map", "campaign-wagon", "campaign-heroes",
               "campaign-deck", "campaign-journal", "gm-dashboard", "campaign-town"}  # fmt: skip
    expected = {f"{screen}-{size}" for screen in screens for size in ("1280", "390")}
    assert names <= expected, names - expected


def test_the_town_screen(browser: Browser, scenes: tuple[str, dict[str, str]]) -> None:
    """Penzberg, reached through the tutorial chapter as a party would (campaign_road.py)."""
    base, env = scenes
    table = seeded_table(base, env, {"cora": "landsknecht", "dirk": "huntress"}, "Penzberg Days")
    for command in WALKTHROUGH:
        drive(table.clients, table.campaign, command)
    calm(table.clients, table.campaign)
    pages = campaign_pages(browser, table)
    problems: list[str] = []
    for page in pages.values():
        tab_button, debrief = page.locator("#tab-town"), page.locator("#back-to-map")
        expect(tab_button.or_(debrief)).to_be_visible(timeout=LIVE)
        if debrief.is_visible():
            debrief.click()
        to_tab(page, "town")
    both(pages, "campaign-town", problems, docs=True)
    for page in pages.values():
        no_script_errors(page)
    assert problems == [], "\n".join(problems)
