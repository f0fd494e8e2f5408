"""``hunters scenario run PATH...``: run scenario files, one line each, then the totals.

``register(subparsers)`` adds the ``scenario`` command to the project CLI (app/cli.py);
run alone: ``python -m app.scenarios.cli run PATH...``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from app.scenarios.run import run_paths


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    scenario = subparsers.add_parser("scenario", help="rules tested as data")
    commands = scenario.add_subparsers(title="scenario commands")
    run = commands.add_parser("run", help="run scenario files or folders")
    run.add_argument("paths", nargs="+", help="scenario files or folders")
    run.set_defaults(handler=run_command)


def run_command(arguments: argparse.Namespace) -> int:
    return run_and_report(arguments.paths, sys.stdout)


def run_and_report(paths: Sequence[str], out: TextIO) -> int:
    """PASS/FAIL lines, then ``N passed, N failed``; 0 only when every scenario passed."""
    results = run_paths(list(paths))
    for result in results:
        print(result.line, file=out)
    failed = sum(1 for r in results if not r.passed)
    print(f"{len(results) - failed} passed, {failed} failed", file=out)
    return 0 if results and failed == 0 else 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.scenarios.cli")
    register(parser.add_subparsers(dest="command", required=True))
    arguments = parser.parse_args(["scenario", *(sys.argv[1:] if argv is None else argv)])
    handler = arguments.handler
    result: int = handler(arguments)
    return result


if __name__ == "__main__":
    sys.exit(main())
