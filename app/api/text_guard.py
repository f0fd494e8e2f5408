"""Control characters are refused at the edge, for every HTTP route (issue 24).

No name, username, id, pack hash or chat line of the game holds a control character,
and Postgres cannot store a NUL byte at all (it answered 500 where SQLite stored it).
So a request whose path, query or body carries one (raw, percent-encoded, or as a JSON
``\\u0000`` escape) is answered 400 ``control_character`` before any route reads it.
Tabs and line breaks stay allowed (chat keeps them). The check itself is
``app.service.limits.holds_control_character``, which the command-line import runs too.

A route named in ``bodies_checked_by_route`` (the campaign import) gets its body
unread: it runs the same check in a worker process, where a body of megabytes does not
hold up the event loop (issue 24: each flooded import's scan here froze the other tables).
"""

from __future__ import annotations

from collections.abc import Collection
from urllib.parse import unquote_to_bytes

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.middleware import send_error
from app.service.limits import CONTROL_CHARACTER_MESSAGE, holds_control_character


class RefuseControlCharacters:
    """400 for a request with a control character in its path, query string or body.
    The body is read whole first (inside the size limit, so it is bounded) and handed on."""

    def __init__(self, app: ASGIApp, bodies_checked_by_route: Collection[str] = ()) -> None:
        self.app = app
        self.bodies_checked_by_route = frozenset(bodies_checked_by_route)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "").encode("utf-8", "surrogateescape")
        query = unquote_to_bytes(scope.get("query_string", b""))
        if holds_control_character(path) or holds_control_character(query):
            await _refuse(send)
            return
        if scope.get("path", "") in self.bodies_checked_by_route:
            await self.app(scope, receive, send)
            return
        body, last = await _whole_body(receive)
        if holds_control_character(body):
            await _refuse(send)
            return
        await self.app(scope, _replay(body, last, receive), send)


async def _whole_body(receive: Receive) -> tuple[bytes, Message]:
    """The body's bytes and the last message read (a disconnect ends it early)."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(chunks), message
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks), message


def _replay(body: bytes, last: Message, receive: Receive) -> Receive:
    """A receive that gives the body once, then what the client sends after it."""
    given = False

    async def replayed() -> Message:
        nonlocal given
        if given:
            return await receive()
        given = True
        if last["type"] != "http.request":
            return last
        return {"type": "http.request", "body": body, "more_body": False}

    return replayed


async def _refuse(send: Send) -> None:
    await send_error(send, 400, "control_character", CONTROL_CHARACTER_MESSAGE)
