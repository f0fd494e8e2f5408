"""ORM tables (SQLAlchemy 2.x). Alembic owns the schema: change these with a migration.

API request/response schemas live in app/api/schemas.py, never here.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# BIGINT ids on Postgres; INTEGER on SQLite so they autoincrement as ROWIDs.
BigId = BigInteger().with_variant(Integer(), "sqlite")


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    username: Mapped[str] = mapped_column(String(32))
    username_key: Mapped[str] = mapped_column(String(32), unique=True)
    password_hash: Mapped[str] = mapped_column(String(256))
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # Site administration and notifications (issue 15; app/service/site_admin.py).
    disabled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    must_change_password: Mapped[bool] = mapped_column(Boolean, default=False)
    email: Mapped[str | None] = mapped_column(String(254), nullable=True)


class Session(Base):
    """A login. ``id`` is the SHA-256 of the cookie's token: a leaked table opens nothing."""

    __tablename__ = "sessions"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class LoginLimit(Base):
    """Login attempts counted for one key (an account at an IP, or an IP) in the window
    that started at ``window_start``; one row per key, so a check and its count are one
    atomic upsert (app/service/login_limits.py)."""

    __tablename__ = "login_limits"

    key: Mapped[str] = mapped_column(String(160), primary_key=True)
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    count: Mapped[int] = mapped_column(Integer, default=0)


