"""The campaign's structure (P-CAMP-01..12) and the finale's markers (P-CAMP-47)."""

from __future__ import annotations

from app.content.schema.primal.campaign import Chapter, Order
from app.engine.primal.campaign import events as ev
from app.engine.primal.campaign.commands import (
    BeginCampaign,
    BeginHunt,
    BuildDeck,
    ReadStory,
    VoteQuest,
)
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.campaign.rules.book import aggression_level
from app.engine.primal.campaign.steps import hunt_over
from app.engine.primal.table.commands import BeginFight
from tests.engine.primal.campaign.helpers import (
    BOOK,
    Table,
    at_crafting,
    chapter_one,
    core,
    do,
    ended_fight,
    fold,
    refused,
    seat,
)


def won(state: CampaignState) -> CampaignState:
    return fold(
        state,
        hunt_over(
            core(), state.text, state.model_copy(update={"phase": "hunt"}), ended_fight("victory")
        ),
    )


def lost(state: CampaignState) -> CampaignState:
    return fold(
        state,
        hunt_over(
            core(), state.text, state.model_copy(update={"phase": "hunt"}), ended_fight("defeat")
        ),
    )


def long_book(state: CampaignState, chapters: int) -> CampaignState:
    """The core book stretched to ``chapters`` chapters, each unlocking a quest of its own
    (copies of the quarry quest)."""
    quarry = next(q for q in state.text.quests if q.id == "the-quarry-tyrant")
    quests = tuple(
        quarry.model_copy(
            update={"id": f"q{n}", "rewards": quarry.rewards.model_copy(update={"quests": ()})}
        )
        for n in range(1, chapters + 1)
    )
    found = tuple(
        Chapter(
            number=n,
            title=f"Chapter {n}",
            introduction="On.",
            orders=(Order(do="unlock_quest", quest=f"q{n}"),),
        )
        for n in range(1, chapters + 1)
    )
    text = state.text.model_copy(update={"chapters": found, "quests": quests})
    return state.model_copy(update={"text": text})


def win_chapter(state: CampaignState, quest: str | None = None) -> CampaignState:
    return won(at_crafting(state, quest or f"q{state.chapter}"))


def test_p_camp_01_eleven_chapters_won_complete_the_campaign() -> None:
    """P-CAMP-01: the campaign is complete once chapter 11 is won, not before."""
    state = long_book(chapter_one(), 11)
    for _ in range(10):
        state = win_chapter(state)
        assert state.phase == "story" and not state.completed_campaign
    state = win_chapter(state)
    assert state.phase == "ended" and state.completed_campaign and len(state.chapters_done) == 11


def test_p_camp_01_a_shorter_book_ends_without_completing() -> None:
    """P-CAMP-01: the core book holds 3 chapters; winning them ends play, incomplete."""
    state = chapter_one()
    for quest in ("the-quarry-tyrant", "the-ember-drake", "the-drowned-road"):
        state = win_chapter(state, quest)
    assert state.phase == "ended" and not state.completed_campaign


def test_p_camp_02_winning_any_one_available_quest_completes_the_chapter() -> None:
    """P-CAMP-02: the other quest of the chapter stays on the board."""
    state = won(at_crafting(chapter_one(), "the-salt-wanderer"))
    assert state.chapters_done == (1,) and state.chapter == 2
    assert "the-quarry-tyrant" in state.available


def test_p_camp_03_story_then_quest_board_then_crafting_then_hunt() -> None:
    """P-CAMP-03: each phase in order; a vote before the story is refused."""
    state = chapter_one()
    assert state.phase == "story"
    assert refused(state, VoteQuest(quest="the-quarry-tyrant"), seat("a")).rule == "P-CAMP-05"
    state, _ = do(state, ReadStory())
    assert state.phase == "quest_board"
    assert refused(state, BeginHunt()).rule == "P-CAMP-03"
    assert at_crafting(chapter_one()).phase == "crafting"


def test_p_camp_04_story_orders_are_carried_out_expansion_ones_only_in_use() -> None:
    """P-CAMP-04: chapter 2 levels the forge and the herbalist, allows an upgrade; an
    order of an expansion not in use is skipped."""
    state = won(at_crafting(chapter_one()))
    state, _events = do(state, ReadStory())
    assert (state.forge_level, state.herbalist_level) == (2, 2)
    assert all(s.upgrades_due == 1 for s in state.hunters.values())
    extra = Order(do="forge_level_up", expansion="other-box")
    chapter = state.text.chapters[0].model_copy(update={"orders": (extra,)})
    fresh = chapter_one().model_copy(
        update={"text": state.text.model_copy(update={"chapters": (chapter,)})}
    )
    after, _ = do(fresh, ReadStory())
    assert after.forge_level == 1


def test_p_camp_05_the_party_votes_for_the_active_quest() -> None:
    """P-CAMP-05: the quest is chosen once every seat has voted; a tie goes to the quest
    on the board first."""
    state, _ = do(chapter_one(), ReadStory())
    state, _ = do(state, VoteQuest(quest="the-salt-wanderer"), seat("a"))
    assert state.phase == "quest_board" and state.active_quest is None
    assert refused(state, VoteQuest(quest="the-salt-wanderer"), seat("a")).code == "already_voted"
    state, _events = do(state, VoteQuest(quest="the-quarry-tyrant"), seat("b"))
    assert state.active_quest == "the-quarry-tyrant" and state.phase == "crafting"


