"""The campaign view names what its screens show (P-CAMP-13/17/32): a quest on the sheet
by its title, a reward card by its name and text, a skill-tree step by its two cards."""

from __future__ import annotations

from app.engine.primal.campaign.views import campaign_view
from tests.engine.primal.campaign.helpers import at_crafting, chapter_one


def test_the_view_titles_every_quest_of_the_book() -> None:
    """P-CAMP-13: a quest done or unlocked is named on the sheet by its title."""
    view = campaign_view(at_crafting(chapter_one()))
    assert view["quest_titles"]["the-quarry-tyrant"] == "The Quarry Tyrant"
    assert set(view["sheet"]["quests"]["unlocked"]) <= set(view["quest_titles"])


def test_the_view_gives_each_step_of_a_skill_tree_its_two_cards() -> None:
    """P-CAMP-32: a step's ID brings the two upgrade cards of that ID."""
    trees = campaign_view(chapter_one())["skill_trees"]
    assert trees["dareon"]["A1"]["cards"] == ["dareon-balanced-defense", "dareon-lacerate"]
    assert all(len(step["cards"]) == 2 for tree in trees.values() for step in tree.values())


def test_the_view_names_and_describes_the_reward_cards() -> None:
    """P-CAMP-17: a reward card waiting for its hunter is shown by its name and text."""
    cards = campaign_view(chapter_one())["reward_cards"]
    assert cards and all(c["name"] and c["text"] for c in cards.values())
