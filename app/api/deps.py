"""Request dependencies as Annotated aliases: the service context, the user, the campaign."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Path, Request

from app.db.models import User
from app.service.accounts import csrf_token_for, session_cookie_name, user_for_token
from app.service.context import ServiceContext
from app.service.errors import Forbidden, Unauthorized
from app.service.membership import Access, access_for, require_manager
from app.service.site_admin import PASSWORD_CHANGE_PATHS
from app.settings import LARGEST_ID

CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def get_context(request: Request) -> ServiceContext:
    ctx: ServiceContext = request.app.state.ctx
    return ctx


Ctx = Annotated[ServiceContext, Depends(get_context)]


@dataclass(frozen=True)
class Authenticated:
    user: User
    session_id: str
    csrf_token: str


async def optional_user(request: Request, ctx: Ctx) -> Authenticated | None:
    token = request.cookies.get(session_cookie_name(request.url.scheme))
    if not token:
        return None
    found = await user_for_token(ctx, token)
    if found is None:
        return None
    user, session = found
    return Authenticated(user, session.id, csrf_token_for(ctx.settings.secret(), session.id))


async def require_user(
    request: Request, auth: Annotated[Authenticated | None, Depends(optional_user)]
) -> Authenticated:
    """A logged-in user; state-changing requests must also carry the CSRF header."""
    if auth is None:
        raise Unauthorized("not_logged_in", "Please log in first.")
    if request.method not in SAFE_METHODS:
        sent = request.headers.get(CSRF_HEADER, "")
        if not hmac.compare_digest(sent, auth.csrf_token):
            raise Forbidden("csrf", "This request is missing its security token; reload the page.")
    if auth.user.must_change_password and request.url.path not in PASSWORD_CHANGE_PATHS:
        raise Forbidden("password_change_required", "Choose a new password first.")
    return auth


OptionalAuth = Annotated[Authenticated | None, Depends(optional_user)]
CurrentAuth = Annotated[Authenticated, Depends(require_user)]


async def require_admin(auth: CurrentAuth) -> Authenticated:
    if not auth.user.is_admin:
        raise Forbidden("admin_only", "Only site administrators can do that.")
    return auth


AdminAuth = Annotated[Authenticated, Depends(require_admin)]


async def campaign_access(
    ctx: Ctx, auth: CurrentAuth, campaign_id: Annotated[int, Path(ge=1, le=LARGEST_ID)]
) -> Access:
    async with ctx.sessions() as db:
        return await access_for(db, campaign_id, auth.user)


CampaignAccess = Annotated[Access, Depends(campaign_access)]


async def managed_campaign(access: CampaignAccess) -> Access:
    """The campaign, for its GM or a site admin only (403 ``gm_only`` to anyone else),
    checked before the route's own inputs are."""
    require_manager(access)
    return access


ManagedCampaign = Annotated[Access, Depends(managed_campaign)]
