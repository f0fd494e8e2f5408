"""Alembic owns the schema: upgrade from empty and downgrade to base on both databases;
the server refuses an empty or outdated schema with a sentence naming `hunters migrate`."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text

from app.db.migrate import (
    DatabaseNotMigrated,
    check_migrated,
    current_revision,
    downgrade,
    head_revision,
    upgrade,
)
from app.db.models import Base
from app.settings import normalize_database_url, sync_database_url
from tests.conftest import POSTGRES_URL


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def empty_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'empty.db'}"
        return
    base = normalize_database_url(POSTGRES_URL)
    name = f"hunters_mig_{uuid.uuid4().hex[:10]}"
    admin = create_engine(sync_database_url(base), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f"CREATE DATABASE {name}"))
    yield base.rsplit("/", 1)[0] + f"/{name}"
    with admin.connect() as connection:
        connection.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
    admin.dispose()


def tables(url: str) -> set[str]:
    engine = create_engine(sync_database_url(url))
    try:
        return set(inspect(engine).get_table_names()) - {"alembic_version"}
    finally:
        engine.dispose()


def test_upgrade_from_empty_and_downgrade_to_base(empty_database: str) -> None:
    assert tables(empty_database) == set()
    upgrade(empty_database)
    assert current_revision(empty_database) == head_revision(empty_database)
    assert tables(empty_database) == set(Base.metadata.tables)
    downgrade(empty_database, "base")
    assert tables(empty_database) == set()
    upgrade(empty_database)  # and back up again: downgrades leave nothing behind
    assert tables(empty_database) == set(Base.metadata.tables)


def test_the_models_match_the_migrations(empty_database: str) -> None:
    """Autogenerate finds nothing to do: no model change lacks a migration."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    upgrade(empty_database)
    engine = create_engine(sync_database_url(empty_database))
    with engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert diff == []


def test_an_unmigrated_database_is_refused_with_instructions(empty_database: str) -> None:
    with pytest.raises(DatabaseNotMigrated, match="hunters migrate"):
        check_migrated(empty_database)


def test_an_outdated_database_is_refused_with_instructions(empty_database: str) -> None:
    upgrade(empty_database)
    engine = create_engine(sync_database_url(empty_database))
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0000_older'"))
    engine.dispose()
    with pytest.raises(DatabaseNotMigrated, match="Run `hunters migrate` to upgrade"):
        check_migrated(empty_database)


def test_packs_uploaded_before_0005_stay_their_uploaders_and_only_theirs(
    empty_database: str,
) -> None:
    """Issue 24: what nobody uploaded becomes a site pack; an earlier upload (a `base`
    that shadowed the site's) gets its uploader as its one holder and is no site pack."""
    upgrade(empty_database, "0004")
    engine = create_engine(sync_database_url(empty_database))
    pack = (
        "INSERT INTO content_packs (hash, pack, name, version, catalog_json, uploaded_by,"
        " created_at) VALUES (:hash, 'base', 'Base', '1', '{}', :by, '2026-12-01')"
    )
    with engine.begin() as connection:
        connection.execute(text("INSERT INTO users (id, username, username_key, password_hash,"
                                " is_admin, created_at) VALUES (7, 'bert', 'bert', 'x', false,"
                                " '2026-12-01')"))  # fmt: skip
        connection.execute(text(pack), {"hash": "s" * 64, "by": None})
        connection.execute(text(pack), {"hash": "u" * 64, "by": 7})
    upgrade(empty_database)
    with engine.connect() as connection:
        sites: dict[str, object] = dict(
            connection.execute(text("SELECT hash, site FROM content_packs")).all()
        )
        holders = connection.execute(text("SELECT content_hash, user_id FROM content_pack_holders"))
        assert {h: bool(s) for h, s in sites.items()} == {"s" * 64: True, "u" * 64: False}
        assert holders.all() == [("u" * 64, 7)]
    engine.dispose()


def test_packs_and_campaigns_before_0008_are_the_hunters(empty_database: str) -> None:
    """Issue 28: every pack and campaign stored before the platform hosted a second game
    plays The Hunters; a downgrade drops the column again."""
    upgrade(empty_database, "0007")
    engine = create_engine(sync_database_url(empty_database))
    with engine.begin() as connection:
        connection.execute(text("INSERT INTO users (id, username, username_key, password_hash,"
                                " is_admin, created_at) VALUES (7, 'bert', 'bert', 'x', false,"
                                " '2026-12-01')"))  # fmt: skip
        connection.execute(text(
            "INSERT INTO content_packs (hash, pack, name, version, catalog_json, site,"
            " created_at) VALUES (:hash, 'base', 'Base', '1', '{}', true, '2026-12-01')"
        ), {"hash": "s" * 64})  # fmt: skip
        connection.execute(text(
            "INSERT INTO campaigns (id, name, gm_user_id, content_hash, difficulty,"
            " hero_elimination, reaction_timeout_seconds, status, seq, created_at, updated_at)"
            " VALUES (3, 'Old', 7, :hash, 'normal', false, 20, 'setup', 1, '2026-12-01',"
            " '2026-12-01')"
        ), {"hash": "s" * 64})  # fmt: skip
    upgrade(empty_database)
    with engine.connect() as connection:
        assert connection.execute(text("SELECT game FROM campaigns")).scalars().all() == ["hunters"]
        assert connection.execute(text("SELECT game FROM content_packs")).scalars().all() == [
            "hunters"
        ]
    engine.dispose()
    downgrade(empty_database, "0007")
    engine = create_engine(sync_database_url(empty_database))
    columns = {c["name"] for c in inspect(engine).get_columns("campaigns")}
    engine.dispose()
    assert "game" not in columns
