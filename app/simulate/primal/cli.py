"""``hunters simulate fight MONSTER --level N --party a,b`` and ``hunters simulate
primal-balance``: the careful party (``careful.py``) plays Primal fights of a pack."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

from app.content.errors import PackError
from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.settings import get_settings
from app.simulate.primal.balance import expedition_fights, summarize, write_balance
from app.simulate.primal.fight import FightFailed, FightSummary

PRIMAL_PACK = "primal-base"


def add_primal_parsers(commands: argparse._SubParsersAction[Any]) -> None:
    fight = commands.add_parser("fight", help="Primal: one monster, one level, many fights")
    fight.add_argument("monster", help="a monster id of the Primal pack, e.g. vyraxen")
    fight.add_argument("--level", type=int, default=0, choices=(0, 1, 2, 3))
    fight.add_argument("--party", default="dareon,ljonar", help="hunter ids, comma-separated")
    fight.add_argument("--fight", default=None, help="one fight id (default: its expeditions)")
    _common(fight, runs=100)
    fight.set_defaults(handler=fight_command)
    balance = commands.add_parser("primal-balance", help="Primal: the pack README's table")
    balance.add_argument("--readme", type=Path, default=None, help="default: the pack's README")
    _common(balance, runs=100)
    balance.set_defaults(handler=balance_command)


def _common(parser: argparse.ArgumentParser, runs: int) -> None:
    parser.add_argument("--runs", type=int, default=runs)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--pack", type=Path, default=None,
        help=f"the Primal pack's folder (default: CONTENT_DIR/{PRIMAL_PACK})",
    )  # fmt: skip


def _pack(args: argparse.Namespace) -> Path:
    return Path(args.pack) if args.pack is not None else get_settings().content_dir / PRIMAL_PACK


def _load(args: argparse.Namespace) -> PrimalCatalog | None:
    try:
        return load_primal_pack(_pack(args))
    except PackError as broken:
        first = broken.errors[0] if broken.errors else "the pack does not load"
        print(f"hunters simulate: {first}", file=sys.stderr)
        return None


def fight_problem(catalog: PrimalCatalog, args: argparse.Namespace, party: tuple[str, ...]) -> str:
    """What is wrong with the choices, in a sentence ("" when nothing)."""
    if args.runs < 1:
        return "--runs must be at least 1"
    if args.monster not in catalog.monsters:
        return f"no monster {args.monster!r}; the pack has {', '.join(sorted(catalog.monsters))}"
    if args.level not in catalog.monsters[args.monster].levels:
        return f"{args.monster} is not set up at level {args.level}"
    unknown = [h for h in party if h not in catalog.hunters]
    if unknown or not 2 <= len(party) <= 4 or len(set(party)) != len(party):
        return f"a party is 2-4 different hunters of {', '.join(sorted(catalog.hunters))}"
    if args.fight is None and not expedition_fights(catalog, args.monster):
        return f"{args.monster} has no expedition; name one with --fight"
    if args.fight is not None and (
        args.fight not in catalog.fights or catalog.fights[args.fight].monster != args.monster
    ):
        return f"no fight {args.fight!r} against {args.monster}"
    return ""


def fight_command(args: argparse.Namespace) -> int:
    catalog = _load(args)
    if catalog is None:
        return 2
    party = tuple(h.strip() for h in args.party.split(",") if h.strip())
    problem = fight_problem(catalog, args, party)
    if problem:
        print(f"hunters simulate: {problem}", file=sys.stderr)
        return 2
    try:
        summary = summarize(
            catalog, args.monster, args.level, party, args.runs, args.seed, args.fight
        )
    except FightFailed as failed:
        print(f"hunters simulate: the engine failed: {failed}", file=sys.stderr)
        return 1
    print_fight(args, party, summary, sys.stdout)
    return 0


def print_fight(
    args: argparse.Namespace, party: tuple[str, ...], s: FightSummary, out: TextIO
) -> None:
    low, high = s.interval
    where = args.fight or "its expeditions in turn"
    print(f"{args.monster} level {args.level} ({where}) · {', '.join(party)} · careful party · "
          f"{s.games} fights from seed {args.seed}", file=out)  # fmt: skip
    print(f"win rate {100 * s.win_rate:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%)",
          file=out)  # fmt: skip
    left = sum(r.monster_health for r in s.results) / s.games
    knocked = sum(r.knocked_out for r in s.results) / s.games
    print(f"rounds: mean {s.mean_rounds:.2f}; monster health left: mean {left:.2f}; "
          f"hunters knocked out per fight: {knocked:.2f}", file=out)  # fmt: skip


def balance_command(args: argparse.Namespace) -> int:
    catalog = _load(args)
    if catalog is None:
        return 2
    readme = args.readme or _pack(args) / "README.md"
    try:
        table = write_balance(readme, catalog, args.runs, args.seed)
    except (FightFailed, ValueError, OSError) as failed:
        print(f"hunters simulate: {failed}", file=sys.stderr)
        return 1
    print(table)
    print(f"written to {readme}")
    return 0
