"""Commands of the table setup (imperative)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import CommandBase

SeatId = str


class OpenSeat(CommandBase):
    """System: a player joined and took a seat (sent by the server on join)."""

    type: Literal["open_seat"] = "open_seat"
    seat: SeatId = Field(min_length=1, max_length=32)


class CloseSeat(CommandBase):
    """System or GM: a seat was left or freed; its heroes become unassigned (DEV-34)."""

    type: Literal["close_seat"] = "close_seat"
    seat: SeatId = Field(min_length=1, max_length=32)


class ReassignSeat(CommandBase):
    """System: another member now plays ``seat`` (the GM gave it away, DEV-34)."""

    type: Literal["reassign_seat"] = "reassign_seat"
    seat: SeatId = Field(min_length=1, max_length=32)


class ChooseHero(CommandBase):
    """A seat takes a hero of the pack (no hero twice; a solo seat may take two)."""

    type: Literal["choose_hero"] = "choose_hero"
    hero: str = Field(min_length=1, max_length=64)


class ReleaseHero(CommandBase):
    """A seat gives back a hero it chose (only during setup)."""

    type: Literal["release_hero"] = "release_hero"
    hero: str = Field(min_length=1, max_length=64)


class AssignHero(CommandBase):
    """GM: hand a hero to another seat, e.g. when a player leaves (DEV-34)."""

    type: Literal["assign_hero"] = "assign_hero"
    hero: str = Field(min_length=1, max_length=64)
    seat: SeatId = Field(min_length=1, max_length=32)


class NameParty(CommandBase):
    """Give the party its name (shown in the lobby and the log)."""

    type: Literal["name_party"] = "name_party"
    name: str = Field(min_length=1, max_length=60)


class SetReady(CommandBase):
    """A seat says it is ready (or no longer ready) to start."""

    type: Literal["set_ready"] = "set_ready"
    ready: bool = True


class StartCampaign(CommandBase):
    """Begin the campaign once every seat is ready with a legal party (DEV-02)."""

    type: Literal["start_campaign"] = "start_campaign"
