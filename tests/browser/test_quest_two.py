"""Quest engine II in the browser: an item used without an action (Fearless Infusion: a
third action), a Reload weapon shown empty after its shot and reloaded by Interact, a
Stun Grenade's status on the miniatures, Reorganize with a trade, an Area attack with
each target's own roll and Mighty markers, and a reaction window "when an enemy is about
to act" where two players offer and the one whose hero knows most chooses, then a free
Move, a pass, and reinforcements.

The positions come from pack ``arsenal`` (tests/browser/arsenal.py); the tables are set
up over the HTTP API (tests/browser/tables.py) and played in the browser from the first
turn. Wolves have 40 Health and bite weakly, so what the tests look at does not depend on
the dice; the prompts that do open (the morale question on each attack) always open.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.arsenal import ARRIVAL_AT, WOLVES_AT
from tests.browser.contrast import low_contrast
from tests.browser.pages import PHONE, no_script_errors
from tests.browser.tables import quest_table

pytestmark = pytest.mark.browser

SLOW = 20_000  # enemy turns are shown step by step before the board takes the new view


def cell(page: Page, at: list[int]) -> Any:
    return page.locator(f"svg.board rect.cell[data-x='{at[0]}'][data-y='{at[1]}']")


def badge(page: Page, unit: str, key: str) -> Any:
    return page.locator(f"svg.board g.unit[data-unit='{unit}'] .badge-{key}")


def card_of(page: Page, hero: str, index: int = 0) -> Any:
    return page.locator(f"section[data-hero={hero}] .hand .card").nth(index)


def keep_morale(page: Page, decision_after: int) -> int:
    """Answer the morale question of the attack in progress ("Keep it"); returns its id.
    Waits for a question newer than ``decision_after`` so no old prompt is clicked."""
    prompt = page.locator("#prompt [data-decision=spend_morale]")
    expect(prompt).to_be_visible()
    number = int(prompt.get_attribute("data-decision-id") or 0)
    assert number > decision_after
    prompt.get_by_role("button", name="Keep it").click()
    expect(page.locator(f"#prompt [data-decision-id='{number}']")).to_have_count(0)
    return number


def pass_reaction(page: Page, moment: str, decision_after: int) -> int:
    """Pass the reaction window newer than ``decision_after``; returns its id."""
    window = page.locator("#prompt [data-decision=reaction]")
    expect(window).to_contain_text(moment, timeout=SLOW)
    number = int(window.get_attribute("data-decision-id") or 0)
    assert number > decision_after
    window.locator("#pass-reaction").click()
    expect(page.locator(f"#prompt [data-decision-id='{number}']")).to_have_count(0)
    return number


def test_items_reload_grenade_and_a_push(browser: Browser, server: str, screenshots: Path) -> None:
    table = quest_table(
        server,
        [["huntress", "landsknecht"]],
        {"huntress": [3, 2], "landsknecht": [2, 2]},
        {
            "huntress": ["HT02", "HT02", "HT03", "HT03", "HT17"],
            "landsknecht": ["LK06", "LK02", "LK04", "LK04", "LK08"],
        },
    )
    page = table.clients[0].page(browser, table.campaign)
    status = page.locator("#turn-status")
    expect(status).to_have_text("Your turn: Huntress, 2 actions left.")
    expect(page.locator("[data-gear=huntress] [data-item=arquebus]")).to_contain_text("loaded")

    # Fearless Infusion needs no action: used from the hero panel, by keyboard.
    page.locator("#use-fearless_infusion").press("Enter")
    expect(status).to_have_text("Your turn: Huntress, 3 actions left.")
    expect(page.locator("#log")).to_contain_text("Huntress gains 1 extra action this turn.")
    expect(page.locator("#log li[data-type=actions_gained] .rule")).to_have_text("EQUIP-47")
    expect(page.locator("#use-fearless_infusion")).to_have_count(0)
    expect(page.locator("section[data-hero=huntress] .gear")).to_contain_text(
        "An infusion will cost 1 Health when the quest ends"
    )

    # Action 1: the Arquebus (Reload, Pierce 2), a basic Ranged Attack, with the
    # Stunning Arrows the server says fit it. Its Strength is at least its Agility 2
    # against Wolf 1's defense 0, so the Stun takes hold.
    card_of(page, "huntress").locator("[data-basic=ranged_attack]").click()
    page.click("#targets [data-target=wolf-1]")
    expect(page.locator("input[data-weapon=arquebus]")).to_be_checked()
    expect(page.get_by_test_id("preview-traits")).to_have_text("Reload, Pierce 2")
    arrows = page.locator("#addition-stunning_arrows")
    expect(arrows).not_to_be_checked()
    arrows.check()
    page.click("#confirm-attack")
    keep_morale(page, 0)
    expect(page.get_by_test_id("attack-sum")).to_be_visible()
    expect(page.locator("#dice .traits-note")).to_contain_text("Stun")
    expect(badge(page, "wolf-1", "stun")).to_have_count(1)
    expect(page.locator("svg.board g.unit[data-unit=wolf-1] > title")).to_contain_text("stunned")
    arrows_state = page.locator("[data-gear=huntress] [data-item=stunning_arrows]")
    expect(arrows_state).to_contain_text("used this quest")
    expect(badge(page, "huntress", "reload")).to_have_count(1)
    empty = page.locator("[data-gear=huntress] [data-item=arquebus]")
    expect(empty).to_have_class(re.compile(r"\bempty\b"))
    expect(empty).to_contain_text("empty: reload it with Interact")
    expect(page.locator("#dice > .aftermath")).to_contain_text("Huntress's Arquebus is empty")
    expect(page.locator("#log li[data-type=weapon_emptied] .rule")).to_have_text("TRAIT-28")
    title = page.locator("svg.board g.unit[data-unit=huntress] > title")
    expect(title).to_contain_text("weapon empty: reload")
    expect(status).to_have_text("Your turn: Huntress, 2 actions left.")

    # Action 2: Interact, and of its uses, Reload.
    card_of(page, "huntress").locator("[data-basic=interact]").click()
    expect(page.locator("#interact-pick [data-interact]")).to_have_count(2)
    page.click("#interact-pick [data-interact=reload]")
    expect(page.locator("#log")).to_contain_text("Huntress reloads the Arquebus: loaded again.")
    expect(badge(page, "huntress", "reload")).to_have_count(0)
    expect(page.locator("[data-gear=huntress] [data-item=arquebus]")).to_contain_text("loaded")

    # Action 3: the Stun Grenade, thrown with a Ranged Attack: no roll, Area, Stun.
    card_of(page, "huntress").locator("[data-basic=ranged_attack]").click()
    page.click("#targets [data-target=wolf-2]")
    page.check("input[data-weapon=stun_grenade]")
    expect(page.locator("#attack-preview")).to_contain_text("no roll")
    expect(page.locator("#confirm-attack")).to_have_text("Throw at Wolf 2")
    page.click("#confirm-attack")
    expect(page.locator("#dice h2")).to_have_text("Huntress throws Stun Grenade")
    expect(page.locator("#dice .effect-outcome[data-target=wolf-2]")).to_contain_text(
        "Wolf 2 is stunned"
    )
    for wolf in ("wolf-1", "wolf-2"):
        expect(badge(page, wolf, "stun")).to_have_count(1)
    expect(page.locator("#log li[data-type=status_applied] .rule").first).to_have_text("TRAIT-22")
    page.locator("#dice").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "quest-items-desktop.png"), full_page=True)
    assert low_contrast(page) == []

    # The Landsknecht's Shoulder Charge: Move 1 onto the wolves' space (both stunned:
    # nobody is engaged, TRAIT-23), then Melee Attack 2 with Push, swung with the
    # Zweihänder. He declines its Area: only Wolf 1 is attacked, and pushed.
    expect(status).to_have_text("Your turn: Landsknecht, 2 actions left.")
    page.click("section[data-hero=landsknecht] [data-play=LK06]")
    expect(cell(page, WOLVES_AT)).to_have_class(re.compile("reachable"))
    cell(page, WOLVES_AT).click()
    expect(page.locator("#mode")).to_contain_text("Melee Attack 2")
    landsknecht = page.locator("svg.board g.unit[data-unit=landsknecht]")
    expect(landsknecht).to_have_attribute("data-at", f"{WOLVES_AT[0]},{WOLVES_AT[1]}")
    expect(landsknecht.locator("title")).not_to_contain_text("engaged")
    page.click("#targets [data-target=wolf-1]")
    expect(page.get_by_test_id("preview-traits")).to_have_text("Area, Mighty, Push")
    expect(page.locator("#trait-push")).to_be_checked()
    page.uncheck("#trait-area")
    page.click("#confirm-attack")
    keep_morale(page, 0)
    expect(page.locator("#dice h2")).to_have_text("Landsknecht attacks Wolf 1")
    expect(page.locator("#log li[data-type=area_attack_begun]")).to_have_count(0)
    expect(page.locator("#dice > .aftermath")).to_contain_text(
        "Wolf 1 will be pushed by Landsknecht"
    )
    push = page.locator("#prompt [data-decision=push]")
    expect(push).to_contain_text("Push Wolf 1 one space away")
    spaces = page.locator("svg.board rect.cell.reachable")
    expect(spaces.first).to_be_visible()
    to = [
        int(spaces.first.get_attribute("data-x") or 0),
        int(spaces.first.get_attribute("data-y") or 0),
    ]
    spaces.first.click()
    pushed = page.locator("#log li[data-type=push_started]")
    expect(pushed).to_contain_text(f"Landsknecht pushes Wolf 1 to [{to[0]}, {to[1]}].")
    expect(pushed.locator(".rule")).to_have_text("TRAIT-25")
    # "Every push is done" would be filler after the push itself (issue 11).
    expect(page.locator("#log li[data-type=pushes_finished]")).to_have_count(0)
    pushed_wolf = page.locator("svg.board g.unit[data-unit=wolf-1]")
    expect(pushed_wolf).to_have_attribute("data-at", f"{to[0]},{to[1]}", timeout=SLOW)
    expect(page.locator("#enemy-turn")).to_contain_text("Landsknecht pushes Wolf 1", timeout=SLOW)
    expect(status).to_have_text("Your turn: Landsknecht, 1 action left.", timeout=SLOW)
    no_script_errors(page)


def test_reorganize_and_an_area_attack(browser: Browser, server: str, screenshots: Path) -> None:
    table = quest_table(
        server,
        [["huntress", "landsknecht"]],
        {"huntress": [2, 2], "landsknecht": [2, 2]},
        {
            "huntress": ["HT02", "HT02", "HT03", "HT03", "HT04"],
            "landsknecht": ["LK02", "LK02", "LK04", "LK04", "LK08"],
        },
    )
    page = table.clients[0].page(browser, table.campaign)
    status = page.locator("#turn-status")
    expect(status).to_have_text("Your turn: Huntress, 2 actions left.")

    # Reorganize (the only use of Interact here) opens its dialog; Escape closes it.
    card_of(page, "huntress").locator("[data-basic=interact]").click()
    dialog = page.locator("#reorganize")
    expect(dialog).to_be_visible()
    expect(page.locator("#reorganize-title")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    card_of(page, "huntress").locator("[data-basic=interact]").click()
    page.select_option("#reorganize-partner", "landsknecht")
    dialog.locator("[data-move='stun_grenade:give']").click()
    dialog.locator("[data-move='hunting_knife:backpack']").click()
    expect(dialog.locator("[data-list=partnerBackpack] [data-item=stun_grenade]")).to_be_visible()
    page.click("#confirm-reorganize")
    expect(dialog).to_have_count(0)
    line = page.locator("#log li[data-type=equipment_reorganized]")
    expect(line).to_contain_text("Huntress reorganizes")
    expect(line).to_contain_text("trading with Landsknecht")
    expect(line.locator(".rule")).to_have_text("QUEST-30")
    expect(page.locator("[data-gear=huntress] .backpack [data-item=hunting_knife]")).to_be_visible()
    landsknecht_pack = page.locator("[data-gear=landsknecht] .backpack")
    expect(landsknecht_pack.locator("[data-item=stun_grenade]")).to_be_visible()
    page.click("#end-turn")

    # The Landsknecht steps onto the wolves' space and swings the Zweihänder (Area,
    # Mighty): each wolf is attacked with a roll of its own.
    expect(status).to_have_text("Your turn: Landsknecht, 2 actions left.")
    card_of(page, "landsknecht").locator("[data-basic=move]").click()
    cell(page, WOLVES_AT).click()
    expect(status).to_have_text("Your turn: Landsknecht, 1 action left.")
    card_of(page, "landsknecht").locator("[data-basic=melee_attack]").click()
    page.click("#targets [data-target=wolf-1]")
    expect(page.locator("input[data-weapon=zweihander]")).to_be_checked()
    expect(page.get_by_test_id("preview-traits")).to_have_text("Area, Mighty")
    expect(page.locator("#trait-area")).to_be_checked()
    page.click("#confirm-attack")
    first = keep_morale(page, 0)
    expect(page.locator("#dice .area-target[data-target=wolf-1] .sum")).to_be_visible()
    expect(page.locator("#dice h2")).to_have_text("Landsknecht's Area attack")
    keep_morale(page, first)
    # His turn is over and Wolf 1 bites at once: the Area attack moves to the earlier
    # rolls, each target with its own dice, sum and Mighty marker.
    expect(page.locator("#dice h2")).to_have_text("Wolf 1 attacks Landsknecht")
    page.click("#earlier-rolls summary")
    area = page.locator("#earlier-rolls .earlier-tray").first
    expect(area.locator(".tray-title")).to_have_text("Landsknecht's Area attack")
    for wolf in ("wolf-1", "wolf-2"):
        target = area.locator(f".area-target[data-target={wolf}]")
        expect(target.locator(".sum")).to_contain_text("strength")
        assert target.locator(".die").count() >= 6
        expect(target.locator(".aftermath")).to_contain_text("destruction marker")
    expect(page.locator("#log li[data-type=area_attack_begun] .rule")).to_have_text("TRAIT-07")
    expect(page.locator("#log li[data-type=mighty_marked]")).to_have_count(2)
    for wolf in ("wolf-1", "wolf-2"):
        expect(badge(page, wolf, "mighty")).to_have_count(1, timeout=SLOW)
    page.locator("#dice").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "quest-area-desktop.png"), full_page=True)
    assert low_contrast(page) == []
    no_script_errors(page)


def test_two_players_offer_reactions_and_one_chooses(
    browser: Browser, server: str, screenshots: Path
) -> None:
    table = quest_table(
        server,
        [["huntress"], ["sorceress"]],
        {"huntress": [3, 3], "sorceress": [1, 3]},
        {
            "huntress": ["HT17", "HT04", "HT04", "HT05", "HT05"],
            "sorceress": ["SR08", "SR01", "SR05", "SR05", "SR05"],
        },
        hands_setting="open",  # the players see each other's offers (closed hands hide them)
    )
    ann_client, bob_client = table.clients
    ann = ann_client.page(browser, table.campaign)
    bob = bob_client.page(browser, table.campaign, viewport=PHONE)
    expect(ann.locator("#turn-status")).to_have_text("Your turn: Huntress, 2 actions left.")
    ann.click("#end-turn")
    expect(bob.locator("#turn-status")).to_have_text("Your turn: Sorceress, 2 actions left.")
    bob.click("#end-turn")

    # Wolf 1 is about to act on the Sorceress: both players hold an "about to act"
    # reaction. The card's reaction half is readable in the prompt, with the time left.
    window = ann.locator("#prompt [data-decision=reaction]")
    expect(window).to_contain_text("Wolf 1 is about to act on Sorceress")
    expect(window.locator(".countdown")).to_contain_text(re.compile(r"pass in \d+ s"))
    expect(window).to_contain_text("Enemy turn, when an enemy is about to act on you or an ally")
    window.locator("[data-react=HT17]").click()
    expect(ann.locator("#prompt .offers")).to_contain_text("You offered Huntress's Hamstring")
    expect(ann.locator("#prompt")).to_contain_text(f"Waiting on {bob_client.name}")

    bob_window = bob.locator("#prompt [data-decision=reaction]")
    expect(bob_window.locator(".offers")).to_contain_text(
        f"{ann_client.name} offered Huntress's Hamstring"
    )
    bob_window.locator("[data-react=SR08]").click()

    # Two offers: the Sorceress (Knowledge 2) outranks the Huntress, so Bob chooses.
    choice = bob.locator("#prompt [data-decision=reaction_choice]")
    expect(choice.locator("[data-choose]")).to_have_count(2)
    expect(choice).to_contain_text("DEV-21")
    expect(ann.locator("#prompt [data-decision=reaction_choice]")).to_contain_text(
        f"Waiting on {bob_client.name} to choose which of the offered reactions is played"
    )
    expect(ann.locator("#turn-status")).to_contain_text(f"The table waits on {bob_client.name}")
    bob.screenshot(path=str(screenshots / "quest-reaction-choice-phone.png"), full_page=True)
    assert bob.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert low_contrast(bob) == []
    choice.locator("[data-choose=HT17]").click()

    # Hamstring gives the Huntress a free Move 1: she picks the space on the map.
    free = ann.locator("#prompt [data-decision=free_move]")
    expect(free).to_contain_text("Huntress may take a free Move 1")
    expect(free.get_by_role("button", name="Stay where you are")).to_be_visible()
    destination = cell(ann, [4, 4])
    expect(destination).to_have_class(re.compile("reachable"), timeout=SLOW)
    destination.click()
    expect(bob.locator("#log")).to_contain_text("Huntress takes the free Move to [4, 4].")
    played = bob.locator("#log li[data-type=reaction_played]")
    expect(played).to_contain_text("Huntress reacts with Hamstring when an enemy is about to act")

    # Wolf 2's turn: only Bob can react now (the Huntress played hers). He lets both
    # moments go by: before its Move, and (no reaction having been played in this
    # action) before its bite.
    before_move = pass_reaction(bob, "Wolf 2 is about to act", 0)
    expect(ann.locator("#log")).to_contain_text(f"{bob_client.name} plays no reaction.")
    pass_reaction(bob, "Wolf 2 is about to act", before_move)

    # Round 2: a wolf arrives at the edge of the clearing.
    arrival = ann.locator("#log li[data-type=enemies_arrived]")
    expect(arrival).to_contain_text(f"Wolf 3 at [{ARRIVAL_AT[0]}, {ARRIVAL_AT[1]}]")
    expect(arrival.locator(".rule")).to_have_text("QUEST-21")
    expect(ann.locator("svg.board g.unit[data-unit=wolf-3]")).to_have_count(1, timeout=SLOW)
    no_script_errors(ann)
    no_script_errors(bob)


def test_commanding_an_npc_ally(browser: Browser, server: str) -> None:
    """Pack ``allied``: the Innkeeper (an NPC ally, QUEST-41/42) acts first; the
    Huntress's player commands him with the actions his quest gives him."""
    table = quest_table(
        server,
        [["huntress", "landsknecht"]],
        {"huntress": [3, 3], "landsknecht": [1, 3]},
        {
            "huntress": ["HT02", "HT02", "HT03", "HT03", "HT17"],
            "landsknecht": ["LK02", "LK02", "LK04", "LK04", "LK08"],
        },
        pack="allied",
    )
    page = table.clients[0].page(browser, table.campaign)
    status = page.locator("#turn-status")
    expect(status).to_have_text("You command The Innkeeper, an ally: 2 actions left.")
    innkeeper = page.locator("svg.board g.unit.ally[data-unit=innkeeper]")
    expect(innkeeper.locator("title")).to_contain_text("NPC ally")
    panel = page.locator("section[data-ally=innkeeper]")
    # Nothing to strike yet: only his Move is offered; his attack says why not.
    expect(panel.locator("[data-ally-action]")).to_have_count(1)
    expect(panel.locator(".ally-actions li").nth(1)).to_have_text(
        "Melee Attack 2 (not possible now)"
    )

    panel.locator("[data-ally-action='0']").click()
    expect(cell(page, WOLVES_AT)).to_have_class(re.compile("reachable"))
    # The space's corner: a wolf's figure stands in its middle (a click there would pick
    # the figure, which the board also reads as its space).
    cell(page, WOLVES_AT).click(position={"x": 6, "y": 6})
    expect(innkeeper).to_have_attribute("data-at", f"{WOLVES_AT[0]},{WOLVES_AT[1]}")
    expect(status).to_contain_text("1 action left")
    panel.locator("[data-ally-action='1']").click()
    page.click("#targets [data-target=wolf-1]")
    expect(page.get_by_test_id("preview-dice")).to_have_text("2")
    page.click("#confirm-attack")
    expect(page.locator("#dice h2")).to_have_text("The Innkeeper attacks Wolf 1")
    expect(page.get_by_test_id("attack-sum")).to_be_visible()
    taken = page.locator("#log li[data-type=ally_action_taken]")
    expect(taken).to_have_count(2)
    expect(taken.nth(1)).to_contain_text("The Innkeeper takes its action 2: Melee Attack 2.")
    expect(taken.nth(1).locator(".rule")).to_have_text("QUEST-42")
    expect(status).to_have_text("Your turn: Huntress, 2 actions left.")
    no_script_errors(page)
