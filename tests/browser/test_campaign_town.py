"""The campaign between quests in the browser (issue 14, part B): a party brought to
Penzberg through the real server (tests/browser/campaign_road.py) moves between its
locations (the travel die may draw a town card), buys and sells, works and rests at the
inn, upgrades the wagon and deposits into it, crafts, spends XP and builds a deck; two
players in their own browsers, a reload at every panel bringing the same panel back.
The town, the wagon and a hero board are photographed for the README at 1280x800 and
390x844 (docs/images/campaign-*.png)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.campaign_road import (
    calm,
    enter_location,
    party_in_penzberg,
    play_quests,
    send,
)
from tests.browser.pages import doc_images, no_script_errors
from tests.browser.tables import Table, started_table

pytestmark = pytest.mark.browser

DOCS = doc_images()
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"
PHONE: ViewportSize = {"width": 390, "height": 844}
SLOW = 15_000


@pytest.fixture(scope="module")
def penzberg(server: str) -> Table:
    """Landsknecht (player 1) and Huntress (player 2) at the Ducal Residence."""
    return party_in_penzberg(server)


def board(table: Table) -> dict[str, Any]:
    campaign: dict[str, Any] = table.clients[0].view(table.campaign)["campaign"]
    return campaign


def at_location(table: Table, location: str) -> None:
    """The party stands on ``location`` (sent over the API, as campaign_road does)."""
    enter_location(table.clients, table.campaign, location)


def tab(page: Page, panel: str) -> None:
    """Open ``panel``'s tab (past the last quest's debrief, which comes first)."""
    tab_button, debrief = page.locator(f"#tab-{panel}"), page.locator("#back-to-map")
    expect(tab_button.or_(debrief)).to_be_visible(timeout=SLOW)
    if debrief.is_visible():
        debrief.click()
    tab_button.click()
    expect(page.locator("#campaign-panel")).to_have_attribute("data-panel", panel)


def reload_keeps(page: Page, panel: str) -> None:
    """A reload brings the same panel back."""
    page.reload()
    expect(page.locator("#campaign-panel")).to_have_attribute("data-panel", panel, timeout=SLOW)


def fits(page: Page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    viewport = page.viewport_size
    assert viewport is not None, "every test page is opened with a viewport"
    assert width <= viewport["width"] + 1, f"the page scrolls sideways ({width} px)"


def shoot(page: Page, name: str) -> None:
    expect(page.locator("#conn")).to_have_attribute("data-state", "online")
    page.evaluate("document.getElementById('toasts').replaceChildren()")
    page.evaluate("document.getElementById('campaign-panel').scrollIntoView()")
    page.screenshot(path=str(DOCS / name))


def town_cards_read(table: Table) -> list[str]:
    fronts = board(table)["story"]["fronts"]
    return [card for card in fronts if card.startswith("T")]


def gold(half: int) -> str:
    """SETL-21: half-gold units as the page writes them."""
    whole, odd = divmod(half, 2)
    return "½ gold" if odd and not whole else f"{whole}{'½' if odd else ''} gold"


def purse(table: Table, hero: str) -> int:
    half: int = board(table)["heroes"][hero]["gold_half"]
    return half


def wait_for(check: Any, what: str) -> None:
    """The server's table reaches ``check`` (a command sent from a page is applied)."""
    for _ in range(60):
        if check():
            return
        time.sleep(0.25)
    raise AssertionError(what)


RESOURCE_NAMES = {"mushroom": "Mushroom", "leaf": "Leaf", "root": "Root", "stalk": "Stalk",
                  "steel": "Steel", "yarn": "Yarn", "monster_blood": "Monster Blood",
                  "monster_bone": "Monster Bone"}  # fmt: skip


def something_to_sell(table: Table) -> tuple[str, int]:
    """A resource the Landsknecht carries that the Market Square buys, and its price."""
    prices = {p["item"]: p["sell_half"] for p in board(table)["story"]["fronts"]["L02"]["prices"]}
    held = board(table)["heroes"]["landsknecht"]["resources"]
    sellable = [r for r in RESOURCE_NAMES if held.get(r) and prices.get(r)]
    assert sellable, f"the Landsknecht carries nothing the market buys: {held}"
    return sellable[0], prices[sellable[0]]


def stock_the_landsknecht(table: Table) -> None:
    """The GM sets the Landsknecht's purse to 10 gold and gives him 2 of a resource the
    Market Square buys (GM corrections): what the road paid him varies with the seed."""
    prices = board(table)["story"]["fronts"]["L02"]["prices"]
    resource = next(p["item"] for p in prices if p["item"] in RESOURCE_NAMES and p["sell_half"])
    fixes = [
        {"type": "correct_hero", "hero": "landsknecht", "track": "gold_half", "value": 20},
        {"type": "correct_resource", "hero": "landsknecht", "resource": resource, "amount": 2},
    ]
    for fix in fixes:
        send(table.clients[0], table.campaign, {**fix, "reason": "a known purse"}, as_gm=True)


