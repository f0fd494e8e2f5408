"""Notifications (issue 15): what waits on me (the lobby), my e-mail address, a
campaign's opt-out, the GM's webhook, and the unsubscribe link of an e-mail (no login:
the signed token is the proof)."""

from __future__ import annotations

from html import escape
from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.service.membership import require_manager
from app.service.notifications import mail, preferences
from app.service.notifications.waiting import waiting_on

router = APIRouter(tags=["notifications"])


class EmailIn(BaseModel):
    email: str | None = Field(default=None, max_length=254)


class OptOutIn(BaseModel):
    opted_out: bool


class WebhookIn(BaseModel):
    url: str | None = Field(default=None, max_length=500)


@router.get("/api/notifications/waiting")
async def waiting(auth: CurrentAuth, ctx: Ctx) -> list[dict[str, Any]]:
    """The campaigns whose table waits on me, longest waiting first."""
    return await waiting_on(ctx, auth.user)


@router.get("/api/notifications/email")
async def my_email(auth: CurrentAuth, ctx: Ctx) -> dict[str, Any]:
    return {"email": auth.user.email, "mail_enabled": ctx.settings.sends_mail}


@router.put("/api/notifications/email", responses=errors(400))
async def set_my_email(body: EmailIn, auth: CurrentAuth, ctx: Ctx) -> dict[str, Any]:
    return {"email": await preferences.set_email(ctx, auth.user, body.email)}


@router.get("/api/campaigns/{campaign_id}/notifications")
async def campaign_settings(access: CampaignAccess, ctx: Ctx) -> dict[str, Any]:
    """Whether I opted out here; for the GM also the webhook."""
    async with ctx.sessions() as db:
        url = await preferences.webhook_url(db, access.campaign.id) if access.can_manage else None
    out = await preferences.is_opted_out(ctx, access.user.id, access.campaign.id)
    return {"opted_out": out, "webhook": url}


@router.put("/api/campaigns/{campaign_id}/notifications")
async def set_opt_out(body: OptOutIn, access: CampaignAccess, ctx: Ctx) -> dict[str, Any]:
    await preferences.set_opted_out(ctx, access.user, access.campaign.id, body.opted_out)
    return {"opted_out": body.opted_out}


@router.put("/api/campaigns/{campaign_id}/gm/webhook", responses=errors(400))
async def set_webhook(body: WebhookIn, access: CampaignAccess, ctx: Ctx) -> dict[str, Any]:
    require_manager(access)
    return {
        "webhook": await preferences.set_webhook(ctx, access.user, access.campaign.id, body.url)
    }


PAGES: dict[int | str, dict[str, Any]] = {
    200: {"description": "A page saying it is done.", "content": {"text/html": {}}},
    404: {"description": "No such link (or its campaign is gone).", "content": {"text/html": {}}},
}
CONFIRM_PAGES: dict[int | str, dict[str, Any]] = {
    200: {"description": "A page asking to confirm.", "content": {"text/html": {}}},
    404: PAGES[404],
}
TOKEN = r"^\d{1,19}\.\d{1,19}\.[A-Za-z0-9_-]{24}$"
INVALID_LINK = "This unsubscribe link is not valid (or its campaign is gone)."


Token = Annotated[str, Query(pattern=TOKEN, max_length=64)]


@router.get(mail.UNSUBSCRIBE_PATH, responses=CONFIRM_PAGES, response_model=None)
async def unsubscribe_by_link(ctx: Ctx, token: Token) -> HTMLResponse:
    """An e-mail's unsubscribe link, opened in a browser: a page asking to confirm, which
    changes nothing (issue 24: a GET that opted out let a mail scanner or a link preview
    unsubscribe people; the confirm button posts)."""
    found = mail.read_unsubscribe_token(ctx.settings.secret(), token)
    name = await preferences.unsubscribe_target(ctx, *found) if found else None
    if name is None:
        return _page(INVALID_LINK, 404)
    action = escape(f"{mail.UNSUBSCRIBE_PATH}?token={token}")
    form = (
        f'<form method="post" action="{action}"><button type="submit">Unsubscribe</button></form>'
    )
    return _page(f"Stop the notifications from {name}?", 200, form)


@router.post(mail.UNSUBSCRIBE_PATH, responses=PAGES, response_model=None)
async def unsubscribe_in_one_click(ctx: Ctx, token: Token) -> HTMLResponse:
    """The confirm page's button, or a mail client's one-click unsubscribe (RFC 8058's
    List-Unsubscribe-Post)."""
    found = mail.read_unsubscribe_token(ctx.settings.secret(), token)
    name = await preferences.unsubscribe(ctx, *found) if found else None
    if name is None:
        return _page(INVALID_LINK, 404)
    return _page(f"You will get no more notifications from {name}.", 200)


def _page(sentence: str, status_code: int, form: str = "") -> HTMLResponse:
    body = (
        '<!doctype html><html lang="en"><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width">'
        f"<title>Hunters Online</title><p>{escape(sentence)}</p>{form}"
        '<p><a href="/">Back to Hunters Online</a></p></html>'
    )
    return HTMLResponse(body, status_code=status_code)
