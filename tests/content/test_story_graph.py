"""The base campaign's story graph (app/content/checks/story_graph.py): everything the main
plot needs is reached from S001 through instructions, every deadline is met on the
shortest route with days to spare, nothing is left dangling or unreachable."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.checks import story_graph as graph
from app.content.schema.narrative import ReadEntry
from app.content.schema.story import TaleEntry

DELIBERATELY_OPTIONAL: frozenset[graph.Node] = frozenset()
"""Story objects no instruction reaches on purpose (none in the base pack)."""

MIN_DAYS_TO_SPARE = 5
"""A careful party rests, heals, crafts and takes tasks between quests: CAMP-25 deadlines
leave at least this many days on the shortest route."""


def test_every_story_object_is_reachable(base_catalog: Catalog) -> None:
    """CAMP-34: every card, entry and quest is reached from the setup or the piles."""
    unreached = graph.story_nodes(base_catalog) - graph.reachable(base_catalog)
    assert unreached <= DELIBERATELY_OPTIONAL, sorted(unreached)


def test_the_main_plot_is_reached_from_s001_alone(base_catalog: Catalog) -> None:
    """CAMP-10/24/36: from the setup (S001 on M05) the story reaches every red-striped card
    and the campaign's victory without any luck of the road or town piles."""
    story = graph.reachable(base_catalog, with_piles=False)
    main = {("plot_cards", k) for k, card in base_catalog.plot_cards.items() if card.back.main_plot}
    assert len(main) >= 15
    assert main <= story, sorted(main - story)
    assert graph.VICTORY in story


def test_every_quest_of_the_main_plot_is_reached(base_catalog: Catalog) -> None:
    """CAMP-36: quests 1-10 (and both variants of 3, 7 and 8) are resolved by the story."""
    story = graph.reachable(base_catalog, with_piles=False)
    numbered = {("quests", q.id) for q in base_catalog.quests.values() if q.number <= 10}
    assert len(numbered) >= 13
    assert numbered <= story, sorted(numbered - story)


def test_no_reference_dangles(base_catalog: Catalog) -> None:
    assert graph.dangling(base_catalog) == []


def test_every_deadline_is_met_with_days_to_spare(base_catalog: Catalog) -> None:
    """CAMP-25: each main-plot deadline on the shortest route, with the slack printed."""
    slacks = graph.deadline_slack(base_catalog)
    for slack in slacks:
        print(f"{slack.card}: day {slack.day} of {slack.deadline}, {slack.days_to_spare} spare")
    deadlines = [c for c in base_catalog.plot_cards.values() if c.back.deadline_day]
    assert len(slacks) == len(deadlines) >= 10
    assert min(s.days_to_spare for s in slacks) >= MIN_DAYS_TO_SPARE


def test_the_campaign_can_be_won_before_day_60(base_catalog: Catalog) -> None:
    """CAMP-02: the final victory is reachable well before the days run out."""
    assert base_catalog.campaign is not None
    victory = graph.earliest_days(base_catalog)[graph.VICTORY]
    print(f"victory on day {victory} at the earliest")
    assert victory <= base_catalog.campaign.days - 20


def test_travel_costs_a_day_per_step_to_a_neighbour(base_catalog: Catalog) -> None:
    """CAMP-11: from Penzberg (M10) to the abbey (M08) is two steps, so S008, placed by
    quest 4's outcome, is reached two days after quest 4."""
    days = graph.earliest_days(base_catalog)
    assert days[("plot_cards", "S008")] == days[("quests", "q4")] + 2


def test_a_time_token_holds_a_card_back(base_catalog: Catalog) -> None:
    """CAMP-32/33: the mine's card goes under a time token for 15 days in 5.02."""
    days = graph.earliest_days(base_catalog)
    assert days[("plot_cards", "S017")] == days[("tales", "5.02")] + 15


def test_the_day_five_choice_decides_quest_seven(base_catalog: Catalog) -> None:
    """A branch that matters later: hanging the Crow (5.02) leads to quest 7B, keeping him
    as a guide (5.03) to quest 7A, through the cards each branch leaves at the mine."""

    hanged = graph.descendants(base_catalog, ("tales", "5.02"))
    guided = graph.descendants(base_catalog, ("tales", "5.03"))
    assert ("quests", "q7b") in hanged - guided
    assert ("quests", "q7a") in guided - hanged


def test_an_orphan_entry_is_found(base_catalog: Catalog) -> None:
    """The check can fail: an entry nothing leads to is reported unreachable."""
    orphan = TaleEntry(id="99.99", text="Nobody will ever read this.")
    broken = base_catalog.model_copy(update={"tales": {**base_catalog.tales, "99.99": orphan}})
    unreached = graph.story_nodes(broken) - graph.reachable(broken)
    assert unreached == {("tales", "99.99")}


def test_a_missing_entry_is_dangling(base_catalog: Catalog) -> None:
    """The check can fail: an instruction naming an entry the pack lacks is reported."""
    entry = base_catalog.tales["1.04"]
    pointing = entry.model_copy(
        update={"instructions": (ReadEntry(do="read_entry", entry="98.01"),)}
    )
    broken = base_catalog.model_copy(update={"tales": {**base_catalog.tales, "1.04": pointing}})
    assert graph.dangling(broken) == [(("tales", "1.04"), ("tales", "98.01"))]