def test_a_sale_and_purchases_at_the_market(browser: Browser, penzberg: Table) -> None:
    at_location(penzberg, "L02")
    stock_the_landsknecht(penzberg)
    page = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(page, "trade")
    before = purse(penzberg, "landsknecht")
    purses = page.locator(".purses [data-hero=landsknecht]")
    expect(purses).to_contain_text(gold(before))
    item, price = something_to_sell(penzberg)
    page.get_by_role("button", name=f"Landsknecht sells {RESOURCE_NAMES[item]}").click()
    expect(purses).to_contain_text(gold(before + price), timeout=SLOW)
    yarn_left = page.locator("[data-item=yarn] td").nth(2)
    left = int(yarn_left.inner_text())
    page.get_by_role("button", name="Landsknecht buys Yarn").click()
    expect(yarn_left).to_have_text(str(left - 1), timeout=SLOW)  # SETL-10: the supply
    page.get_by_role("button", name="Landsknecht buys Stalk").click()
    expect(purses).to_contain_text(gold(before + price - 4 - 2), timeout=SLOW)
    expect(page.get_by_role("button", name="Huntress gives ½ gold")).to_have_count(0)  # not his
    reload_keeps(page, "trade")
    page.screenshot(path=str(SCREENSHOTS / "campaign-trade-1280.png"))
    no_script_errors(page)

    phone = penzberg.clients[1].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "trade")
    expect(phone.get_by_role("button", name="Huntress buys Yarn")).to_be_visible()
    expect(phone.get_by_role("button", name="Landsknecht buys Yarn")).to_have_count(0)
    mine = purse(penzberg, "landsknecht")
    phone.get_by_role("button", name="Huntress gives 1 gold to Landsknecht").click()  # SETL-22
    expect(page.locator(".purses [data-hero=landsknecht]")).to_contain_text(gold(mine + 2))
    fits(phone)


def test_work_and_rest_at_the_inn(browser: Browser, penzberg: Table) -> None:
    """SETL-11..13: player 1 proposes a day of work; player 2 is asked and answers for the
    Huntress (her purse cannot pay 40 days of rest, SETL-13); the day passes once for
    both. Then she proposes a rest and he stays out of it."""
    at_location(penzberg, "L04")
    day = board(penzberg)["days"]["day"]
    worker = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(worker, "services")
    worker.locator("[data-hero=landsknecht] input[value=work]").check()
    total = worker.locator(".stay-total")
    expect(total).to_contain_text("Landsknecht earns 1 gold.")
    expect(total).to_contain_text(f"to day {day + 1}")
    before = purse(penzberg, "landsknecht")
    worker.locator("#confirm-stay").click()
    asked = worker.locator(".inn-stay")
    expect(asked).to_contain_text("Landsknecht works", timeout=SLOW)
    expect(asked).to_contain_text("Waiting on the player of Huntress")
    assert board(penzberg)["days"]["day"] == day  # SETL-11: the day waits on her answer

    rester = penzberg.clients[1].page(browser, penzberg.campaign)
    tab(rester, "services")
    stay = rester.locator(".inn-stay")
    expect(stay).to_contain_text("The party is asked to stay 1 day at the inn")
    expect(stay.locator("[data-hero=landsknecht] input")).to_have_count(0)
    morale = board(penzberg)["heroes"]["huntress"]["morale"]
    stay.locator("[data-hero=huntress] input[value=rest]").check()
    expect(rester.locator("#join-stay")).to_have_text("Join the stay")
    rester.screenshot(path=str(SCREENSHOTS / "campaign-services-1280.png"))
    rester.locator("#join-stay").click()
    wait_for(lambda: board(penzberg)["days"]["day"] == day + 1, "the stay took no day")
    assert purse(penzberg, "landsknecht") == before + 2  # SETL-12: 1 gold a day
    top = board(penzberg)["heroes"]["huntress"]["morale_top"]
    assert board(penzberg)["heroes"]["huntress"]["morale"] == min(morale + 1, top)  # SETL-13
    expect(rester.locator("#log")).to_contain_text("Everyone has answered: the stay goes ahead.")

    rester.locator("[data-hero=huntress] input[value=rest]").check()
    rester.locator("#stay-days").fill("40")  # more days than her purse pays for
    rester.locator("#stay-days").dispatch_event("change")
    expect(rester.locator(".stay-total")).to_contain_text("to day")
    rester.locator("#confirm-stay").click()
    expect(rester.locator("#toasts")).to_contain_text("for the rest. (SETL-13)")
    rester.locator("[data-hero=huntress] input[value=work]").check()
    rester.locator("#stay-days").fill("1")
    rester.locator("#stay-days").dispatch_event("change")
    rester.locator("#confirm-stay").click()
    phone = penzberg.clients[0].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "services")
    expect(phone.locator("#join-stay")).to_have_text("Stay out of it", timeout=SLOW)
    phone.locator(".inn-stay").scroll_into_view_if_needed()
    phone.screenshot(path=str(SCREENSHOTS / "campaign-inn-stay-390.png"))
    fits(phone)
    tab(worker, "services")
    expect(worker.locator("#join-stay")).to_have_text("Stay out of it", timeout=SLOW)
    worker.locator("#join-stay").click()
    wait_for(lambda: board(penzberg)["days"]["day"] == day + 2, "the second stay took no day")
    assert purse(penzberg, "landsknecht") == before + 2  # he did neither
    reload_keeps(rester, "services")
    no_script_errors(worker)
    no_script_errors(rester)


