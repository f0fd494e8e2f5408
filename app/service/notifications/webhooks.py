"""Outgoing webhooks: a campaign's table news posted as ``{"content": "..."}`` (the body
Discord's webhooks read; Slack-style receivers that take ``content`` work too).

Each post has a timeout and a few attempts with a growing pause; a receiver that
stays down costs a log line, never a command (this runs off the command path).
The URL must be http(s); addresses on this machine or a private network are refused
unless WEBHOOK_ALLOW_PRIVATE_HOSTS is set, so a GM cannot make the server call its
own neighbours (SECURITY.md).
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
from urllib.parse import urlsplit

import httpx

from app.service.errors import BadRequest

log = logging.getLogger("hunters.webhooks")
MAX_URL = 500
MAX_CONTENT = 2000  # Discord's limit for a message
FIRST_PAUSE_SECONDS = 0.5


def check_webhook_url(url: str, *, allow_private: bool) -> str:
    """The URL if the server may post to it, else a 400 that says why."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or len(url) > MAX_URL:
        raise BadRequest("bad_webhook", "Give a webhook address starting with https://.")
    if not allow_private and _is_private(parts.hostname):
        raise BadRequest("bad_webhook", "That address is on a private network; use a public one.")
    return url.strip()


def _is_private(host: str) -> bool:
    if host == "localhost" or host.endswith(".localhost") or host.endswith(".local"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_private or address.is_loopback or address.is_link_local


async def post_webhook(url: str, text: str, *, timeout_seconds: float, attempts: int) -> bool:
    """Post ``text``; True once a receiver accepted it (2xx)."""
    body = {"content": text[:MAX_CONTENT]}
    async with httpx.AsyncClient(timeout=timeout_seconds, follow_redirects=False) as client:
        for attempt in range(attempts):
            try:
                response = await client.post(url, json=body)
                if response.is_success:
                    return True
                if response.status_code < 500 and response.status_code != 429:
                    break  # the receiver refuses this body: retrying will not help
            except httpx.HTTPError as problem:
                log.info("webhook attempt failed", extra={"error": type(problem).__name__})
            await asyncio.sleep(FIRST_PAUSE_SECONDS * 2**attempt)
    log.warning("webhook gave up", extra={"attempts": attempts})
    return False
