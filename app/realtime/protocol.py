"""The websocket protocol's client side: what a client may send, close codes, the version.

Every message is one JSON object in a text frame with a ``type``; docs/protocol.md
documents each one with an example. Additive changes (a new optional field, a new
message type) keep ``PROTOCOL_VERSION``; anything a client would misread bumps it.
"""

from __future__ import annotations

import json
from enum import IntEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from app.service.limits import nesting_depth
from app.settings import LARGEST_ID

PROTOCOL_VERSION = 1
COMMAND_ID_PATTERN = r"^[A-Za-z0-9_.:\-]+$"
CHAT_HISTORY_LIMIT = 100


class CloseCode(IntEnum):
    """Why the server closed a socket (the close frame also carries a sentence)."""

    GOING_AWAY = 1001  # the server is shutting down: reconnect shortly
    MESSAGE_TOO_BIG = 1009
    SERVER_ERROR = 1011  # the server failed to open the table: try again
    SESSION_ENDED = 4001  # logged out or the session was revoked: log in again
    TOO_SLOW = 4002  # the outgoing queue overflowed: reconnect with since_seq
    NOT_A_MEMBER = 4003  # no longer a member, or the campaign is gone
    IDLE = 4004  # nothing heard from the client within the idle time-out
    SEAT_CHANGED = 4005  # the GM gave this user's seat to another (or this user a seat)
    PASSWORD_CHANGE_REQUIRED = 4006  # a site admin asked for a new password: choose it first


PASSWORD_CHANGE_SENTENCE = "Choose a new password first; then come back to the table."


class ProtocolError(ValueError):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class ClientMessageBase(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SendCommand(ClientMessageBase):
    type: Literal["command"]
    command_id: str = Field(min_length=8, max_length=64, pattern=COMMAND_ID_PATTERN)
    expected_seq: int | None = Field(default=None, ge=0, le=LARGEST_ID)
    command: dict[str, Any]


class Resume(ClientMessageBase):
    type: Literal["resume"]
    since_seq: int = Field(ge=0, le=LARGEST_ID)


class SayInChat(ClientMessageBase):
    type: Literal["chat"]
    text: str = Field(max_length=8000)


class AskChatHistory(ClientMessageBase):
    type: Literal["chat_history"]
    before_id: int | None = Field(default=None, ge=1, le=LARGEST_ID)
    limit: int = Field(default=50, ge=1, le=CHAT_HISTORY_LIMIT)


class Ping(ClientMessageBase):
    type: Literal["ping"]


class Pong(ClientMessageBase):
    type: Literal["pong"]


ClientMessage = Annotated[
    SendCommand | Resume | SayInChat | AskChatHistory | Ping | Pong,
    Field(discriminator="type"),
]
CLIENT_MESSAGES: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)
CLIENT_MESSAGE_TYPES = ("command", "resume", "chat", "chat_history", "ping", "pong")


def parse_client_message(text: str, max_depth: int = 32) -> ClientMessage:
    """The message in ``text``, or ProtocolError saying what is wrong with it (nesting
    deeper than ``max_depth``, MAX_JSON_DEPTH, included)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ProtocolError("bad_json", f"That message is not JSON ({error.msg}).") from None
    except (ValueError, RecursionError):
        # A number too long to read, or nesting deeper than the parser goes.
        raise ProtocolError("bad_json", "That message is not JSON we can read.") from None
    if nesting_depth(data) > max_depth:
        raise ProtocolError("bad_message", f"That message nests deeper than {max_depth} levels.")
    if not isinstance(data, dict) or data.get("type") not in CLIENT_MESSAGE_TYPES:
        raise ProtocolError(
            "unknown_message",
            f"Messages are JSON objects whose type is one of {', '.join(CLIENT_MESSAGE_TYPES)}.",
        )
    try:
        return CLIENT_MESSAGES.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())[1:]) or "message"
        message = f"That {data['type']} message is not well formed ({where}: {first['msg']})."
        raise ProtocolError("bad_message", message) from None
