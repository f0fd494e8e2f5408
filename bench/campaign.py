"""Campaign engine benchmark: ``python -m bench.campaign`` (``make bench``).

Plays the tutorial chapter to the end of its 60 days with random legal choices (quests
included), then prints, each with its ratio to the same-run baseline of bench.engine:

- loading the campaign at day 60 from a snapshot plus a tail of events (ms; target < 5);
- the full replay of its log (events per second);
- the state's and a seat's view's size at day 60 (kB of JSON);
- whole campaigns of the base pack played by the scripted party (app/simulate/campaign/)
  over ``CAMPAIGN_SEEDS`` (50, issue 12's headless run): campaigns per second on one core,
  engine errors and logs that do not replay to the final state (both must be 0), and how
  far the parties got.

Nothing asserts the figures (issue 12: performance is printed, not a timed test).
"""

from __future__ import annotations

import argparse
import json
import random
import time

from app.content.catalog import Catalog
from app.content.loader import load_pack
from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, view_for
from app.engine.hunters.evolve import replay
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.views import viewer_for_seat
from app.engine.kernel.model import EventBase
from app.simulate.campaign.playout import play_campaign
from app.simulate.playout import PlayoutFailed
from app.simulate.policies import CarefulPolicy
from bench.engine import SYSTEM, baseline_step_us, best_of, load_average, played_log, spread

TAIL_EVENTS = 200  # events after the last snapshot the service would load
MOST_COMMANDS = 20_000
CAMPAIGN_SEEDS = range(50)
CAMPAIGN_PARTIES = (
    ("landsknecht", "huntress"),
    ("landsknecht", "huntress", "medic"),
    ("man_at_arms", "huntress", "medic", "sorceress"),
)


def choose(state: HuntersTable, catalog: Catalog, rng: random.Random) -> tuple[Command, Actor]:
    """Random legal play; on the map, travel is preferred so the days pass."""
    seats = [Actor(role="seat", seat=s) for s in state.seats]
    options = [
        (c, a)
        for a in seats
        for c in legal_commands(state, a, catalog)
        if c.type != "move_hero" or all(0 <= x < 8 and 0 <= y < 8 for x, y in c.path)
    ] or [(c, SYSTEM) for c in legal_commands(state, SYSTEM, catalog)]
    travel = [o for o in options if o[0].type in ("travel_to", "read_plot_card", "undertake_task")]
    if state.phase == "between_quests" and travel and rng.random() < 0.9:
        return rng.choice(travel)
    return rng.choice(options)


def played_campaign(catalog: Catalog, seed: int = 3) -> tuple[HuntersTable, list[EventBase]]:
    log = played_log(catalog, seed)  # the table set up and quest 1 played
    state = replay(log)
    rng = random.Random(seed)
    for _ in range(MOST_COMMANDS):
        if state.phase == "ended":
            break
        command, actor = choose(state, catalog, rng)
        dice = SeededDice(state.seed, state.dice_cursor)
        events = decide(state, command, dice, actor=actor, content=catalog)
        assert not isinstance(events, Rejection), (command, events)
        state = replay(events, state)
        log += events
    return state, log


def load_ms(log: list[EventBase]) -> float:
    """A snapshot's JSON parsed plus the tail of events folded onto it."""
    snapshot = replay(log[:-TAIL_EVENTS]).model_dump_json()
    tail = log[-TAIL_EVENTS:]

    def measure() -> float:
        start = time.perf_counter()
        replay(tail, HuntersTable.model_validate_json(snapshot))
        return (time.perf_counter() - start) * 1e3

    return best_of(5, measure)


def replay_events_per_second(log: list[EventBase]) -> float:
    def measure() -> float:
        start = time.perf_counter()
        replay(log)
        return time.perf_counter() - start

    return len(log) / best_of(3, measure)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.campaign", description=__doc__)
    parser.add_argument("--campaigns", type=int, default=10, help="whole campaigns played")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    catalog = load_pack()
    state, log = played_campaign(catalog)
    assert state.campaign is not None
    board = state.campaign
    runs = [(baseline_step_us(), load_ms(log)) for _ in range(args.repeat)]
    base_us = sorted(b for b, _ in runs)[args.repeat // 2]
    loads = [ms for _, ms in runs]
    load = sorted(loads)[args.repeat // 2]
    rate = replay_events_per_second(log)
    print(f"campaign engine: {args.repeat} repetitions; load average {load_average()}")
    print(f"day-60 load min / median / max {spread(loads)} ms (target <= 5 ms)")
    seat = next(iter(state.seats))
    view_kb = len(json.dumps(view_for(state, viewer_for_seat(state, seat)))) / 1024
    state_kb = len(state.model_dump_json()) / 1024
    print(f"campaign played to day {board.days.day} ({board.story.result}): {len(log)} events")
    print(f"load at day 60 (snapshot + {TAIL_EVENTS} events): {load:.2f} ms "
          f"= {load * 1e3 / base_us:.0f}x baseline step (target < 5 ms)")  # fmt: skip
    print(f"full replay: {rate:,.0f} events/s = {1e6 / rate / base_us:.1f}x baseline per event")
    print(f"size at day 60: state {state_kb:.0f} kB, a seat's view {view_kb:.0f} kB of JSON")
    whole_campaigns(catalog, range(args.campaigns))


def whole_campaigns(catalog: Catalog, seeds: range = CAMPAIGN_SEEDS) -> None:
    """The headless run of the whole campaign (issue 12: 50 seeds), timed."""
    errors = mismatches = victories = 0
    furthest: dict[str, int] = {}
    start = time.perf_counter()
    for seed in seeds:
        party = CAMPAIGN_PARTIES[seed % len(CAMPAIGN_PARTIES)]
        try:
            game = play_campaign(catalog, party, "normal", seed, CarefulPolicy())
        except PlayoutFailed as failed:
            errors += 1
            print(f"  engine error: {failed}")
            continue
        mismatches += replay(game.events) != game.final
        assert game.final is not None and game.final.campaign is not None
        victories += game.final.campaign.story.result == "victory"
        last = max((q.quest for q in game.quests if q.quest.startswith("q")),
                   key=lambda q: catalog.quests[q].number)  # fmt: skip
        furthest[last] = furthest.get(last, 0) + 1
    seconds = time.perf_counter() - start
    n = len(seeds)
    print(f"whole campaigns: {n} in {seconds:.0f} s = {n / seconds:.2f} campaigns/s per core "
          f"(each replayed too): {errors} engine errors, {mismatches} replay mismatches, "
          f"{victories} won; furthest quest {dict(sorted(furthest.items()))}")  # fmt: skip


if __name__ == "__main__":
    main()
