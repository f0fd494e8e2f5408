"""Bot policies (issue 18): they play every quest of the pack to an end choosing only
legal commands, and the careful policy plays better than chance and than the greedy
attacker where the quest rewards care."""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.engine import CampaignState
from app.simulate.playout import play_quest
from app.simulate.policies import POLICIES, CarefulPolicy, GreedyPolicy, RandomPolicy
from tests.engine.quest_factory import base

PARTY = ("landsknecht", "huntress")


class Watched:
    """A policy that checks it is only ever handed, and only ever picks, legal commands."""

    name = "watched"

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.choices = 0

    def choose(self, state: CampaignState, options: list[Any], rng: random.Random) -> Any:
        assert options, "a policy is asked only when something is legal"
        choice = self.inner.choose(state, options, rng)
        assert choice in options
        self.choices += 1
        return choice


def wins(policy: Any, quest: str, games: int, difficulty: str = "normal") -> int:
    return sum(
        play_quest(base(), quest, PARTY, difficulty, s, policy).final.quest.outcome == "victory"  # type: ignore[union-attr]
        for s in range(games)
    )


@pytest.mark.parametrize("name", sorted(POLICIES))
@pytest.mark.parametrize("quest", sorted(base().quests))
def test_a_policy_plays_a_quest_to_its_end_with_legal_commands(name: str, quest: str) -> None:
    watched = Watched(POLICIES[name]())
    game = play_quest(base(), quest, PARTY, "professional", 11, watched)
    assert game.final is not None and game.final.quest is not None
    assert game.final.quest.phase == "ended" and watched.choices > 5


def test_the_careful_policy_wins_quest_1_far_more_often_than_chance() -> None:
    assert wins(CarefulPolicy(), "q1", 20) >= 18
    assert wins(RandomPolicy(), "q1", 20) <= 5


def test_the_careful_policy_beats_the_greedy_attacker_on_the_harder_quests() -> None:
    careful = sum(wins(CarefulPolicy(), q, 15) for q in ("q2", "q3b"))
    greedy = sum(wins(GreedyPolicy(), q, 15) for q in ("q2", "q3b"))
    assert careful > greedy


def test_the_same_seed_plays_the_same_game() -> None:
    first = play_quest(base(), "q2", PARTY, "normal", 5, CarefulPolicy())
    again = play_quest(base(), "q2", PARTY, "normal", 5, CarefulPolicy())
    assert first.events == again.events
