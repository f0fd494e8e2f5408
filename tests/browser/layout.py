"""Measuring the quest table's layout in the browser (issue 27, issue 23 "The quest
table"): what a player can see and press without scrolling."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

HIDDEN_CONTROLS = """(selector) => {
  // Every enabled button under `selector` that is on screen and not covered or cut off
  // by a panel that scrolls: the point at its centre is the button itself.
  const out = [];
  for (const button of document.querySelectorAll(selector)) {
    if (button.disabled || button.closest("[hidden]")) continue;
    const box = button.getBoundingClientRect();
    const label = (button.getAttribute("aria-label") || button.textContent || "").trim();
    if (box.width === 0 || box.height === 0) { out.push(`${label}: not drawn`); continue; }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
      out.push(`${label}: outside the viewport at ${Math.round(box.left)},${Math.round(box.top)}`);
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === button || button.contains(hit))) out.push(`${label}: covered by ${hit?.tagName}.${hit?.className}`);
  }
  return out;
}"""

OVERLAPS = """() => {
  // Controls that lie over a space of the map (the zoom buttons covered cells, issue 23).
  const board = document.getElementById("board");
  const cells = [...board.querySelectorAll("rect.cell")].map((c) => c.getBoundingClientRect());
  const shown = board.getBoundingClientRect();
  const out = [];
  for (const button of document.querySelectorAll(".board-wrap button, .board-wrap summary")) {
    const b = button.getBoundingClientRect();
    for (const c of cells) {
      const w = Math.min(b.right, c.right, shown.right) - Math.max(b.left, c.left, shown.left);
      const h = Math.min(b.bottom, c.bottom, shown.bottom) - Math.max(b.top, c.top, shown.top);
      if (w > 1 && h > 1) { out.push(button.getAttribute("aria-label") || button.textContent); break; }
    }
  }
  return out;
}"""

TOKEN_SIZES = """() => [...document.querySelectorAll("#board g.unit .rim")].map((r) => {
  const box = r.getBoundingClientRect();
  return Math.round(Math.min(box.width, box.height));
})"""

VISIBLE_MAP = """() => {
  // How wide the map is drawn: the board's own area, and the spaces shown in it.
  const board = document.getElementById("board");
  const area = board.closest(".board-wrap").getBoundingClientRect();
  return { area: area.width, height: area.height };
}"""


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


WIDE = """() => [...document.querySelectorAll("body *")].filter((el) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.right > innerWidth + 1 && !el.closest(".hand, .tracks, .side, .board-fit");
}).slice(0, 6).map((el) => `${el.tagName.toLowerCase()}#${el.id}.${String(el.className.baseVal ?? el.className)}`)"""


def too_wide(page: Page) -> list[str]:
    """Elements that stick out on the right (what makes a page scroll sideways)."""
    found: list[str] = page.evaluate(WIDE)
    return found
