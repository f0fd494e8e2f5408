"""Request and response bodies of the HTTP API (never ORM models)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.settings import LARGEST_ID


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Credentials(Body):
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=256)


class PasswordChange(Body):
    current_password: str = Field(min_length=1, max_length=256)
    new_password: str = Field(min_length=1, max_length=256)


class UserOut(BaseModel):
    id: int
    username: str
    is_admin: bool


class SessionOut(BaseModel):
    user: UserOut
    csrf_token: str


class LoginSessionOut(BaseModel):
    id: str
    created_at: datetime
    expires_at: datetime
    current: bool


class ErrorOut(BaseModel):
    code: str
    message: str
    rule: str = ""


class CampaignCreate(Body):
    name: str = Field(min_length=1, max_length=80)
    pack: str = Field(default="base", min_length=1, max_length=64)
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
    hands: str = "closed"
    content_hash: str
    gm: str
    your_role: str
    your_seat: str | None
    party_name: str = ""
    heroes: dict[str, list[str]] = {}
    created_at: datetime
    updated_at: datetime


class CampaignDetailOut(CampaignOut):
    members: list[MemberOut]


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
    created_at: datetime
    expires_at: datetime
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
    expires_at: datetime


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


class SocketTicketOut(BaseModel):
    token: str
    expires_in: int


class PackUpload(Body):
    documents: dict[str, Any]
