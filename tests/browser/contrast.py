"""WCAG AA text contrast, measured in the browser on what is on screen.

For every visible element with its own text, the text colour is compared with the
first opaque background behind it (walking up the page). Normal text needs 4.5:1,
large text (24 px, or 18.66 px bold) 3:1. Text inside the SVG board is left out: it
sits on drawn shapes, not on CSS backgrounds.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

# contrast.js holds the measuring function (plain JavaScript, run in the page).
MEASURE = (Path(__file__).parent / "contrast.js").read_text()


def low_contrast(page: Page) -> list[str]:
    """Texts on screen whose contrast is below WCAG AA."""
    problems: list[str] = page.evaluate(MEASURE)
    return problems
