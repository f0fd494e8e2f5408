"""Commands of a Primal table (imperative). The seats' own are the platform's
(``open_seat``, ``close_seat``, ``reassign_seat``: the server sends them on a join, a
leave, a seat handed over); the rest start with ``primal_``."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import CommandBase
from app.engine.primal import commands as pc
from app.engine.primal.campaign import commands as cc
from app.engine.table.seats.commands import CloseSeat, OpenSeat, ReassignSeat


class ChooseHunter(CommandBase):
    """P-SETUP-19: a seat takes a hunter of the pack (each hunter once; a player alone
    at the table takes two)."""

    type: Literal["primal_choose_hunter"] = "primal_choose_hunter"
    hunter: str = Field(min_length=1, max_length=64)


class ReleaseHunter(CommandBase):
    """A seat gives back a hunter it chose, before the fight starts."""

    type: Literal["primal_release_hunter"] = "primal_release_hunter"
    hunter: str = Field(min_length=1, max_length=64)


class BeginFight(CommandBase):
    """A player at the table (or the GM) starts the fight once every seat has its
    hunter: P-SETUP-01..20 for the chosen hunters, from their seats."""

    type: Literal["primal_begin_fight"] = "primal_begin_fight"
    fight: str = Field(min_length=1, max_length=64)
    level: int = Field(default=0, ge=0, le=3)


TableCommand = Annotated[
    OpenSeat
    | CloseSeat
    | ReassignSeat
    | ChooseHunter
    | ReleaseHunter
    | BeginFight
    | ApplyDefault
    | pc.Resume
    | pc.MoveHunter
    | pc.StayPut
    | pc.HideInBrush
    | pc.PlayCard
    | pc.UseAbility
    | pc.Revive
    | pc.EndActionPhase
    | pc.Assist
    | pc.Taunt
    | pc.Consume
    | pc.RetaliateWith
    | pc.ShowResilience
    | pc.PassWindow
    | pc.Choose
    | pc.PickCards
    | pc.PayCost
    | pc.MoveChoice
    | cc.BeginCampaign
    | cc.BeginHunt
    | cc.ReadStory
    | cc.VoteQuest
    | cc.Craft
    | cc.OfferTrade
    | cc.AnswerTrade
    | cc.PreparePotion
    | cc.UnlockStep
    | cc.BuildDeck
    | cc.GiveRewardCard
    | cc.WriteNotes,
    Field(discriminator="type"),
]
"""Every command a Primal table takes. ``primal_start_fight`` is not one: the table
starts the fight itself from its seats (``primal_begin_fight``)."""

TABLE_COMMANDS: TypeAdapter[TableCommand] = TypeAdapter(TableCommand)


def parse_table_command(data: object) -> TableCommand:
    """A command from its JSON form (raises pydantic's ValidationError)."""
    return TABLE_COMMANDS.validate_python(data)
