"""The card pool, the skill tree and the deck for a scenario (P-CAMP-30..37)."""

from __future__ import annotations

from app.content.primal.campaign_checks import check_campaign_books
from app.content.schema.primal.hunters import Loadout
from app.engine.primal.campaign.commands import BuildDeck, UnlockStep
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.campaign.rules.decks import (
    deck_advantage,
    effective_pieces,
    exact_deck,
    weapon_usable,
)
from tests.engine.primal.campaign.helpers import at_crafting, chapter_one, core, do, refused


def crafting(upgrades: int = 0) -> CampaignState:
    state = at_crafting(chapter_one())
    hunters = {h: s.model_copy(update={"upgrades_due": upgrades}) for h, s in state.hunters.items()}
    return state.model_copy(update={"hunters": hunters})


def loadout(state: CampaignState, hunter: str = "dareon", **changes: object) -> Loadout:
    sheet = state.hunters[hunter]
    weapon = sheet.equipment[0]
    base = Loadout(
        deck=exact_deck(core(), sheet, weapon),
        mastery=sheet.masteries[0],
        weapon=weapon,
        armor=sheet.equipment[1],
        helm=sheet.equipment[2],
        potions=sheet.potions,
    )
    return base.model_copy(update=changes)


def test_p_camp_30_the_pool_starts_as_the_starter_cards_and_mastery() -> None:
    """P-CAMP-30: 24 starter action cards plus the starter mastery."""
    sheet = chapter_one().hunters["mirah"]
    assert len(sheet.pool) == 24 and sheet.masteries == (core().hunters["mirah"].starter.mastery,)


def test_p_camp_31_a_chapter_upgrade_unlocks_one_step_step_two_after_step_one() -> None:
    """P-CAMP-31: one step per upgrade allowed, 2 cards added; step 2 needs step 1."""
    assert refused(crafting(), UnlockStep(hunter="dareon", step="A1")).rule == "P-CAMP-31"
    state = crafting(upgrades=2)
    assert refused(state, UnlockStep(hunter="dareon", step="A2")).rule == "P-CAMP-31"
    state, _ = do(state, UnlockStep(hunter="dareon", step="A1"))
    assert len(state.hunters["dareon"].pool) == 26 and state.hunters["dareon"].upgrades_due == 1
    state, _ = do(state, UnlockStep(hunter="dareon", step="A2"))
    assert state.hunters["dareon"].steps == ("A1", "A2") and len(state.hunters["dareon"].pool) == 28
    assert refused(state, UnlockStep(hunter="dareon", step="B1")).rule == "P-CAMP-31"


def test_p_camp_32_upgrade_ids_are_a_branch_letter_and_a_step() -> None:
    """P-CAMP-32: "F1" or "A3" is not a step."""
    state = crafting(upgrades=1)
    assert refused(state, UnlockStep(hunter="dareon", step="F1")).rule == "P-CAMP-32"
    assert refused(state, UnlockStep(hunter="dareon", step="A3")).rule == "P-CAMP-32"


def test_p_camp_33_a_deck_from_own_gear_a_mastery_and_the_exact_color_counts() -> None:
    """P-CAMP-33: own weapon, armor, helm, pool cards, the weapon's exact counts."""
    state = crafting()
    state, _ = do(state, BuildDeck(hunter="dareon", loadout=loadout(state)))
    assert state.hunters["dareon"].deck == loadout(state)
    short = loadout(state, deck=loadout(state).deck[1:])
    assert refused(state, BuildDeck(hunter="dareon", loadout=short)).rule == "P-CAMP-36"
    foreign = loadout(state, armor="red-scale-armor-1")
    assert refused(state, BuildDeck(hunter="dareon", loadout=foreign)).rule == "P-CAMP-33"
    doubled = loadout(state, deck=(*loadout(state).deck[:-1], loadout(state).deck[0]))
    assert refused(state, BuildDeck(hunter="dareon", loadout=doubled)).rule in (
        "P-CAMP-33",
        "P-CAMP-36",
    )


def test_p_camp_34_a_weapon_the_pool_cannot_fill_is_unusable() -> None:
    """P-CAMP-34: with the dodge cards gone from the pool, the base sword cannot be used."""
    state = crafting()
    sheet = state.hunters["dareon"]
    thin = tuple(c for c in sheet.pool if core().cards[c].color != "dodge")
    poor = sheet.model_copy(update={"pool": thin})
    assert weapon_usable(core(), sheet, sheet.equipment[0]) and not weapon_usable(
        core(), poor, sheet.equipment[0]
    )
    state = state.model_copy(update={"hunters": {**state.hunters, "dareon": poor}})
    try_deck = loadout(state, deck=thin[:24])
    assert refused(state, BuildDeck(hunter="dareon", loadout=try_deck)).rule == "P-CAMP-34"


