"""Issue 30: an out-of-turn window (Assist, Taunt, Retaliate, Resilience...) and every
other timed decision of a Primal fight shows "pass in N s", counted to the deadline the
server enforces (the deadline keeper's, sent in the ``pending`` message with the
server's clock), on every seat's screen, as the Hunters' reaction windows do.

The parts test draws a real window (tests/browser/primal_views.py) with a deadline and
a clock offset; the live test opens a window in a real table (a seeded playout through
the HTTP API) and compares the page's countdown with the ``pending`` frame its socket got,
before and after a reload."""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, WebSocket, expect

from app.content.loader import pack_documents
from tests.browser.pages import no_script_errors, unique_name
from tests.browser.primal_views import pending, scene
from tests.browser.tables import Client
from tests.browser.test_primal_parts import PHONE, open_page, render

pytestmark = pytest.mark.browser

PACK = Path(__file__).parents[1] / "engine" / "primal" / "pack"
WINDOW_SECONDS = 300
COUNT = re.compile(r"pass in (\d+) s")


def seconds_shown(page: Page, decision: int) -> int:
    text = page.locator(f'[data-decision="{decision}"] .countdown').text_content() or ""
    found = COUNT.search(text)
    assert found, text
    return int(found.group(1))


def test_a_window_counts_down_to_the_servers_deadline_on_every_seat(
    browser: Browser, server: str
) -> None:
    s = scene(pending("window"))
    window = next(d for d in s.state.pending if d.kind == "window")
    for seat in sorted(set(s.state.seats.values())):
        page = open_page(browser, server, PHONE)
        due = datetime.now(UTC) + timedelta(seconds=40)
        table: dict[str, Any] = {**s.table(seat), "deadlines": {str(window.id): due.isoformat()}}
        # The server's clock runs 10 s ahead of this device's: 30 s are left, not 40.
        table["clockOffset"] = 10_000
        render(page, table)
        assert seconds_shown(page, window.id) in (29, 30)
        page.wait_for_timeout(2100)
        assert seconds_shown(page, window.id) in (27, 28)
        # A decision the keeper does not time (None) shows no countdown.
        render(page, {**table, "deadlines": {str(window.id): None}})
        expect(page.locator(".countdown")).to_have_count(0)
        no_script_errors(page)


def _window_table(server: str) -> tuple[Client, int]:
    """A GM alone at a Primal table with two hunters, played by seeded legal commands
    through the HTTP API until an out-of-turn window is open."""
    gm = Client(server, unique_name("timer"))
    uploaded = gm.post("/api/content/packs", {"documents": pack_documents(PACK)})
    body = {"name": "Timed", "content_hash": uploaded["hash"]}
    campaign = int(
        gm.post("/api/campaigns", {**body, "reaction_timeout_seconds": WINDOW_SECONDS})["id"]
    )
    for _ in range(2):
        gm.command(
            campaign, next(c for c in gm.legal(campaign) if c["type"] == "primal_choose_hunter")
        )
    begin = next(c for c in gm.legal(campaign) if c.get("fight") == "prologue")
    gm.command(campaign, begin)
    rng = random.Random(30)
    for _ in range(300):
        fight = gm.view(campaign)["fight"]
        if any(d["kind"] == "window" for d in fight["pending"]):
            return gm, campaign
        gm.command(
            campaign, rng.choice([c for c in gm.legal(campaign) if c["type"] != "apply_default"])
        )
    raise AssertionError("no window opened")


def _pendings(page: Page) -> list[dict[str, Any]]:
    frames: list[dict[str, Any]] = []

    def listen(socket: WebSocket) -> None:
        def got(payload: str | bytes) -> None:
            message = json.loads(payload)
            if message.get("type") == "pending":
                frames.append(message)

        socket.on("framereceived", got)

    page.on("websocket", listen)
    return frames


def _left_in(message: dict[str, Any], decision: int) -> float:
    """The seconds the pending message says are left, on the server's clock."""
    due = datetime.fromisoformat(message["deadlines"][str(decision)])
    return (due - datetime.fromisoformat(message["now"])).total_seconds()


def test_a_live_window_shows_the_deadline_the_server_sent(browser: Browser, server: str) -> None:
    gm, campaign = _window_table(server)
    window = next(d for d in gm.view(campaign)["fight"]["pending"] if d["kind"] == "window")
    page = gm.page(browser, campaign, viewport=PHONE)
    frames = _pendings(page)
    shown = page.locator(f'[data-decision="{window["id"]}"] .countdown')
    for _ in range(2):
        # After a reload the page counts to the same deadline, not from when it saw the window.
        page.reload()
        expect(shown).to_contain_text(COUNT)
        assert frames, "no pending message"
        told = _left_in(frames[-1], window["id"])
        assert 0 < told <= WINDOW_SECONDS
        # The server and this test share the machine's clock: the count is the deadline's.
        due = datetime.fromisoformat(frames[-1]["deadlines"][str(window["id"])])
        assert (
            abs(
                seconds_shown(page, window["id"]) - round((due - datetime.now(UTC)).total_seconds())
            )
            <= 1
        )
        page.wait_for_timeout(2000)
    no_script_errors(page)
