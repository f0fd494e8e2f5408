"""A simulated campaign's figures and their sum over many campaigns (issue 18).

Per campaign: won or not (CAMP-02), the days used, every quest the story called with
its day and outcome, the furthest main-plot quest reached, where the party fell (the
quest of its last defeat before the end) and its economy (``Economy``). Over many: how
often the main plot is finished in time (with its 95% Wilson interval), the days used,
per quest how often it was played and won (the campaign's difficulty curve), where
parties died and what a hero earned and spent on average; how many campaigns missed a
main-plot deadline (CAMP-25), were won all the same (which must be none) or were told of
a missed deadline for a card never in play (a false report; must be none).
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
    missed: tuple[str, ...] = ()
    missed_out_of_play: int = 0


def missed_deadlines(events: list[EventBase]) -> tuple[tuple[str, ...], int]:
    """CAMP-25: the cards whose deadline the campaign missed, and how many of them were
    never in play when missed (a false report: no card was placed on the map before)."""
    placed: set[str] = set()
    missed: list[str] = []
    out_of_play = 0
    for event in events:
        if event.type == "card_placed":
            placed.add(event.card)  # type: ignore[attr-defined]
        elif event.type == "deadline_missed":
            missed.append(event.card)  # type: ignore[attr-defined]
            out_of_play += event.card not in placed  # type: ignore[attr-defined]
    return tuple(missed), out_of_play


def record_of(catalog: Catalog, game: CampaignGame) -> CampaignRecord:
    assert game.final is not None and game.final.campaign is not None
    board = game.final.campaign
    played = tuple((q.quest, q.day, q.outcome == "victory") for q in game.quests)
    numbers = [catalog.quests[q].number for q, _, _ in played if q.startswith("q")]
    defeats = [q for q, _, won in played if not won]
    victory = board.story.result == "victory"
    left = sum(h.gold_half for h in board.heroes.values())
    missed, out_of_play = missed_deadlines(game.events)
    return CampaignRecord(
        victory=victory, days=board.days.day, quests=played, furthest=max(numbers, default=0),
        fell_at="" if victory or not defeats else defeats[-1],
        economy=economy_of(game.events, len(game.party), left),
        missed=missed, missed_out_of_play=out_of_play,
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
    missed_deadline: int = 0
    won_after_missing: int = 0
    missed_out_of_play: int = 0

    def add(self, record: CampaignRecord) -> None:
        self.campaigns += 1
        self.missed_deadline += bool(record.missed)
        self.won_after_missing += bool(record.missed) and record.victory
        self.missed_out_of_play += bool(record.missed_out_of_play)
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
