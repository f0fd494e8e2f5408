"""Simulator benchmark: ``python -m bench.simulate`` (part of ``make bench``).

Prints, with the in-run baseline of bench/engine.py (a trivial fold):

- full quests per second on one core: quest 1 for two heroes, careful policy (target of
  issue 18: at least 50);
- the fuzz run: ``FUZZ_GAMES`` random legal games (default 10,000) over every quest of
  the base pack, each played to its end and its log replayed to the same final state;
  engine errors and replay mismatches counted (both must be 0).
"""

from __future__ import annotations

import os
import time

from app.content.loader import load_pack
from app.engine import replay
from app.simulate.playout import PlayoutFailed, play_quest
from app.simulate.policies import CarefulPolicy, RandomPolicy
from app.simulate.table import quest_table
from bench.engine import baseline_step_us

QUESTS_PER_RUN = 100
FUZZ_GAMES = int(os.environ.get("FUZZ_GAMES", "10000"))
PARTIES = (("landsknecht", "huntress"), ("medic", "sorceress", "man_at_arms", "huntress"))


def quests_per_second() -> float:
    catalog = load_pack()
    policy = CarefulPolicy()
    start = time.perf_counter()
    for seed in range(QUESTS_PER_RUN):
        play_quest(catalog, "q1", ("landsknecht", "huntress"), "normal", seed, policy)
    return QUESTS_PER_RUN / (time.perf_counter() - start)


def fuzz() -> tuple[int, int, int, float]:
    """(games, engine errors, replay mismatches, seconds)."""
    catalog = load_pack()
    quests = sorted(catalog.quests)
    errors = mismatches = 0
    start = time.perf_counter()
    for n in range(FUZZ_GAMES):
        quest, party = quests[n % len(quests)], PARTIES[n % len(PARTIES)]
        try:
            game = play_quest(catalog, quest, party, "normal", n, RandomPolicy())
        except PlayoutFailed as failed:
            errors += 1
            print(f"  engine error: {failed}")
            continue
        if replay(game.events, quest_table(catalog, quest, party, "normal", n)) != game.final:
            mismatches += 1
    return FUZZ_GAMES, errors, mismatches, time.perf_counter() - start


def main() -> None:
    base = baseline_step_us()
    rate = quests_per_second()
    per_quest_us = 1e6 / rate
    print(f"baseline (trivial fold)          {base:10.3f} us/step")
    print(
        f"quest 1, 2 heroes, careful       {rate:10.1f} quests/s per core"
        f"  {per_quest_us / base:10.0f} x baseline per quest   (target >= 50 quests/s)"
    )
    games, errors, mismatches, seconds = fuzz()
    print(
        f"fuzz: {games} random games over every quest in {seconds:.0f} s "
        f"({games / seconds:.0f} games/s): {errors} engine errors, {mismatches} replay mismatches"
    )


if __name__ == "__main__":
    main()
