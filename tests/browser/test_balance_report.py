"""The balance report opens in a real browser (issue 18): a small report of two quests is
written by ``hunters simulate report``'s own code, loaded in Chromium at desktop and phone
widths, every chart drawn, nothing fetched from anywhere; its screenshot is the README's."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser

from app.content.loader import load_pack
from app.simulate.report import Entry, render_report, report_names
from app.simulate.runner import Plan, simulate
from tests.browser.pages import doc_images, requested_urls

DOC_IMAGE = doc_images() / "balance-report.png"


def small_report(into: Path) -> Path:
    catalog = load_pack()
    entries = []
    for quest in ("q1", "q2"):
        plan = Plan(Path("content/base"), quest, ("landsknecht", "huntress"), "normal",
                    "careful", runs=12)  # fmt: skip
        q = catalog.quests[quest]
        entries.append(Entry(q.id, q.number, q.name, plan.party, plan.difficulty, simulate(plan),
                             report_names(catalog)))  # fmt: skip
    path = into / "report.html"
    path.write_text(render_report("Hunters Online — balance report", entries, "12 games each."))
    return path


def test_the_report_draws_in_a_browser(browser: Browser, tmp_path: Path, screenshots: Path) -> None:
    report = small_report(tmp_path)
    for width in (1280, 390):
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        requests = requested_urls(page)
        page.goto(report.as_uri())
        assert page.locator("svg").count() >= 9  # 4 charts per setting and the curve
        assert page.get_by_role("cell", name="Landsknecht").count() == 0  # heroes: in charts
        assert page.locator("th", has_text="card most played").count() == 2
        assert page.locator("h2", has_text="Wolves").count() == 1
        assert [u for u in requests if not u.startswith("file:")] == []
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width + 1, f"the report scrolls sideways at {width} px"
        page.screenshot(path=str(screenshots / f"balance-report-{width}.png"), full_page=True)
        if width == 1280:
            page.screenshot(path=str(DOC_IMAGE))
        context.close()
