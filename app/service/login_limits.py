"""Login throttling that cannot be raced and cannot lock an owner out (SECURITY.md).

Each attempt first *claims* a place under every limit with one atomic upsert per key
(``INSERT … ON CONFLICT DO UPDATE … RETURNING count``): the check and the count are
one step, so forty logins at once get no more tries than one login at a time. The
keys are the account *at this IP* and the IP alone, never the account alone: an
attacker's failures limit the attacker's address, while the owner logging in from
another address is not locked out. A correct password gives back its claims.

Issue 24: the address's limit no longer locks out every account behind it (an office,
a school, a carrier's NAT). An account that signed in from this address within
``KNOWN_ADDRESS_DAYS`` is *known* there, and is held only by its own limit at the
address, not by the address's. And an attempt the address's limit refuses is refused
before the account is charged, so a sweep of usernames from a locked address adds no
row per name tried.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, case, delete, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import LoginLimit
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import TooManyRequests

KNOWN_ADDRESS_DAYS = 30
KNOWN_PREFIX = "known:"


@dataclass(frozen=True)
class LimitKeys:
    """The counters one login attempt is charged to, with their limits."""

    account_at_ip: str
    ip: str
    known_at_ip: str
    """Not a counter: when the account last signed in from this address."""

    @classmethod
    def of(cls, username: str, ip: str) -> LimitKeys:
        account = f"{username.lower()}@{ip}"
        return cls(
            account_at_ip=f"account:{account}", ip=f"ip:{ip}", known_at_ip=f"known:{account}"
        )


def _limits(ctx: ServiceContext, keys: LimitKeys) -> dict[str, int]:
    settings = ctx.settings
    return {
        keys.account_at_ip: settings.login_failures_per_account,
        keys.ip: settings.login_failures_per_ip,
    }


def _upsert(ctx: ServiceContext) -> Callable[..., Any]:
    """The dialect's INSERT, which knows ON CONFLICT (both databases support it)."""
    return sqlite.insert if ctx.settings.is_sqlite else postgresql.insert


async def _claim_one(
    ctx: ServiceContext, db: AsyncSession, key: str, now: datetime, since: datetime
) -> tuple[int, datetime]:
    """Count one more attempt for ``key`` (a window older than ``since`` starts over)."""
    insert = _upsert(ctx)(LoginLimit).values(key=key, window_start=now, count=1)
    expired = LoginLimit.window_start < since
    claim = insert.on_conflict_do_update(
        index_elements=[LoginLimit.key],
        set_={
            "count": case((expired, 1), else_=LoginLimit.count + 1),
            "window_start": case((expired, now), else_=LoginLimit.window_start),
        },
    ).returning(LoginLimit.count, LoginLimit.window_start)
    count, start = (await db.execute(claim)).one()
    return int(count), as_utc(start)


async def claim_attempt(ctx: ServiceContext, keys: LimitKeys) -> None:
    """Charge this attempt to the address, then to the account at it; 429 (with
    Retry-After) when one is over its limit. Over the address's limit, only an account
    known at the address goes on to its own limit; any other is refused uncharged."""
    window = timedelta(seconds=ctx.settings.login_failure_window_seconds)
    now = ctx.clock.now()
    limits = _limits(ctx, keys)
    async with ctx.write_session() as db:
        count, start = await _claim_one(ctx, db, keys.ip, now, now - window)
        if count > limits[keys.ip] and not await _is_known(db, keys, now):
            await db.commit()
            raise _too_many(start + window, now)
        count, start = await _claim_one(ctx, db, keys.account_at_ip, now, now - window)
        await db.commit()
    if count > limits[keys.account_at_ip]:
        raise _too_many(start + window, now)


async def _is_known(db: AsyncSession, keys: LimitKeys, now: datetime) -> bool:
    """Whether the account signed in from this address within ``KNOWN_ADDRESS_DAYS``."""
    since = now - timedelta(days=KNOWN_ADDRESS_DAYS)
    last = await db.scalar(
        select(LoginLimit.window_start).where(LoginLimit.key == keys.known_at_ip)
    )
    return last is not None and as_utc(last) >= since


async def check_not_limited(ctx: ServiceContext, keys: LimitKeys) -> None:
    """429 if any key is already at its limit (e.g. before registering an account)."""
    window = timedelta(seconds=ctx.settings.login_failure_window_seconds)
    now = ctx.clock.now()
    async with ctx.sessions() as db:
        rows = (
            await db.execute(
                select(LoginLimit.key, LoginLimit.count, LoginLimit.window_start).where(
                    LoginLimit.key.in_(list(_limits(ctx, keys))),
                    LoginLimit.window_start >= now - window,
                )
            )
        ).all()
    limits = _limits(ctx, keys)
    over = [as_utc(start) for key, count, start in rows if count >= limits[key]]
    if over:
        raise _too_many(max(over) + window, now)


async def give_back(ctx: ServiceContext, db: AsyncSession, keys: LimitKeys) -> None:
    """A correct password: the account at this IP starts afresh (and is known there
    from now), and the IP's counter forgets this attempt (it was no failure)."""
    now = ctx.clock.now()
    await db.execute(delete(LoginLimit).where(LoginLimit.key == keys.account_at_ip))
    await db.execute(
        update(LoginLimit)
        .where(LoginLimit.key == keys.ip, LoginLimit.count > 0)
        .values(count=LoginLimit.count - 1)
    )
    known = _upsert(ctx)(LoginLimit).values(key=keys.known_at_ip, window_start=now, count=0)
    await db.execute(
        known.on_conflict_do_update(index_elements=[LoginLimit.key], set_={"window_start": now})
    )
    window = timedelta(seconds=ctx.settings.login_failure_window_seconds)
    # Old windows are useless: drop them as we go, so the table stays small.
    is_known = LoginLimit.key.startswith(KNOWN_PREFIX)
    await db.execute(
        delete(LoginLimit).where(
            or_(
                and_(~is_known, LoginLimit.window_start < now - window),
                LoginLimit.window_start < now - timedelta(days=KNOWN_ADDRESS_DAYS),
            )
        )
    )


def _too_many(free_at: datetime, now: datetime) -> TooManyRequests:
    wait = max(1, int((free_at - now).total_seconds()) + 1)
    return TooManyRequests(
        "too_many_attempts",
        f"Too many failed logins. Try again in {wait} seconds.",
        retry_after=wait,
    )
