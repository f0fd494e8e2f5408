"""Request and response bodies of the HTTP API (never ORM models)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from app.service.clock import as_utc
from app.settings import LARGEST_ID

UtcDatetime = Annotated[datetime, AfterValidator(as_utc)]
"""A moment as the API sends it: always with its UTC offset (SQLite forgets it)."""


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Credentials(Body):
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=256)


class NewAccount(Body):
    """A sign-up. The document states the rules app.service.accounts applies; they are
    checked there, so a player is told them in a sentence (400), not by a pattern."""

    username: str = Field(
        min_length=1,
        max_length=64,
        json_schema_extra={"pattern": r"^[A-Za-z0-9][A-Za-z0-9_.\-]{2,31}$", "maxLength": 32},
    )
    password: str = Field(min_length=1, max_length=256, json_schema_extra={"minLength": 8})


class PasswordChange(Body):
    current_password: str = Field(min_length=1, max_length=256)
    new_password: str = Field(min_length=1, max_length=256)


class UserOut(BaseModel):
    id: int
    username: str
    is_admin: bool
    must_change_password: bool = False


class SessionOut(BaseModel):
    user: UserOut
    csrf_token: str


class LoginSessionOut(BaseModel):
    id: str
    created_at: UtcDatetime
    expires_at: UtcDatetime
    current: bool


class ErrorOut(BaseModel):
    code: str
    message: str
    rule: str = ""


class CampaignCreate(Body):
    name: str = Field(min_length=1, max_length=80)
    pack: str = Field(
        default="base",
        min_length=1,
        max_length=64,
        description="A pack id: the site's pack of that id, else your own upload of it.",
    )
    content_hash: str | None = Field(
        default=None,
        pattern="^[0-9a-f]{64}$",
        description="The exact pack (from GET /api/content/packs): a site pack or your own. "
        "When given, `pack` is not used.",
    )
    difficulty: Literal["normal", "professional", "master"] = "normal"
    hero_elimination: bool = False
    reaction_timeout_seconds: int | None = Field(default=None, ge=5, le=600)
    seat_creator: bool = True
    hands: Literal["open", "closed"] = Field(
        default="closed",
        description="open: the party sees every hero's hand; closed: each seat only its own "
        "(docs/rules-decisions.md).",
    )


class MemberOut(BaseModel):
    username: str
    role: str
    seat: str | None


class CampaignOut(BaseModel):
    id: int
    name: str
    status: str
    seq: int
    difficulty: str
    hero_elimination: bool
    reaction_timeout_seconds: int
    game: str = "hunters"
    """The game the campaign plays (its pack's): a name of the engine's games (issue 28)."""
    hands: str = "closed"
    content_hash: str
    gm: str
    your_role: str
    your_seat: str | None
    party_name: str = ""
    heroes: dict[str, list[str]] = {}
    created_at: UtcDatetime
    updated_at: UtcDatetime
    waiting_since: UtcDatetime | None = None
    """The table waits on your seat (a decision or your hero's turn) since then."""
    seen_seq: int | None = None
    """How far you have read its log, on any browser (None: never opened, issue 23)."""


class CampaignDetailOut(CampaignOut):
    members: list[MemberOut]


class SeenIn(Body):
    seq: int = Field(ge=0, le=2**53)


class SeenOut(BaseModel):
    seen_seq: int


class CommandIn(Body):
    command_id: str = Field(min_length=8, max_length=64, pattern=r"^[A-Za-z0-9_.:\-]+$")
    expected_seq: int | None = Field(default=None, ge=0, le=LARGEST_ID)
    command: dict[str, Any]


class AckOut(BaseModel):
    command_id: str
    seq: int
    seq_from: int
    duplicate: bool


class ViewOut(BaseModel):
    seq: int
    view: dict[str, Any]


class EventOut(BaseModel):
    seq: int
    event: dict[str, Any]


class EventsOut(BaseModel):
    seq: int
    events: list[EventOut]


class InviteCreate(Body):
    role: Literal["player", "spectator"] = "player"
    expires_in_hours: int = Field(default=72, ge=1, le=24 * 30)
    single_use: bool = False


class InviteOut(BaseModel):
    id: int
    role: str
    created_at: UtcDatetime
    expires_at: UtcDatetime
    single_use: bool
    uses: int
    revoked: bool


class IssuedInviteOut(InviteOut):
    token: str
    url: str


class InvitePreviewOut(BaseModel):
    campaign_id: int
    campaign_name: str
    gm: str
    role: str
    expires_at: UtcDatetime


class JoinedOut(BaseModel):
    campaign_id: int
    role: str
    seat: str | None


class ReassignIn(Body):
    username: str = Field(min_length=1, max_length=64)


class PackOut(BaseModel):
    hash: str
    pack: str
    name: str
    version: str
    site: bool = Field(
        description="true: installed by the site, everyone's; false: your own upload (issue 24)."
    )
    game: str = Field(default="hunters", description="The game the pack is for (issue 28).")


class SocketTicketOut(BaseModel):
    token: str
    expires_in: int


class PackShare(Body):
    username: str = Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f]+$")


class PackUpload(Body):
    documents: dict[str, Any]
