"""``hunters content validate [PATH]``: check a pack and say what is wrong, file and path.

``register(content_commands)`` adds ``validate`` to the subparsers of the project CLI's
``content`` command group (app/cli.py). Run alone: ``python -m app.content.cli [PATH]``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from app.content.catalog import Catalog
from app.content.checks.story_graph import VICTORY, deadline_slack, earliest_days
from app.content.documents import KINDS
from app.content.errors import PackError
from app.content.loader import load_pack, load_primal_pack, pack_game
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.documents import PRIMAL_KINDS


def register(
    content_commands: argparse._SubParsersAction[Any], base_pack: Callable[[], Path]
) -> None:
    """``hunters content validate [PATH]``; without PATH, ``base_pack()`` (the settings'
    CONTENT_DIR/base, resolved only when the command runs)."""
    validate = content_commands.add_parser("validate", help="check a content pack")
    validate.add_argument(
        "path", nargs="?", default=None, help="the pack folder (default: CONTENT_DIR/base)"
    )
    validate.set_defaults(handler=run_validate, base_pack=base_pack)


def run_validate(arguments: argparse.Namespace) -> int:
    path = arguments.path or str(arguments.base_pack())
    return validate_pack(path, sys.stdout)


def validate_pack(path: str, out: TextIO) -> int:
    """Print every error (exit 1), or the number of objects of each kind and the hash."""
    try:
        if pack_game(path) == "primal":
            for line in primal_summary(load_primal_pack(path)):
                print(line, file=out)
            return 0
        catalog = load_pack(path)
    except PackError as invalid:
        for error in invalid.errors:
            print(error, file=out)
        print(f"{len(invalid.errors)} error(s) in {path}", file=out)
        return 1
    for line in summary(catalog):
        print(line, file=out)
    return 0


def summary(catalog: Catalog) -> list[str]:
    """The pack, then one line per kind with its number of objects, then the hash."""
    lines = [f"{catalog.pack} {catalog.version}: {catalog.name}"]
    lines += [f"  {kind:<12} {len(getattr(catalog, kind)):>4}" for kind in KINDS]
    lines.append(f"  {'campaign':<12} {'yes' if catalog.campaign else 'no':>4}")
    lines += story_lines(catalog)
    lines.append(f"content hash {catalog.content_hash}")
    return lines


def primal_summary(catalog: PrimalCatalog) -> list[str]:
    """A Primal pack: its kinds and their numbers of objects, then the hash."""
    lines = [f"{catalog.pack} {catalog.version}: {catalog.name} (Primal)"]
    lines += [f"  {kind:<12} {len(getattr(catalog, kind)):>4}" for kind in PRIMAL_KINDS]
    lines.append(f"content hash {catalog.content_hash}")
    return lines


def story_lines(catalog: Catalog) -> list[str]:
    """CAMP-02/25: on the shortest route, the day of the campaign's victory and the days to
    spare at each main-plot deadline (app/content/checks/story_graph.py)."""
    if catalog.campaign is None:
        return []
    victory = earliest_days(catalog).get(VICTORY)
    reached = f"day {victory} of {catalog.campaign.days}" if victory else "never"
    lines = [f"main plot: victory reachable on {reached} at the earliest"]
    lines += [
        f"  {slack.card} by day {slack.deadline}: reached on day {slack.day}, "
        f"{slack.days_to_spare} to spare"
        for slack in deadline_slack(catalog)
    ]
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.content.cli")
    # Run alone (no settings at this layer): the base pack shipped beside the package.
    shipped_base = Path(__file__).resolve().parents[2] / "content" / "base"
    register(parser.add_subparsers(dest="command", required=True), lambda: shipped_base)
    arguments = parser.parse_args(["validate", *(sys.argv[1:] if argv is None else argv)])
    return run_validate(arguments)


if __name__ == "__main__":
    sys.exit(main())
