"""The GM's dashboard facts of a Primal table in words (what the Hunters' GmReport is to
a Hunters table), and what changed between two of them (the time-travel diff)."""

from __future__ import annotations

from typing import Any

from app.engine.kernel.model import Frozen
from app.engine.primal.table.model import PrimalTable


class TableReport(Frozen):
    phase: str
    fight: str
    round: int
    monster_health: int
    outcome: str | None
    hunters: dict[str, str]
    """Each hunter and the seat that plays it."""
    decisions: tuple[str, ...]
    """Each open decision's kind and who answers it."""


PHASE_WORDS = {
    "setup": "Choosing hunters", "fight": "Fighting", "campaign": "Between fights",
    "ended": "Fight over",
}  # fmt: skip


def table_report(table: PrimalTable, _content: Any = None) -> TableReport:
    fight = table.fight
    return TableReport(
        phase=PHASE_WORDS[table.phase],
        fight=fight.monster.name,
        round=fight.round,
        monster_health=fight.monster.health,
        outcome=fight.outcome,
        hunters={h: s.seat for s in table.seats.values() for h in s.hunters},
        decisions=tuple(f"{d.kind} for {', '.join(d.deciders)}" for d in fight.pending),
    )


def report_changes(before: TableReport, after: TableReport) -> tuple[str, ...]:
    """What differs, in words, oldest fact first."""
    words: list[str] = []
    if before.phase != after.phase:
        words.append(f"{before.phase} → {after.phase}.")
    if before.round != after.round:
        words.append(f"Round {before.round} → {after.round}.")
    lost = before.monster_health - after.monster_health
    if lost:
        words.append(f"The monster's health {before.monster_health} → {after.monster_health}.")
    if after.outcome and before.outcome != after.outcome:
        words.append(f"The fight ended: {after.outcome}.")
    return tuple(words)
