"""A real server per test module and backend (SQLite always, Postgres when
TEST_DATABASE_URL is set), and a summary of measured delivery times.

A module sets ``SERVER_ENV`` to tune the server (queue sizes, heartbeats). Tests of
a module share its server: each makes its own users and campaign.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from app.db.models import Base
from app.settings import sync_database_url
from tests.conftest import BACKENDS, record_summary_line
from tests.realtime.live import LiveServer, install_pack, running_server


def fresh_database(request: pytest.FixtureRequest, folder: Path) -> str:
    """An empty migrated database of the requested backend, with the test pack (and the
    base pack when the module sets ``WITH_BASE_PACK``)."""
    if request.param == "sqlite":
        path = folder / "live.db"
        shutil.copy(request.getfixturevalue("sqlite_template"), path)
        url = f"sqlite+aiosqlite:///{path}"
    else:
        url = request.getfixturevalue("postgres_migrated")
        empty_postgres(url)
    install_pack(url, folder, base=getattr(request.module, "WITH_BASE_PACK", False))
    return url


def empty_postgres(url: str) -> None:
    engine = create_engine(sync_database_url(url))
    tables = ", ".join(t.name for t in Base.metadata.sorted_tables)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    engine.dispose()


@pytest.fixture(scope="module", params=BACKENDS)
def live_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, Path]:
    folder = tmp_path_factory.mktemp(f"live-{request.param}")
    return fresh_database(request, folder), folder


@pytest.fixture(scope="module")
def live_server(
    request: pytest.FixtureRequest, live_database: tuple[str, Path]
) -> Iterator[LiveServer]:
    url, folder = live_database
    extra = dict(getattr(request.module, "SERVER_ENV", {}))
    with running_server(url, folder, extra) as server:
        yield server


@pytest.fixture
def report_timing(request: pytest.FixtureRequest) -> object:
    """Record a measured time: printed in the test output's summary."""

    def record(line: str) -> None:
        record_summary_line(request.node, "live table timings", line)

    return record
