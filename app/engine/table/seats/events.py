"""Events of the table setup (past tense)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase


class SeatOpened(EventBase):
    type: Literal["seat_opened"] = "seat_opened"
    seat: str


class SeatClosed(EventBase):
    type: Literal["seat_closed"] = "seat_closed"
    seat: str
    heroes_released: tuple[str, ...] = ()


class SeatReassigned(EventBase):
    """Another member plays ``seat`` from now on: open sockets of the seat change role."""

    type: Literal["seat_reassigned"] = "seat_reassigned"
    seat: str


class HeroChosen(EventBase):
    type: Literal["hero_chosen"] = "hero_chosen"
    seat: str
    hero: str


class HeroReleased(EventBase):
    type: Literal["hero_released"] = "hero_released"
    seat: str
    hero: str


class HeroAssigned(EventBase):
    type: Literal["hero_assigned"] = "hero_assigned"
    hero: str
    from_seat: str | None
    to_seat: str


class PartyNamed(EventBase):
    type: Literal["party_named"] = "party_named"
    name: str


class SeatReadied(EventBase):
    type: Literal["seat_readied"] = "seat_readied"
    seat: str
    ready: bool


class CampaignStarted(EventBase):
    type: Literal["campaign_started"] = "campaign_started"
    heroes: tuple[str, ...]
