"""Reinforcements (QUEST-21, QUEST-07/08): the enemies a quest sends at the start of a round,
counted for the party's size."""

from __future__ import annotations

from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyUnit


def reinforcements_for(q: QuestState, number: int) -> tuple[EnemyUnit, ...]:
    """QUEST-21, QUEST-07/08: the enemies arriving at the start of round ``number``."""
    counts: dict[str, int] = {}
    for unit in q.enemies.values():
        counts[unit.enemy] = counts.get(unit.enemy, 0) + 1
    arriving: list[EnemyUnit] = []
    for wave in q.reinforcements:
        if wave.round != number:
            continue
        for spot in wave.enemies:
            card = q.defs.enemies[spot.enemy]
            for _ in range(spot.count_for(len(q.heroes))):
                counts[spot.enemy] = counts.get(spot.enemy, 0) + 1
                health = max(1, card.health - spot.damage)
                arriving.append(
                    EnemyUnit(
                        id=f"{spot.enemy}-{counts[spot.enemy]}", enemy=spot.enemy, at=spot.at,
                        health=health, start_health=health,
                    )
                )  # fmt: skip
    return tuple(arriving)
