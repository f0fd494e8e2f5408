"""Shared fixtures: databases (SQLite always, Postgres when TEST_DATABASE_URL is set),
a running app with an HTTP client, and a small content pack."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings
from pydantic import SecretStr
from sqlalchemy import create_engine, text

from app.db.migrate import upgrade
from app.db.models import Base
from app.settings import Settings, normalize_database_url, sync_database_url
from tests.faults import FaultRecords, fault_report, faults_in_server_logs, recording_faults
from tests.integration.server import WORKER

POSTGRES_URL = os.environ.get("TEST_DATABASE_URL", "")

# Every run plays the same examples (issue 25: a suite that is repeatable): Hypothesis
# derives them from each test's name, not from a fresh seed, and keeps no example
# database between runs. `HYPOTHESIS_PROFILE=explore` draws new examples to hunt for bugs.
hypothesis_settings.register_profile("repeatable", derandomize=True, database=None)
hypothesis_settings.register_profile("explore", derandomize=False)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))
BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Playwright's sync API keeps an event loop running in the main thread for as long
    # as the (session-wide) browser lives; asyncio tests after it could not start their
    # own loop. So the browser tests run last.
    items.sort(key=lambda item: "browser" in item.keywords)
    if POSTGRES_URL:
        return
    skip = pytest.mark.skip(reason="TEST_DATABASE_URL is not set: Postgres tests skipped")
    for item in items:
        if "postgres" in item.keywords:
            item.add_marker(skip)


def seeds_with_a_slow_tail(seeds: range, handful: int) -> list[object]:
    """A sweep's seeds: the first ``handful`` run in `make test`, the rest only in `make
    test-all` (marked ``slow``): a playout's later seeds find little the first do not, and
    whole-campaign playouts are the suite's longest tests (issue 25)."""
    return [
        s if i < handful else pytest.param(s, marks=pytest.mark.slow) for i, s in enumerate(seeds)
    ]


SUMMARY_PREFIX = "summary section: "
SUMMARY: dict[str, list[str]] = {}
"""Lines measured by tests (figures, timings), by section of the closing summary."""


def record_summary_line(node: pytest.Item, section: str, line: str) -> None:
    """Keep ``line`` for the closing summary's ``section`` (and print it at once). It
    travels on the test's report, so under pytest-xdist it reaches the controller that
    prints the summary, not only the worker that ran the test."""
    node.user_properties.append((SUMMARY_PREFIX + section, line))
    print(line)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when != "teardown":  # the last report of a test carries all its lines
        return
    for key, value in report.user_properties:
        if key.startswith(SUMMARY_PREFIX):
            SUMMARY.setdefault(key.removeprefix(SUMMARY_PREFIX), []).append(str(value))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for section, lines in SUMMARY.items():
        terminalreporter.section(section)
        for line in lines:
            terminalreporter.write_line(line)


@pytest.fixture(autouse=True)
def swallowed_faults() -> Iterator[FaultRecords]:
    """Fail the test when a background loop swallowed a fault while it ran, here or in a
    server process a harness started (issue 25: a swallowed fault cannot hide)."""
    with recording_faults() as faults:
        yield faults
    reports = [r for r in (fault_report(faults.records), faults_in_server_logs()) if r]
    if reports:
        pytest.fail("\n".join(reports), pytrace=False)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file, copied for each test (migrating once is much faster)."""
    path = tmp_path_factory.mktemp("template") / "template.db"
    upgrade(f"sqlite+aiosqlite:///{path}")
    return path


@pytest.fixture(scope="session")
def postgres_migrated() -> Iterator[str]:
    """TEST_DATABASE_URL's database, emptied and migrated. Under pytest-xdist each worker
    has a database of its own instead, created beside it and dropped at the end: workers
    sharing one would truncate each other's tables in the middle of their tests."""
    url = normalize_database_url(POSTGRES_URL)
    if not WORKER:
        _reset_schema(url)
        upgrade(url)
        yield url
        return
    with worker_database(url, WORKER) as own:
        upgrade(own)
        yield own


def _reset_schema(url: str) -> None:
    engine = create_engine(sync_database_url(url))
    with engine.begin() as connection:
        connection.execute(text("DROP SCHEMA public CASCADE; CREATE SCHEMA public"))
    engine.dispose()


@contextlib.contextmanager
def worker_database(url: str, worker: str) -> Iterator[str]:
    """``<database>_<worker>`` on the same server, new (one a killed run left is dropped
    first), dropped again when the worker is done."""
    base, name = url.rsplit("/", 1)
    own = f"{name}_{worker}"
    admin = create_engine(sync_database_url(url), isolation_level="AUTOCOMMIT")
    drop = text(f'DROP DATABASE IF EXISTS "{own}" WITH (FORCE)')
    with admin.connect() as connection:
        connection.execute(drop)
        connection.execute(text(f'CREATE DATABASE "{own}"'))
    try:
        yield f"{base}/{own}"
    finally:
        with admin.connect() as connection:
            connection.execute(drop)
        admin.dispose()


def _truncate_postgres(url: str) -> None:
    engine = create_engine(sync_database_url(url))
    tables = ", ".join(t.name for t in Base.metadata.sorted_tables)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    engine.dispose()


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A migrated, empty database of each backend."""
    if request.param == "sqlite":
        path = tmp_path / "hunters.db"
        shutil.copy(request.getfixturevalue("sqlite_template"), path)
        yield f"sqlite+aiosqlite:///{path}"
        return
    url: str = request.getfixturevalue("postgres_migrated")
    _truncate_postgres(url)
    yield url


@pytest.fixture
def settings(database_url: str, tmp_path: Path) -> Settings:
    return Settings(
        database_url=database_url,
        data_dir=tmp_path / "data",
        secret_key=SecretStr("test-secret-key-not-for-production"),
        snapshot_interval=5,
        login_failures_per_account=3,
        login_failures_per_ip=6,
    )


@pytest.fixture
async def ctx(settings: Settings) -> AsyncIterator[object]:
    from app.service.runtime import open_context
    from tests.factories import install_test_pack

    async with open_context(settings) as context:
        await install_test_pack(context)
        yield context
