"""Bot policies: how a simulated player picks among the commands ``legal_commands`` lists.

A policy never invents a command: it is handed the legal ones for its seat and returns
one of them, so whatever it does the rules allow (and the random policy doubles as a
fuzzer of the engine).

- ``random``: any legal command, uniformly.
- ``greedy``: attack whenever it can, else walk toward the nearest enemy, else play a
  card; answers decisions at random.
- ``careful`` (``careful.py``): plays as a thoughtful player would, weighing the odds of
  each attack and what a card would let the hero do.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from app.engine import HuntersTable
from app.simulate.careful import CarefulPolicy
from app.simulate.choosing import Ahead, Command, Policy, best, gap_to_enemies, quest_of

__all__ = [
    "POLICIES",
    "Ahead",
    "CarefulPolicy",
    "Command",
    "GreedyPolicy",
    "Policy",
    "RandomPolicy",
]


class RandomPolicy:
    name = "random"

    def choose(
        self,
        state: HuntersTable,
        options: list[Command],
        rng: random.Random,
        ahead: Ahead | None = None,
    ) -> Command:
        return rng.choice(options)


class GreedyPolicy:
    name = "greedy"

    def choose(
        self,
        state: HuntersTable,
        options: list[Command],
        rng: random.Random,
        ahead: Ahead | None = None,
    ) -> Command:
        q = quest_of(state)
        order = {"attack": 6, "cast_spell": 5, "heal": 4, "move_hero": 3, "play_card": 2}

        def score(c: Command) -> float:
            base = order.get(c.type, 1 if c.type not in ("finish_action", "end_turn") else 0)
            if c.type == "move_hero":
                return base - gap_to_enemies(q, c) / 100
            return base

        return best(options, score, rng)


POLICIES: dict[str, Callable[[], Policy]] = {
    "random": RandomPolicy,
    "greedy": GreedyPolicy,
    "careful": CarefulPolicy,
}
