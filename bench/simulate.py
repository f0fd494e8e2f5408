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
from bench.engine import baseline_step_us, load_average, spread

QUESTS_PER_RUN = 100
FUZZ_GAMES = int(os.environ.get("FUZZ_GAMES", "10000"))
PARTIES = (("landsknecht", "huntress"), ("medic", "sorceress", "man_at_arms", "huntress"))


def quests_per_second(first_seed: int = 0, quests: int = QUESTS_PER_RUN) -> float:
    """Quests per second of this process's own CPU time (one core)."""
    catalog = load_pack()
    policy = CarefulPolicy()
    start = time.process_time()
    for seed in range(first_seed, first_seed + quests):
        play_quest(catalog, "q1", ("landsknecht", "huntress"), "normal", seed, policy)
    return quests / (time.process_time() - start)


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
    runs = [
        (baseline_step_us(), quests_per_second(n * 1000, QUESTS_PER_RUN // 3)) for n in range(3)
    ]
    bases, rates = [b for b, _ in runs], [r for _, r in runs]
    print(f"simulator: 3 repetitions, min / median / max; load average {load_average()}")
    print(f"baseline (trivial fold)          {spread(bases, 3)} us/step")
    print(f"quest 1, 2 heroes, careful       {spread(rates, 2)} quests/s per core (CPU time)"
          f"   (target >= 50 quests/s)")  # fmt: skip
    games, errors, mismatches, seconds = fuzz()
    print(
        f"fuzz: {games} random games over every quest in {seconds:.0f} s "
        f"({games / seconds:.0f} games/s): {errors} engine errors, {mismatches} replay mismatches"
    )


if __name__ == "__main__":
    main()
