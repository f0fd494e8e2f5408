"""Primal fight engine benchmark: ``python -m bench.primal`` (and after ``bench.engine``'s
own lines in ``make bench``), each figure with its ratio to the same in-run baseline:

- microseconds per decide + evolve of a card play that sets off two monster reactions
  (a maneuver triggers Claw Rake, whose Rampage step reveals Stomp), as the service runs
  it: decide, then the events folded onto the state;
- a whole fight's replay in events per second (a four-hunter Prologue played to its end
  by random legal choices).

The position and the fight come from the engine tests' pack (tests/engine/primal/pack).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, PlayCard, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.evolve.registry import replay
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState
from app.scenarios.primal.build import build_state
from app.scenarios.primal.spec import Scenario

PACK = Path(__file__).resolve().parent.parent / "tests" / "engine" / "primal" / "pack"
SYSTEM = Actor(role="system")
POSITION = {
    "name": "bench",
    "game": "primal",
    "rules": ["P-REACT-11"],
    "hunters": [
        {"id": "hammer", "sector": "south", "threatened": True,
         "hand": ["charge", "tenacity", "heavy-smash", "hammer-evasive"],
         "deck": ["whirlwind", "ironblast", "heavy-smash"], "potions": []},
        {"id": "blade", "sector": "west", "hand": ["blade-strike"], "deck": ["blade-dash"],
         "potions": []},
    ],
    "monster": {"facing": "south"},
    "behavior": {"slots": ["claw-rake", "stomp", "searing-gale"],
                 "deck": ["wing-buffet", "fire-breath", "roar"]},
    "turn": {"hunter": "hammer", "phase": "action"},
}  # fmt: skip


def best_of(runs: int, measure: Callable[[], float]) -> float:
    return min(measure() for _ in range(runs))


def baseline_step_us(steps: int = 200_000) -> float:
    """The same trivial fold as bench.engine's baseline (for this module run alone)."""

    def step(total: int, value: int) -> int:
        return total + value

    def measure() -> float:
        start = time.perf_counter()
        total = 0
        for value in range(steps):
            total = step(total, value)
        return (time.perf_counter() - start) / steps * 1e6

    return best_of(5, measure)


def card_play_us(catalog: PrimalCatalog, repeats: int = 300) -> tuple[float, int]:
    """decide + evolve of Charge with its two reactions; also how many events it makes."""
    state = build_state(Scenario.model_validate(POSITION), catalog)
    command = PlayCard(hunter="hammer", card="charge", pay=("tenacity",))
    actor = Actor(role="seat", seat="hammer")
    result = decide_fight(state, command, SeededDice(1), actor, catalog)
    assert not isinstance(result, Rejection), result
    revealed = sum(1 for e in result[0] if e.type == "primal_behavior_revealed")
    assert revealed == 2, revealed

    def measure() -> float:
        start = time.perf_counter()
        for seed in range(repeats):
            decided = decide_fight(state, command, SeededDice(seed), actor, catalog)
            assert not isinstance(decided, Rejection)
            replay(decided[0], state)
        return (time.perf_counter() - start) / repeats * 1e6

    return best_of(3, measure), len(result[0])


def played_fight(catalog: PrimalCatalog, seed: int = 5) -> list[EventBase]:
    """The log of a four-hunter Prologue played to its end by random legal choices."""
    hunters = tuple(FightHunter(hunter=h, seat=h) for h in ("blade", "bow", "hammer", "shield"))
    start = StartFight(fight="prologue", hunters=hunters)
    result = decide_fight(PrimalState(), start, SeededDice(seed), SYSTEM, catalog)
    assert not isinstance(result, Rejection)
    log, state = list(result[0]), result[1]
    rng = random.Random(seed)
    while state.phase == "playing":
        options = [
            (c, Actor(role="seat", seat=seat))
            for seat in sorted(set(state.seats.values()))
            for c in legal_commands(state, Actor(role="seat", seat=seat))
        ] or [(c, SYSTEM) for c in legal_commands(state, SYSTEM)]
        command, actor = rng.choice(options)
        decided = decide_fight(state, command, SeededDice(rng.randrange(1 << 30)), actor, catalog)
        assert not isinstance(decided, Rejection)
        log += decided[0]
        state = decided[1]
    return log


def replay_events_per_second(log: list[EventBase]) -> float:
    def measure() -> float:
        start = time.perf_counter()
        replay(log)
        return time.perf_counter() - start

    return len(log) / best_of(5, measure)


def print_primal(base: float, repeats: int = 300) -> None:
    catalog = load_primal_pack(PACK)
    play, events = card_play_us(catalog, repeats)
    log = played_fight(catalog)
    rate = replay_events_per_second(log)
    print(
        f"primal card play + 2 reactions   {play:10.1f} us      {play / base:10.0f} x baseline"
        f"   ({events} events, decide + evolve)"
    )
    print(
        f"primal fight replay              {rate:10.0f} events/s ({len(log)} events)"
        f"  {1e6 / rate / base:6.0f} x baseline per event"
    )


def main() -> None:
    base = baseline_step_us()
    print(f"baseline (trivial fold)          {base:10.3f} us/step")
    print_primal(base)


if __name__ == "__main__":
    main()