class ContentPack(Base):
    """A validated content pack, stored whole; campaigns pin it by hash. ``site``: installed
    by the site (`hunters content load`), seen by everyone; otherwise an upload, seen only by
    its holders (ContentPackHolder) and the members of campaigns pinned to it (issue 24)."""

    __tablename__ = "content_packs"

    hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    pack: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(120))
    version: Mapped[str] = mapped_column(String(40))
    catalog_json: Mapped[str] = mapped_column(Text)
    uploaded_by: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True
    )
    site: Mapped[bool] = mapped_column(Boolean, default=False)
    game: Mapped[str] = mapped_column(String(16), default="hunters", server_default="hunters")
    """The game the pack's manifest declares (issue 28; a name of app.engine.GAMES)."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ContentPackHolder(Base):
    """A user who uploaded (or imported) an uploaded pack: it is theirs to see and to
    create campaigns from. Content is addressed by hash, so the same upload by two users
    is one pack with two holders (issue 24)."""

    __tablename__ = "content_pack_holders"

    content_hash: Mapped[str] = mapped_column(
        ForeignKey("content_packs.hash", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Campaign(Base):
    """A campaign's row: its settings, its GM and the sequence number of its last event
    (the lock and the optimistic-concurrency check of app/service/commands.py)."""

    __tablename__ = "campaigns"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    gm_user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    content_hash: Mapped[str] = mapped_column(ForeignKey("content_packs.hash"))
    game: Mapped[str] = mapped_column(String(16), default="hunters", server_default="hunters")
    """The game the campaign plays (its pack's): the registry entry that drives it."""
    difficulty: Mapped[str] = mapped_column(String(16))
    hero_elimination: Mapped[bool] = mapped_column(Boolean, default=False)
    reaction_timeout_seconds: Mapped[int] = mapped_column(Integer, default=20)
    status: Mapped[str] = mapped_column(String(16), default="setup")
    seq: Mapped[int] = mapped_column(BigInteger, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Seat(Base):
    """A membership: a player's seat (``seat_key`` in the engine) or a spectator."""

    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("campaign_id", "seat_key"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True, index=True
    )
    role: Mapped[str] = mapped_column(String(16))
    seat_key: Mapped[str | None] = mapped_column(String(32), nullable=True)
    joined_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    left_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class CampaignRead(Base):
    """How far a user has read a campaign's log (the highest seq any of their browsers
    showed): the lobby's "N new" counts from it, whichever browser they read on (issue 23)."""

    __tablename__ = "campaign_reads"

    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    seen_seq: Mapped[int] = mapped_column(BigInteger)


class Invite(Base):
    """An invite link; only the SHA-256 of its token is stored."""

    __tablename__ = "invites"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    role: Mapped[str] = mapped_column(String(16))
    created_by: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    single_use: Mapped[bool] = mapped_column(Boolean, default=False)
    uses: Mapped[int] = mapped_column(Integer, default=0)
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class CampaignCommand(Base):
    """An accepted command: its client-made id makes retries idempotent."""

    __tablename__ = "campaign_commands"
    __table_args__ = (UniqueConstraint("campaign_id", "command_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    campaign_id: Mapped[int] = mapped_column(ForeignKey("campaigns.id", ondelete="CASCADE"))
    command_id: Mapped[str] = mapped_column(String(64))
    actor: Mapped[str] = mapped_column(String(48))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    payload: Mapped[str] = mapped_column(Text)
    payload_hash: Mapped[str] = mapped_column(String(64))
    seq_from: Mapped[int] = mapped_column(BigInteger)
    seq_to: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class StoredEventRow(Base):
    """One event of a campaign's append-only log, numbered by ``seq`` from 1."""

    __tablename__ = "campaign_events"
    __table_args__ = (UniqueConstraint("campaign_id", "seq"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    campaign_id: Mapped[int] = mapped_column(ForeignKey("campaigns.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(BigInteger)
    type: Mapped[str] = mapped_column(String(64))
    schema_version: Mapped[int] = mapped_column(Integer)
    payload: Mapped[str] = mapped_column(Text)
    command_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Snapshot(Base):
    """The state after event ``seq``: loading is the latest snapshot + a fold of later events."""

    __tablename__ = "snapshots"

    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    state: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class AuditEntry(Base):
    """What happened that is not a game event: rejections, GM and admin actions, logins.
    The trail outlives what it is about (issue 24): a deleted campaign's rows stay, no
    longer tied to a campaign (``campaign_id`` NULL, so a later campaign given the same
    id never shows them) but marked ``deleted_campaign_id``."""

    __tablename__ = "audit_log"
    __table_args__ = (
        Index("ix_audit_log_campaign_at", "campaign_id", "at"),
        Index("ix_audit_log_deleted_campaign_id", "deleted_campaign_id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    campaign_id: Mapped[int | None] = mapped_column(
        ForeignKey("campaigns.id", ondelete="SET NULL"), nullable=True
    )
    deleted_campaign_id: Mapped[int | None] = mapped_column(BigId, nullable=True)
    action: Mapped[str] = mapped_column(String(64))
    detail: Mapped[str] = mapped_column(Text, default="{}")


class ChatMessage(Base):
    """A line of table chat: plain text, length-limited (app/service/chat.py). The author's
    role and seat are kept as they were when it was written."""

    __tablename__ = "chat_messages"
    __table_args__ = (Index("ix_chat_messages_campaign_id_id", "campaign_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    campaign_id: Mapped[int] = mapped_column(ForeignKey("campaigns.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True
    )
    role: Mapped[str] = mapped_column(String(16))
    seat_key: Mapped[str | None] = mapped_column(String(32), nullable=True)
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class NotificationOptOut(Base):
    """A member who wants no notifications from one campaign (app/service/notifications)."""

    __tablename__ = "notification_opt_outs"

    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class CampaignWebhook(Base):
    """Where a campaign's table news is posted (a Discord-compatible webhook URL)."""

    __tablename__ = "campaign_webhooks"

    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    )
    url: Mapped[str] = mapped_column(String(500))
    created_by: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class MailCount(Base):
    """The e-mails sent to ``user_id`` in the hour that started at ``window_start``, by
    every server process (one row per person: each send is counted by one atomic upsert,
    app/service/notifications/mail_budget.py)."""

    __tablename__ = "mail_counts"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    count: Mapped[int] = mapped_column(Integer, default=0)


class NotificationWait(Base):
    """A waiting period: the table waits on ``user_id`` (``kind``: turn or reaction) since
    ``since``. The row's key is the claim that one process alone notifies it, once."""

    __tablename__ = "notification_waits"

    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    kind: Mapped[str] = mapped_column(String(16))
    since: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    mailed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class NotificationClaim(Base):
    """A table announcement (a new day, a quest won or lost) claimed by the one process
    that posts it; ``key`` names the campaign, the event and the kind."""

    __tablename__ = "notification_claims"

    key: Mapped[str] = mapped_column(String(120), primary_key=True)
    campaign_id: Mapped[int] = mapped_column(
        ForeignKey("campaigns.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
