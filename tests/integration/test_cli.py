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


def test_production_logs_one_json_line_per_request(tmp_path: Path) -> None:
    import json
    import subprocess

    from tests.integration.server import HUNTERS, free_port, wait_until_up

    env = hunters_env(
        f"sqlite:///{tmp_path / 'game.db'}", tmp_path, ENVIRONMENT="production", LOG_LEVEL="INFO"
    )
    assert run_hunters(["migrate"], env).returncode == 0
    port = free_port()
    process = subprocess.Popen(
        [*HUNTERS, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        wait_until_up(f"http://127.0.0.1:{port}", process)
        httpx.get(f"http://127.0.0.1:{port}/api/auth/me")
    finally:
        process.terminate()
        output, _ = process.communicate(timeout=10)
    records = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    requests = [r for r in records if r.get("msg") == "request" and r.get("path") == "/api/auth/me"]
    assert requests, output
    assert requests[0]["status"] == 401
    assert {"at", "level", "method", "ms"} <= set(requests[0])
