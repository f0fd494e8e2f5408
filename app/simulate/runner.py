"""Many simulated quests, in parallel processes, summed into one Summary.

Game ``i`` of a run is seeded ``seed + i``, so a run is reproducible whatever the number
of processes: the same seeds give the same games, only their order of arrival differs.
Each process loads the pack once and plays batches of seeds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from app.content.catalog import Catalog
from app.content.loader import load_pack
from app.engine import HuntersTable
from app.engine.hunters.state import Difficulty
from app.simulate.playout import play_quest
from app.simulate.policies import POLICIES
from app.simulate.record import GameRecord, Summary, record_of
from app.simulate.table import campaign_quest_table

BATCH = 25
"""Seeds per task: large enough that sending results costs little, small enough for a
smooth progress bar."""


@dataclass(frozen=True)
class Plan:
    """What to simulate: a quest of a pack, a party, a difficulty, a policy, seeds."""

    pack: Path
    quest: str
    party: tuple[str, ...]
    difficulty: Difficulty
    policy: str
    runs: int
    seed: int = 0
    campaign: HuntersTable | None = None
    """A stored campaign whose heroes play (``--from-campaign``); None: heroes as they start."""


_CATALOG: dict[Path, Catalog] = {}


def _catalog(pack: Path) -> Catalog:
    if pack not in _CATALOG:
        _CATALOG[pack] = load_pack(pack)
    return _CATALOG[pack]


def play_batch(plan: Plan, seeds: range) -> list[GameRecord]:
    """The records of the games seeded ``seeds`` (run in a worker process)."""
    catalog = _catalog(plan.pack)
    policy = POLICIES[plan.policy]()
    return [record_of(play_quest(catalog, plan.quest, plan.party, plan.difficulty, s, policy,
                                 _table(catalog, plan, s)))
            for s in seeds]  # fmt: skip


def _table(catalog: Catalog, plan: Plan, seed: int) -> HuntersTable | None:
    if plan.campaign is None:
        return None
    return campaign_quest_table(catalog, plan.campaign, plan.quest, plan.difficulty, seed)


def batches(plan: Plan) -> Iterator[range]:
    first, last = plan.seed, plan.seed + plan.runs
    for start in range(first, last, BATCH):
        yield range(start, min(start + BATCH, last))


def simulate(
    plan: Plan, *, jobs: int = 1, progress: Callable[[int], None] | None = None
) -> Summary:
    """Play ``plan.runs`` games on ``jobs`` processes (1: in this one)."""
    summary = Summary()

    def take(records: list[GameRecord]) -> None:
        for record in records:
            summary.add(record)
        if progress is not None:
            progress(len(records))

    if jobs <= 1:
        for seeds in batches(plan):
            take(play_batch(plan, seeds))
        return summary
    work = list(batches(plan))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for records in pool.map(play_batch, [plan] * len(work), work):
            take(records)
    return summary
