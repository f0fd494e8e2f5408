"""``hunters simulate campaign --party a,b --runs 100 [--seed S] [--jobs N]``: whole
campaigns by the careful policy. Prints how often the main plot is finished in time
(CAMP-02), the days used, how far parties get and where they die, per quest how often
it is won (the campaign's difficulty curve); ``--report FILE`` writes it as HTML."""

from __future__ import annotations

import argparse
import sys
from html import escape
from pathlib import Path
from typing import TextIO

from rich.console import Console
from rich.progress import Progress

from app.content.catalog import Catalog
from app.content.loader import load_pack
from app.simulate.campaign.record import CampaignSummary
from app.simulate.campaign.runner import CampaignPlan, simulate_campaigns
from app.simulate.packs import chosen_pack
from app.simulate.report import STYLE, bars_svg
from app.simulate.table import UnknownChoice, check_choices

DEFAULT_PARTY = "landsknecht,huntress,medic"
LAST_MAIN_NUMBER = 89
"""Quests numbered above this are short fights drawn from cards (the base pack's 90-92)."""


def add_campaign_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    campaign = commands.add_parser("campaign", help="whole campaigns by the careful policy")
    campaign.add_argument("--party", default=DEFAULT_PARTY, help="hero ids, comma-separated")
    campaign.add_argument("--report", type=Path, help="also write the HTML report here")
    campaign.set_defaults(handler=campaign_command)


def campaign_command(args: argparse.Namespace) -> int:
    party = tuple(h.strip() for h in args.party.split(",") if h.strip())
    pack = chosen_pack(args)
    plan = CampaignPlan(pack, party, args.difficulty, args.policy, args.runs, args.seed)
    catalog = load_pack(plan.pack)
    first = min(catalog.quests.values(), key=lambda q: q.number).id
    try:
        check_choices(catalog, first, party, plan.difficulty)
    except UnknownChoice as choice:
        print(f"hunters simulate: {choice}", file=sys.stderr)
        return 2
    if plan.runs < 1:
        print("hunters simulate: --runs must be at least 1", file=sys.stderr)
        return 2
    with Progress(transient=True, console=Console(stderr=True)) as bar:
        task = bar.add_task(f"campaigns {','.join(party)}", total=plan.runs)
        summary = simulate_campaigns(plan, jobs=args.jobs, progress=lambda n: bar.advance(task, n))
    print_campaigns(catalog, plan, summary, sys.stdout)
    if args.report:
        args.report.write_text(render_campaign_report(catalog, plan, summary))
        print(f"report written to {args.report}")
    return 0


def quest_order(catalog: Catalog, summary: CampaignSummary) -> list[str]:
    """The quests played, by number (the skirmishes after the numbered ones)."""
    return sorted(summary.played, key=lambda q: (catalog.quests[q].number, q))


def print_campaigns(catalog: Catalog, plan: CampaignPlan, s: CampaignSummary, out: TextIO) -> None:
    low, high = s.interval
    print(f"campaign · {', '.join(plan.party)} · {plan.difficulty} · {plan.policy} policy · "
          f"{s.campaigns} campaigns from seed {plan.seed}", file=out)  # fmt: skip
    print(f"main plot finished in time: {100 * s.win_rate:.1f}% "
          f"(95% interval {100 * low:.1f}-{100 * high:.1f}%)", file=out)  # fmt: skip
    print(f"days used: mean {s.mean_days:.1f}; by day {dict(sorted(s.days.items()))}", file=out)
    print(f"furthest quest reached: {dict(sorted(s.furthest.items()))}", file=out)
    print(f"where parties fell: {s.fell_at.most_common(5)}", file=out)
    print(f"economy: {economy_words(s)}", file=out)
    print(f"missed a deadline (CAMP-25): {s.missed_deadline} campaigns, "
          f"{s.won_after_missing} of them won; reported for a card never in play: "
          f"{s.missed_out_of_play}", file=out)  # fmt: skip
    for quest in quest_order(catalog, s):
        print(f"  {quest}: played {s.played[quest]}, won {100 * s.quest_win_rate(quest):.0f}%, "
              f"first reached on day {s.mean_first_day(quest):.1f}", file=out)  # fmt: skip


def economy_words(s: CampaignSummary) -> str:
    """What a hero earned and spent in a campaign, on average (gold in whole coins)."""
    return (
        f"a hero earned {s.per_hero('gold_earned_half') / 2:.1f} gold and "
        f"{s.per_hero('xp_earned'):.1f} XP and kept {s.per_hero('gold_left_half') / 2:.1f} "
        f"gold to the end; it made {s.per_hero('improvements'):.1f} development steps, "
        f"bought {s.per_hero('bought'):.1f} items and crafted {s.per_hero('crafted'):.1f}; "
        f"the wagon gained {s.per_campaign('wagon_levels'):.1f} levels"
    )


def render_campaign_report(catalog: Catalog, plan: CampaignPlan, s: CampaignSummary) -> str:
    """The campaign report as one HTML document (inline SVG, no script)."""
    order = quest_order(catalog, s)
    low, high = s.interval
    rows = "".join(
        f"<tr><td>{escape(catalog.quests[q].name)}</td><td>{s.played[q]}</td>"
        f"<td>{100 * s.quest_win_rate(q):.0f}%</td><td>{s.mean_first_day(q):.1f}</td></tr>"
        for q in order
    )
    main = [q for q in order if catalog.quests[q].number <= LAST_MAIN_NUMBER]
    short = [q for q in order if q not in main]
    charts = "".join([
        bars_svg("Games won by quest, % (the difficulty curve)",
                 {q: 100 * s.quest_win_rate(q) for q in main}),
        bars_svg("Short fights won, %",
                 {catalog.quests[q].name.split(": ")[-1]: 100 * s.quest_win_rate(q)
                  for q in short}),
        bars_svg("Campaigns by the furthest quest reached",
                 {f"Q{n}": float(c) for n, c in sorted(s.furthest.items())}),
        bars_svg("Where parties fell (last defeat)",
                 {q: float(c) for q, c in s.fell_at.most_common(8)}, "bar taken"),
        bars_svg("Campaigns by days used", {str(d): float(c) for d, c in sorted(s.days.items())}),
    ])  # fmt: skip
    title = "Hunters Online — simulated campaigns"
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        f"<title>{title}</title><style>{STYLE}</style></head><body><h1>{title}</h1>"
        f"<p>{escape(', '.join(plan.party))}, {escape(plan.difficulty)}, {plan.policy} policy: "
        f"{s.campaigns} campaigns from seed {plan.seed}. The main plot was finished in time "
        f"in <strong>{100 * s.win_rate:.0f}%</strong> (95% interval {100 * low:.0f}% to "
        f"{100 * high:.0f}%); {s.mean_days:.1f} days used on average.</p>"
        f"<p>Economy, on average: {escape(economy_words(s))}.</p>"
        f'<div class="grid">{charts}</div><table><tr><th>quest</th><th>games</th>'
        f"<th>won</th><th>first reached (day)</th></tr>{rows}</table></body></html>"
    )
