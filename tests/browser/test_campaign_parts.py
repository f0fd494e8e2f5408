"""Parts of the campaign screen drawn from views and events in a real browser
(static/js/campaign/): the days track's tokens and deadline warning, the region map's
marks, costs and river fare, a party vote with its votes, decider and default, a test
by its rule with morale spent, and the journal's search."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.contrast import low_contrast
from tests.browser.pages import player

pytestmark = pytest.mark.browser

TABLE = """() => {
  const seats = { seat1: "Anna", seat2: "Bert" };
  const heroes = { huntress: "Huntress", landsknecht: "Landsknecht" };
  window.tableOf = ({view, legal, content}) => ({
    campaign: { id: 1 }, view, legal: legal || [], content: content || {}, online: true,
    deadlines: { "7": "2030-01-01T12:05:00Z" }, clockOffset: 0,
    names: () => ({ seats, heroes }),
    track: () => {}, send: async () => {}, render: () => {}, refused: () => {},
  });
}"""

DAYS = """async (view) => {
  const { daysTrack } = await import("/js/campaign/days.js");
  const content = {
    plot_card_backs: { S005: { id: "S005", main_plot: true, deadline_day: 20 } },
    map_card_backs: { M07: { number: 7, threat: 1 } },
  };
  document.querySelector("main").replaceChildren(daysTrack(tableOf({ view, content })));
}"""

MAP = """async ({view, legal, selected}) => {
  const { besideTheMap, regionMap, travelPreview } = await import("/js/campaign/map.js");
  const backs = {};
  for (let n = 1; n <= 20; n += 1) {
    backs[`M${String(n).padStart(2, "0")}`] = { number: n, threat: 1 + (n % 3) };
  }
  const campaign = { river_fare_per_hero: 0.5 };
  const table = tableOf({ view, legal, content: { map_card_backs: backs, campaign } });
  const map = regionMap(table, selected, () => {});
  const preview = travelPreview(table, selected, () => {});
  document.querySelector("main").replaceChildren(map, besideTheMap(table), preview);
}"""

VOTE = """async ({view, legal}) => {
  const { voteBlock } = await import("/js/campaign/decisions.js");
  const table = tableOf({ view, legal });
  document.querySelector("main").replaceChildren(voteBlock(table, view.campaign.story.pending[0]));
}"""

TEST = """async (events) => {
  const { testBlocks } = await import("/js/campaign/tests.js");
  const names = (key) => ({ huntress: "Huntress", landsknecht: "Landsknecht" })[key] || key;
  document.querySelector("main").replaceChildren(...testBlocks(events, names));
}"""

SHELL = """async (view) => {
  const { renderCampaign } = await import("/js/campaign/shell.js");
  const table = tableOf({ view, content: { map_card_backs: {} } });
  table.names = () => ({ seats: {}, heroes: {} });
  renderCampaign(document.querySelector("main"), table);
}"""

DEBRIEF = """async ({view, events}) => {
  const { debriefPanel } = await import("/js/campaign/debrief.js");
  const { questEnding } = await import("/js/campaign/story.js");
  const known = { huntress: "Huntress", landsknecht: "Landsknecht", M06: "map card 6" };
  const names = (key) => known[key] || key;
  const table = tableOf({ view });
  const ending = questEnding(events);
  document.querySelector("main").replaceChildren(debriefPanel(table, ending, { names }, () => {}));
}"""

READING = """async ({view, events}) => {
  const { readingPanel } = await import("/js/campaign/reading.js");
  const known = { landsknecht: "Landsknecht", M03: "map card 3" };
  const table = tableOf({ view });
  table.campaignEvents = events;
  const panel = readingPanel(table, { names: (key) => known[key] || key });
  document.querySelector("main").replaceChildren(panel);
}"""

JOURNAL = """async (view) => {
  const { journalPanel } = await import("/js/campaign/journal.js");
  document.querySelector("main").replaceChildren(journalPanel(view, { query: "" }));
}"""


def grid() -> list[list[str]]:
    return [[f"M{r * 4 + c + 1:02d}" for c in range(4)] for r in range(5)]


def campaign_view(**board: Any) -> dict[str, Any]:
    region = {"grid": grid(), "revealed": ["M05", "M10"], "marker": "M10", "placed": {},
              "rewards": {}, "locations": [], "location": None}  # fmt: skip
    region.update(board.pop("region", {}))
    story = {"fronts": {"M05": {"title": "Loisach Woods", "text": "Old beeches.", "kind": "map"},
                        "M10": {"title": "Penzberg", "text": "The Duke's town.", "kind": "map",
                                "port": True, "settlement": "Penzberg"}},
             "pending": [], "agenda": [], "missed_deadlines": []}  # fmt: skip
    story.update(board.pop("story", {}))
    days = board.pop("days", {"day": 1, "last_day": 60})
    heroes = {"huntress": {"morale": 2}, "landsknecht": {"morale": 2}}
    campaign = {"region": region, "story": story, "days": days, "heroes": heroes}
    return {
        "phase": "between_quests",
        "campaign": campaign,
        "you": {"role": "seat", "seat": "seat2"},
    }


@pytest.fixture(scope="module")
def page(browser: Browser, server: str) -> Page:
    page = player(browser, server)
    page.goto("/#/login")
    page.wait_for_selector("#login-username")
    page.evaluate(TABLE)
    return page


def test_the_days_track_warns_of_a_near_deadline_and_shows_time_tokens(page: Page) -> None:
    view = campaign_view(days={"day": 16, "last_day": 60, "time_tokens": {"A": 18}},
                         region={"placed": {"S005": {"at": "M07", "face": "down"}}})  # fmt: skip
    page.evaluate(DAYS, view)
    days = page.locator("#days")
    assert page.locator("#days-title").text_content() == "Day 16 of 60"
    text = days.text_content() or ""
    assert "44 days left." in text and "token A comes off on day 18" in text
    warning = page.locator(".deadline-warning").text_content() or ""
    assert "map card 7 must be revealed by the end of day 20 — 4 days from now (CAMP-25)" in warning
    assert page.locator(".day.today").get_attribute("data-day") == "16"
    assert page.locator(".day.deadline").get_attribute("data-day") == "20"
    assert page.locator(".day.past").count() == 15
    assert page.locator(".days-track .time-token").count() == 1
    assert low_contrast(page) == []


def test_a_far_deadline_is_named_without_a_warning(page: Page) -> None:
    view = campaign_view(days={"day": 3, "last_day": 60},
                         region={"placed": {"S005": {"at": "M07", "face": "down"}}})  # fmt: skip
    page.evaluate(DAYS, view)
    assert page.locator(".deadline-warning").count() == 0
    assert "Next main-plot deadline: day 20 (map card 7)." in (
        page.locator("#days").text_content() or ""
    )


def test_the_map_marks_ports_settlements_the_marker_and_the_river_fare(page: Page) -> None:
    placed = {"S009": {"at": "M06", "face": "down", "token": "B"},
              "F001": {"at": None, "face": "down"}}  # fmt: skip
    view = campaign_view(region={"placed": placed})
    legal = [{"type": "travel_to", "to": "M06"}, {"type": "sail_to", "to": "M05"}]
    page.evaluate(MAP, {"view": view, "legal": legal, "selected": "M05"})
    penzberg = page.locator("[data-card=M10]")
    assert "revealed" in (penzberg.get_attribute("class") or "")
    assert (
        penzberg.locator(".mark.port").count() == 1
        and penzberg.locator(".mark.settlement").count() == 1
    )
    assert penzberg.locator(".hunters-marker").count() == 1
    six = page.locator("[data-card=M06]")
    assert (
        "face-down" in (six.get_attribute("class") or "")
        and six.locator(".back-number").text_content() == "6"
    )
    assert six.locator(".cost text").text_content() == "1 day"
    assert six.locator(".time-token text").text_content() == "B"
    assert page.locator("[data-card=M05] .cost text").text_content() == "boat 1 gold"
    assert (
        page.locator("[data-card=M05]").get_attribute("aria-label")
        == "Loisach Woods, by boat: 1 day and 1 gold"
    )
    assert page.locator(".map-card.reachable").count() == 2
    assert page.locator("[data-card=M07]").get_attribute("tabindex") == "-1"
    preview = page.locator("#travel-preview").text_content() or ""
    assert "Take the boat to Loisach Woods?" in preview
    assert "1 gold for the party, and no travel die is rolled (SETL-18, SETL-19)" in preview
    assert page.locator("#beside-map li").all_text_contents() == ["A large plot card, face down"]
    assert low_contrast(page) == []


def test_a_vote_shows_who_voted_the_decider_and_the_default(page: Page) -> None:
    decision = {"id": 7, "kind": "option", "source": "R2-03", "deciders": ["seat1", "seat2"],
                "default": "B", "decider": "seat2", "votes": {"seat1": "A"},
                "deadline_seconds": 3600,
                "options": [{"key": "A", "text": "Follow the tracks.", "required": True},
                            {"key": "B", "text": "Ride on.", "required": False}]}  # fmt: skip
    view = campaign_view(story={"pending": [decision]})
    legal = [{"type": "vote_on_choice", "decision": 7, "choice": k} for k in "AB"]
    page.evaluate(VOTE, {"view": view, "legal": legal})
    first = page.locator("[data-option=A]")
    assert first.locator(".option-key").text_content() == "A!"
    assert first.locator(".voters").text_content() == "Voted: Anna"
    assert page.locator("[data-option=B] .voters").text_content() == ""
    # The screen-reader name holds the visible label (issue 23): "Vote B: Ride on."
    assert page.get_by_role("button", name="Vote B: Ride on.").is_visible()
    text = page.locator(".decision").text_content() or ""
    assert "On a tie, Bert decides (DEV-21)." in text
    assert "If nobody votes, option B is taken at " in text
    assert low_contrast(page) == []


def test_a_chosen_tester_with_morale_spent_and_a_failure(page: Page) -> None:
    events = [
        {"type": "test_rolled", "testers": ["landsknecht"], "attribute": "strength",
         "difficulty": 4, "die": 1, "total": 3, "selection": "chosen"},
        {"type": "hero_board_changed", "hero": "landsknecht", "reason": "test", "morale": -1},
        {"type": "test_resolved", "testers": ["landsknecht"], "total": 3, "passed": False},
    ]  # fmt: skip
    page.evaluate(TEST, events)
    test = page.locator(".test")
    assert "failed" in (test.get_attribute("class") or "")
    text = test.text_content() or ""
    assert "chosen by the party: Landsknecht, Strength 2 (DEV-22)" in text
    assert "The die shows 1: 1 + 2 = 3." in text and "Landsknecht spent 1 morale: +1." in text
    assert test.locator(".test-result").text_content() == "Failed with 3 (needed 4)."
    assert test.locator(".test-die").get_attribute("aria-label") == "The test die shows 1"


def test_the_journal_finds_what_was_read_latest_first(page: Page) -> None:
    view = campaign_view(story={"fronts": {
        "M05": {"title": "Loisach Woods", "text": "Wolf tracks by the river.", "kind": "map"},
        "S001": {"title": "The Road to Penzberg", "text": "A woodcutter runs.", "kind": "plot"},
        "R1-01": {"title": "The Beginning", "text": "Something pale.", "kind": "road"},
        "1.02": {"title": "1.02", "text": "The miller's widow.", "kind": "entry"},
    }})  # fmt: skip
    page.evaluate(JOURNAL, view)
    titles = page.locator(".journal-entry h3").all_text_contents()
    assert titles == ["Entry 1.02", "The Beginning", "The Road to Penzberg", "Loisach Woods"]
    page.fill("#journal-search", "plot card")
    assert page.locator(".journal-entry h3").all_text_contents() == ["The Road to Penzberg"]
    assert page.locator("#journal-count").text_content() == "1 of 4 found."
    page.fill("#journal-search", "entry 1.02")
    assert page.locator(".journal-entry h3").all_text_contents() == ["Entry 1.02"]
    assert low_contrast(page) == []
    page.fill("#journal-search", "dragons")
    assert page.locator("#journal-list").text_content() == "Nothing read matches that."


def test_a_lost_campaign_keeps_its_map_and_journal(page: Page) -> None:
    view = campaign_view(story={"result": "defeat", "result_reason": "out_of_days"})
    view["phase"] = "ended"
    page.evaluate(SHELL, view)
    assert page.locator("#campaign-over h2").text_content() == "The campaign is lost (out of days)"
    assert page.get_by_role("tab").all_text_contents() == ["Map", "Journal"]
    assert page.locator(".map-card.reachable").count() == 0
    assert page.locator("#region-map").is_visible()


def test_the_debrief_tells_the_quest_and_where_the_story_goes(page: Page) -> None:
    view = campaign_view()
    view["quest"] = {"name": "Wolves at the Forest's Edge", "outcome": "victory"}
    view["campaign"]["heroes"]["huntress"]["max_health"] = 3
    road = {"title": "The Beginning", "text": "Something pale.", "kind": "road"}
    events = [
        {"type": "quest_ended", "outcome": "victory", "round": 5, "reason": "every enemy is slain"},
        {"type": "hero_returned", "hero": "huntress", "health": 2, "morale": 3,
         "discarded": ["bandage"]},
        {"type": "hero_board_changed", "hero": "huntress", "reason": "story", "xp": 3,
         "gold_half": 3},
        {"type": "card_placed", "card": "S002", "at": "M06", "face": "down"},
        {"type": "card_drawn", "card": "R1-01", "pile": "road_1", "front": road},
        {"type": "hero_board_changed", "hero": "huntress", "reason": "story",
         "resources": {"mushroom": 1}},
    ]  # fmt: skip
    page.evaluate(
        DEBRIEF,
        {"view": view, "events": [{"seq": 90 + i, "event": e} for i, e in enumerate(events)]},
    )
    debrief = page.locator("#debrief")
    assert page.locator("#debrief-title").text_content() == "Victory: Wolves at the Forest's Edge"
    text = debrief.text_content() or ""
    assert "Every enemy is slain (round 5)." in text
    assert "Huntress: back with 2 of 3 Health and 3 morale; used up: bandage." in text
    assert "Huntress: +1½ gold, +3 XP" in text
    assert "mushroom" not in text  # the road card's gain, not the quest's
    assert "A card was placed face down on map card 6 (CAMP-20)." in text
    assert "Next the party reads The Beginning (Road card)." in text
    assert low_contrast(page) == []


def test_a_card_read_shows_the_answer_taken_and_each_heros_losses(page: Page) -> None:
    front = {"title": "Highwaymen", "text": "Three men block the road.", "kind": "road"}
    events = [
        {"type": "party_moved", "to": "M02", "by": "travel"},
        {"type": "card_drawn", "card": "R2-03", "pile": "road_2", "front": front},
        {"type": "campaign_decision_closed", "decision": 4, "answer": "B", "by_default": True},
        {"type": "hero_board_changed", "hero": "landsknecht", "reason": "story", "health": -1,
         "gold_half": -1},
        {"type": "card_placed", "card": "S014", "at": "M03", "face": "down", "token": "A",
         "token_day": 9},
    ]  # fmt: skip
    seq_events = [{"seq": 200 + i, "event": e} for i, e in enumerate(events)]
    page.evaluate(READING, {"view": campaign_view(), "events": seq_events})
    reading = page.locator("#reading")
    assert reading.locator(".card-kind").text_content() == "Road card"
    assert reading.locator(".card-title").text_content() == "Highwaymen"
    text = reading.text_content() or ""
    assert "Time ran out: option B was taken (DEV-21)." in text
    minus = "\N{MINUS SIGN}"
    assert f"Landsknecht: {minus}½ gold, {minus}1 Health" in text
    assert "placed face down on map card 3, under time token A until day 9 (CAMP-20)" in text


def test_nothing_is_read_once_the_party_has_moved_on(page: Page) -> None:
    front = {"title": "Highwaymen", "text": "Three men block the road.", "kind": "road"}
    events = [
        {"type": "card_drawn", "card": "R2-03", "pile": "road_2", "front": front},
        {"type": "party_moved", "to": "M03", "by": "travel"},
    ]  # fmt: skip
    seq_events = [{"seq": 300 + i, "event": e} for i, e in enumerate(events)]
    page.evaluate(READING, {"view": campaign_view(), "events": seq_events})
    assert page.locator("#reading").count() == 0


def test_the_party_chooses_who_takes_a_test(page: Page) -> None:
    decision = {"id": 8, "kind": "tester", "source": "R1-05", "deciders": ["seat1", "seat2"],
                "default": "huntress", "decider": None, "votes": {"seat2": "landsknecht"},
                "deadline_seconds": 3600,
                "options": [{"key": "landsknecht", "text": "Landsknecht"},
                            {"key": "huntress", "text": "Huntress"}]}  # fmt: skip
    view = campaign_view(story={"pending": [decision]})
    page.evaluate(VOTE, {"view": view, "legal": []})
    block = page.locator(".decision")
    assert block.locator("h4").text_content() == "Who takes the test? The party chooses (DEV-22)."
    assert page.locator("[data-option=landsknecht] .voters").text_content() == "Voted: Bert"
    assert page.get_by_role("button").count() == 0  # Bert has voted: nothing to send
    text = block.text_content() or ""
    assert "If nobody votes, Huntress is taken after 1 hour without an answer." in text
    assert "Your vote is in; waiting for the others." in text


HERE = """async ({view, legal}) => {
  const { hereBox } = await import("/js/campaign/here.js");
  const table = tableOf({ view, legal });
  document.querySelector("main").replaceChildren(hereBox(table, { names: (id) => id }));
}"""


def test_a_settlement_whose_locations_are_not_open_says_why(page: Page) -> None:
    """Issue 23: Penzberg on day 2, before the story lays its locations, says why nothing
    is there (SETL-02); once a location can be entered, the note is gone."""
    page.evaluate(HERE, {"view": campaign_view(), "legal": []})
    note = page.locator("#no-locations-yet")
    assert "None of Penzberg's locations is open to the party yet" in (note.text_content() or "")
    assert "(SETL-02)" in (note.text_content() or "")
    laid = campaign_view(region={"locations": ["L01"]})
    page.evaluate(HERE, {"view": laid, "legal": [{"type": "enter_location", "location": "L01"}]})
    assert page.locator("#no-locations-yet").count() == 0
