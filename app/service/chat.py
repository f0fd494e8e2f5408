"""Table chat: plain text, length-limited, kept in the database; every process hears of
a new line through the bus (``chat_posted``: ids only) and reads it back itself."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from app.db.models import ChatMessage, User
from app.service.bus import Notice
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import BadRequest
from app.service.membership import Access

# Bidirectional overrides can make a line read as something else: never kept.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
KEPT_CONTROLS = frozenset("\n\t")


@dataclass(frozen=True)
class ChatLine:
    id: int
    at: datetime
    user: str
    role: str
    seat: str | None
    text: str


def clean_chat_text(text: str, max_chars: int) -> str:
    """The text as plain text: control characters (but line breaks and tabs) and bidi
    overrides removed, ends trimmed. Empty or longer than ``max_chars``: BadRequest."""
    kept = "".join(
        ch
        for ch in text.replace("\r\n", "\n")
        if ch in KEPT_CONTROLS or (unicodedata.category(ch) != "Cc" and ch not in BIDI_CONTROLS)
    ).strip()
    if not kept:
        raise BadRequest("empty_chat", "Write something first.")
    if len(kept) > max_chars:
        raise BadRequest("chat_too_long", f"Chat lines hold at most {max_chars} characters.")
    return kept


async def post_chat_line(ctx: ServiceContext, access: Access, text: str) -> ChatLine:
    """Keep a line from ``access.user`` and tell every process about it."""
    clean = clean_chat_text(text, ctx.settings.chat_max_chars)
    async with ctx.write_session() as db:
        row = ChatMessage(
            campaign_id=access.campaign.id,
            user_id=access.user.id,
            role=access.role,
            seat_key=access.seat_key,
            text=clean,
            created_at=ctx.clock.now(),
        )
        db.add(row)
        await db.commit()
    line = ChatLine(
        row.id, as_utc(row.created_at), access.user.username, row.role, row.seat_key, clean
    )
    await ctx.bus.announce(
        Notice("chat_posted", {"campaign": access.campaign.id, "message": row.id})
    )
    return line


async def chat_lines(
    ctx: ServiceContext,
    campaign_id: int,
    *,
    limit: int,
    before_id: int | None = None,
    only_id: int | None = None,
) -> list[ChatLine]:
    """Up to ``limit`` lines before ``before_id`` (or the newest), oldest first; or the
    one line ``only_id``."""
    query = (
        select(ChatMessage, User.username)
        .outerjoin(User, User.id == ChatMessage.user_id)
        .where(ChatMessage.campaign_id == campaign_id)
        .order_by(ChatMessage.id.desc())
        .limit(limit)
    )
    if before_id is not None:
        query = query.where(ChatMessage.id < before_id)
    if only_id is not None:
        query = query.where(ChatMessage.id == only_id)
    async with ctx.sessions() as db:
        rows = (await db.execute(query)).all()
    return [
        ChatLine(row.id, as_utc(row.created_at), name or "?", row.role, row.seat_key, row.text)
        for row, name in reversed(rows)
    ]
