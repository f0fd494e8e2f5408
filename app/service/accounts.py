"""Accounts and sessions: register, log in (rate-limited), log out, change password."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Session, User
from app.service.audit import record_audit
from app.service.bus import Notice
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import BadRequest, Conflict, Forbidden, NotFound, Unauthorized
from app.service.login_limits import LimitKeys, check_not_limited, claim_attempt, give_back
from app.service.passwords import hash_password, verify_password

USERNAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{2,31}$")
MIN_PASSWORD = 8
MAX_PASSWORD = 256

SESSION_COOKIE = "hunters_session"
SECURE_SESSION_COOKIE = "__Host-hunters_session"
"""Under https the cookie has the ``__Host-`` prefix: the browser keeps it only if it is
Secure, for ``/`` and this host alone, so no sibling (sub)domain can plant or overwrite it."""


def session_cookie_name(scheme: str) -> str:
    """The session cookie's name for a request made over ``scheme`` (http/https/ws/wss)."""
    return SECURE_SESSION_COOKIE if scheme in ("https", "wss") else SESSION_COOKIE


@dataclass(frozen=True)
class LoggedIn:
    user: User
    token: str
    session_id: str


def session_id_for(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def csrf_token_for(secret: bytes, session_id: str) -> str:
    """A CSRF token bound to the session: HMAC(secret, session id)."""
    return hmac.new(secret, f"csrf:{session_id}".encode(), hashlib.sha256).hexdigest()


def check_new_password(password: str) -> None:
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise BadRequest(
            "weak_password", f"Passwords need {MIN_PASSWORD} to {MAX_PASSWORD} characters."
        )


async def register(
    ctx: ServiceContext, username: str, password: str, *, admin: bool = False
) -> User:
    if not USERNAME.match(username):
        raise BadRequest(
            "bad_username",
            "Usernames are 3-32 letters, digits, dots, dashes or underscores, "
            "starting with a letter or digit.",
        )
    check_new_password(password)
    password_hash = await hash_password(password, ctx.hash_slots)
    async with ctx.write_session() as db:
        if await db.scalar(select(User).where(User.username_key == username.lower())):
            raise Conflict("username_taken", "That username is already taken.")
        user = User(
            username=username,
            username_key=username.lower(),
            password_hash=password_hash,
            is_admin=admin,
            created_at=ctx.clock.now(),
        )
        db.add(user)
        await db.flush()
        await record_audit(db, ctx.clock.now(), action="user_registered", user_id=user.id)
        await db.commit()
        return user


async def register_and_login(
    ctx: ServiceContext, username: str, password: str, ip: str
) -> LoggedIn:
    """Sign-up from the web: the login limit is checked *before* the account is written,
    so a refused sign-up (429) leaves nothing behind."""
    await check_not_limited(ctx, LimitKeys.of(username, ip))
    await register(ctx, username, password)
    return await login(ctx, username, password, ip)


async def login(ctx: ServiceContext, username: str, password: str, ip: str) -> LoggedIn:
    """A new session on every login (never reuse a session id across logins). The attempt
    is counted before the password is checked (app/service/login_limits.py)."""
    keys = LimitKeys.of(username, ip)
    await claim_attempt(ctx, keys)
    async with ctx.sessions() as db:
        user = await db.scalar(select(User).where(User.username_key == username.lower()))
    ok = await verify_password(user.password_hash if user else None, password, ctx.hash_slots)
    if not ok or user is None:
        raise Unauthorized("bad_credentials", "That username and password do not match.")
    if user.disabled_at is not None:
        raise Forbidden("account_disabled", "This account is disabled; ask the site's admin.")
    async with ctx.write_session() as db:
        await give_back(ctx, db, keys)
        logged_in = await _new_session(ctx, db, user)
        await db.commit()
        return logged_in


async def _new_session(ctx: ServiceContext, db: AsyncSession, user: User) -> LoggedIn:
    token = secrets.token_urlsafe(32)
    now = ctx.clock.now()
    session = Session(
        id=session_id_for(token),
        user_id=user.id,
        created_at=now,
        expires_at=now + timedelta(days=ctx.settings.session_days),
    )
    db.add(session)
    await record_audit(db, now, action="login", user_id=user.id)
    return LoggedIn(user=user, token=token, session_id=session.id)


async def user_for_token(ctx: ServiceContext, token: str) -> tuple[User, Session] | None:
    """The user of a live (unexpired, unrevoked) session, or None."""
    async with ctx.sessions() as db:
        row = (
            await db.execute(
                select(User, Session)
                .join(Session, Session.user_id == User.id)
                .where(Session.id == session_id_for(token), Session.revoked_at.is_(None))
                .where(User.disabled_at.is_(None))
            )
        ).first()
    if row is None:
        return None
    user, session = row
    if as_utc(session.expires_at) <= ctx.clock.now():
        return None
    return user, session


async def is_session_live(ctx: ServiceContext, session_id: str) -> bool:
    async with ctx.sessions() as db:
        session = await db.get(Session, session_id)
    return bool(
        session and session.revoked_at is None and as_utc(session.expires_at) > ctx.clock.now()
    )


async def live_sessions(ctx: ServiceContext, session_ids: set[str]) -> dict[str, bool]:
    """Those of ``session_ids`` that are neither revoked nor expired, each with whether
    its account must choose a new password before it may do anything else."""
    if not session_ids:
        return {}
    async with ctx.sessions() as db:
        rows = (
            await db.execute(
                select(Session.id, Session.expires_at, User.must_change_password)
                .join(User, User.id == Session.user_id)
                .where(Session.id.in_(session_ids), Session.revoked_at.is_(None))
            )
        ).all()
    now = ctx.clock.now()
    return {
        session_id: bool(must_change)
        for session_id, expires_at, must_change in rows
        if as_utc(expires_at) > now
    }


async def logout(ctx: ServiceContext, session_id: str) -> None:
    """End the session; its live sockets close too, in every process."""
    async with ctx.write_session() as db:
        session = await db.get(Session, session_id)
        await db.execute(
            update(Session)
            .where(Session.id == session_id, Session.revoked_at.is_(None))
            .values(revoked_at=ctx.clock.now())
        )
        await db.commit()
    if session is not None:
        await announce_sessions_revoked(ctx, session.user_id)


async def open_sessions(ctx: ServiceContext, user_id: int) -> list[Session]:
    """The user's sessions not logged out, oldest first (the account page lists them)."""
    async with ctx.sessions() as db:
        rows = await db.scalars(
            select(Session)
            .where(Session.user_id == user_id, Session.revoked_at.is_(None))
            .order_by(Session.created_at)
        )
        return list(rows.all())


async def revoke_own_session(ctx: ServiceContext, user_id: int, session_prefix: str) -> None:
    """End the one session of the user's whose id starts with ``session_prefix`` (at least
    8 characters, as the account page shows them); nobody else's session is reachable."""
    sessions = await open_sessions(ctx, user_id)
    match = [s.id for s in sessions if len(session_prefix) >= 8 and s.id.startswith(session_prefix)]
    if len(match) != 1:
        raise NotFound("unknown_session", "There is no such session of yours.")
    await logout(ctx, match[0])


async def announce_sessions_revoked(ctx: ServiceContext, user_id: int) -> None:
    """Tell every process to re-check the sessions of ``user_id``'s sockets."""
    await ctx.bus.announce(Notice("sessions_revoked", {"user": user_id}))


async def change_password(
    ctx: ServiceContext, user: User, session_id: str, current: str, new: str
) -> None:
    """Also ends every other session of the user (a stolen session dies with the old password)."""
    if not await verify_password(user.password_hash, current, ctx.hash_slots):
        raise Unauthorized("bad_credentials", "Your current password is not right.")
    check_new_password(new)
    new_hash = await hash_password(new, ctx.hash_slots)
    async with ctx.write_session() as db:
        now = ctx.clock.now()
        await db.execute(
            update(User)
            .where(User.id == user.id)
            .values(password_hash=new_hash, must_change_password=False)
        )
        await db.execute(
            update(Session)
            .where(
                Session.user_id == user.id, Session.id != session_id, Session.revoked_at.is_(None)
            )
            .values(revoked_at=now)
        )
        await record_audit(db, now, action="password_changed", user_id=user.id)
        await db.commit()
    await announce_sessions_revoked(ctx, user.id)


async def set_admin(ctx: ServiceContext, username: str) -> User:
    async with ctx.write_session() as db:
        user = await db.scalar(select(User).where(User.username_key == username.lower()))
        if user is None:
            raise BadRequest("unknown_user", f"There is no user called {username}.")
        user.is_admin = True
        await db.commit()
        return user


def expired(moment: datetime, now: datetime) -> bool:
    return as_utc(moment) <= now
