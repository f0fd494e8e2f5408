"""The `hunters` command as a real process: migrate, admin accounts, serve, refuse to serve
an unmigrated database, load and validate content."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.integration.server import hunters_env, run_hunters, serving


def test_serve_refuses_an_unmigrated_database(tmp_path: Path) -> None:
    env = hunters_env(f"sqlite:///{tmp_path / 'fresh.db'}", tmp_path)
    result = run_hunters(["serve"], env)
    assert result.returncode == 1
    assert "Run `hunters migrate`" in result.stderr
    assert "Traceback" not in result.stderr


def test_migrate_create_admin_and_serve(tmp_path: Path) -> None:
    env = hunters_env(f"sqlite:///{tmp_path / 'game.db'}", tmp_path)
    migrated = run_hunters(["migrate"], env)
    assert migrated.returncode == 0, migrated.stderr
    assert "Database is at revision" in migrated.stdout
    created = run_hunters(
        ["admin", "create-user", "boss", "--admin", "--password-stdin"],
        env,
        stdin="a long enough password\n",
    )
    assert created.returncode == 0, created.stderr
    duplicate = run_hunters(
        ["admin", "create-user", "boss", "--password-stdin"], env, stdin="a long enough password\n"
    )
    assert duplicate.returncode == 1
    assert "already taken" in duplicate.stderr
    with serving(env) as base:
        assert httpx.get(f"{base}/readyz").json() == {"status": "ready"}
        login = httpx.post(
            f"{base}/api/auth/login",
            json={"username": "boss", "password": "a long enough password"},
        )
        assert login.status_code == 200
        assert login.json()["user"]["is_admin"] is True


def test_readyz_reports_an_outdated_schema(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "game.db"
    env = hunters_env(f"sqlite:///{db}", tmp_path)
    assert run_hunters(["migrate"], env).returncode == 0
    with serving(env) as base:
        with sqlite3.connect(db) as connection:
            connection.execute("UPDATE alembic_version SET version_num = 'older'")
        response = httpx.get(f"{base}/readyz")
        assert response.status_code == 503
        assert "hunters migrate" in response.json()["reason"]
        assert httpx.get(f"{base}/healthz").status_code == 200
