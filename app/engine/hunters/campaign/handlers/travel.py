"""Handlers of the party's moves: on the map (CAMP-11), by river (SETL-16..19), in a
settlement (SETL-03..08)."""

from __future__ import annotations

from app.engine.hunters.campaign import commands as c
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules import guards
from app.engine.hunters.campaign.steps import travel
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection


def travel_to(ledger: CampaignRecorder, actor: Actor, command: c.TravelTo) -> Rejection | None:
    board, content = ledger.board, ledger.content
    problem = guards.free_to_act(board, actor, ledger.seating) or guards.travel_guard(
        board, content, command.to
    )
    if problem is None:
        travel.travel(ledger, command.to)
    return problem


def sail_to(ledger: CampaignRecorder, actor: Actor, command: c.SailTo) -> Rejection | None:
    board, content = ledger.board, ledger.content
    problem = guards.free_to_act(board, actor, ledger.seating) or guards.river_guard(
        board, content, command.to
    )
    if problem is None:
        travel.sail(ledger, command.to)
    return problem


def enter_location(
    ledger: CampaignRecorder, actor: Actor, command: c.EnterLocation
) -> Rejection | None:
    board, content = ledger.board, ledger.content
    problem = guards.free_to_act(board, actor, ledger.seating) or guards.location_guard(
        board, content, command.location
    )
    if problem is None:
        travel.enter_location(ledger, command.location)
    return problem


def leave_settlement(
    ledger: CampaignRecorder, actor: Actor, _command: c.LeaveSettlement
) -> Rejection | None:
    board = ledger.board
    problem = guards.free_to_act(board, actor, ledger.seating) or guards.in_location_guard(board)
    if problem is None:
        travel.leave_settlement(ledger)
    return problem
