"""Schema migrations (Alembic) and the start-up check that the database is current."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, pool

from app.settings import sync_database_url

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"


class DatabaseNotMigrated(RuntimeError):
    """The database schema is missing or older than this code."""


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("sqlalchemy.url", sync_database_url(database_url))
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    _ensure_sqlite_dir(database_url)
    command.upgrade(alembic_config(database_url), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    command.downgrade(alembic_config(database_url), revision)


def head_revision(database_url: str) -> str | None:
    return ScriptDirectory.from_config(alembic_config(database_url)).get_current_head()


def current_revision(database_url: str) -> str | None:
    engine = create_engine(sync_database_url(database_url), poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()


def check_migrated(database_url: str) -> None:
    """Refuse to run on an empty or outdated schema, saying what to do."""
    head = head_revision(database_url)
    current = current_revision(database_url)
    if current is None:
        raise DatabaseNotMigrated(
            "The database has no tables yet. Run `hunters migrate` to create them."
        )
    if current != head:
        raise DatabaseNotMigrated(
            f"The database schema is at revision {current}, but this version of Hunters "
            f"Online needs {head}. Run `hunters migrate` to upgrade it."
        )


def _ensure_sqlite_dir(database_url: str) -> None:
    if database_url.startswith("sqlite") and ":///" in database_url:
        path = database_url.split(":///", 1)[1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
