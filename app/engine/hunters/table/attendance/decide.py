"""decide for seats, absent players and the play mode (issue 15, DEV-34)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.state import SOLO_HEROES, HuntersTable
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.table.attendance import commands as c
from app.engine.table.attendance import events as ev
from app.engine.table.seats.events import HeroAssigned

Decided = list[EventBase] | Rejection


def _reassign(state: HuntersTable, actor: Actor, cmd: c.ReassignSeat) -> Decided:
    if actor.role != "system":
        return reject("forbidden", "A seat changes hands through the GM's seat controls.")
    if cmd.seat not in state.seats:
        return reject("unknown_seat", "There is no such seat.")
    return [ev.SeatReassigned(seat=cmd.seat)]


def _returned(state: HuntersTable, home: str) -> list[EventBase]:
    """Heroes lent from ``home`` for the evening, back with it."""
    lent = tuple(h for h, seat in state.loans.items() if seat == home)
    if not lent:
        return []
    moves: list[EventBase] = [
        HeroAssigned(hero=h, from_seat=state.seat_of_hero(h), to_seat=home) for h in lent
    ]
    return [*moves, ev.HeroesReturned(home_seat=home, heroes=lent)]


def _away(state: HuntersTable, actor: Actor, cmd: c.SetAway) -> Decided:
    seat = actor.seat
    if actor.role != "seat" or seat not in state.seats:
        return reject("not_seated", "Only a player at this table can say they are away.")
    if state.seats[seat].away == cmd.away:
        return reject("unchanged", "You are marked so already.")
    marked: list[EventBase] = [ev.SeatAwaySet(seat=seat, away=cmd.away)]
    return marked if cmd.away else [*marked, *_returned(state, seat)]


def hand_over_refusal(state: HuntersTable, actor: Actor, cmd: c.HandOverHeroes) -> Rejection | None:
    """DEV-34, DEV-02: the GM hands every hero of a seat to a seat with room for them."""
    if actor.role != "gm":
        return reject("gm_only", "Only the GM hands heroes to another seat.", "DEV-34")
    if cmd.from_seat not in state.seats or cmd.to_seat not in state.seats:
        return reject("unknown_seat", "There is no such seat.")
    if cmd.from_seat == cmd.to_seat:
        return reject("same_seat", "Choose another seat to take the heroes.")
    heroes = state.seats[cmd.from_seat].heroes
    if not heroes:
        return reject("no_heroes", "That seat plays no hero.", "DEV-34")
    if len(heroes) + len(state.seats[cmd.to_seat].heroes) > SOLO_HEROES:
        return reject("seat_full", "A seat controls at most two heroes.", "DEV-02")
    return None


def _hand_over(state: HuntersTable, actor: Actor, cmd: c.HandOverHeroes) -> Decided:
    problem = hand_over_refusal(state, actor, cmd)
    if problem is not None:
        return problem
    heroes = state.seats[cmd.from_seat].heroes
    moves: list[EventBase] = [
        HeroAssigned(hero=h, from_seat=cmd.from_seat, to_seat=cmd.to_seat) for h in heroes
    ]
    if cmd.for_good:
        return moves
    return [*moves, ev.HeroesLent(home_seat=cmd.from_seat, to_seat=cmd.to_seat, heroes=heroes)]


def _play_mode(state: HuntersTable, actor: Actor, cmd: c.SetPlayMode) -> Decided:
    if actor.role != "gm":
        return reject("gm_only", "Only the GM chooses how the table plays.")
    if (cmd.style, cmd.turn_hours) == (state.play_mode.style, state.play_mode.turn_hours):
        return reject("unchanged", "The table plays that way already.")
    return [ev.PlayModeSet(style=cmd.style, turn_hours=cmd.turn_hours)]


ATTENDANCE_RULES: dict[type[Any], Callable[[HuntersTable, Actor, Any], Decided]] = {
    c.ReassignSeat: _reassign,
    c.SetAway: _away,
    c.HandOverHeroes: _hand_over,
    c.SetPlayMode: _play_mode,
}
