"""The audit log: refusals, GM and admin actions, account events."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import AuditEntry


async def record_audit(
    db: AsyncSession,
    at: datetime,
    *,
    action: str,
    user_id: int | None = None,
    campaign_id: int | None = None,
    detail: dict[str, Any] | None = None,
) -> None:
    db.add(
        AuditEntry(
            at=at,
            user_id=user_id,
            campaign_id=campaign_id,
            action=action,
            detail=json.dumps(detail or {}, sort_keys=True, default=str),
        )
    )


async def keep_trail_of(db: AsyncSession, campaign_id: int) -> None:
    """Before a campaign is deleted: its audit rows stay, marked as the deleted
    campaign's (the delete then clears their ``campaign_id``; issue 24)."""
    await db.execute(
        update(AuditEntry)
        .where(AuditEntry.campaign_id == campaign_id)
        .values(deleted_campaign_id=campaign_id)
    )
