"""Configuration: the only reader of environment variables (pydantic-settings).

Every value has a safe default for development; production (``ENVIRONMENT=production``)
requires ``SECRET_KEY`` and logs one JSON line per request and per command.
"""

from __future__ import annotations

import secrets
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEFAULT_SQLITE_FILE = "hunters.db"
SHIPPED_CONTENT_DIR = Path(__file__).resolve().parent.parent / "content"
"""The content packs shipped with the game (``content/`` beside the ``app`` package)."""
LARGEST_ID = 2**62
"""The largest id or sequence number any request may name (paths, queries, socket
messages): far above any real one and inside both databases' 64-bit integers, so a
hostile number is a clear 422, never an overflow in the driver."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore", case_sensitive=False)

    environment: Literal["development", "production"] = "development"
    data_dir: Path = Path("data")
    database_url: str = ""
    secret_key: SecretStr | None = None
    allowed_origins: Annotated[list[str], NoDecode] = Field(default_factory=list)
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    worker_healthcheck_seconds: int = Field(default=15, ge=1)
    """With ``--workers``: how long a worker may leave the supervisor's ping unanswered
    before it is killed and started again (uvicorn's default, 5 s, killed workers still
    starting on a busy host; app/serve.py)."""
    worker_exit_grace_seconds: float = Field(default=10.0, gt=0)
    """A worker whose supervisor is gone stops as on SIGTERM, and is ended at once when
    still running this long after (app/serve.py)."""
    forwarded_allow_ips: str = ""
    """Proxies whose X-Forwarded-For/-Proto are believed (comma-separated addresses, as
    uvicorn takes them). Empty: none — the client address is the socket's peer, so no
    client can choose its own rate-limit key."""
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    campaign_seed_base: int | None = Field(default=None, ge=0, lt=2**61)
    """Tests only: a campaign created without a seed of its own gets this plus its number,
    so a test plays the same dice every run. Unset (always in production): a fresh random
    seed from ``secrets``."""

    snapshot_interval: int = Field(default=50, ge=1)
    max_request_bytes: int = Field(default=256 * 1024, ge=1024)
    max_pack_bytes: int = Field(default=8 * 1024 * 1024, ge=1024)
    max_import_bytes: int = Field(default=32 * 1024 * 1024, ge=1024)
    """The largest campaign export ``POST /api/campaigns/import`` takes (a long campaign's
    export passes 8 MiB); a larger one imports with ``hunters admin import``."""
    session_days: int = Field(default=30, ge=1)
    login_failures_per_account: int = Field(default=5, ge=1)
    login_failures_per_ip: int = Field(default=20, ge=1)
    login_failure_window_seconds: int = Field(default=300, ge=1)
    password_hash_concurrency: int = Field(default=4, ge=1)
    reaction_timeout_seconds: int = Field(default=20, ge=1)
    http_commands_per_second: float = Field(default=10.0, gt=0)
    http_command_burst: int = Field(default=40, ge=1)
    audit_payload_chars: int = Field(default=512, ge=64, le=8192)
    max_json_depth: int = Field(default=32, ge=4, le=500)
    heavy_work_per_account: int = Field(default=2, ge=1)
    """Imports, exports, time travels and preview batches one account may run at once
    (app/service/heavy.py); one more is refused with 429 ``busy``."""
    heavy_work_per_process: int = Field(default=4, ge=1)
    """Such heavy requests one server process runs at once, of all accounts."""
    imports_per_process: int = Field(default=1, ge=1)
    """Campaign imports one server process runs at once (one an account): each writes
    tens of thousands of rows into the database every table shares."""
    imports_per_account_per_hour: int = Field(default=10, ge=1)
    import_bytes_per_account_per_hour: int = Field(default=64 * 1024 * 1024, ge=1024)
    preview_max_commands: int = Field(default=50, ge=1, le=150)
    """Commands one /preview request may ask about (the browser sends them in batches)."""

    # The live table (app/realtime, docs/protocol.md).
    event_bus: Literal["auto", "memory", "postgres", "redis"] = "auto"
    ws_heartbeat_seconds: float = Field(default=20.0, gt=0)
    ws_idle_timeout_seconds: float = Field(default=60.0, gt=0)
    ws_send_queue: int = Field(default=256, ge=1)
    ws_close_timeout_seconds: float = Field(default=10.0, gt=0)
    ws_max_message_bytes: int = Field(default=64 * 1024, ge=1024)
    ws_compression: bool = False
    """Per-message deflate on the live table's sockets (WS_COMPRESSION). Off by default:
    with views sent as deltas the messages are small, and deflate's per-socket buffers
    and per-frame work cost more than the bytes save (docs/performance.md)."""
    client_bundle: bool = True
    """The browser client served as one file the server builds from the plain modules of
    static/js at start-up and again whenever one changes (CLIENT_BUNDLE, issue 27); false
    serves the modules one by one, each revalidated on every load."""
    ws_messages_per_second: float = Field(default=20.0, gt=0)
    ws_message_burst: int = Field(default=40, ge=1)
    ws_resume_window: int = Field(default=500, ge=1)
    ws_token_seconds: int = Field(default=60, ge=1)
    ws_sweep_seconds: float = Field(default=30.0, gt=0)
    chat_max_chars: int = Field(default=500, ge=1, le=4000)
    chat_history_size: int = Field(default=50, ge=1, le=500)
    redis_url: str = "redis://127.0.0.1:6379/0"
    """The Redis server of ``EVENT_BUS=redis`` (pub/sub only: it stores nothing)."""

    # Site operations (docs/gm-guide.md, SECURITY.md).
    metrics_token: SecretStr | None = None
    """A scraper's bearer token for /metrics; unset, only a site admin's session reads it."""
    public_url: str = ""
    """The address players open (links in e-mails); empty: the first allowed origin."""
    smtp_host: str = ""
    """The mail server; empty (the default) sends no e-mail at all."""
    smtp_port: int = Field(default=587, ge=1, le=65535)
    smtp_username: str = ""
    smtp_password: SecretStr | None = None
    smtp_starttls: bool = True
    smtp_timeout_seconds: float = Field(default=10.0, gt=0)
    mail_from: str = "Hunters Online <hunters@localhost>"
    mails_per_user_per_hour: int = Field(default=4, ge=1)
    notification_delay_seconds: float = Field(default=1.0, ge=0)
    """How long announcements are gathered before the notifier looks (one look a burst)."""
    webhook_timeout_seconds: float = Field(default=3.0, gt=0, le=30)
    webhook_attempts: int = Field(default=3, ge=1, le=10)
    webhook_allow_private_hosts: bool = False
    """Let GMs point webhooks at this machine or a private network (tests, a LAN bot)."""
    webhook_http_hosts: Annotated[list[str], NoDecode] = Field(default_factory=list)
    """Hosts a webhook may reach over plain http in production (comma-separated); every
    other webhook must be https there."""
    content_dir: Path = SHIPPED_CONTENT_DIR
    """Where the command-line tools (``hunters simulate``, ``hunters scenario run``,
    ``hunters content``) find content packs by name (``base`` is ``CONTENT_DIR/base``),
    wherever they are run from; default: the packs shipped with the game."""
    backup_dir: Path | None = None
    """Where scheduled backups go; default ``DATA_DIR/backups``."""
    backup_interval_hours: float = Field(default=0.0, ge=0)
    """Hours between scheduled backups of every campaign; 0 (the default) schedules none."""
    backup_keep: int = Field(default=14, ge=1)
    """How many backups of each campaign are kept; older ones are deleted."""

    @field_validator("allowed_origins", "webhook_http_hosts", mode="before")
    @classmethod
    def _split_origins(cls, value: object) -> object:
        if isinstance(value, str):
            return [o.strip().rstrip("/") for o in value.split(",") if o.strip()]
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value

    @model_validator(mode="after")
    def _defaults(self) -> Settings:
        if not self.database_url:
            self.database_url = f"sqlite+aiosqlite:///{self.data_dir / DEFAULT_SQLITE_FILE}"
        self.database_url = normalize_database_url(self.database_url)
        if not self.allowed_origins:
            self.allowed_origins = served_origins(self.host, self.port)
        if self.backup_dir is None:
            self.backup_dir = self.data_dir / "backups"
        if self.is_production and self.secret_key is None:
            raise ValueError("SECRET_KEY must be set in production (ENVIRONMENT=production).")
        if self.is_production and self.campaign_seed_base is not None:
            raise ValueError("CAMPAIGN_SEED_BASE is for tests: production dice are never pinned.")
        return self

    @property
    def base_pack(self) -> Path:
        """The folder of the base content pack (``CONTENT_DIR/base``)."""
        return self.content_dir / "base"

    @property
    def is_production(self) -> bool:
        return self.environment == "production"

    @property
    def sends_mail(self) -> bool:
        return bool(self.smtp_host)

    @property
    def site_url(self) -> str:
        return (self.public_url or self.allowed_origins[0]).rstrip("/")

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def uses_postgres_bus(self) -> bool:
        """Cross-process fan-out over LISTEN/NOTIFY: the default on Postgres."""
        if self.event_bus == "auto":
            return not self.is_sqlite
        return self.event_bus == "postgres"

    @property
    def uses_redis_bus(self) -> bool:
        """Cross-process fan-out over Redis pub/sub: only when asked (``EVENT_BUS=redis``)."""
        return self.event_bus == "redis"

    def secret(self) -> bytes:
        """The signing key: from SECRET_KEY, or in development generated once under data/."""
        if self.secret_key is not None:
            return self.secret_key.get_secret_value().encode()
        path = self.data_dir / "secret_key"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(secrets.token_urlsafe(48))
            path.chmod(0o600)
        return path.read_text().strip().encode()


LOOPBACK_NAMES = ("127.0.0.1", "localhost")
WILDCARD_HOSTS = ("0.0.0.0", "::", "")


def served_origins(host: str, port: int) -> list[str]:
    """The browser origins of the pages this server serves on ``host``:``port`` — never
    one it does not serve. On a loopback or wildcard address the loopback names; on any
    other address that address alone."""
    if host in WILDCARD_HOSTS or host in LOOPBACK_NAMES or host == "::1":
        return [f"http://{name}:{port}" for name in LOOPBACK_NAMES]
    return [f"http://{host}:{port}"]


def normalize_database_url(url: str) -> str:
    """Accept plain ``postgresql://`` / ``sqlite://`` URLs and pick the async drivers."""
    for plain, driver in (
        ("postgresql://", "postgresql+psycopg://"),
        ("postgres://", "postgresql+psycopg://"),
        ("sqlite://", "sqlite+aiosqlite://"),
    ):
        if url.startswith(plain):
            return driver + url[len(plain) :]
    return url


def sync_database_url(url: str) -> str:
    """The same database through a synchronous driver (Alembic migrations)."""
    return url.replace("sqlite+aiosqlite://", "sqlite://")


@lru_cache
def get_settings() -> Settings:
    return Settings()
