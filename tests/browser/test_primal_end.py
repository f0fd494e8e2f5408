"""Issue 30: the end of a Primal fight tells the outcome and its reason, the rounds it
lasted, the monster's health left, who was knocked out and each hunter's state, from the
fight view of a real seeded fight that ended (both outcomes when the seeds give them),
at 1280 and 390 px, with nothing internal on the screen."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser

from tests.browser.pages import no_script_errors
from tests.browser.primal_views import scene
from tests.browser.test_primal_parts import PHONE, open_page, render, shows_no_internals

pytestmark = pytest.mark.browser


def _state_words(hunter: dict[str, Any]) -> str:
    if hunter["eliminated"]:
        return "out of the fight"
    if hunter["captured"]:
        return "captured"
    return "knocked out" if hunter["ko"] else "standing"


@pytest.mark.parametrize("viewport", [None, PHONE], ids=["desktop", "phone"])
def test_the_end_tells_the_rounds_the_monster_and_each_hunters_state(
    browser: Browser, server: str, viewport: Any
) -> None:
    s = scene(lambda state: state.phase == "ended")
    table = s.table("blade")
    view = table["view"]
    page = open_page(browser, server, viewport)
    render(page, table)
    end = page.locator(".primal-end")
    rounds = end.locator(".end-rounds").text_content() or ""
    assert f"lasted {view['round']} round" in rounds, rounds
    assert str(view["options"]["rounds"]) in rounds
    monster = end.locator(".end-monster").text_content() or ""
    assert f"health {max(0, view['monster']['health'])} of 10" in monster
    knocked = end.locator(".end-knocked").text_content() or ""
    for hunter_id in view["order"]:
        hunter = view["hunters"][hunter_id]
        line = end.locator(f'.end-hunters li[data-hunter="{hunter_id}"]').text_content() or ""
        assert line.startswith(hunter["name"]) and _state_words(hunter) in line, line
        assert (hunter["name"] in knocked) == bool(hunter["ko"] or hunter["eliminated"])
    shows_no_internals(page, view)
    no_script_errors(page)
