"""Screens held by pictures and by axe-core (issue 27).

``check_screen`` takes a screenshot of the page as it stands (motion off, fonts of our
own, what changes by the second masked), compares it with the baseline stored in
tests/browser/baselines/ (a small share of pixels may differ), runs axe-core from npm
(node_modules/axe-core, pinned in package.json) and asks that no serious or critical
violation is left, that every button's and link's accessible name is its visible label,
and that text drawn on the new art meets WCAG AA. Tests write only to test-output/;
``make screenshots`` (HUNTERS_UPDATE_SCREENSHOTS=1) writes the baselines and the README's
pictures on purpose.
"""

from __future__ import annotations

import base64
import os
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from tests.browser.contrast import low_contrast

JS = Path(__file__).parent / "js"
ROOT = Path(__file__).resolve().parents[2]
BASELINES = Path(__file__).parent / "baselines"
OUTPUT = ROOT / "test-output" / "visual"
DOCS = ROOT / "docs" / "images"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
UPDATE = os.environ.get("HUNTERS_UPDATE_SCREENSHOTS") == "1"
TOLERANCE = 0.006
"""The share of pixels that may differ (anti-aliasing, a cursor): 0.6 %."""
MASKED = ".countdown, #conn, .presence, .who, [data-testid=who], .chat-lines"

STILL = (JS / "still.js").read_text()

COMPARE = (JS / "compare.js").read_text()

NAMES = (JS / "names.js").read_text()

SVG_TEXT = (JS / "svg_text.js").read_text()


def still(page: Page) -> None:
    """No motion, no passing toast, the fonts loaded."""
    page.evaluate(STILL)


def axe_problems(page: Page) -> list[str]:
    """axe-core's serious and critical violations on the page as it stands."""
    if not page.evaluate("Boolean(window.axe)"):
        # Evaluated through the debugging protocol: the page's own CSP (script-src 'self')
        # rightly refuses inline scripts, and the app is tested as it is served.
        page.evaluate(AXE.read_text() + "\n;true")
    found: list[dict[str, Any]] = page.evaluate((JS / "axe_run.js").read_text())
    return [f"{v['impact']} {v['id']}: {v['nodes']}" for v in found]


def names_unlike_labels(page: Page) -> list[str]:
    found: list[str] = page.evaluate(NAMES)
    return found


def low_contrast_on_art(page: Page) -> list[str]:
    found: list[str] = page.evaluate(SVG_TEXT)
    return found


def compare(page: Page, picture: bytes, baseline: Path) -> dict[str, Any]:
    """How much of ``picture`` differs from ``baseline`` (compared in the browser)."""
    actual = "data:image/png;base64," + base64.b64encode(picture).decode()
    expected = "data:image/png;base64," + base64.b64encode(baseline.read_bytes()).decode()
    result: dict[str, Any] = page.evaluate(COMPARE, [actual, expected])
    return result


def check_screen(page: Page, name: str, *, docs: str | None = None) -> list[str]:
    """Everything the issue holds a screen to; returns the problems found (none: [])."""
    still(page)
    mask = [page.locator(MASKED)]
    picture = page.screenshot(animations="disabled", caret="hide", mask=mask)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    (OUTPUT / f"{name}.png").write_bytes(picture)
    problems = [f"axe: {p}" for p in axe_problems(page)]
    problems += [f"name: {p}" for p in names_unlike_labels(page)]
    problems += [f"contrast: {p}" for p in low_contrast(page)]
    problems += [f"contrast on art: {p}" for p in low_contrast_on_art(page)]
    with (OUTPUT / "problems.txt").open("a") as found:
        found.writelines(f"{name}: {problem}\n" for problem in problems)
    baseline = BASELINES / f"{name}.png"
    if UPDATE:
        BASELINES.mkdir(exist_ok=True)
        baseline.write_bytes(picture)
        if docs:  # the README's picture as a player sees it, nothing masked
            page.screenshot(path=str(DOCS / docs), animations="disabled", caret="hide")
    elif not baseline.exists():
        problems.append(f"no baseline {baseline.name}: run `make screenshots` and look at it")
    else:
        result = compare(page, picture, baseline)
        if result["share"] > TOLERANCE:
            problems.append(f"{name}: {result['share']:.2%} of pixels differ from the baseline "
                            f"(test-output/visual/{name}.png)")  # fmt: skip
    return problems
