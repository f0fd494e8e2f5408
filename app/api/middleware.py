"""ASGI middleware: security headers, request size limit, one log line per request."""

from __future__ import annotations

import json
import logging
import re
import time as wallclock
from typing import Any

from starlette.exceptions import HTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("hunters.http")


class BodyTooLarge(HTTPException):
    """A body over the limit, found while it streams in (chunked, or longer than its
    Content-Length said). An HTTPException, so a route reading its body answers 413
    through the error handlers rather than a 400 for an unreadable body."""

    def __init__(self) -> None:
        super().__init__(status_code=413)


class RequestSizeLimit:
    """Refuses bodies over ``max_bytes`` (or the path's own limit in ``large``) with 413,
    by header or while streaming."""

    def __init__(self, app: ASGIApp, max_bytes: int, large: dict[str, int] | None = None) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.large = large or {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.large.get(scope.get("path", ""), self.max_bytes)
        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _too_large(send)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise BodyTooLarge
            return message

        try:
            await self.app(scope, limited, send)
        except BodyTooLarge:
            await _too_large(send)


async def _too_large(send: Send) -> None:
    await send_error(send, 413, "too_large", "That request is too large.")


async def send_error(send: Send, status: int, code: str, message: str) -> None:
    """An error answered below the routes, in the body every route's errors have."""
    body = json.dumps({"code": code, "message": message, "rule": ""}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class AccessLog:
    """One log line per HTTP request (JSON in production): method, path, status, time."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = wallclock.perf_counter()
        status: dict[str, Any] = {"code": 500}

        async def record(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, record)
        finally:
            log.info(
                "request",
                extra={
                    "method": scope.get("method"),
                    "path": scope.get("path"),
                    "status": status["code"],
                    "ms": round((wallclock.perf_counter() - started) * 1000, 1),
                },
            )


CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",  # no inline script: an injected <script> does not run
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",  # HTTP and the live socket go to this server only
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",  # no page of another site may frame the game
    )
)
SECURITY_HEADERS = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
)


class SecurityHeaders:
    """Adds the security headers to every HTTP response (SECURITY.md)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = {name.lower() for name, _ in message.get("headers", [])}
                extra = [(n, v) for n, v in SECURITY_HEADERS if n not in present]
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, with_headers)


COMPRESSED_READS = re.compile(
    r"^/api/(?:content/packs/\w+(?:/quests/[\w-]+/definitions)?"
    r"|campaigns/\d+/(?:view|events|content))$"
)
"""The game's large reads: a pack's public part, a quest's definitions, a view, events."""


class CompressedReads:
    """The game's large reads gzipped for a browser that accepts it (issue 27, first
    paint: the pack's 228 KB of JSON and a quest's 107 KB of definitions were sent as
    they are). Only these: no answer holding a secret (a CSRF token, an invite's) is
    compressed beside text another page could choose (BREACH)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.gzip = GZipMiddleware(app, minimum_size=4096, compresslevel=6)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        large = scope["type"] == "http" and scope.get("method") == "GET"
        if large and COMPRESSED_READS.match(scope.get("path", "")):
            await self.gzip(scope, receive, send)
        else:
            await self.app(scope, receive, send)