def test_a_wagon_upgrade_and_a_deposit(browser: Browser, penzberg: Table) -> None:
    page = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(page, "wagon")
    workshop = page.locator("[data-category=workshop]")
    expect(workshop).to_contain_text("Level 1 costs 2 gold")
    page.get_by_title("Landsknecht pays 2 gold for Workshop level 1", exact=True).click()
    expect(workshop.locator("svg.pips")).to_have_attribute(
        "aria-label", "level 1 of 3", timeout=SLOW
    )
    expect(workshop).to_contain_text("Level 2 costs 3 gold")
    page.get_by_title("Landsknecht stores: Yarn", exact=True).click()
    stored = page.locator(".wagon-storage [data-drop=store_in_wagon]")
    expect(stored).to_contain_text("Yarn", timeout=SLOW)
    page.get_by_title("Landsknecht stores: Stalk", exact=True).drag_to(stored)  # or drag
    expect(stored).to_contain_text("Stalk", timeout=SLOW)
    reload_keeps(page, "wagon")
    shoot(page, "campaign-wagon-1280.png")
    no_script_errors(page)

    phone = penzberg.clients[1].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "wagon")
    expect(phone.get_by_title("Huntress takes: Yarn", exact=True)).to_be_visible()
    fits(phone)
    shoot(phone, "campaign-wagon-390.png")


def test_a_crafted_item(browser: Browser, penzberg: Table) -> None:
    page = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(page, "crafting")
    expect(page.locator("[data-recipe=cobalt_pendant] .missing")).to_contain_text(
        "Workshop level 3 (now 1)"
    )
    snares = board(penzberg)["heroes"]["landsknecht"]["backpack"].count("snare")
    page.get_by_role("button", name="Craft Snare for Landsknecht").click()  # yarn from the wagon
    wait_for(
        lambda: board(penzberg)["heroes"]["landsknecht"]["backpack"].count("snare") == snares + 1,
        "no snare was crafted",
    )
    reload_keeps(page, "crafting")
    no_script_errors(page)


def test_an_xp_purchase_and_a_deck_of_twenty(browser: Browser, penzberg: Table) -> None:
    page = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(page, "heroes")
    hero = page.locator("article.hero-board[data-hero=landsknecht]")
    expect(hero).to_contain_text("Action-card pool: 20 cards")
    shoot(page, "campaign-hero-1280.png")
    hero.get_by_title("Learn Crushing Strike", exact=True).click()  # 6 XP (DEV-14)
    expect(hero).to_contain_text("Action-card pool: 21 cards", timeout=SLOW)
    reload_keeps(page, "heroes")

    tab(page, "deck")
    deck = page.locator("section.deck[data-hero=landsknecht]")
    expect(deck).to_contain_text("Landsknecht: 20 of 20 cards")
    page.get_by_role("button", name="One Storm the Line fewer").click()
    expect(deck).to_contain_text("Choose exactly 20 cards (DEV-15): 1 more")
    page.get_by_role("button", name="One Crushing Strike more").click()
    page.locator("#save-deck-landsknecht").click()
    wait_for(lambda: "LK11" in board(penzberg)["heroes"]["landsknecht"]["deck"], "no deck saved")
    assert len(board(penzberg)["heroes"]["landsknecht"]["deck"]) == 20
    reload_keeps(page, "deck")
    expect(deck).to_contain_text("This deck is saved for the next quest.")
    no_script_errors(page)

    phone = penzberg.clients[1].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "heroes")
    fits(phone)
    shoot(phone, "campaign-hero-390.png")


