"""``/metrics``: the server's counters in Prometheus' text format, for a site admin's
session or a scraper that sends ``Authorization: Bearer METRICS_TOKEN`` (SECURITY.md)."""

from __future__ import annotations

import hmac

from fastapi import APIRouter, Request
from fastapi.responses import Response

from app.api.deps import OptionalAuth
from app.api.openapi import errors
from app.service import metrics
from app.service.errors import Forbidden, Unauthorized

router = APIRouter(tags=["admin"])


def has_scrape_token(request: Request) -> bool:
    """Whether the request carries the configured METRICS_TOKEN (none configured: never).
    The scheme is read in any case (RFC 9110: ``bearer`` is ``Bearer``); the token is not."""
    token = request.app.state.settings.metrics_token
    scheme, _, sent = request.headers.get("Authorization", "").partition(" ")
    if token is None or scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(sent.strip().encode(), token.get_secret_value().encode())


@router.get("/metrics", response_class=Response, responses=errors(401, 403))
async def scrape(request: Request, auth: OptionalAuth) -> Response:
    if not has_scrape_token(request):
        if auth is None:
            raise Unauthorized("not_logged_in", "Log in as a site admin or send the scrape token.")
        if not auth.user.is_admin:
            raise Forbidden("admin_only", "Only site administrators can read the metrics.")
    hub = getattr(request.app.state, "hub", None)
    sockets = len(hub.connections()) if hub is not None else 0
    return Response(metrics.exposition(sockets), media_type=metrics.CONTENT_TYPE)
