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
import shutil
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from tests.browser.contrast import low_contrast

ROOT = Path(__file__).resolve().parents[2]
BASELINES = Path(__file__).parent / "baselines"
OUTPUT = ROOT / "test-output" / "visual"
DOCS = ROOT / "docs" / "images"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
UPDATE = os.environ.get("HUNTERS_UPDATE_SCREENSHOTS") == "1"
TOLERANCE = 0.006
"""The share of pixels that may differ (anti-aliasing, a cursor): 0.6 %."""
MASKED = ".countdown, #conn, .presence, .who, [data-testid=who], .chat-lines"

STILL = """() => {
  document.documentElement.classList.add("motion-off");
  document.getElementById("toasts")?.replaceChildren();
  for (const a of document.getAnimations()) a.finish();
  return document.fonts.ready.then(() => document.fonts.status);
}"""

COMPARE = """async ([actual, expected]) => {
  const load = (src) => new Promise((done, fail) => {
    const image = new Image();
    image.onload = () => done(image);
    image.onerror = fail;
    image.src = src;
  });
  const [a, b] = await Promise.all([load(actual), load(expected)]);
  if (a.width !== b.width || a.height !== b.height) return { size: [a.width, a.height, b.width, b.height], share: 1 };
  const pixels = (image) => {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height).data;
  };
  const [pa, pb] = [pixels(a), pixels(b)];
  let differ = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const d = Math.max(Math.abs(pa[i] - pb[i]), Math.abs(pa[i + 1] - pb[i + 1]), Math.abs(pa[i + 2] - pb[i + 2]));
    if (d > 40) differ += 1;
  }
  return { share: differ / (pa.length / 4) };
}"""

NAMES = """() => {
  // Buttons and links whose accessible name is not the label a player sees (WCAG 2.5.3):
  // an aria-label on a control that shows words must say those words.
  const out = [];
  const visible = (el) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== "hidden"; };
  const words = (text) => (text || "").replace(/\\s+/g, " ").trim();
  for (const el of document.querySelectorAll("button, a[href], [role=button], [role=tab]")) {
    if (!visible(el) || el.closest("svg")) continue;
    const shown = words(el.innerText || el.textContent);
    const label = el.getAttribute("aria-label");
    if (!shown) {
      if (!label && !el.getAttribute("aria-labelledby") && !el.title) out.push(`${el.outerHTML.slice(0, 80)}: no name`);
      continue;
    }
    if (label !== null && words(label) !== shown) out.push(`"${shown}" is named "${label}"`);
  }
  return out;
}"""

SVG_TEXT = """() => {
  // Text drawn on the art (the board's numbers, the tokens' plates, the map cards): its
  // fill against the shape it is printed on, or its halo when it has one.
  const rgb = (c) => { const m = /rgba?\\(([^)]+)\\)/.exec(c); return m ? m[1].split(",").map(Number) : null; };
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const out = [];
  for (const text of document.querySelectorAll("svg text")) {
    const box = text.getBoundingClientRect();
    if (!box.width || !text.textContent.trim() || text.closest("[aria-hidden=true]") && !text.closest(".axes")) continue;
    const style = getComputedStyle(text);
    const fill = rgb(style.fill);
    if (!fill) continue;
    let behind = null;
    if (style.stroke !== "none" && parseFloat(style.strokeWidth) >= 2) behind = rgb(style.stroke);
    if (!behind) {
      text.style.visibility = "hidden";
      const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      text.style.visibility = "";
      const shape = under && under.closest ? under : null;
      const paint = shape ? getComputedStyle(shape) : null;
      behind = paint ? rgb(paint.fill) || rgb(paint.backgroundColor) : null;
      if (behind && paint.fill && paint.fill.startsWith("url")) behind = null;
    }
    if (!behind) continue;
    const needed = parseFloat(style.fontSize) >= 18 ? 3 : 4.5;
    const r = ratio(fill, behind);
    if (r < needed) out.push(`"${text.textContent.trim().slice(0, 20)}" ${r.toFixed(2)} < ${needed}`);
  }
  return out;
}"""


def still(page: Page) -> None:
    """No motion, no passing toast, the fonts loaded."""
    page.evaluate(STILL)


def axe_problems(page: Page) -> list[str]:
    """axe-core's serious and critical violations on the page as it stands."""
    if not page.evaluate("Boolean(window.axe)"):
        # Evaluated through the debugging protocol: the page's own CSP (script-src 'self')
        # rightly refuses inline scripts, and the app is tested as it is served.
        page.evaluate(AXE.read_text() + "\n;true")
    found: list[dict[str, Any]] = page.evaluate(
        """async () => (await axe.run(document, { resultTypes: ["violations"] })).violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }))"""
    )
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
        if docs:
            shutil.copyfile(baseline, DOCS / docs)
    elif not baseline.exists():
        problems.append(f"no baseline {baseline.name}: run `make screenshots` and look at it")
    else:
        result = compare(page, picture, baseline)
        if result["share"] > TOLERANCE:
            problems.append(f"{name}: {result['share']:.2%} of pixels differ from the baseline "
                            f"(test-output/visual/{name}.png)")  # fmt: skip
    return problems
