"""A simulated campaign's figures and their sum over many campaigns (issue 18).

Per campaign: won or not (CAMP-02), the days used, every quest the story called with
its day and outcome, the furthest main-plot quest reached, where the party fell (the
quest of its last defeat before the end) and its economy (``Economy``). Over many: how
often the main plot is finished in time (with its 95% Wilson interval), the days used,
per quest how often it was played and won (the campaign's difficulty curve), where
parties died and what a hero earned and spent on average.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from app.content.catalog import Catalog
from app.engine.kernel.model import EventBase
from app.simulate.campaign.playout import CampaignGame
from app.simulate.record import wilson_interval

EARNINGS = ("story", "test", "rewards", "findings", "work")
"""Why a hero's board gains gold or XP other than by a sale or a gift (HeroBoardChanged)."""
IMPROVEMENTS = ("attribute_raised", "action_card_bought", "slot_unlocked")


@dataclass(frozen=True)
class Economy:
    """What a party earned and what it bought over one campaign: gold (half-gold units)
    and XP won by the story, quests and work (DEV-31..33, SETL-11); wagon levels bought
    (EQUIP-38), items crafted (EQUIP-42) and bought (SETL-09), development steps (DEV-10..17)
    and the gold left in the purses at the end."""

    heroes: int = 0
    gold_earned_half: int = 0
    xp_earned: int = 0
    wagon_levels: int = 0
    crafted: int = 0
    bought: int = 0
    improvements: int = 0
    gold_left_half: int = 0


def economy_of(events: list[EventBase], heroes: int, gold_left_half: int) -> Economy:
    gold = xp = wagon = crafted = bought = improvements = 0
    for event in events:
        if event.type == "hero_board_changed":
            why = event.reason  # type: ignore[attr-defined]
            gold += max(0, event.gold_half) if why in EARNINGS else 0  # type: ignore[attr-defined]
            xp += max(0, event.xp) if why in EARNINGS else 0  # type: ignore[attr-defined]
            bought += len(event.equipment_gained) if why == "trade" else 0  # type: ignore[attr-defined]
        wagon += event.type == "wagon_upgraded"
        crafted += event.type == "item_crafted"
        improvements += event.type in IMPROVEMENTS
    return Economy(heroes, gold, xp, wagon, crafted, bought, improvements, gold_left_half)


@dataclass(frozen=True)
class CampaignRecord:
    """What one campaign comes to (plain values, cheap to send between processes)."""

    victory: bool
    days: int
    quests: tuple[tuple[str, int, bool], ...]
    furthest: int
    fell_at: str
    economy: Economy = Economy()


def record_of(catalog: Catalog, game: CampaignGame) -> CampaignRecord:
    assert game.final is not None and game.final.campaign is not None
    board = game.final.campaign
    played = tuple((q.quest, q.day, q.outcome == "victory") for q in game.quests)
    numbers = [catalog.quests[q].number for q, _, _ in played if q.startswith("q")]
    defeats = [q for q, _, won in played if not won]
    victory = board.story.result == "victory"
    left = sum(h.gold_half for h in board.heroes.values())
    return CampaignRecord(
        victory=victory, days=board.days.day, quests=played, furthest=max(numbers, default=0),
        fell_at="" if victory or not defeats else defeats[-1],
        economy=economy_of(game.events, len(game.party), left),
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
    economies: list[Economy] = field(default_factory=list)

    def add(self, record: CampaignRecord) -> None:
        self.campaigns += 1
        self.economies.append(record.economy)
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

    def per_campaign(self, figure: str) -> float:
        """The mean of an ``Economy`` figure over the campaigns."""
        values = [getattr(e, figure) for e in self.economies]
        return sum(values) / len(values) if values else 0.0

    def per_hero(self, figure: str) -> float:
        """The mean of an ``Economy`` figure per hero (a party's total over its size)."""
        values = [getattr(e, figure) / e.heroes for e in self.economies if e.heroes]
        return sum(values) / len(values) if values else 0.0
