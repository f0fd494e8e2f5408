"""The quest board (P-CAMP-13..17)."""

from __future__ import annotations

from app.engine.primal.campaign.commands import BeginHunt, GiveRewardCard, ReadStory
from app.engine.primal.campaign.model import REGIONS, CampaignState
from app.engine.primal.campaign.rules.book import board_spaces
from app.engine.primal.campaign.steps import hunt_over
from app.engine.primal.campaign.views import campaign_view
from tests.engine.primal.campaign.helpers import (
    at_crafting,
    chapter_one,
    core,
    do,
    ended_fight,
    fold,
    refused,
)


def won(state: CampaignState, quest: str) -> CampaignState:
    """``quest`` chosen from the story on, and won."""
    state = at_crafting(state, quest).model_copy(update={"phase": "hunt"})
    return fold(state, hunt_over(core(), state.text, state, ended_fight("victory")))


def test_p_camp_13_a_quest_card_shows_title_intro_number_trophy_and_element() -> None:
    """P-CAMP-13: what the board shows of a quest."""
    state, _ = do(chapter_one(), ReadStory())
    shown = campaign_view(state)["board"]["metal"][0]
    assert shown == {
        "id": "the-quarry-tyrant",
        "title": "The Quarry Tyrant",
        "number": 1,
        "intro": shown["intro"],
        "monster": "morkraas",
        "element": "metal",
    }
    assert shown["intro"]


def test_p_camp_14_unlocked_quests_sit_on_their_element_space() -> None:
    """P-CAMP-14: quests of one element share its space; a quest stays until done."""
    state, _ = do(chapter_one(), ReadStory())
    spaces = board_spaces(state.text, state)
    assert spaces["metal"] == ("the-quarry-tyrant",) and spaces["coral"] == ("the-salt-wanderer",)
    twin = next(q for q in state.text.quests if q.id == "the-quarry-tyrant").model_copy(
        update={"id": "twin"}
    )
    text = state.text.model_copy(update={"quests": (*state.text.quests, twin)})
    shared = state.model_copy(update={"text": text, "available": (*state.available, "twin")})
    assert board_spaces(text, shared)["metal"] == ("the-quarry-tyrant", "twin")


def test_p_camp_15_the_board_has_nine_region_spaces() -> None:
    """P-CAMP-15: 6 core elements plus 3 for expansions."""
    state, _ = do(chapter_one(), ReadStory())
    assert len(REGIONS) == 9 and set(campaign_view(state)["board"]) == set(REGIONS)


def test_p_camp_16_an_available_quest_expires_with_its_passage() -> None:
    """P-CAMP-16: the salt quest expires at chapter 3 if still available: gone, its
    passage read, its achievement recorded; (AMBIGUITY) one never unlocked: nothing."""
    state = won(chapter_one(), "the-quarry-tyrant")
    state = won(state, "the-ember-drake")
    assert state.chapter == 3 and "the-salt-wanderer" in state.available
    state, _ = do(state, ReadStory())
    salt = next(q for q in state.text.quests if q.id == "the-salt-wanderer")
    assert "the-salt-wanderer" in state.expired and "the-salt-wanderer" not in state.available
    assert salt.expiration in state.journal and "salt-road-lost" in state.achievements
    never = chapter_one().model_copy(update={"chapter": 3, "available": ()})
    after, _ = do(never, ReadStory())
    assert "the-salt-wanderer" not in after.expired


def test_p_camp_17_rewards_and_reward_cards_go_to_one_player() -> None:
    """P-CAMP-17: the drowned road gives resources to every hunter, a forge card and a
    reward card; the card waits for one hunter (the hunt waits for it) and its gear joins
    that hunter's equipment."""
    state = won(chapter_one(), "the-quarry-tyrant")
    state = won(state, "the-drowned-road")
    assert state.pending_reward_cards == ("stormglass-charm",)
    assert "thunder" in state.forge_elements and state.hunters["mirah"].reserve["zima"] == 1
    state = at_crafting(state, "the-ember-drake")
    assert refused(state, BeginHunt()).rule in ("P-CAMP-06", "P-CAMP-17")
    state, _ = do(state, GiveRewardCard(card="stormglass-charm", hunter="mirah"))
    assert state.hunters["mirah"].reward_cards == ("stormglass-charm",)
    assert "woltyar-gauntlet-1" in state.hunters["mirah"].equipment
    again = GiveRewardCard(card="stormglass-charm", hunter="dareon")
    assert refused(state, again).rule == "P-CAMP-17"