def test_the_deck_before_quest_two_and_its_start(browser: Browser, server: str) -> None:
    """After quest 1 (DEV-16's exception) each pool holds the 20 starting cards, so the
    deck is all of them; travelling to M06 reads S002 and quest 2 begins."""
    table = started_table(server, [["landsknecht"], ["huntress"]], pack="base")
    calm(table.clients, table.campaign)  # quest 1 and "The Beginning"
    assert {"type": "travel_to", "to": "M06"} in table.clients[0].legal(table.campaign)
    page = table.clients[0].page(browser, table.campaign)
    tab(page, "deck")
    expect(page.locator("#campaign-panel")).to_contain_text("Quest 1 is the exception")
    expect(page.locator("section.deck[data-hero=landsknecht]")).to_contain_text(
        "All 20 cards of the pool go into the deck"
    )
    reload_keeps(page, "deck")
    tab(page, "map")
    page.locator('[data-key="map-M06"]').click()  # the map card, then the journey's preview
    page.click("#confirm-travel")
    wait_for(lambda: board(table)["days"]["day"] == 2, "the travel took no day")
    play_quests(table.clients, table.campaign, until="q2")  # a road card first (CAMP-12)
    expect(page.locator("body")).to_contain_text("The Inn at the Crossing", timeout=SLOW)
    expect(page.locator("#campaign-panel")).to_have_count(0)  # EQUIP-41: a quest is on
    page.reload()
    expect(page.locator("body")).to_contain_text("The Inn at the Crossing", timeout=SLOW)
    no_script_errors(page)


def test_items_move_between_slots_and_backpack(browser: Browser, penzberg: Table) -> None:
    phone = penzberg.clients[1].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "heroes")
    hero = phone.locator("article.hero-board[data-hero=huntress]")
    hero.get_by_title("Carry Hunting Knife in the backpack", exact=True).click()
    carried = hero.locator("[data-slot=carried]")
    expect(carried).to_contain_text("Hunting Knife", timeout=SLOW)
    assert "hunting_knife" in board(penzberg)["heroes"]["huntress"]["backpack"]
    hero.get_by_title("Carry Hunting Bow in the backpack", exact=True).click()  # 2 slots
    expect(phone.locator("#toasts")).to_contain_text("backpack slots hold 3, not 4 (EQUIP-03)")
    hero.get_by_title("Put Hunting Knife on a slot", exact=True).click()
    expect(hero.locator("[data-slot=weapon]")).to_contain_text("Hunting Knife", timeout=SLOW)
    reload_keeps(phone, "heroes")
    no_script_errors(phone)


def moved_or_fighting(table: Table, location: str) -> bool:
    """The party stands on ``location``, or a town card's story started a fight there."""
    view = table.clients[0].view(table.campaign)
    return bool(view["phase"] == "quest" or view["campaign"]["region"]["location"] == location)


def test_moving_between_locations_may_draw_a_town_card(browser: Browser, penzberg: Table) -> None:
    page = penzberg.clients[0].page(browser, penzberg.campaign)
    tab(page, "town")
    here = board(penzberg)["region"]["location"]
    expect(page.locator(f"[data-location={here}]")).to_have_class("location here")
    expect(page.locator("#campaign-panel")).to_contain_text("1 chance in 3 of a town card")
    before = set(town_cards_read(penzberg))
    for move in range(20):  # each entry rolls the travel die (SETL-06): 1 in 3
        target = ("L02", "L03")[move % 2]
        page.locator(f"[data-location={target}] button").click()
        wait_for(lambda to=target: moved_or_fighting(penzberg, to), "the party did not move")
        if penzberg.clients[0].view(penzberg.campaign)["phase"] != "quest":
            here = page.locator(f"[data-location={target}]")
            expect(here).to_have_class("location here", timeout=SLOW)
        calm(penzberg.clients, penzberg.campaign)  # a town card may ask, or start a fight
        if set(town_cards_read(penzberg)) - before:
            break
        tab(page, "town")  # the town again (past a fight's debrief)
    drawn = sorted(set(town_cards_read(penzberg)) - before)
    assert drawn, "twenty entries drew no town card"
    title = board(penzberg)["story"]["fronts"][drawn[0]]["title"]
    expect(page.locator("#log")).to_contain_text(f"{title} was drawn", timeout=SLOW)
    at_location(penzberg, "L02")  # whatever the card's story made of the day
    tab(page, "town")
    reload_keeps(page, "town")
    shoot(page, "campaign-town-1280.png")
    no_script_errors(page)

    phone = penzberg.clients[1].page(browser, penzberg.campaign, viewport=PHONE)
    tab(phone, "town")
    fits(phone)
    shoot(phone, "campaign-town-390.png")
