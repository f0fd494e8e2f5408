"""The balance report: one self-contained HTML file, plots as inline SVG, no script, no CDN.

For each simulated quest and party size: the win rate per difficulty with its 95%
interval, the distribution of the rounds a game lasted, damage dealt and taken per
hero, the cards most played and the enemies that hurt most; and the difficulty curve
across the quests of the pack (win rate by quest number).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from html import escape

from app.content.catalog import Catalog
from app.simulate.record import Summary

WIDTH, HEIGHT, PAD = 420, 160, 28
TAKEN = "bar taken"
STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;
color:#1d1b16;background:#faf7f0}
h1,h2,h3{font-family:Georgia,serif} table{border-collapse:collapse;margin:.5rem 0 1rem}
td,th{border-bottom:1px solid #d8d0bf;padding:.25rem .6rem;text-align:left}
.grid{display:flex;flex-wrap:wrap;gap:1rem}
svg{background:#fff;border:1px solid #d8d0bf;max-width:100%;height:auto}
table{display:block;overflow-x:auto;max-width:100%}
.bar{fill:#3f6b4a} .bar.taken{fill:#9b3b2e} .axis{stroke:#8a8272} text{font-size:11px}
"""


@dataclass(frozen=True)
class Entry:
    """One simulated setting: a quest, its number, the party, the difficulty, the result."""

    quest: str
    quest_number: int
    quest_name: str
    party: tuple[str, ...]
    difficulty: str
    summary: Summary
    names: dict[str, str] | None = None
    """What the table calls each hero, card and enemy kind (``report_names``): the report
    shows names, never ids (issue 23)."""

    def name(self, key: str) -> str:
        return (self.names or {}).get(key, key)

    def named(self, values: dict[str, float]) -> dict[str, float]:
        return {self.name(k): v for k, v in values.items()}

    def by_hero(self, counts: Counter[str]) -> dict[str, float]:
        """Every hero of the party, by name, also one who dealt (or took) nothing."""
        games = max(self.summary.games, 1)
        return {self.name(hero): counts[hero] / games for hero in self.party}


def report_names(catalog: Catalog) -> dict[str, str]:
    """Hero, card and enemy kind -> its printed name."""
    names = {h.id: h.name for h in catalog.heroes.values()}
    names.update({c.id: c.name for c in catalog.cards.values()})
    names.update({e.id: e.name for e in catalog.enemies.values()})
    return names


def bars_svg(title: str, values: dict[str, float], css: str = "bar") -> str:
    """A bar chart of ``values`` (labels under the bars), as an inline SVG element."""
    if not values:
        return f"<p>{escape(title)}: nothing to show.</p>"
    top = max(values.values()) or 1.0
    step = (WIDTH - 2 * PAD) / len(values)
    parts = [
        f'<svg role="img" aria-label="{escape(title)}" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}">'
    ]
    parts.append(f'<text x="{PAD}" y="14">{escape(title)}</text>')
    for i, (label, value) in enumerate(values.items()):
        h = (HEIGHT - 2 * PAD - 10) * value / top
        x = PAD + i * step + 2
        y = HEIGHT - PAD - h
        parts.append(
            f'<rect class="{css}" x="{x:.1f}" y="{y:.1f}" width="{max(step - 4, 1):.1f}" '
            f'height="{h:.1f}"><title>{escape(label)}: {value:.2f}</title></rect>'
        )
        parts.append(f'<text x="{x:.1f}" y="{y - 3:.1f}">{_short(value)}</text>')
        fit = max(3, int((step - 4) / 6.2))  # characters of 11 px text under one bar
        shown = label if len(label) <= fit else f"{label[: fit - 1]}…"
        parts.append(f'<text x="{x:.1f}" y="{HEIGHT - PAD + 12}">{escape(shown)}</text>')
    parts.append(
        f'<line class="axis" x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" '
        f'y2="{HEIGHT - PAD}"/></svg>'
    )
    return "".join(parts)


