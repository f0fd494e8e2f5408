"""Issue 30: before a hunter confirms a card, the screen says what it would set off: the
behavior cards it triggers (by slot: they are face down) and the abilities it fires, as
the server found them with the engine's own play step (app/engine/primal/preview.py),
never worked out in the page. While its payment is open the monster board marks the
slots it triggers. Drawn from a real seeded fight at 390 px, by the keyboard."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from app.engine.kernel.model import Actor
from app.engine.primal.commands import PlayCard
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState
from app.engine.primal.preview import play_triggers
from tests.browser.pages import no_script_errors
from tests.browser.primal_views import in_step, scene
from tests.browser.test_primal_parts import PHONE, open_page, render

pytestmark = pytest.mark.browser


def _sets_off_a_behavior(s: PrimalState) -> bool:
    """An Action phase where one card the active seat may play, paid with cards,
    triggers a behavior card, and another triggers nothing."""
    if not in_step("action")(s) or s.active is None:
        return False
    plays = [
        c
        for c in legal_commands(s, Actor(role="seat", seat=s.seats[s.active]))
        if isinstance(c, PlayCard)
    ]
    found = [(bool(play_triggers(s, c).behaviors), bool(c.pay)) for c in plays]
    return (True, True) in found and any(not behaviors for behaviors, _ in found)


def test_a_cards_triggers_are_shown_before_it_is_confirmed(browser: Browser, server: str) -> None:
    s = scene(_sets_off_a_behavior)
    table: dict[str, Any] = s.table(s.active)
    told = table["triggers"]
    paid = {c["card"] for c in table["legal"] if c["type"] == "primal_play_card" and c["pay"]}
    busy = next(card for card, t in told.items() if t["behaviors"] and card in paid)
    quiet = next(card for card, t in told.items() if not t["behaviors"] and not t["abilities"])
    page = open_page(browser, server, PHONE)
    render(page, table)
    for card, found in told.items():
        line = page.locator(f'#primal-hand [data-triggers="{card}"]')
        text = line.text_content() or ""
        for slot in found["behaviors"]:
            assert f"slot {slot + 1}" in text, (card, text)
        for ability in found["abilities"]:
            assert ability in text, (card, text)
    expect(page.locator(f'#primal-hand [data-triggers="{quiet}"]')).to_have_text(
        "Playing it triggers nothing."
    )
    # The server's word only: a card it said nothing of shows no line.
    render(page, {**table, "triggers": {}})
    expect(page.locator("[data-triggers]")).to_have_count(0)
    render(page, table)
    play = page.locator(f'#primal-hand [data-play="{busy}"]')
    play.focus()
    page.keyboard.press("Enter")
    slots = page.locator(".behavior-slot.would-trigger")
    expect(page.locator(f'#primal-pay [data-triggers="{busy}"]')).to_contain_text("slot")
    expect(slots).to_have_count(len(told[busy]["behaviors"]))
    for slot in told[busy]["behaviors"]:
        expect(page.locator(".behavior-slot").nth(slot)).to_have_class(re.compile("would-trigger"))
    page.locator("#primal-pay-cancel").click()
    expect(slots).to_have_count(0)
    no_script_errors(page)
