"""The sheets and saving (P-CAMP-38..40) and the Hunter's Trial (P-CAMP-41..46)."""

from __future__ import annotations

from app.engine.games import PRIMAL
from app.engine.primal.campaign.commands import BeginCampaign, ReadStory, VoteQuest, WriteNotes
from app.engine.primal.campaign.evolve import observe_fight
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.campaign.rules.book import hunter_score, rank_of
from app.engine.primal.campaign.steps import hunt_over
from app.engine.primal.campaign.views import campaign_sheet, character_sheet
from app.engine.primal.events.hunters import HunterKnockedOut
from app.engine.primal.table.evolve import replay_table
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


def hunt(
    state: CampaignState, outcome: str, quest: str = "the-quarry-tyrant", ko: bool = False
) -> CampaignState:
    """``quest`` chosen (from the story or the board) and the hunt ended so."""
    if state.phase == "quest_board":
        for name in sorted(set(state.seats.values())):
            state, _ = do(state, VoteQuest(quest=quest), seat(name))
    else:
        state = at_crafting(state, quest)
    state = state.model_copy(update={"phase": "hunt", "hunt_ko": False})
    if ko:
        state = observe_fight(state, HunterKnockedOut(hunter="dareon"))
    return fold(state, hunt_over(core(), state.text, state, ended_fight(outcome)))  # type: ignore[arg-type]


def test_p_camp_38_the_campaign_sheet() -> None:
    """P-CAMP-38: chapters circled and crossed with their aggression, the levels, the
    forge elements, trophies, quests, achievements and the Trial section."""
    sheet = campaign_sheet(hunt(chapter_one(trial=True), "victory"))
    assert sheet["chapters"][0] == {"number": 1, "aggression": 1, "mark": "x"}
    assert sheet["chapters"][1]["mark"] == "circle" and sheet["chapters"][7]["aggression"] == 3
    assert (sheet["herbalist_level"], sheet["forge_level"]) == (1, 1)
    assert sheet["forge_elements"] == ["fire", "metal"] and sheet["trophies"] == ["morkraas"]
    assert "the-quarry-tyrant" in sheet["quests"]["done"] and sheet["trial"]["valor"] == 4
    assert campaign_sheet(chapter_one())["trial"] is None


def test_p_camp_39_the_character_sheet_and_its_notes() -> None:
    """P-CAMP-39: name, class, upgrades, reserves and notes; only its player writes."""
    state = chapter_one()
    assert refused(state, WriteNotes(hunter="dareon", notes="x"), seat("b")).rule == "P-CAMP-06"
    state, _ = do(state, WriteNotes(hunter="dareon", notes="Keep the blood for armor."), seat("a"))
    shown = character_sheet(state.hunters["dareon"])
    assert shown["name"] == "Dareon" and shown["weapon_class"] == "great_sword"
    assert shown["notes"] == "Keep the blood for armor." and shown["reserve"]["fire"] == 1
    assert shown["steps"] == []


def test_p_camp_40_a_saved_campaign_restores_and_replays_to_the_same_state() -> None:
    """P-CAMP-40: the snapshot keeps pools, gear, potions and the sheet's marks; the log
    replays to it."""
    table = Table({"dareon": "a", "mirah": "b"}, seed=5)
    table.send(BeginCampaign(book=BOOK), seat("a"))
    restored = PRIMAL.snapshot(table.state.model_dump_json())
    assert restored == table.state and replay_table(table.log) == table.state


def test_p_camp_41_the_trial_is_chosen_when_the_campaign_starts() -> None:
    """P-CAMP-41: both choices are offered at the start, never again; without it no
    defeat is marked."""
    table = Table({"dareon": "a", "mirah": "b"}, seed=6)
    offered = [
        c
        for c in PRIMAL.legal_commands(table.state, seat("a"), core())
        if isinstance(c, BeginCampaign)
    ]
    assert {c.trial for c in offered} == {False, True}
    table.send(BeginCampaign(book=BOOK, trial=True), seat("a"))
    assert table.campaign.trial
    assert table.attempt(BeginCampaign(book=BOOK, trial=False), seat("a")).code == "already_started"
    assert hunt(chapter_one(), "defeat").defeats == 0


def test_p_camp_42_three_defeats_restart_the_campaign_from_chapter_one() -> None:
    """P-CAMP-42: the third mark restarts from Chapter 1 with new sheets."""
    state = hunt(chapter_one(trial=True), "victory")
    state = hunt(state, "defeat", "the-ember-drake")
    state = hunt(state, "defeat", "the-ember-drake")
    assert state.defeats == 2 and state.chapter == 2
    state = hunt(state, "defeat", "the-ember-drake")
    assert (state.chapter, state.phase, state.defeats, state.restarts) == (1, "story", 0, 1)
    assert (
        state.completed == ()
        and state.hunters["dareon"].reserve == chapter_one().hunters["dareon"].reserve
    )


def test_p_camp_43_a_win_clears_the_track_into_total_defeats() -> None:
    """P-CAMP-43: two marks then a win: the track empty, Total Defeats 2."""
    state = hunt(chapter_one(trial=True), "defeat")
    state = hunt(state, "defeat")
    state = hunt(state, "victory")
    assert (state.defeats, state.total_defeats) == (0, 2)


def test_p_camp_44_valor_for_a_first_try_and_for_no_ko() -> None:
    """P-CAMP-44: 4 for a first-try win without KO; after a failure only the no-KO 2; a
    KO (even one who rose) cancels its 2."""
    assert hunt(chapter_one(trial=True), "victory").valor == 4
    assert hunt(hunt(chapter_one(trial=True), "defeat"), "victory").valor == 2
    assert hunt(chapter_one(trial=True), "victory", ko=True).valor == 2


def test_p_camp_45_the_hunter_score() -> None:
    """P-CAMP-45: 90 - 2 x Total Defeats + Valor."""
    state = hunt(hunt(chapter_one(trial=True), "defeat"), "victory")
    assert hunter_score(state) == 90 - 2 * 1 + 2


def test_p_camp_46_ranks_with_fifty_to_sixty_four_as_rookie() -> None:
    """P-CAMP-46 (AMBIGUITY default): the listed values as "at least", below 65 Rookie."""
    wanted = {
        130: "Dragon Slayer",
        129: "Beast Master",
        110: "Beast Master",
        90: "Commander",
        80: "Prime Hunter",
        65: "Expert",
        64: "Rookie",
        50: "Rookie",
        10: "Rookie",
    }
    assert {score: rank_of(score) for score in wanted} == wanted


def test_p_camp_05_and_06_the_table_says_whom_the_campaign_waits_on() -> None:
    """P-CAMP-05/06: between fights the table waits on the seats yet to vote, then on
    those whose hunters have no deck."""
    table = Table({"dareon": "a", "mirah": "b"}, seed=8)
    table.send(BeginCampaign(book=BOOK), seat("a"))
    state, _ = do(chapter_one(), ReadStory())
    state, _ = do(state, VoteQuest(quest="the-quarry-tyrant"), seat("a"))
    table.state = table.state.model_copy(
        update={"campaign": state, "fight": ended_fight("victory")}
    )
    summary = PRIMAL.table_summary(table.state)
    assert summary["phase"] == "campaign"
    assert summary["waits_on"] == [{"kind": "quest_vote", "seats": ["b"]}]
    assert PRIMAL.is_waiting_on(table.state, "b") and not PRIMAL.is_waiting_on(table.state, "a")
