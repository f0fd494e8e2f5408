"""Issue 30: the Primal table held by pictures and by axe-core (tests/browser/visual.py
``check_screen``): a real seeded fight's Action phase, a card's payment open with the
triggers it would set off, drawn at 1280x800 and 390x844. ``make screenshots``
(HUNTERS_UPDATE_SCREENSHOTS=1) renews the baselines and the README's pictures,
docs/images/primal-table-1280.png and primal-table-390.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.browser.pages import no_script_errors
from tests.browser.primal_views import paying_play, scene
from tests.browser.test_primal_parts import PHONE, open_page, render
from tests.browser.visual import check_screen

SCREENS = frozenset({"primal-table"})
"""The screens this module photographs (their baselines are checked in test_visual.py)."""

pytestmark = pytest.mark.browser


def test_the_primal_table_at_both_sizes(browser: Browser, server: str) -> None:
    s = scene(paying_play)
    table = s.table(s.active)
    problems: list[str] = []
    for viewport, size in ((None, "1280"), (PHONE, "390")):
        page = open_page(browser, server, viewport)
        render(page, table)
        page.evaluate("window.scrollTo(0, 0)")
        name = f"primal-table-{size}"
        problems += check_screen(page, name, docs=f"{name}.png")
        no_script_errors(page)
    assert problems == [], "\n".join(problems)