def test_p_camp_35_effective_gear_is_of_a_weakness_or_legendary() -> None:
    """P-CAMP-35: against Morkraas (weak to fire and metal) red scale gear counts; base
    gear does not; Legendary counts against anyone."""
    state = crafting()
    base = loadout(state)
    fire = base.model_copy(update={"armor": "red-scale-armor-1", "helm": "red-scale-helm-1"})
    assert effective_pieces(core(), base, ("fire", "metal")) == 0
    assert effective_pieces(core(), fire, ("fire", "metal")) == 2
    assert effective_pieces(core(), fire, ("horn",)) == 0
    legendary = core().model_copy(
        update={
            "weapons": {
                **core().weapons,
                base.weapon: core().weapons[base.weapon].model_copy(update={"legendary": True}),
            }
        }
    )
    assert effective_pieces(legendary, base, ()) == 1


def test_p_camp_36_two_effective_pieces_give_one_card_of_advantage() -> None:
    """P-CAMP-36: 2 effective pieces: 1 card added or removed; 1 piece: none."""
    assert [deck_advantage(n) for n in range(5)] == [0, 0, 1, 1, 2]
    state = crafting()
    sheet = state.hunters["dareon"]
    gear = (*sheet.equipment, "red-scale-armor-1", "red-scale-helm-1")
    state = state.model_copy(
        update={
            "hunters": {**state.hunters, "dareon": sheet.model_copy(update={"equipment": gear})}
        }
    )
    fire = loadout(state, armor="red-scale-armor-1", helm="red-scale-helm-1")
    short = fire.model_copy(update={"deck": fire.deck[1:]})
    state, _ = do(state, BuildDeck(hunter="dareon", loadout=short))
    shorter = fire.model_copy(update={"deck": fire.deck[2:]})
    assert refused(state, BuildDeck(hunter="dareon", loadout=shorter)).rule == "P-CAMP-36"


def test_p_camp_37_at_most_one_item_and_three_potions() -> None:
    """P-CAMP-37: 3 distinct owned potions at most (a 4th is refused by the form)."""
    state = crafting()
    twice = loadout(state, potions=("alemore", "alemore"))
    assert refused(state, BuildDeck(hunter="dareon", loadout=twice)).rule == "P-CAMP-33"
    try:
        Loadout.model_validate({**loadout(state).model_dump(), "potions": ["a", "b", "c", "d"]})
    except ValueError:
        pass
    else:
        raise AssertionError("four potions accepted")
    not_item = loadout(state, item="alemore")
    assert refused(state, BuildDeck(hunter="dareon", loadout=not_item)).rule == "P-CAMP-33"


def test_p_camp_31_step_two_adds_its_mastery_to_the_pool() -> None:
    """P-CAMP-31: a step 2 with a mastery puts it in the pool (the mastery may then be
    picked for a deck, P-CAMP-33)."""
    state = crafting(upgrades=2)
    tree = next(t for t in state.text.skill_trees if t.hunter == "dareon")
    steps = {**tree.steps, "A2": tree.steps["A2"].model_copy(update={"mastery": "relentless-twin"})}
    trees = tuple(
        t.model_copy(update={"steps": steps}) if t.hunter == "dareon" else t
        for t in state.text.skill_trees
    )
    state = state.model_copy(update={"text": state.text.model_copy(update={"skill_trees": trees})})
    state, _ = do(state, UnlockStep(hunter="dareon", step="A1"))
    state, _events = do(state, UnlockStep(hunter="dareon", step="A2"))
    assert state.hunters["dareon"].masteries[-1] == "relentless-twin"


def test_p_camp_32_a_steps_cards_carry_its_card_id_in_the_pack() -> None:
    """P-CAMP-32: the pack check refuses a step whose card carries another step's ID."""
    book = core().campaign["awakening"]
    tree = next(t for t in book.skill_trees if t.hunter == "mirah")
    wrong = tree.steps["B1"].model_copy(update={"cards": tree.steps["A1"].cards})
    trees = tuple(
        t.model_copy(update={"steps": {**t.steps, "B1": wrong}}) if t.hunter == "mirah" else t
        for t in book.skill_trees
    )
    broken = core().model_copy(
        update={"campaign": {"awakening": book.model_copy(update={"skill_trees": trees})}}
    )
    problems = [p.message for p in check_campaign_books(broken)]
    assert any("carries the card ID A1, not B1" in m for m in problems)
    assert not list(check_campaign_books(core()))
