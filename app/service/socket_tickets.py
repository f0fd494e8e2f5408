"""Short-lived websocket tickets, for clients that cannot send the session cookie with
the upgrade request: ``POST /api/campaigns/{id}/ws-token`` issues one, the socket
endpoint reads it from ``?token=``.

A ticket is ``base64url(json) . base64url(HMAC-SHA256(secret, json))`` bound to one
user, one session and one campaign, valid for ``ws_token_seconds``. The session must
still be live when the socket opens (a ticket never outlives a logout).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from dataclasses import dataclass
from datetime import datetime

PURPOSE = b"ws-ticket:"


@dataclass(frozen=True)
class SocketTicket:
    user_id: int
    session_id: str
    campaign_id: int
    expires_at: int


def issue_ticket(
    secret: bytes,
    *,
    user_id: int,
    session_id: str,
    campaign_id: int,
    now: datetime,
    lifetime_seconds: int,
) -> str:
    body = json.dumps(
        {
            "u": user_id,
            "s": session_id,
            "c": campaign_id,
            "e": int(now.timestamp()) + lifetime_seconds,
        },
        separators=(",", ":"),
    ).encode()
    return f"{_b64(body)}.{_b64(_sign(secret, body))}"


def read_ticket(
    secret: bytes, token: str, *, campaign_id: int, now: datetime
) -> SocketTicket | None:
    """The ticket if it is genuine, unexpired and for ``campaign_id``; else None."""
    body_part, _, signature_part = token.partition(".")
    try:
        body = _unb64(body_part)
        signature = _unb64(signature_part)
    except (binascii.Error, ValueError):
        return None
    if not hmac.compare_digest(signature, _sign(secret, body)):
        return None
    data = json.loads(body)
    ticket = SocketTicket(
        user_id=int(data["u"]),
        session_id=str(data["s"]),
        campaign_id=int(data["c"]),
        expires_at=int(data["e"]),
    )
    if ticket.campaign_id != campaign_id or ticket.expires_at <= now.timestamp():
        return None
    return ticket


def _sign(secret: bytes, body: bytes) -> bytes:
    return hmac.new(secret, PURPOSE + body, hashlib.sha256).digest()


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
