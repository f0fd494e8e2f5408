"""The SVG board renderer on the base pack's quest maps: walls and obstacles on edges,
terrain icons on sides and spaces, miniatures with health and tokens, engagement."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from playwright.sync_api import Browser, Page

from tests.browser.pages import no_script_errors, player

pytestmark = pytest.mark.browser

MAPS = Path(__file__).resolve().parents[2] / "content" / "base" / "maps"

DRAW = """async (quest) => {
  const board = await import("/js/quest/board.js");
  document.querySelector("main").replaceChildren();
  const wrap = document.createElement("div");
  wrap.className = "board-wrap";
  wrap.append(board.drawBoard(quest, {active: "landsknecht", mine: new Set(["landsknecht"])}));
  document.querySelector("main").append(wrap);
}"""


def quest_on(map_file: str, **extra: Any) -> dict[str, Any]:
    page = yaml.safe_load((MAPS / map_file).read_text())
    board = page["board"]
    return {
        "phase": "playing",
        "board": board,
        "deployment_zone": page["deployment_zone"],
        "heroes": {},
        "enemies": {},
        "traps": {},
        **extra,
    }


def hero(at: list[int], **extra: Any) -> dict[str, Any]:
    return {"name": "Landsknecht", "at": at, "health": 4, "max_health": 5, **extra}


def wolf(at: list[int], **extra: Any) -> dict[str, Any]:
    return {"enemy": "wolf", "name": "Wolf", "at": at, "health": 3, "start_health": 3, **extra}


@pytest.fixture(scope="module")
def page(browser: Browser, server: str) -> Page:
    page = player(browser, server)
    page.goto("/#/login")
    return page


def test_walls_obstacles_and_terrain_of_the_inn(page: Page, screenshots: Path) -> None:
    quest = quest_on(
        "q2_inn_at_the_crossing.yaml",
        heroes={
            "landsknecht": hero(
                [5, 5], tokens={"offense": 1, "defense": 2, "poison": True, "mighty": 1}
            ),
            "huntress": hero([10, 1], name="Huntress", hidden=True),
        },
        enemies={
            "wolf-1": wolf([5, 5], tokens={"stun": True}),
            "wolf-2": wolf([1, 1], tokens={"immobilize": True}),
        },
        traps={"t1": {"id": "t1", "item": "snare", "at": [3, 8], "armed": True}},
    )
    page.evaluate(DRAW, quest)
    board = page.locator("svg.board")
    assert board.get_attribute("data-width") == "12"
    assert page.locator("svg.board rect.cell").count() == 12 * 10
    board_yaml = quest["board"]
    assert page.locator("svg.board line.wall").count() == len(board_yaml["walls"])
    assert page.locator("svg.board line.obstacle").count() == len(board_yaml["obstacles"])
    assert page.locator("svg.board rect.side-rough").count() == len(board_yaml["rough"])
    for kind in ("cover", "vantage", "hiding", "bottleneck"):
        assert page.locator(f"svg.board .feature-{kind}").count() == len(board_yaml[kind])
    # A wall sits on the named side: [4,3] W is the vertical line at x = 4 cells.
    wall = page.locator("svg.board line.wall").nth(4)
    assert wall.get_attribute("x1") == wall.get_attribute("x2")
    # Engagement: the Landsknecht and a wolf share [5,5].
    engaged = page.locator("svg.board rect.cell.engaged")
    assert engaged.count() == 1
    assert engaged.get_attribute("data-x") == "5"
    title = page.locator("svg.board [data-unit=landsknecht] > title").text_content() or ""
    assert "health 4 of 5" in title
    # TRAIT-23: its only opponent there is stunned, so the Landsknecht is not engaged;
    # the wolf is (by the Landsknecht).
    assert "engaged" not in title
    assert "engaged" in (page.locator("svg.board [data-unit=wolf-1] > title").text_content() or "")
    assert "2 defense" in title
    assert "poisoned" in title
    assert page.locator("svg.board [data-unit=landsknecht] .badge").count() == 4
    assert page.locator("svg.board [data-unit=landsknecht] .active-ring").count() == 1
    assert "hidden" in (page.locator("svg.board [data-unit=huntress] > title").text_content() or "")
    assert page.locator("svg.board [data-unit=wolf-1] .badge-stun").count() == 1
    assert page.locator("svg.board .trap.armed").count() == 1
    page.screenshot(path=str(screenshots / "board-inn.png"), full_page=True)
    no_script_errors(page)


def test_water_swamp_and_findings_of_the_lair(page: Page) -> None:
    quest = quest_on("q3a_megaloptera_lair.yaml")
    page.evaluate(DRAW, quest)
    board_yaml = quest["board"]
    assert page.locator("svg.board rect.side-water").count() == len(board_yaml["water"])
    assert page.locator("svg.board rect.side-swamp").count() == len(board_yaml["swamp"])
    assert page.locator("svg.board .feature-findings").count() == len(board_yaml["findings"])
    no_script_errors(page)
