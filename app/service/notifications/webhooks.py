"""Outgoing webhooks: a campaign's table news posted as ``{"content": "..."}`` (the body
Discord's webhooks read; Slack-style receivers that take ``content`` work too).

Each post has a short timeout and a few attempts with a growing pause; a receiver that
stays down costs a log line, never a command (this runs off the command path). Before
each post the host is resolved and checked (webhook_address.py) and the post goes to
the address checked: the URL's host is replaced by it, the name travels in the Host
header and as the TLS server name (SNI, and the certificate is checked against it).
No redirect is followed, no proxy from the environment is used.
"""

from __future__ import annotations

import asyncio
import logging

import httpx

from app.service.errors import BadRequest
from app.service.notifications.webhook_address import (
    RefusedAddress,
    WebhookPolicy,
    check_webhook_url,
    normal_host,
    resolve_public,
)

__all__ = ["check_webhook_url", "pinned_request", "post_webhook"]

log = logging.getLogger("hunters.webhooks")
MAX_CONTENT = 2000  # Discord's limit for a message
FIRST_PAUSE_SECONDS = 0.5


async def pinned_request(url: str, body: dict[str, str], policy: WebhookPolicy) -> httpx.Request:
    """The POST of ``body`` to ``url``'s host as resolved and checked now, by address."""
    target = httpx.URL(url)
    address = await resolve_public(target.host, target.port or _default_port(target), policy)
    host_header = target.netloc.decode("ascii").rsplit("@", 1)[-1]
    return httpx.Request(
        "POST",
        target.copy_with(host=address),
        json=body,
        headers={"Host": host_header},
        extensions={"sni_hostname": normal_host(target.host)},
    )


def _default_port(url: httpx.URL) -> int:
    return 443 if url.scheme == "https" else 80


async def post_webhook(
    url: str, text: str, *, policy: WebhookPolicy, timeout_seconds: float, attempts: int
) -> bool:
    """Post ``text``; True once a receiver accepted it (2xx). A refused address or a
    URL the client cannot send to is given up at once (logged, never raised)."""
    try:
        check_webhook_url(url, policy)
        request = await pinned_request(url, {"content": text[:MAX_CONTENT]}, policy)
    except (BadRequest, RefusedAddress, httpx.InvalidURL, ValueError) as refused:
        log.warning("webhook refused", extra={"host": _host_of(url), "reason": str(refused)})
        return False
    async with httpx.AsyncClient(
        timeout=timeout_seconds, follow_redirects=False, trust_env=False
    ) as client:
        for attempt in range(attempts):
            try:
                response = await client.send(request)
                if response.is_success:
                    return True
                if response.status_code < 500 and response.status_code != 429:
                    break  # the receiver refuses this body (or redirects): retrying will not help
            except httpx.HTTPError as problem:
                log.info("webhook attempt failed", extra={"error": type(problem).__name__})
            await asyncio.sleep(FIRST_PAUSE_SECONDS * 2**attempt)
    log.warning("webhook gave up", extra={"attempts": attempts})
    return False


def _host_of(url: str) -> str:
    try:
        return httpx.URL(url).host
    except (httpx.InvalidURL, ValueError):
        return "(unreadable)"
