"""Read-only questions about a Primal table: who may choose which hunter, whether the
fight may start (shared by decide and legal_commands)."""

from __future__ import annotations

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.table.model import PrimalTable

MIN_HUNTERS = 2
SOLO_HUNTERS = 2


def seat_guard(table: PrimalTable, actor: Actor) -> Rejection | None:
    if actor.role != "seat" or actor.seat not in table.seats:
        return reject("not_seated", "Only a player at this table can do that.")
    return None


def hunters_a_seat_may_hold(table: PrimalTable) -> int:
    """P-SETUP-19: one hunter per player; a player alone at the table plays two."""
    return SOLO_HUNTERS if len(table.seats) == 1 else 1


def choose_problem(
    table: PrimalTable, actor: Actor, hunter: str, catalog: PrimalCatalog
) -> Rejection | None:
    """A seat may take a hunter of the pack nobody has, while the fight has not begun."""
    problem = seat_guard(table, actor)
    if problem is not None:
        return problem
    if table.phase != "setup":
        return reject("fight_begun", "Hunters are chosen before the fight starts.", "P-SETUP-19")
    if hunter not in catalog.hunters:
        return reject("unknown_hunter", "That hunter is not in this campaign's pack.")
    if hunter in table.hunters:
        return reject("hunter_taken", "That hunter is already played.", "P-SETUP-19")
    assert actor.seat is not None
    if len(table.seats[actor.seat].hunters) >= hunters_a_seat_may_hold(table):
        return reject("seat_full", "Your seat already plays its hunter.", "P-SETUP-19")
    return None


def begin_problem(table: PrimalTable, actor: Actor) -> Rejection | None:
    """The fight starts when every seat has its hunters and 2-4 are chosen; a player
    at the table or the GM starts it."""
    if actor.role != "gm":
        problem = seat_guard(table, actor)
        if problem is not None:
            return problem
    if table.phase != "setup":
        return reject("already_started", "This fight has already begun.")
    if any(not seat.hunters for seat in table.seats.values()):
        return reject("seat_without_hunter", "Every player chooses a hunter first.", "P-SETUP-19")
    if len(table.hunters) < MIN_HUNTERS:
        return reject("too_few_hunters", "A fight needs at least two hunters.", "P-SETUP-19")
    return None


def fights_of(catalog: PrimalCatalog) -> list[tuple[str, int]]:
    """Every (fight, level) the pack can set up, in id then level order."""
    return [
        (fight.id, level)
        for fight in sorted(catalog.fights.values(), key=lambda f: f.id)
        for level in sorted(fight.levels)
        if level in catalog.monsters[fight.monster].levels
    ]
