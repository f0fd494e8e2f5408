"""What the server sends: one builder per message type of docs/protocol.md.

Each returns a JSON-ready dict; views and events in them are already computed for
the one viewer who receives them (app/realtime/visibility.py).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from app.engine import Rejection
from app.realtime.protocol import PROTOCOL_VERSION
from app.service.chat import ChatLine
from app.settings import Settings

Message = dict[str, Any]
SERVER_MESSAGE_TYPES = (
    "hello",
    "events",
    "sync",
    "pending",
    "ack",
    "reject",
    "presence",
    "chat",
    "ping",
    "pong",
    "error",
)


def encode(message: Message) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def defs_digest(view: Mapping[str, Any]) -> str | None:
    """A fingerprint of the quest's static definitions (``quest.defs``) in ``view``."""
    quest = view.get("quest")
    if not isinstance(quest, Mapping) or "defs" not in quest:
        return None
    return hashlib.blake2b(encode(quest["defs"]).encode(), digest_size=16).hexdigest()


def without_defs(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` without ``quest.defs``: what an ``events`` message carries to a connection
    that already has them (about half of a quest view's bytes; issue 17, M7)."""
    quest = view.get("quest")
    if not isinstance(quest, dict) or "defs" not in quest:
        return view
    return {**view, "quest": {k: v for k, v in quest.items() if k != "defs"}}


def hello(
    *,
    campaign_id: int,
    seq: int,
    you: dict[str, Any],
    view: dict[str, Any],
    settings: Settings,
    legal: Sequence[dict[str, Any]] = (),
) -> Message:
    """``legal``: the commands the receiver may send at ``seq`` (as GET /legal lists them),
    sent with every view so a client need not ask after each change."""
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "campaign": campaign_id,
        "seq": seq,
        "you": you,
        "view": view,
        "legal": list(legal),
        "limits": {
            "heartbeat_seconds": settings.ws_heartbeat_seconds,
            "idle_timeout_seconds": settings.ws_idle_timeout_seconds,
            "resume_window": settings.ws_resume_window,
            "chat_max_chars": settings.chat_max_chars,
            "max_message_bytes": settings.ws_max_message_bytes,
            "messages_per_second": settings.ws_messages_per_second,
            "message_burst": settings.ws_message_burst,
        },
    }


def events(
    *,
    seq_from: int,
    seq_to: int,
    visible: Sequence[dict[str, Any]],
    view: dict[str, Any],
    legal: Sequence[dict[str, Any]] = (),
    replay: bool = False,
) -> Message:
    return {
        "type": "events",
        "seq_from": seq_from,
        "seq_to": seq_to,
        "events": list(visible),
        "view": view,
        "legal": list(legal),
        "replay": replay,
    }


def sync(
    *, seq: int, view: dict[str, Any], reason: str, legal: Sequence[dict[str, Any]] = ()
) -> Message:
    return {"type": "sync", "seq": seq, "view": view, "legal": list(legal), "reason": reason}


def ack(*, command_id: str, seq_from: int, seq: int, duplicate: bool) -> Message:
    return {
        "type": "ack",
        "command_id": command_id,
        "seq": seq,
        "seq_from": seq_from,
        "duplicate": duplicate,
    }


def reject(*, command_id: str, rejection: Rejection) -> Message:
    return {
        "type": "reject",
        "command_id": command_id,
        "code": rejection.code,
        "message": rejection.message,
        "rule": rejection.rule,
    }


def pending(
    *,
    seq: int,
    decisions: Sequence[dict[str, Any]],
    deadlines: Mapping[str, str | None] | None = None,
    now: datetime | None = None,
) -> Message:
    """What waits on the viewer; ``deadlines`` of every open decision (decision id ->
    ISO time or None) and the server's ``now``, so a client counts down on the server's
    clock rather than its own."""
    message: Message = {"type": "pending", "seq": seq, "decisions": list(decisions)}
    message["deadlines"] = dict(deadlines or {})
    if now is not None:
        message["now"] = now.isoformat()
    return message


def presence(*, members: Sequence[dict[str, Any]]) -> Message:
    return {"type": "presence", "members": list(members)}


def chat(*, lines: Sequence[ChatLine], history: bool) -> Message:
    return {
        "type": "chat",
        "history": history,
        "messages": [
            {
                "id": line.id,
                "at": line.at.isoformat(),
                "user": line.user,
                "role": line.role,
                "seat": line.seat,
                "text": line.text,
            }
            for line in lines
        ],
    }


def ping() -> Message:
    return {"type": "ping"}


def pong() -> Message:
    return {"type": "pong"}


def error(*, code: str, message: str) -> Message:
    return {"type": "error", "code": code, "message": message}
