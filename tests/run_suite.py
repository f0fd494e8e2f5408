"""Runs the whole pytest suite; "no tests collected" counts as a failure, not a pass.

The tests run in parallel (pytest-xdist), ``TEST_WORKERS`` processes (3 unless set; most
of the suite's time is spent waiting on servers and browsers, so on a 2-core machine a
third worker still gains). Each test file runs whole on one worker (``--dist loadfile``):
a module's server is started once, and a file's tests keep their order. Each worker has
its own Postgres database, SQLite files and ports (tests/conftest.py). Arguments are
passed on to pytest; ``-n 0`` runs the suite in one process."""

import os
import sys

import pytest

DEFAULT_WORKERS = "3"


def parallel(args: list[str]) -> list[str]:
    """``args`` with the workers and the distribution added, unless they name their own."""
    if any(arg.startswith(("-n", "--numprocesses")) for arg in args):
        return args
    workers = os.environ.get("TEST_WORKERS", DEFAULT_WORKERS)
    return ["-n", workers, "--dist", "loadfile", *args]


def main() -> int:
    code = pytest.main(parallel(sys.argv[1:]))
    if code == pytest.ExitCode.NO_TESTS_COLLECTED:
        print("FAILED: pytest collected no tests; an empty suite is not a green suite.")
        return 1
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
