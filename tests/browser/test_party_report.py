"""The GM's balance report in a real browser (issue 18): from the dashboard the GM picks
a quest and a number of games, the report opens in a new tab with its charts drawn and
nothing fetched from elsewhere, at desktop and phone widths, by keyboard too; and the
campaign simulator's report opens the same way. Their screenshots are the README's."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from app.content.loader import load_pack
from app.simulate.campaign.cli import render_campaign_report
from app.simulate.campaign.runner import CampaignPlan, simulate_campaigns
from tests.browser.pages import doc_images, no_script_errors, requested_urls
from tests.browser.tables import quest_table

DOCS = doc_images()
HANDS = {"huntress": ["HT02", "HT02", "HT03", "HT03", "HT17"],
         "landsknecht": ["LK06", "LK02", "LK04", "LK04", "LK08"]}  # fmt: skip


def gm_dashboard(browser: Browser, server: str, width: int) -> Page:
    """The GM's page inside a campaign whose two players' quest is under way."""
    table = quest_table(
        server, [["huntress"], ["landsknecht"]],
        {"huntress": [3, 2], "landsknecht": [2, 2]}, HANDS,
    )  # fmt: skip
    gm = table.clients[0]  # the host created the campaign: its GM
    page = gm.page(browser, table.campaign, viewport={"width": width, "height": 900})
    page.goto(f"/#/gm/{table.campaign}")
    return page


def opened_report(page: Page, runs: str) -> Page:
    """Submit the dashboard's form from the keyboard; the report's tab."""
    expect(page.locator("#gm-balance")).to_be_visible()
    page.locator("#gm-balance-runs").fill(runs)
    with page.context.expect_page() as opened:
        page.locator("#gm-balance-runs").press("Enter")
    report = opened.value
    report.wait_for_load_state()
    return report


def test_the_gm_opens_the_party_report_from_the_dashboard(
    browser: Browser, server: str, screenshots: Path
) -> None:
    for width in (1280, 390):
        page = gm_dashboard(browser, server, width)
        report = opened_report(page, "3")
        no_script_errors(page)
        requests = requested_urls(report)
        expect(report.locator("h1")).to_contain_text("your party's chances")
        expect(report.locator("text=3 games by the careful policy")).to_be_visible()
        assert report.locator("svg").count() >= 5
        assert [u for u in requests if not u.startswith(server)] == []
        scroll = report.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width + 1, f"the report scrolls sideways at {width} px"
        page.screenshot(path=str(screenshots / f"gm-balance-form-{width}.png"))
        report.screenshot(path=str(screenshots / f"gm-balance-report-{width}.png"), full_page=True)
        if width == 1280:
            report.screenshot(path=str(DOCS / "gm-balance-report.png"))
        page.context.close()


def test_the_campaign_report_draws_in_a_browser(
    browser: Browser, tmp_path: Path, screenshots: Path
) -> None:
    catalog = load_pack()
    plan = CampaignPlan(Path("content/base"), ("landsknecht", "huntress", "medic"), "normal",
                        "careful", runs=2)  # fmt: skip
    path = tmp_path / "campaign.html"
    summary = simulate_campaigns(plan)
    path.write_text(render_campaign_report(catalog, plan, summary))
    # five charts; "where parties fell" says so in words when every party won
    charts = 5 if summary.fell_at else 4
    for width in (1280, 390):
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        page.goto(path.as_uri())
        assert page.locator("svg").count() == charts
        if not summary.fell_at:
            nobody_fell = page.locator("text=Where parties fell (last defeat): nothing to show.")
            expect(nobody_fell).to_be_visible()
        expect(page.locator("td", has_text="Wolves at the Forest's Edge")).to_be_visible()
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width + 1, f"the campaign report scrolls sideways at {width} px"
        page.screenshot(path=str(screenshots / f"campaign-report-{width}.png"), full_page=True)
        if width == 1280:
            page.screenshot(path=str(DOCS / "campaign-report.png"))
        context.close()
