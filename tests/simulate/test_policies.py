"""Bot policies (issue 18): they play every quest of the pack to an end choosing only
legal commands, and the careful policy plays better than chance and than the greedy
attacker where the quest rewards care."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app.engine import Difficulty, HuntersTable, legal_commands
from app.simulate.careful import walking_gap
from app.simulate.choosing import Ahead, Command, Policy
from app.simulate.playout import Game, looking_ahead, play_quest
from app.simulate.policies import POLICIES, CarefulPolicy, GreedyPolicy, RandomPolicy
from tests.engine.quest_factory import base, position, seat

PARTY = ("landsknecht", "huntress")


class Watched:
    """A policy that checks it is only ever handed, and only ever picks, legal commands."""

    name = "watched"

    def __init__(self, inner: Policy) -> None:
        self.inner = inner
        self.choices = 0

    def choose(
        self,
        state: HuntersTable,
        options: list[Command],
        rng: random.Random,
        ahead: Ahead | None = None,
    ) -> Command:
        assert options, "a policy is asked only when something is legal"
        choice = self.inner.choose(state, options, rng, ahead)
        assert choice in options
        self.choices += 1
        return choice


def outcome(game: Game) -> str | None:
    assert game.final is not None and game.final.quest is not None
    return game.final.quest.outcome


def wins(policy: Policy, quest: str, games: int, difficulty: Difficulty = "normal") -> int:
    return sum(
        outcome(play_quest(base(), quest, PARTY, difficulty, s, policy)) == "victory"
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


def test_the_careful_policy_plays_its_best_attack_card_rather_than_a_basic_attack() -> None:
    """QUEST-23/24, ATK-06: looking one step ahead, an Attack 3 card beats discarding a
    card for a basic Attack 1, and beats the weaker Attack 2 card."""
    state = position(
        {
            "board": {"size": [3, 3]},
            "units": [
                {"id": "H1", "hero": "landsknecht", "at": [1, 1], "hand": ["LK02", "LK05"]},
                {"id": "W1", "enemy": "wolf", "at": [1, 1]},
            ],
            "turn": {"round": 1, "active": "H1", "actions_left": 2},
        }
    )
    actor = seat("H1")
    options = legal_commands(state, actor, base())
    assert any(c.type == "attack" and c.discard for c in options)
    ahead = looking_ahead(base(), state, actor)
    choice = CarefulPolicy().choose(state, options, random.Random(0), ahead)
    assert (choice.type, choice.card) == ("play_card", "LK02")


def test_the_careful_policy_measures_the_way_to_an_enemy_around_walls() -> None:
    """MOVE-01/08: an enemy behind a wall is as far as the walk around it."""
    walls = [{"at": [x, 2], "side": "S"} for x in range(4)]
    state = position(
        {
            "board": {"size": [5, 5], "walls": walls},
            "units": [
                {"id": "H1", "hero": "landsknecht", "at": [0, 4]},
                {"id": "W1", "enemy": "wolf", "at": [0, 1]},
            ],
        }
    )
    assert state.quest is not None
    below_the_wall = SimpleNamespace(path=((0, 3),))
    by_the_gap = SimpleNamespace(path=((4, 3),))
    assert walking_gap(state.quest, below_the_wall) > 2
    assert walking_gap(state.quest, by_the_gap) < walking_gap(state.quest, below_the_wall)
