"""decide() for a Primal table: the seats' commands here, the fight's handed to the
fight engine (app/engine/primal/decide.py) with the table's dice.

``decide_table`` returns the events and the state they reach: the fight engine applied
its events once already (its recorder), so the table only lays its own over them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal import commands as pc
from app.engine.primal.decide import decide_fight
from app.engine.primal.model.options import PrimalOptions
from app.engine.primal.table import campaign_play, rules
from app.engine.primal.table import commands as tc
from app.engine.primal.table.events import HunterChosen, HunterReleased, TableDiceAdvanced
from app.engine.primal.table.evolve import evolve_table
from app.engine.primal.table.model import MAX_SEATS, PrimalTable
from app.engine.table.seats.commands import CloseSeat, OpenSeat, ReassignSeat
from app.engine.table.seats.events import SeatClosed, SeatOpened, SeatReassigned

Decided = tuple[list[EventBase], PrimalTable] | Rejection
WINDOW_SECONDS = (5, 3600)
"""The bounds of a fight's window time-out (``PrimalOptions.reaction_timeout_seconds``)."""
Rule = Callable[[PrimalTable, Actor, Any, PrimalCatalog], list[EventBase] | Rejection]


def _open_seat(table: PrimalTable, actor: Actor, cmd: OpenSeat, _c: PrimalCatalog) -> Any:
    if actor.role != "system":
        return reject("forbidden", "Seats are opened by joining the campaign.")
    if cmd.seat in table.seats:
        return reject("seat_exists", "That seat is already taken.")
    if len(table.seats) >= MAX_SEATS:
        return reject("table_full", "A fight has at most four players.", "P-SETUP-19")
    return [SeatOpened(seat=cmd.seat)]


def _close_seat(table: PrimalTable, actor: Actor, cmd: CloseSeat, _c: PrimalCatalog) -> Any:
    """A seat left before the fight gives its hunters back; during the fight they stay
    (their decisions take their defaults at the deadline)."""
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the server or the GM frees a seat.")
    if cmd.seat not in table.seats:
        return reject("unknown_seat", "There is no such seat.")
    released = table.seats[cmd.seat].hunters if table.phase == "setup" else ()
    return [SeatClosed(seat=cmd.seat, heroes_released=released)]


def _reassign(table: PrimalTable, actor: Actor, cmd: ReassignSeat, _c: PrimalCatalog) -> Any:
    if actor.role != "system":
        return reject("forbidden", "A seat changes hands through the GM's seat controls.")
    if cmd.seat not in table.seats:
        return reject("unknown_seat", "There is no such seat.")
    return [SeatReassigned(seat=cmd.seat)]


def _choose(table: PrimalTable, actor: Actor, cmd: tc.ChooseHunter, c: PrimalCatalog) -> Any:
    problem = rules.choose_problem(table, actor, cmd.hunter, c)
    if problem is not None:
        return problem
    assert actor.seat is not None
    return [HunterChosen(seat=actor.seat, hunter=cmd.hunter)]


def _release(table: PrimalTable, actor: Actor, cmd: tc.ReleaseHunter, _c: PrimalCatalog) -> Any:
    problem = rules.seat_guard(table, actor)
    if problem is not None:
        return problem
    assert actor.seat is not None
    if table.phase != "setup" or cmd.hunter not in table.seats[actor.seat].hunters:
        return reject(
            "not_your_hunter", "You can give back only your own hunter, before the fight."
        )
    return [HunterReleased(seat=actor.seat, hunter=cmd.hunter)]


TABLE_RULES = CommandRoutes[Rule](
    {
        OpenSeat: _open_seat,
        CloseSeat: _close_seat,
        ReassignSeat: _reassign,
        tc.ChooseHunter: _choose,
        tc.ReleaseHunter: _release,
    }
)


def start_command(table: PrimalTable, cmd: tc.BeginFight) -> pc.StartFight:
    """The fight engine's start: the seats' hunters in seat order, each from its seat."""
    return pc.StartFight(
        fight=cmd.fight,
        level=cmd.level,
        hunters=tuple(
            pc.FightHunter(hunter=h, seat=s.seat) for s in table.seats.values() for h in s.hunters
        ),
        options=PrimalOptions(reaction_timeout_seconds=window_seconds(table)),
    )


def window_seconds(table: PrimalTable) -> int:
    """The campaign's reaction time-out as a fight's window waits it (5 s to an hour)."""
    return min(max(table.reaction_timeout_seconds, WINDOW_SECONDS[0]), WINDOW_SECONDS[1])


def _in_fight(
    table: PrimalTable, command: Any, dice: Dice, actor: Actor, catalog: PrimalCatalog
) -> Decided:
    if isinstance(command, tc.BeginFight):
        problem = rules.begin_problem(table, actor)
        if problem is not None:
            return problem
        command, actor = start_command(table, command), Actor(role="system")
    elif table.phase != "fight":
        return reject("no_fight", "The fight has not started, or it is over.")
    result = decide_fight(table.fight, command, dice, actor, catalog)
    if isinstance(result, Rejection):
        return result
    events, fight = result
    return campaign_play.after_fight(table.model_copy(update={"fight": fight}), events, catalog)


def decide_table(
    table: PrimalTable, command: Any, dice: Dice, *, actor: Actor, content: PrimalCatalog,
    basis: object = None,
) -> Decided:  # fmt: skip
    """Check ``command`` and say what happens, with the state it reaches. Pure: when the
    dice moved, a final ``primal_dice_advanced`` records the new cursor."""
    start = dice.cursor
    if command.__class__ in TABLE_RULES:
        found = TABLE_RULES.handler_for(command)(table, actor, command, content)
        if isinstance(found, Rejection):
            return found
        result: Decided = (found, _folded(table, found))
    elif campaign_play.is_campaign_command(command):
        window = window_seconds(table)
        result = campaign_play.decide_campaign_command(table, command, dice, actor, content, window)
    else:
        result = _in_fight(table, command, dice, actor, content)
    if isinstance(result, Rejection) or dice.cursor == start:
        return result
    moved = TableDiceAdvanced(cursor=dice.cursor)
    return [*result[0], moved], evolve_table(result[1], moved)


def _folded(table: PrimalTable, events: list[EventBase]) -> PrimalTable:
    for event in events:
        table = evolve_table(table, event)
    return table
