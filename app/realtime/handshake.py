"""Who may open a campaign's socket, decided before the handshake is accepted.

1. The ``Origin`` must be one of ``ALLOWED_ORIGINS``: a page of another site cannot
   ride on the player's cookie (cross-site websocket hijacking).
2. The user is known by a ticket (``?token=``, app/service/socket_tickets.py) or by
   the session cookie; either way the session must be live.
   An account a site admin made choose a new password is refused until it has
   (``password_change_required``, SECURITY.md).
3. The user must be a member of the campaign (player, spectator, its GM) or a site admin.
"""

from __future__ import annotations

from dataclasses import dataclass

from starlette.websockets import WebSocket

from app.db.models import User
from app.realtime.connection import Member
from app.realtime.protocol import PASSWORD_CHANGE_SENTENCE
from app.service.accounts import is_session_live, session_cookie_name, user_for_token
from app.service.context import ServiceContext
from app.service.errors import ServiceError
from app.service.membership import access_for
from app.service.socket_tickets import read_ticket


@dataclass(frozen=True)
class Refusal:
    """Why the handshake is refused: sent as an HTTP error instead of the upgrade."""

    status: int
    code: str
    message: str


def origin_allowed(origin: str | None, allowed: list[str]) -> bool:
    return origin is not None and origin.rstrip("/") in allowed


async def admit(websocket: WebSocket, ctx: ServiceContext, campaign_id: int) -> Member | Refusal:
    if not origin_allowed(websocket.headers.get("origin"), ctx.settings.allowed_origins):
        return Refusal(403, "bad_origin", "This page may not open the game's live connection.")
    login = await identify(websocket, ctx, campaign_id)
    if login is None:
        return Refusal(401, "not_logged_in", "Please log in first.")
    user, session_id = login
    if user.must_change_password:
        return Refusal(403, "password_change_required", PASSWORD_CHANGE_SENTENCE)
    try:
        async with ctx.sessions() as db:
            access = await access_for(db, campaign_id, user)
    except ServiceError as problem:
        return Refusal(problem.status, problem.code, problem.message)
    return Member(user=user, session_id=session_id, access=access)


async def identify(
    websocket: WebSocket, ctx: ServiceContext, campaign_id: int
) -> tuple[User, str] | None:
    """(user, session id) from the ticket if one is given, else from the cookie."""
    token = websocket.query_params.get("token")
    if token:
        ticket = read_ticket(
            ctx.settings.secret(), token, campaign_id=campaign_id, now=ctx.clock.now()
        )
        if ticket is None or not await is_session_live(ctx, ticket.session_id):
            return None
        async with ctx.sessions() as db:
            user = await db.get(User, ticket.user_id)
        return (user, ticket.session_id) if user is not None else None
    cookie = websocket.cookies.get(session_cookie_name(websocket.url.scheme))
    found = await user_for_token(ctx, cookie) if cookie else None
    return (found[0], found[1].id) if found else None
