"""A simulated game's figures, read from its events, and their sum over many games.

Per game: the outcome and the round it ended in, the heroes knocked out, damage dealt
and taken per hero, the cards played, and the damage each enemy kind dealt. Over many
games: the win rate with its 95% Wilson interval, the rounds' distribution, the means
per hero, the cards most played and the enemies that hurt most.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from app.engine.kernel.model import EventBase
from app.simulate.playout import Game

Z95 = 1.959963984540054


@dataclass(frozen=True)
class GameRecord:
    """What one game comes to (plain values, cheap to send between processes)."""

    victory: bool
    rounds: int
    knocked_out: tuple[str, ...]
    dealt: dict[str, int]
    taken: dict[str, int]
    cards: dict[str, int]
    enemy_damage: dict[str, int]
    ending: str = ""
    """How the quest ended, as the engine says it (END-01..03: "every enemy is
    eliminated", "the quest's goal is done", "the rounds ran out" …)."""


def record_of(game: Game) -> GameRecord:
    """Read ``game``'s events into its figures."""
    assert game.final is not None and game.final.quest is not None
    q = game.final.quest
    kinds = {e.id: e.enemy for e in q.enemies.values()}
    heroes = set(q.heroes)
    dealt: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    hurt_by: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    out: list[str] = []
    ending = ""
    for event in game.events:
        _count(event, heroes, kinds, dealt, taken, hurt_by, cards, out)
        if event.type == "quest_ended":
            ending = str(event.reason)  # type: ignore[attr-defined]
    return GameRecord(
        victory=q.outcome == "victory", rounds=q.round, knocked_out=tuple(out),
        dealt=dict(dealt), taken=dict(taken), cards=dict(cards), enemy_damage=dict(hurt_by),
        ending=ending,
    )  # fmt: skip


def _count(
    event: EventBase,
    heroes: set[str],
    kinds: dict[str, str],
    dealt: Counter[str],
    taken: Counter[str],
    hurt_by: Counter[str],
    cards: Counter[str],
    out: list[str],
) -> None:
    match event.type:
        case "attack_resolved":
            attacker, target, damage = event.attacker, event.target, event.damage  # type: ignore[attr-defined]
            if attacker in heroes:
                dealt[attacker] += damage
            if target in heroes:
                taken[target] += damage
                if attacker in kinds:
                    hurt_by[kinds[attacker]] += damage
        case "damage_taken":  # ATK-26: a card's or an item's damage, not an attack's
            unit, source, amount = event.unit, event.source, event.amount  # type: ignore[attr-defined]
            if unit in kinds and source in heroes:
                dealt[source] += amount
            elif unit in heroes:
                taken[unit] += amount
        case "card_played":
            cards[event.card] += 1  # type: ignore[attr-defined]
        case "hero_knocked_out":
            out.append(event.unit)  # type: ignore[attr-defined]


def wilson_interval(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (sound at 0% and 100% too)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + Z95**2 / (2 * games)
    spread = Z95 * math.sqrt(p * (1 - p) / games + Z95**2 / (4 * games**2))
    scale = 1 + Z95**2 / games
    low = 0.0 if wins == 0 else (centre - spread) / scale
    high = 1.0 if wins == games else (centre + spread) / scale
    return low, high


@dataclass
class Summary:
    """Many games of one quest, party and difficulty, summed."""

    games: int = 0
    wins: int = 0
    rounds: Counter[int] = field(default_factory=Counter)
    knocked_out: Counter[str] = field(default_factory=Counter)
    dealt: Counter[str] = field(default_factory=Counter)
    taken: Counter[str] = field(default_factory=Counter)
    cards: Counter[str] = field(default_factory=Counter)
    enemy_damage: Counter[str] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.wins += record.victory
        self.rounds[record.rounds] += 1
        self.knocked_out.update(record.knocked_out)
        self.dealt.update(record.dealt)
        self.taken.update(record.taken)
        self.cards.update(record.cards)
        self.enemy_damage.update(record.enemy_damage)
        self.endings[record.ending] += 1

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def mean_rounds(self) -> float:
        total = sum(r * n for r, n in self.rounds.items())
        return total / self.games if self.games else 0.0

    def per_game(self, counts: Counter[str]) -> dict[str, float]:
        return {k: v / self.games for k, v in sorted(counts.items())} if self.games else {}
