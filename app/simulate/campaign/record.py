"""A simulated campaign's figures and their sum over many campaigns (issue 18).

Per campaign: won or not (CAMP-02), the days used, every quest the story called with
its day and outcome, the furthest main-plot quest reached, and where the party fell
(the quest of its last defeat before the end). Over many: how often the main plot is
finished in time (with its 95% Wilson interval), the days used, per quest how often it
was played and won (the campaign's difficulty curve) and where parties died.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from app.content.catalog import Catalog
from app.simulate.campaign.playout import CampaignGame
from app.simulate.record import wilson_interval


@dataclass(frozen=True)
class CampaignRecord:
    """What one campaign comes to (plain values, cheap to send between processes)."""

    victory: bool
    days: int
    quests: tuple[tuple[str, int, bool], ...]
    furthest: int
    fell_at: str


def record_of(catalog: Catalog, game: CampaignGame) -> CampaignRecord:
    assert game.final is not None and game.final.campaign is not None
    board = game.final.campaign
    played = tuple((q.quest, q.day, q.outcome == "victory") for q in game.quests)
    numbers = [catalog.quests[q].number for q, _, _ in played if q.startswith("q")]
    defeats = [q for q, _, won in played if not won]
    victory = board.story.result == "victory"
    return CampaignRecord(
        victory=victory, days=board.days.day, quests=played, furthest=max(numbers, default=0),
        fell_at="" if victory or not defeats else defeats[-1],
    )  # fmt: skip


@dataclass
class CampaignSummary:
    """Many campaigns of one party and difficulty, summed."""

    campaigns: int = 0
    victories: int = 0
    days: Counter[int] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)
    won: Counter[str] = field(default_factory=Counter)
    furthest: Counter[int] = field(default_factory=Counter)
    fell_at: Counter[str] = field(default_factory=Counter)
    first_day: dict[str, list[int]] = field(default_factory=dict)

    def add(self, record: CampaignRecord) -> None:
        self.campaigns += 1
        self.victories += record.victory
        self.days[record.days] += 1
        self.furthest[record.furthest] += 1
        if record.fell_at:
            self.fell_at[record.fell_at] += 1
        seen: set[str] = set()
        for quest, day, won in record.quests:
            self.played[quest] += 1
            self.won[quest] += won
            if quest not in seen:
                seen.add(quest)
                self.first_day.setdefault(quest, []).append(day)

    @property
    def win_rate(self) -> float:
        return self.victories / self.campaigns if self.campaigns else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.victories, self.campaigns)

    @property
    def mean_days(self) -> float:
        total = sum(d * n for d, n in self.days.items())
        return total / self.campaigns if self.campaigns else 0.0

    def quest_win_rate(self, quest: str) -> float:
        """Games of ``quest`` won, out of those played (replays count as games)."""
        return self.won[quest] / self.played[quest] if self.played[quest] else 0.0

    def mean_first_day(self, quest: str) -> float:
        days = self.first_day.get(quest, [])
        return sum(days) / len(days) if days else 0.0
