"""Configuration from the environment, with safe defaults."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.settings import Settings


def test_defaults_are_an_sqlite_file_under_data(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    assert settings.database_url == f"sqlite+aiosqlite:///{tmp_path / 'data' / 'hunters.db'}"
    assert settings.environment == "development"
    assert "http://127.0.0.1:8000" in settings.allowed_origins


def test_plain_urls_get_the_async_drivers() -> None:
    assert (
        Settings(database_url="postgresql://u@h/db").database_url == "postgresql+psycopg://u@h/db"
    )
    assert Settings(database_url="sqlite:///x.db").database_url == "sqlite+aiosqlite:///x.db"


def test_allowed_origins_read_a_comma_separated_list(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ALLOWED_ORIGINS", "https://hunters.example, http://localhost:9000/")
    assert Settings().allowed_origins == ["https://hunters.example", "http://localhost:9000"]


def test_production_requires_a_secret_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENVIRONMENT", "production")
    monkeypatch.delenv("SECRET_KEY", raising=False)
    with pytest.raises(ValidationError, match="SECRET_KEY must be set"):
        Settings()
    monkeypatch.setenv("SECRET_KEY", "long and random")
    assert Settings().secret() == b"long and random"


def test_development_generates_one_secret_and_keeps_it(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path)
    first = settings.secret()
    assert len(first) >= 32
    assert (tmp_path / "secret_key").stat().st_mode & 0o777 == 0o600
    assert Settings(data_dir=tmp_path).secret() == first


def test_default_origins_are_only_those_the_server_serves() -> None:
    """Issue 16 hole 10: never an origin of another address."""
    assert Settings(host="192.168.1.5", port=9000).allowed_origins == ["http://192.168.1.5:9000"]
    assert set(Settings(host="0.0.0.0", port=9001).allowed_origins) == {
        "http://127.0.0.1:9001",
        "http://localhost:9001",
    }


def test_forwarded_headers_are_trusted_from_no_proxy_by_default() -> None:
    """Issue 16 hole 4: FORWARDED_ALLOW_IPS is off unless configured."""
    assert Settings().forwarded_allow_ips == ""


def test_the_suite_plays_the_same_hypothesis_examples_every_run() -> None:
    """Issue 25: a failing example comes back on the next run, and a green run stays green."""
    from hypothesis import settings as hypothesis_settings

    if os.environ.get("HYPOTHESIS_PROFILE", "repeatable") == "repeatable":
        default = hypothesis_settings.default
        assert default is not None
        assert default.derandomize
        assert default.database is None
