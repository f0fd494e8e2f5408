"""The hourly e-mail cap per person (``MAILS_PER_USER_PER_HOUR``), shared by every
server process: each send is counted first by one atomic upsert on the person's row of
``mail_counts``, so two processes notifying the same person cannot both pass the cap
(issue 24: with ``--workers 2`` each process kept its own count, and a person got twice
the cap). An hour's window starts at the first mail counted after the last one ended.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from sqlalchemy import case
from sqlalchemy.dialects import postgresql, sqlite

from app.db.models import MailCount
from app.service.context import ServiceContext

HOUR = timedelta(hours=1)


def _upsert(ctx: ServiceContext) -> Callable[..., Any]:
    return sqlite.insert if ctx.settings.is_sqlite else postgresql.insert


async def take_mail_budget(ctx: ServiceContext, user_id: int) -> bool:
    """Count one mail to ``user_id``; False (and nothing to send) past the hour's cap."""
    now = ctx.clock.now()
    expired = MailCount.window_start < now - HOUR
    claim = (
        _upsert(ctx)(MailCount)
        .values(user_id=user_id, window_start=now, count=1)
        .on_conflict_do_update(
            index_elements=[MailCount.user_id],
            set_={
                "count": case((expired, 1), else_=MailCount.count + 1),
                "window_start": case((expired, now), else_=MailCount.window_start),
            },
        )
        .returning(MailCount.count)
    )
    async with ctx.write_session() as db:
        count = int((await db.execute(claim)).scalar_one())
        await db.commit()
    return count <= ctx.settings.mails_per_user_per_hour