def test_p_camp_06_each_player_crafts_for_their_own_hunter() -> None:
    """P-CAMP-06: a seat crafts, prepares and builds only for its own hunter."""
    from app.engine.primal.campaign.commands import PreparePotion

    state = at_crafting(chapter_one())
    other = PreparePotion(hunter="mirah", potion="imperia", plants=("anthemon", "nillea"))
    assert refused(state, other, seat("a")).rule == "P-CAMP-06"
    state, _ = do(state, other, seat("b"))
    assert "imperia" in state.hunters["mirah"].potions


def test_p_camp_07_and_08_the_hunt_plays_the_quest_scenario_at_the_chapter_level() -> None:
    """P-CAMP-07: the active quest's scenario, set up with the campaign decks;
    P-CAMP-08: level 1 in chapters 1-3, 2 from chapter 4, 3 from chapter 8."""
    assert [aggression_level(c) for c in (1, 3, 4, 7, 8, 11)] == [1, 1, 2, 2, 3, 3]
    table = Table({"dareon": "a", "mirah": "b"}, seed=2)
    table.send(BeginCampaign(book=BOOK), seat("a"))
    table.state = table.state.model_copy(
        update={"campaign": at_crafting(chapter_one()), "fight": ended_fight("victory")}
    )
    for hunter, name in (("dareon", "a"), ("mirah", "b")):
        deck = next(
            c for c, _a in table.options() if isinstance(c, BuildDeck) and c.hunter == hunter
        )
        table.send(deck, seat(name))
    events = table.send(BeginHunt(), seat("a"))
    begun = next(e for e in events if isinstance(e, ev.HuntBegun))
    assert (begun.fight, begun.level) == ("morkraas-campaign", 1)
    assert table.state.phase == "fight" and table.state.fight.fight == "morkraas-campaign"
    built = table.campaign.hunters["dareon"].deck
    assert built is not None and table.state.fight.hunters["dareon"].weapon == built.weapon


def test_p_camp_09_success_reads_rewards_marks_the_trophy_and_moves_on() -> None:
    """P-CAMP-09: conclusion read, rewards collected, trophy marked, the quest card to the
    box, the next chapter at its Story phase."""
    state = won(at_crafting(chapter_one()))
    quest = next(q for q in state.text.quests if q.id == "the-quarry-tyrant")
    assert quest.conclusion in state.journal and state.trophies == ("morkraas",)
    assert "the-quarry-tyrant" in state.completed and "the-quarry-tyrant" not in state.available
    assert "metal" in state.forge_elements and state.hunters["dareon"].reserve["bones"] == 2
    assert (state.chapter, state.phase) == (2, "story")


def test_p_camp_10_failure_replays_from_the_quest_board_keeping_potions() -> None:
    """P-CAMP-10: back to the Quest Board with the quest still there; potions used in the
    failed fight are given back; gear and resources kept."""
    state = at_crafting(chapter_one())
    deck = state.hunters["dareon"].model_copy(update={"deck": None})
    before = state.hunters["dareon"]
    ran = state.model_copy(update={"phase": "hunt"})
    from app.content.schema.primal.hunters import Loadout

    loadout = Loadout(
        deck=before.pool[:20],
        mastery=before.masteries[0],
        weapon=before.equipment[0],
        armor=before.equipment[1],
        helm=before.equipment[2],
        potions=before.potions,
    )
    ran = ran.model_copy(
        update={"hunters": {**ran.hunters, "dareon": before.model_copy(update={"deck": loadout})}}
    )
    after = fold(ran, hunt_over(core(), ran.text, ran, ended_fight("defeat", {"dareon": ()})))
    assert after.phase == "quest_board" and "the-quarry-tyrant" in after.available
    assert after.hunters["dareon"].potions == before.potions == ("alemore",)
    assert after.hunters["dareon"].reserve == before.reserve and deck.equipment == before.equipment


def test_p_camp_11_no_new_chapter_until_a_quest_is_won() -> None:
    """P-CAMP-11: two failures later the party is still in chapter 1."""
    state = lost(at_crafting(chapter_one()))
    state = lost(at_crafting(state.model_copy(update={"phase": "story"})))
    assert state.chapter == 1 and state.chapters_done == ()


def test_p_camp_12_campaign_setup_after_the_prologue() -> None:
    """P-CAMP-12: after the Prologue's win: Chapter 1 circled, each hunter's sheet with
    starting gear and the starter pool; a lost Prologue is played again."""
    state = chapter_one()
    sheet = state.hunters["dareon"]
    starter = core().hunters["dareon"].starter
    assert state.chapter == 1 and sheet.equipment == (starter.weapon, starter.armor, starter.helm)
    assert sheet.pool == starter.deck and sheet.masteries == (starter.mastery,)
    table = Table({"dareon": "a", "mirah": "b"}, seed=4)
    table.send(BeginCampaign(book=BOOK), seat("a"))
    assert table.state.phase == "fight" and table.campaign.phase == "prologue"
    assert table.attempt(BeginFight(fight="prologue"), seat("a")).code == "already_started"


def test_p_camp_47_every_completed_quest_gives_a_keepers_vision() -> None:
    """P-CAMP-47: the vision passage is read with each completed quest's rewards."""
    state = won(at_crafting(chapter_one()))
    quest = next(q for q in state.text.quests if q.id == "the-quarry-tyrant")
    assert state.journal[-1] == quest.vision
