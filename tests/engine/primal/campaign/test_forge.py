"""The forge, crafting, trades, substitutes and upgrades (P-CAMP-18..25)."""

from __future__ import annotations

from collections import Counter

from app.content.primal.campaign_checks import check_campaign_books
from app.engine.primal.campaign.commands import AnswerTrade, Craft, OfferTrade
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.campaign.rules.crafting import Substitute, craftable, forge_card, pieces
from tests.engine.primal.campaign.helpers import (
    at_crafting,
    chapter_one,
    core,
    do,
    give,
    refused,
    seat,
)


def crafting(**reserve: int) -> CampaignState:
    """Chapter 1's crafting phase, Dareon's reserve emptied and given ``reserve``."""
    state = at_crafting(chapter_one())
    sheet = state.hunters["dareon"].model_copy(update={"reserve": {}})
    return give(
        state.model_copy(update={"hunters": {**state.hunters, "dareon": sheet}}),
        "dareon",
        **reserve,
    )


def total(state: CampaignState) -> Counter[str]:
    held: Counter[str] = Counter()
    for sheet in state.hunters.values():
        held.update(sheet.reserve)
    return held


def test_p_camp_18_a_won_quest_unlocks_its_forge_card_for_everyone() -> None:
    """P-CAMP-18: metal is unlocked by beating Morkraas; then both hunters may craft it."""
    state = crafting()
    assert "ironplate-armor-1" not in {p.equipment for _e, _l, p in craftable(state.text, state)}
    state = give(
        state.model_copy(update={"forge_elements": ("fire", "metal")}),
        "dareon",
        metal=1,
        bones=1,
        kobaureo=1,
    )
    state = give(state, "mirah", metal=1, bones=1, kobaureo=1)
    for hunter in ("dareon", "mirah"):
        state, _ = do(state, Craft(hunter=hunter, equipment="ironplate-armor-1"))
        assert "ironplate-armor-1" in state.hunters[hunter].equipment


def test_p_camp_19_forge_level_one_then_every_card_swapped_up() -> None:
    """P-CAMP-19: at level 1 the level-1 cards; once levelled, every unlocked card is its
    level-2 version (a newly unlocked one too)."""
    state = crafting().model_copy(update={"forge_elements": ("fire",)})
    assert state.forge_level == 1
    assert {p.equipment for _e, _l, p in craftable(state.text, state)} >= {"red-scale-armor-1"}
    up = state.model_copy(update={"forge_level": 2, "forge_elements": ("fire", "metal")})
    names = {p.equipment for _e, _l, p in craftable(up.text, up)}
    assert {"red-scale-armor-2", "ironplate-armor-2"} <= names and "red-scale-armor-1" not in names


def test_p_camp_20_a_forge_card_lists_each_class_weapon_armor_helm_and_two_items() -> None:
    """P-CAMP-20: 4 weapons, 1 armor, 1 helm, 2 items; the pack refuses gear whose level
    is not the card's."""
    card = forge_card(chapter_one().text, "fire", 2)
    assert card is not None
    lines = [line[0] for line, _p in pieces(card)]
    assert Counter(lines) == {"weapon": 4, "armor": 1, "helm": 1, "item": 2}
    book = core().campaign["awakening"]
    bad = card.model_copy(
        update={"armor": card.armor.model_copy(update={"equipment": "red-scale-armor-1"})}
    )
    wrong = book.model_copy(update={"forge": (bad,)})
    problems = list(
        check_campaign_books(core().model_copy(update={"campaign": {"awakening": wrong}}))
    )
    assert any("red-scale-armor-1" in p.message for p in problems)


def test_p_camp_21_crafting_costs_one_element_and_exactly_the_materials() -> None:
    """P-CAMP-21: Red Scale Armor: 1 fire + scales + blood; into the equipment deck."""
    state = crafting(fire=1, scales=1, blood=1, bones=1)
    state, _events = do(state, Craft(hunter="dareon", equipment="red-scale-armor-1"), seat("a"))
    assert state.hunters["dareon"].reserve == {"bones": 1}
    assert state.hunters["dareon"].equipment[-1] == "red-scale-armor-1"
    poor = crafting(fire=1, scales=1)
    assert refused(poor, Craft(hunter="dareon", equipment="red-scale-armor-1")).rule == "P-CAMP-21"


