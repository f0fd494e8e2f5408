"""Where a hero's Move may go (MOVE-01..08/19/20, TERR-02..06/12/22, DEV-28): a named path
checked step by step, and every space a Move can end on."""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.activities import (
    MoveActivity,
)
from app.engine.hunters.quest.board.geometry import (
    DIRECTIONS,
    Geometry,
    Space,
    distance,
    geometry,
    is_step_blocked,
    is_stop_entry,
)
from app.engine.hunters.quest.board.pathing import Path, move_endings
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit, PartyUnit
from app.engine.hunters.quest.rules.presence import (
    active_enemies,
    enemies_at,
    is_engaged,
)
from app.engine.hunters.quest.rules.stats import is_flying, move_value
from app.engine.kernel.rejections import Rejection, reject


def move_flight(q: QuestState, hero: PartyUnit, activity: MoveActivity) -> bool:
    return activity.flight or is_flying(q, hero.id)


def hero_move_paths(q: QuestState, hero: PartyUnit, activity: MoveActivity) -> dict[Space, Path]:
    """MOVE-01..08: one legal path to every space this Move can end on (a space off the board
    stands for leaving it); the last step may be bought with morale (DEV-28)."""
    if hero.at is None or hero.tokens.immobilize:
        return {}
    if activity.leap_only and not is_engaged(q, hero.id):
        return {}
    value = move_value(q, hero, activity.value)
    reach = value + (1 if hero.morale > 0 else 0)
    flight = move_flight(q, hero, activity)
    stop_at = [] if flight and not q.options.flight_stops_at_opponents else _enemy_spaces(q)
    geo = geometry(q.board)
    found = move_endings(
        geo, hero.at, value=reach, flight=flight, rule=q.options.diagonal_step_corner,
        absorbing=stop_at,
    )  # fmt: skip
    paths = {
        end: path
        for end, path in found.items()
        if not isinstance(check_hero_path(q, hero, path, value, flight=flight), Rejection)
    }
    if geo.exits and isinstance(hero, HeroUnit):  # MOVE-06; an NPC ally stays (QUEST-42)
        for start, path in [(hero.at, ()), *paths.items()]:
            for dx, dy in DIRECTIONS:
                off = (start[0] + dx, start[1] + dy)
                if geo.is_on_board(off) or off in paths:
                    continue
                leave = (*path, off)
                if not isinstance(check_hero_path(q, hero, leave, value, flight=flight), Rejection):
                    paths[off] = leave
    return paths


def _enemy_spaces(q: QuestState) -> list[Space]:
    return [q.enemies[e].at for e in active_enemies(q) if q.enemies[e].at is not None]  # type: ignore[misc]


@dataclass(frozen=True)
class CheckedPath:
    """A legal hero path: whether it leaves the board and whether it needs morale."""

    path: tuple[Space, ...]
    exits: bool
    morale: bool


def check_hero_path(
    q: QuestState, hero: PartyUnit, path: tuple[Space, ...], value: int, *, flight: bool = False
) -> CheckedPath | Rejection:
    """MOVE-01..08/19/20, TERR-02..06/12/22: whether the hero (or NPC ally, which has no
    morale and never leaves the board: QUEST-42) may walk ``path`` with Move ``value``
    (one step more spends 1 morale, DEV-28)."""
    if hero.at is None:
        return reject("not_on_board", f"{hero.name} is not on the board.", "MOVE-07")
    if hero.tokens.immobilize:
        return reject("immobilized", f"{hero.name} cannot move this turn.", "TRAIT-24")
    morale = len(path) > value
    too_far = _length_problem(hero, len(path), value)
    if too_far is not None:
        return too_far
    geo = geometry(q.board)
    stops_left = 1 if morale and q.options.morale_step_ignores_stops else 0
    here = hero.at
    for index, step in enumerate(path):
        last = index == len(path) - 1
        problem = _step_problem(q, geo, here, step, last=last, flight=flight)
        if isinstance(problem, Rejection):
            return problem
        if not geo.is_on_board(step):
            if hero.id in q.allies:
                return reject("no_exit", "An NPC ally does not leave the board.", "QUEST-42")
            return CheckedPath(path, exits=True, morale=morale)
        if problem and not last:
            if problem in ("terrain", "vantage") and stops_left:
                stops_left -= 1
            else:
                return _stopped(problem)
        here = step
    return CheckedPath(path, exits=False, morale=morale)


def _length_problem(hero: PartyUnit, steps: int, value: int) -> Rejection | None:
    """MOVE-01: at most ``value`` steps; DEV-28: one more for 1 morale, if there is any."""
    if steps > value + 1:
        return reject("too_far", f"The Move reaches {value} spaces.", "MOVE-01")
    if steps > value and hero.morale <= 0:
        message = f"The Move reaches {value} spaces; {hero.name} has no morale for one more."
        return reject("too_far", message, "DEV-28")
    return None


def _stopped(reason: str) -> Rejection:
    """MOVE-05, TERR-04/05, TERR-12: why the Move had to end on a space the path goes on from."""
    if reason == "opponent":
        return reject("move_ends", "Entering a space with an enemy ends the Move.", "MOVE-05")
    if reason == "vantage":
        return reject("move_ends", "Climbing onto a vantage point ends the Move.", "TERR-12")
    message = "Entering that space across its difficult terrain ends the Move."
    return reject("move_ends", message, "TERR-04")


def _step_problem(
    q: QuestState, geo: Geometry, here: Space, step: Space, *, last: bool, flight: bool
) -> Rejection | str | None:
    """A rejection for an illegal step, a reason the Move must end there, or None."""
    if distance(here, step) != 1:
        return reject("not_adjacent", "Each step goes to an adjacent space.", "MOVE-01")
    if not geo.is_on_board(step):
        if not geo.exits:
            return reject("no_exit", "Nobody may leave this board.", "MOVE-06")
        if not last:
            message = "A hero who steps off the board is out, so the path must end there."
            return reject("left_board", message, "MOVE-07")
    rule = q.options.diagonal_step_corner
    if is_step_blocked(geo, here, step, flight=flight, rule=rule):
        return _blocked(here, step, flight=flight)
    if not geo.is_on_board(step):
        return None
    if enemies_at(q, step) and (not flight or q.options.flight_stops_at_opponents):
        return "opponent"
    if not flight and is_stop_entry(geo, here, step):
        return "vantage" if step in geo.vantage and here not in geo.vantage else "terrain"
    return None


def _blocked(here: Space, step: Space, *, flight: bool) -> Rejection:
    """TERR-02/03 for a step across an edge, MOVE-08 for a diagonal past a shut corner;
    a flight crosses obstacles, never walls (TERR-22)."""
    if here[0] != step[0] and here[1] != step[1]:
        return reject("blocked", "A wall at the corner blocks that diagonal step.", "MOVE-08")
    if flight:
        return reject("blocked", "Not even a flight crosses a wall.", "TERR-22")
    return reject("blocked", "A wall or obstacle on that edge is in the way.", "TERR-02")
