"""The herbalist and potions (P-CAMP-26..29)."""

from __future__ import annotations

from app.content.schema.primal.hunters import Loadout
from app.engine.primal.campaign.commands import PreparePotion, ReadStory
from app.engine.primal.campaign.steps import hunt_over
from app.engine.primal.campaign.views import campaign_view
from tests.engine.primal.campaign.helpers import (
    at_crafting,
    chapter_one,
    core,
    do,
    ended_fight,
    fold,
    give,
    refused,
)


def test_p_camp_26_the_herbalist_starts_at_one_and_levels_by_chapter() -> None:
    """P-CAMP-26: level 1 with 6 potions; chapter 2's story replaces it by level 2."""
    state = chapter_one()
    assert state.herbalist_level == 1 and len(campaign_view(state)["herbalist"]) == 6
    state = at_crafting(state).model_copy(update={"phase": "hunt"})
    state = fold(state, hunt_over(core(), state.text, state, ended_fight("victory")))
    state, _ = do(state, ReadStory())
    assert state.herbalist_level == 2
    shown = campaign_view(state)["herbalist"]
    level_two = next(h for h in state.text.herbalist if h.level == 2)
    assert [r["potion"] for r in shown] == [r.potion for r in level_two.recipes]


def test_p_camp_27_a_potion_spends_its_plants_any_one_slash_option() -> None:
    """P-CAMP-27: Evok: tarmaret + (anthemon / mellis): either option serves."""
    state = at_crafting(chapter_one())
    first, _ = do(
        state, PreparePotion(hunter="dareon", potion="evok", plants=("tarmaret", "mellis"))
    )
    assert (
        first.hunters["dareon"].reserve.get("mellis") is None
        and "evok" in first.hunters["dareon"].potions
    )
    other, _ = do(
        state, PreparePotion(hunter="dareon", potion="evok", plants=("tarmaret", "anthemon"))
    )
    assert other.hunters["dareon"].reserve.get("anthemon") is None
    wrong = PreparePotion(hunter="dareon", potion="evok", plants=("tarmaret", "nillea"))
    assert refused(state, wrong).rule == "P-CAMP-27"


def test_p_camp_28_no_two_copies_of_one_potion() -> None:
    """P-CAMP-28: the starting Alemore is owned: another is refused, plants or not."""
    state = give(at_crafting(chapter_one()), "dareon", nillea=1)
    assert (
        refused(state, PreparePotion(hunter="dareon", potion="alemore", plants=("nillea",))).rule
        == "P-CAMP-28"
    )


def test_p_camp_29_a_consumed_potion_goes_back_to_the_box_after_a_win() -> None:
    """P-CAMP-29: Alemore taken and consumed: gone after the win, to be prepared again."""
    state = at_crafting(chapter_one())
    sheet = state.hunters["dareon"]
    loadout = Loadout(
        deck=sheet.pool[:20],
        mastery=sheet.masteries[0],
        weapon=sheet.equipment[0],
        armor=sheet.equipment[1],
        helm=sheet.equipment[2],
        potions=("alemore",),
    )
    hunters = {**state.hunters, "dareon": sheet.model_copy(update={"deck": loadout})}
    ran = state.model_copy(update={"phase": "hunt", "hunters": hunters})
    after = fold(
        ran,
        hunt_over(
            core(), ran.text, ran, ended_fight("victory", {"dareon": (), "mirah": ("alemore",)})
        ),
    )
    assert after.hunters["dareon"].potions == () and after.hunters["mirah"].potions == ("alemore",)