def test_p_camp_22_a_weapon_only_for_its_class() -> None:
    """P-CAMP-22: Dareon (great sword) may not craft the bow; Mirah may; armor: anyone."""
    state = give(crafting(fire=1, scales=1, blood=1), "mirah", fire=1, scales=1, blood=1)
    assert refused(state, Craft(hunter="dareon", equipment="ashbringer-1")).rule == "P-CAMP-22"
    state, _ = do(state, Craft(hunter="mirah", equipment="ashbringer-1"), seat("b"))
    state, _ = do(state, Craft(hunter="dareon", equipment="red-scale-armor-1"), seat("a"))


def test_p_camp_23_trades_are_one_for_one_within_a_category() -> None:
    """P-CAMP-23: element for element; never element for material; the sum is kept."""
    state = give(crafting(fire=1, scales=1), "mirah", metal=1)
    wrong = OfferTrade(hunter="dareon", partner="mirah", gives="scales", takes="metal")
    assert refused(state, wrong, seat("a")).rule == "P-CAMP-23"
    before = total(state)
    state, _ = do(
        state, OfferTrade(hunter="dareon", partner="mirah", gives="fire", takes="metal"), seat("a")
    )
    assert refused(state, AnswerTrade(offer=1, accept=True), seat("a")).code == "not_your_trade"
    state, _ = do(state, AnswerTrade(offer=1, accept=True), seat("b"))
    assert (
        state.hunters["dareon"].reserve.get("metal") == 1
        and state.hunters["mirah"].reserve["fire"] >= 1
    )
    assert total(state) == before and state.offers == ()


def test_p_camp_24_the_four_substitutes() -> None:
    """P-CAMP-24: element for a material, 2 materials for 1, an owned card for a material,
    an owned card for 1 element of its own element."""
    state = crafting(fire=2, blood=1)
    sub = Substitute(kind="element_for_material", gives=("fire",), covers="scales")
    state, _events = do(
        state, Craft(hunter="dareon", equipment="red-scale-armor-1", substitutes=(sub,))
    )
    assert state.hunters["dareon"].reserve == {}
    state = give(state, "dareon", bones=2, blood=1, fire=1)
    pair = Substitute(kind="materials_for_material", gives=("bones", "bones"), covers="scales")
    state, _ = do(state, Craft(hunter="dareon", equipment="flame-tongue-1", substitutes=(pair,)))
    state = give(state, "dareon", blood=1)
    card = Substitute(kind="equipment_for_material", gives=("base-helm",), covers="blood")
    own = Substitute(kind="equipment_for_element", gives=("red-scale-armor-1",), covers="fire")
    state = give(state, "dareon", scales=1)
    state, _ = do(state, Craft(hunter="dareon", equipment="explosive-1", substitutes=(own,)))
    assert "red-scale-armor-1" not in state.hunters["dareon"].equipment
    state = give(state, "dareon", fire=1)
    state, _ = do(state, Craft(hunter="dareon", equipment="red-scale-helm-1", substitutes=(card,)))
    assert "base-helm" not in state.hunters["dareon"].equipment
    base = Substitute(kind="equipment_for_element", gives=("base-great-sword",), covers="fire")
    charm = Craft(hunter="dareon", equipment="ember-charm-1", substitutes=(base,))
    assert "own element" in refused(give(state, "dareon", blood=1), charm).message


def test_p_camp_25_an_upgrade_pays_only_the_materials() -> None:
    """P-CAMP-25: Red Scale Armor 1 owned; at forge level 2 the level-2 one costs scales
    and blood, no element; the level-1 card is discarded."""
    state = crafting(fire=1, scales=2, blood=2)
    state, _ = do(state, Craft(hunter="dareon", equipment="red-scale-armor-1"))
    state = state.model_copy(update={"forge_level": 2})
    state, _events = do(state, Craft(hunter="dareon", equipment="red-scale-armor-2"))
    sheet = state.hunters["dareon"]
    assert sheet.reserve == {} and "red-scale-armor-1" not in sheet.equipment
    assert sheet.equipment.count("red-scale-armor-2") == 1
