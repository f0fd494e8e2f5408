"""Runs the whole pytest suite; "no tests collected" counts as a failure, not a pass.

With ``TEST_WORKERS=N`` the tests run in parallel (pytest-xdist), N processes; unset, in
one process: a worker that ran a browser file keeps Playwright's event loop and cannot
run an asyncio test after it, and xdist does not yet keep browser files last on each
worker (issue 25, left to do). Each test file runs whole on one worker (``--dist loadfile``):
a module's server is started once, and a file's tests keep their order. Each worker has
its own Postgres database, SQLite files and ports (tests/conftest.py). Arguments are
passed on to pytest; ``-n 0`` runs the suite in one process."""

import os
import sys

import pytest

DEFAULT_WORKERS = "0"


def parallel(args: list[str]) -> list[str]:
    """``args`` with the workers and the distribution added, unless they name their own."""
    if any(arg.startswith(("-n", "--numprocesses")) for arg in args):
        return args
    workers = os.environ.get("TEST_WORKERS", DEFAULT_WORKERS)
    if workers == "0":
        return args
    return ["-n", workers, "--dist", "loadfile", *args]


def main() -> int:
    code = pytest.main(parallel(sys.argv[1:]))
    if code == pytest.ExitCode.NO_TESTS_COLLECTED:
        print("FAILED: pytest collected no tests; an empty suite is not a green suite.")
        return 1
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
