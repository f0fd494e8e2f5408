"""Measuring the quest table's layout in the browser (issue 27, issue 23 "The quest
table"): what a player can see and press without scrolling."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

JS = Path(__file__).parent / "js"

HIDDEN_CONTROLS = (JS / "hidden_controls.js").read_text()

OVERLAPS = (JS / "overlaps.js").read_text()

TOKEN_SIZES = (JS / "token_sizes.js").read_text()

VISIBLE_MAP = (JS / "visible_map.js").read_text()


def hidden_controls(page: Page, selector: str) -> list[str]:
    """Buttons under ``selector`` a player cannot see or press without scrolling."""
    found: list[str] = page.evaluate(HIDDEN_CONTROLS, selector)
    return found


def controls_over_the_map(page: Page) -> list[str]:
    found: list[str] = page.evaluate(OVERLAPS)
    return found


def token_sizes(page: Page) -> list[int]:
    sizes: list[int] = page.evaluate(TOKEN_SIZES)
    return sizes


def board_area(page: Page) -> dict[str, Any]:
    area: dict[str, Any] = page.evaluate(VISIBLE_MAP)
    return area


def page_scroll(page: Page) -> tuple[int, int]:
    width, height = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
    )
    return int(width), int(height)


WIDE = (JS / "wide.js").read_text()


def too_wide(page: Page) -> list[str]:
    """Elements that stick out on the right (what makes a page scroll sideways)."""
    found: list[str] = page.evaluate(WIDE)
    return found
