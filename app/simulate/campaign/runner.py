"""Many simulated campaigns in parallel processes, summed into one CampaignSummary.

Campaign ``i`` of a run is seeded ``seed + i`` (reproducible whatever the number of
processes); each process loads the pack once and plays batches of seeds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from app.engine.hunters.state import Difficulty
from app.simulate.campaign.playout import play_campaign
from app.simulate.campaign.record import CampaignRecord, CampaignSummary, record_of
from app.simulate.policies import POLICIES
from app.simulate.runner import _catalog

BATCH = 2
"""Campaigns per task: each takes about a second, so small batches keep the bar smooth."""


@dataclass(frozen=True)
class CampaignPlan:
    """What to simulate: a pack, a party, a difficulty, the quest policy, seeds."""

    pack: Path
    party: tuple[str, ...]
    difficulty: Difficulty
    policy: str
    runs: int
    seed: int = 0


def play_batch(plan: CampaignPlan, seeds: range) -> list[CampaignRecord]:
    """The records of the campaigns seeded ``seeds`` (run in a worker process)."""
    catalog = _catalog(plan.pack)
    policy = POLICIES[plan.policy]()
    return [
        record_of(catalog, play_campaign(catalog, plan.party, plan.difficulty, s, policy))
        for s in seeds
    ]


def batches(plan: CampaignPlan) -> Iterator[range]:
    first, last = plan.seed, plan.seed + plan.runs
    for start in range(first, last, BATCH):
        yield range(start, min(start + BATCH, last))


def simulate_campaigns(
    plan: CampaignPlan, *, jobs: int = 1, progress: Callable[[int], None] | None = None
) -> CampaignSummary:
    """Play ``plan.runs`` campaigns on ``jobs`` processes (1: in this one)."""
    summary = CampaignSummary()

    def take(records: list[CampaignRecord]) -> None:
        for record in records:
            summary.add(record)
        if progress is not None:
            progress(len(records))

    work = list(batches(plan))
    if jobs <= 1:
        for seeds in work:
            take(play_batch(plan, seeds))
        return summary
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for records in pool.map(play_batch, [plan] * len(work), work):
            take(records)
    return summary
