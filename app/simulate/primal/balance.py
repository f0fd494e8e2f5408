"""The Primal pack README's balance table: the careful party's win rate with its 95%
interval for 2, 3 and 4 hunters, for the Prologue and for every monster at every level,
written between the README's markers by ``hunters simulate primal-balance``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.content.primal.catalog import PrimalCatalog
from app.simulate.primal.fight import FightSummary, play_fight

PARTIES: tuple[tuple[str, ...], ...] = (
    ("dareon", "ljonar"),
    ("dareon", "ljonar", "mirah"),
    ("dareon", "ljonar", "mirah", "thoreg"),
)
"""The parties of the table: 2, 3 and 4 hunters."""
START = "<!-- balance:start -->"
END = "<!-- balance:end -->"


@dataclass(frozen=True)
class Row:
    label: str
    cells: tuple[FightSummary, ...]


def expedition_fights(catalog: PrimalCatalog, monster: str) -> tuple[str, ...]:
    """P-EXP-02: the monster's expedition scenarios, in id order."""
    return tuple(
        sorted(
            f.id for f in catalog.fights.values() if f.monster == monster and f.mode == "expedition"
        )
    )


def fight_for(catalog: PrimalCatalog, monster: str, seed: int, fight: str | None) -> str:
    """The fight a simulated game plays: ``fight`` if given, else the monster's
    expedition scenarios in turn (by seed)."""
    if fight is not None:
        return fight
    fights = expedition_fights(catalog, monster)
    return fights[seed % len(fights)]


def summarize(
    catalog: PrimalCatalog, monster: str, level: int, party: tuple[str, ...], runs: int,
    seed: int, fight: str | None = None,
) -> FightSummary:  # fmt: skip
    """``runs`` games from ``seed`` on."""
    summary = FightSummary()
    for n in range(seed, seed + runs):
        chosen = fight_for(catalog, monster, n, fight)
        summary.results.append(play_fight(catalog, chosen, level, party, n))
    return summary


@dataclass(frozen=True)
class Setting:
    """One row of the table: its label and what it plays (``fight`` None: the monster's
    expeditions in turn)."""

    label: str
    monster: str
    level: int
    fight: str | None = None


def settings(catalog: PrimalCatalog) -> list[Setting]:
    """The Prologue, then each monster (by id) at each of its levels."""
    found = [
        Setting(f"{f.name} ({catalog.monsters[f.monster].name}, level 0)", f.monster, 0, f.id)
        for f in sorted(catalog.fights.values(), key=lambda f: f.id)
        if f.mode == "prologue"
    ]
    for monster in sorted(catalog.monsters.values(), key=lambda m: m.id):
        found += [
            Setting(f"{monster.name}, level {level}", monster.id, level)
            for level in sorted(monster.levels)
        ]
    return found


def balance_rows(catalog: PrimalCatalog, runs: int, seed: int) -> list[Row]:
    return [
        Row(
            row.label,
            tuple(
                summarize(catalog, row.monster, row.level, party, runs, seed, row.fight)
                for party in PARTIES
            ),
        )
        for row in settings(catalog)
    ]


def cell(summary: FightSummary) -> str:
    low, high = summary.interval
    return f"{100 * summary.win_rate:.0f}% ({100 * low:.0f}-{100 * high:.0f})"


def render_table(rows: list[Row], runs: int, seed: int) -> str:
    """The Markdown table and the line saying how it was made."""
    lines = [
        f"{runs} simulated fights per cell, seeds {seed}-{seed + runs - 1}; win rate of the "
        "careful party with its 95% Wilson interval. Made by "
        f"`hunters simulate primal-balance --runs {runs} --seed {seed}`.",
        "",
        "| fight | 2 hunters | 3 hunters | 4 hunters |",
        "|---|---|---|---|",
    ]
    lines += [f"| {row.label} | " + " | ".join(cell(c) for c in row.cells) + " |" for row in rows]
    return "\n".join(lines)


def replace_table(readme: str, table: str) -> str:
    """The README with the text between its markers replaced by ``table``."""
    if START not in readme or END not in readme:
        raise ValueError(f"the README has no {START} ... {END} markers")
    head, rest = readme.split(START, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{START}\n{table}\n{END}{tail}"


def write_balance(readme: Path, catalog: PrimalCatalog, runs: int, seed: int) -> str:
    """Simulate, and write the table into ``readme``; returns the table."""
    table = render_table(balance_rows(catalog, runs, seed), runs, seed)
    readme.write_text(replace_table(readme.read_text(encoding="utf-8"), table), encoding="utf-8")
    return table