def _short(value: float) -> str:
    return f"{value:.0f}" if value >= 10 or value == int(value) else f"{value:.2f}"


def _percent(value: float) -> str:
    return f"{100 * value:.0f}%"


def _entry_section(entry: Entry) -> str:
    s = entry.summary
    low, high = s.interval
    rounds = {str(r): float(n) for r, n in sorted(s.rounds.items())}
    return "".join(
        [
            f"<h3>{escape(', '.join(entry.name(h) for h in entry.party))} — "
            f"{escape(entry.difficulty)}</h3>",
            f"<p>Won {s.wins} of {s.games} games: <strong>{_percent(s.win_rate)}</strong> "
            f"(95% interval {_percent(low)} to {_percent(high)}); {s.mean_rounds:.1f} rounds "
            f"on average; heroes knocked out per game "
            f"{sum(s.knocked_out.values()) / max(s.games, 1):.2f}.</p>",
            _endings(s),
            '<div class="grid">',
            bars_svg("Games by the round they ended", rounds),
            bars_svg("Damage dealt per game, by hero", entry.by_hero(s.dealt)),
            bars_svg("Damage taken per game, by hero", entry.by_hero(s.taken), "bar taken"),
            bars_svg(
                "Damage dealt by each enemy kind",
                entry.named(s.per_game(s.enemy_damage)),
                "bar taken",
            ),
            "</div>",
            _cards_table(entry),
        ]
    )


def _endings(s: Summary) -> str:
    """How the games ended (a quest with an alternative goal is often won without the
    damage its enemies' Health would suggest)."""
    told = [f"{escape(reason)}: {n}" for reason, n in s.endings.most_common() if reason]
    return f"<p>How the games ended — {'; '.join(told)}.</p>" if told else ""


def _cards_table(entry: Entry) -> str:
    games = max(entry.summary.games, 1)
    rows = "".join(
        f"<tr><td>{escape(entry.name(card))}</td><td>{n / games:.2f}</td></tr>"
        for card, n in entry.summary.cards.most_common(8)
    )
    head = "<tr><th>card most played</th><th>per game</th></tr>"
    return f"<table>{head}{rows}</table>" if rows else ""


def _curve(entries: list[Entry]) -> str:
    """Win rate by quest number, for each difficulty (the campaign's difficulty curve)."""
    rows = []
    for difficulty in dict.fromkeys(e.difficulty for e in entries):
        cells = {
            f"Q{e.quest_number} {e.quest}": 100 * e.summary.win_rate
            for e in sorted(entries, key=lambda e: e.quest_number)
            if e.difficulty == difficulty
        }
        rows.append(bars_svg(f"Win rate by quest, % — {difficulty}", cells))
    return '<div class="grid">' + "".join(rows) + "</div>"


def _table(entries: list[Entry]) -> str:
    head = "<tr><th>quest</th><th>heroes</th><th>difficulty</th><th>games</th><th>won</th></tr>"
    body = "".join(
        f"<tr><td>{escape(e.quest_name)}</td><td>{len(e.party)}</td>"
        f"<td>{escape(e.difficulty)}</td><td>{e.summary.games}</td>"
        f"<td>{_percent(e.summary.win_rate)}</td></tr>"
        for e in entries
    )
    return f"<table>{head}{body}</table>"


def render_report(title: str, entries: list[Entry], note: str = "") -> str:
    """The whole report as one HTML document."""
    sections = []
    for quest in dict.fromkeys(e.quest for e in entries):
        mine = [e for e in entries if e.quest == quest]
        sections.append(f"<h2>{escape(mine[0].quest_name)}</h2>")
        sections.extend(_entry_section(e) for e in mine)
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>"
        f"<h1>{escape(title)}</h1><p>{escape(note)}</p>{_table(entries)}"
        f"<h2>Difficulty curve</h2>{_curve(entries)}{''.join(sections)}</body></html>"
    )
