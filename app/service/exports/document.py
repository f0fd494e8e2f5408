"""A campaign as one JSON document: what it holds, and its integrity hash.

It holds the campaign's settings, its content pin (and the pack itself when it was
uploaded, so another server can load it), every event as stored, the accepted commands
(so retries stay idempotent after an import), the seats and the chat, with people named
by username. It never holds password hashes, sessions, invites, audit rows or e-mail
addresses (SECURITY.md).

The integrity hash is SHA-256 over the canonical JSON of everything else: a document
changed by hand or damaged on the way is refused on import. It is a checksum, not a
signature: whoever can edit the file can recompute it, which is why only the GM named in
the document or a site admin may import one (docs/gm-guide.md).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.engine import REACTION_TIMEOUT_SECONDS, Difficulty
from app.service.errors import BadRequest
from app.service.limits import holds_control_character
from app.settings import LARGEST_ID

# The limits of the columns each value is written to (app/db/models.py) and of the
# commands that made them: an export holds nothing the game itself would not write.
SEQ = Field(ge=0, le=LARGEST_ID)
USERNAME = Field(min_length=1, max_length=32)
ROLE = Field(min_length=1, max_length=16)
SEAT_KEY = Field(min_length=1, max_length=32)
COMMAND_ID = Field(min_length=1, max_length=64)
CHAT_TEXT = Field(min_length=1, max_length=4000)  # CHAT_MAX_CHARS at most (settings.py)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ExportedCampaign(Strict):
    id: int = Field(ge=1, le=LARGEST_ID)
    name: str = Field(min_length=1, max_length=80)
    gm: str = USERNAME
    difficulty: Difficulty
    hero_elimination: bool
    reaction_timeout_seconds: int = Field(
        ge=REACTION_TIMEOUT_SECONDS[0], le=REACTION_TIMEOUT_SECONDS[1]
    )
    status: str = ROLE
    seq: int = SEQ
    created_at: datetime
    updated_at: datetime


class ExportedContent(Strict):
    hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    pack: str
    name: str
    version: str
    catalog: dict[str, Any] | None = None
    """The pack itself, when it was uploaded (the base packs ship with every server)."""


class ExportedMember(Strict):
    username: str | None = USERNAME
    role: str = ROLE
    seat_key: str | None = SEAT_KEY
    joined_at: datetime
    left_at: datetime | None


class ExportedEvent(Strict):
    seq: int = Field(ge=1, le=LARGEST_ID)
    type: str = Field(min_length=1, max_length=64)
    schema_version: int = Field(ge=1, le=1000)
    payload: str
    command_id: str | None = COMMAND_ID
    created_at: datetime


class ExportedCommand(Strict):
    command_id: str = COMMAND_ID
    actor: str = Field(min_length=1, max_length=48)
    username: str | None = USERNAME
    payload: str
    payload_hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    seq_from: int = SEQ
    seq_to: int = SEQ
    created_at: datetime


class ExportedChat(Strict):
    username: str | None = USERNAME
    role: str = ROLE
    seat_key: str | None = SEAT_KEY
    text: str = CHAT_TEXT
    created_at: datetime


class CampaignExport(Strict):
    format: Literal["hunters-campaign"] = "hunters-campaign"
    version: Literal[1] = 1
    exported_at: datetime
    campaign: ExportedCampaign
    content: ExportedContent
    members: list[ExportedMember]
    events: list[ExportedEvent]
    commands: list[ExportedCommand]
    chat: list[ExportedChat]
    integrity: str = ""


def integrity_of(document: CampaignExport) -> str:
    """SHA-256 over the canonical JSON of the document without its hash."""
    body = document.model_dump(mode="json", exclude={"integrity"})
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def sealed(document: CampaignExport) -> CampaignExport:
    return document.model_copy(update={"integrity": integrity_of(document)})


def to_text(document: CampaignExport) -> str:
    """The document as a file holds it (sorted keys, so two exports diff cleanly)."""
    return json.dumps(document.model_dump(mode="json"), sort_keys=True, indent=1) + "\n"


def parse_document(text: str | bytes) -> CampaignExport:
    """A document checked for shape and integrity, or a 400 that says what is wrong
    (the first offending path). Control characters are refused as at the HTTP edge: the
    command-line import does not pass through it."""
    if holds_control_character(text.encode() if isinstance(text, str) else text):
        raise BadRequest(
            "control_character",
            "That export holds a control character (such as a NUL byte), which no name, "
            "text or id may contain.",
        )
    try:
        document = CampaignExport.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "document"
        raise BadRequest(
            "export_invalid",
            f"That file is not a Hunters Online campaign export ({where}: {first['msg']}).",
        ) from error
    if document.integrity != integrity_of(document):
        raise BadRequest(
            "export_tampered",
            "That export was changed after it was made (its integrity hash does not match); "
            "it cannot be imported.",
        )
    return document
