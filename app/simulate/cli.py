"""``hunters simulate quest Q --party a,b`` and ``hunters simulate report``.

``quest`` plays one quest many times for one party and prints the win rate with its
95% interval, the rounds used, heroes knocked out, damage dealt and taken per hero,
the cards most played and the enemies that hurt most (``--report FILE`` also writes
the HTML report). ``report`` simulates every quest of the pack for 2, 3 and 4 heroes on
each difficulty and writes the balance report.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.progress import Progress

from app.content.loader import load_pack
from app.simulate.campaign.cli import add_campaign_parser
from app.simulate.packs import chosen_pack
from app.simulate.policies import POLICIES
from app.simulate.primal.cli import add_primal_parsers
from app.simulate.record import Summary
from app.simulate.report import Entry, render_report, report_names
from app.simulate.runner import Plan, simulate
from app.simulate.stored import NoSuchCampaign, stored_campaign
from app.simulate.table import DIFFICULTIES, UnknownChoice, check_choices

REPORT_PARTIES = (
    ("landsknecht", "huntress"),
    ("landsknecht", "huntress", "medic"),
    ("landsknecht", "huntress", "medic", "sorceress"),
)
"""The parties of the balance report: 2, 3 and 4 heroes."""


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    simulate_ = subparsers.add_parser("simulate", help="the engine plays itself: balance")
    commands = simulate_.add_subparsers(title="simulate commands")
    quest = commands.add_parser("quest", help="one quest, one party, many games")
    quest.add_argument("quest", help="a quest id of the pack, e.g. q1")
    quest.add_argument("--party", default="", help="hero ids, comma-separated")
    quest.add_argument(
        "--from-campaign", type=int, metavar="ID",
        help="the party's real heroes, equipment and decks from a stored campaign",
    )  # fmt: skip
    quest.add_argument("--report", type=Path, help="also write the HTML report here")
    _common(quest)
    quest.set_defaults(handler=quest_command)
    report = commands.add_parser("report", help="every quest for 2-4 heroes, each difficulty")
    report.add_argument("--out", type=Path, default=Path("balance-report.html"))
    _common(report, runs=100)
    report.set_defaults(handler=report_command)
    add_campaign_parser(commands)
    _common(commands.choices["campaign"], runs=100)
    add_primal_parsers(commands)


def _common(parser: argparse.ArgumentParser, runs: int = 1000) -> None:
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="normal")
    parser.add_argument("--runs", type=int, default=runs)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--policy", choices=sorted(POLICIES), default="careful")
    parser.add_argument(
        "--pack", type=Path, default=None,
        help="the content pack's folder (default: CONTENT_DIR/base, see docs)",
    )  # fmt: skip


def quest_command(args: argparse.Namespace) -> int:
    party = tuple(h.strip() for h in args.party.split(",") if h.strip())
    campaign = None
    if args.from_campaign is not None:
        try:
            campaign = stored_campaign(args.from_campaign)
        except NoSuchCampaign as missing:
            print(f"hunters simulate: {missing}", file=sys.stderr)
            return 2
        party = campaign.party
    plan = Plan(
        chosen_pack(args), args.quest, party, args.difficulty, args.policy, args.runs, args.seed,
        campaign,
    )  # fmt: skip
    problem = _problem(plan)
    if problem:
        print(f"hunters simulate: {problem}", file=sys.stderr)
        return 2
    summary = _run(plan, args.jobs)
    print_summary(plan, summary, sys.stdout)
    if args.report:
        catalog = load_pack(plan.pack)
        quest = catalog.quests[plan.quest]
        entry = Entry(quest.id, quest.number, quest.name, party, plan.difficulty, summary,
                      report_names(catalog))  # fmt: skip
        args.report.write_text(render_report("Hunters Online — simulated quest", [entry]))
        print(f"report written to {args.report}")
    return 0


def _problem(plan: Plan) -> str:
    if plan.runs < 1:
        return "--runs must be at least 1"
    try:
        check_choices(load_pack(plan.pack), plan.quest, plan.party, plan.difficulty)
    except UnknownChoice as choice:
        return str(choice)
    return ""


def _run(plan: Plan, jobs: int) -> Summary:
    with Progress(transient=True, console=Console(stderr=True)) as bar:
        task = bar.add_task(f"{plan.quest} {','.join(plan.party)}", total=plan.runs)
        return simulate(plan, jobs=jobs, progress=lambda n: bar.advance(task, n))


def print_summary(plan: Plan, s: Summary, out: TextIO) -> None:
    low, high = s.interval
    print(
        f"{plan.quest} · {', '.join(plan.party)} · {plan.difficulty} · {plan.policy} policy · "
        f"{s.games} games from seed {plan.seed}",
        file=out,
    )
    print(f"win rate {100 * s.win_rate:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%)",
          file=out)  # fmt: skip
    print(f"rounds used: mean {s.mean_rounds:.2f}; by round {dict(sorted(s.rounds.items()))}",
          file=out)  # fmt: skip
    print(f"heroes knocked out per game: {sum(s.knocked_out.values()) / s.games:.2f}", file=out)
    print(f"how the games ended: {dict(s.endings.most_common())}", file=out)
    for hero in plan.party:
        dealt, taken = s.dealt[hero] / s.games, s.taken[hero] / s.games
        print(f"  {hero}: damage dealt {dealt:.2f}, taken {taken:.2f} per game", file=out)
    print(f"cards most played: {s.cards.most_common(5)}", file=out)
    print(f"enemies that hurt most: {s.enemy_damage.most_common(3)}", file=out)


def report_command(args: argparse.Namespace) -> int:
    pack = chosen_pack(args)
    catalog = load_pack(pack)
    entries = []
    for quest in sorted(catalog.quests.values(), key=lambda q: q.number):
        for party in REPORT_PARTIES:
            for difficulty in DIFFICULTIES:
                plan = Plan(pack, quest.id, party, difficulty, args.policy, args.runs, args.seed)
                summary = _run(plan, args.jobs)
                entries.append(
                    Entry(
                        quest.id,
                        quest.number,
                        quest.name,
                        party,
                        difficulty,
                        summary,
                        report_names(catalog),
                    )
                )
                print(f"{quest.id} {len(party)} heroes {difficulty}: {100 * summary.win_rate:.0f}%")
    note = f"{args.runs} games per setting, {args.policy} policy, seeds from {args.seed}."
    args.out.write_text(render_report("Hunters Online — balance report", entries, note))
    print(f"report written to {args.out}")
    return 0
