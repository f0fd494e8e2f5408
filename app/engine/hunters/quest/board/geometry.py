"""The quest map as geometry: spaces, edges, walls, terrain, steps and distance.

A space is ``(x, y)``: x the column from the left, y the row from the top (scenario
format, fixed). Edges are named on the lattice of grid lines: ``("v", x, y)`` is the
vertical segment on grid line x from row y to y+1 (between columns x-1 and x);
``("h", x, y)`` is the horizontal segment on grid line y from column x to x+1 (between
rows y-1 and y). ``Geometry`` is derived once per board and cached, so movement,
line of sight and path finding look up precomputed sets and neighbour tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from app.content.schema.maps import Board, Edge
from app.engine.kernel.memo import IdentityMemo

Space = tuple[int, int]
EdgeKey = tuple[str, int, int]
CornerRule = Literal["any_wall", "closed_both_sides"]

ORTHOGONAL: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAGONAL: tuple[tuple[int, int], ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))
DIRECTIONS = ORTHOGONAL + DIAGONAL
"""MOVE-01: a step goes to one of the 8 adjacent spaces."""


def distance(a: Space, b: Space) -> int:
    """MOVE-23: spaces between a and b, diagonal steps counting 1 (king moves)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def edge_key(edge: Edge) -> EdgeKey:
    """The lattice segment of one side of a space (both namings of an edge agree)."""
    x, y = edge.at
    match edge.side:
        case "N":
            return ("h", x, y)
        case "S":
            return ("h", x, y + 1)
        case "W":
            return ("v", x, y)
        case "E":
            return ("v", x + 1, y)


def edge_between(a: Space, b: Space) -> EdgeKey:
    """The edge crossed by an orthogonal step from a to b."""
    (ax, ay), (bx, by) = a, b
    if ax == bx:
        return ("h", ax, max(ay, by))
    return ("v", max(ax, bx), ay)


def corner_arms(cx: int, cy: int) -> dict[str, EdgeKey]:
    """The four edges meeting at lattice point (cx, cy), by the direction they point."""
    return {
        "N": ("v", cx, cy - 1),
        "S": ("v", cx, cy),
        "W": ("h", cx - 1, cy),
        "E": ("h", cx, cy),
    }


def is_corner_closed(
    edges: frozenset[EdgeKey], cx: int, cy: int, sx: int, sy: int, rule: CornerRule
) -> bool:
    """Whether passing diagonally through lattice point (cx, cy), heading (sx, sy), is blocked.

    ``any_wall`` (MOVE-08 default): any of the four edges at the point blocks.
    ``closed_both_sides``: blocked only when both ways around the point are shut, i.e.
    each of the two quadrants beside the line has a blocking edge on its boundary.
    """
    arms = corner_arms(cx, cy)
    vertical = {-1: arms["N"] in edges, 1: arms["S"] in edges}
    horizontal = {-1: arms["W"] in edges, 1: arms["E"] in edges}
    if rule == "any_wall":
        return any(vertical.values()) or any(horizontal.values())
    via_first = vertical[-sy] or horizontal[sx]
    via_second = horizontal[-sx] or vertical[sy]
    return via_first and via_second


@dataclass(frozen=True, eq=False)
class Geometry:
    """Precomputed facts of one board (TERR-01..14)."""

    width: int
    height: int
    walls: frozenset[EdgeKey]
    blockers: frozenset[EdgeKey]  # walls and obstacles: no miniature crosses them
    stop_sides: dict[Space, frozenset[str]]  # rough/water/swamp icons by space (TERR-04..08)
    water: frozenset[Space]
    swamp: frozenset[Space]
    cover: frozenset[Space]
    vantage: frozenset[Space]
    hiding: frozenset[Space]
    bottleneck: frozenset[Space]
    exits: bool
    tables: dict[tuple[bool, str], list[list[tuple[int, bool]]]] = field(
        default_factory=dict, repr=False
    )
    neighbour_lists: dict[tuple[bool, str], list[list[int]]] = field(
        default_factory=dict, repr=False
    )

    def is_on_board(self, space: Space) -> bool:
        return 0 <= space[0] < self.width and 0 <= space[1] < self.height

    @property
    def has_stop_terrain(self) -> bool:
        """Whether any space can end a Move early (difficult terrain or vantage points)."""
        return bool(self.stop_sides) or bool(self.vantage)

    def index(self, space: Space) -> int:
        return space[1] * self.width + space[0]

    def space_at(self, index: int) -> Space:
        return (index % self.width, index // self.width)

    @cached_property
    def spaces(self) -> list[Space]:
        """Every space by its index (``spaces[index(s)] == s``)."""
        return [(i % self.width, i // self.width) for i in range(self.width * self.height)]


def build_geometry(board: Board) -> Geometry:
    """Derive the lookup sets of ``board``; the icons sit on the sides of their space."""
    stop_sides: dict[Space, set[str]] = {}
    for edge in (*board.rough, *board.water, *board.swamp):
        stop_sides.setdefault(tuple(edge.at), set()).add(edge.side)  # type: ignore[arg-type]
    walls = frozenset(edge_key(e) for e in board.walls)
    return Geometry(
        width=board.size[0],
        height=board.size[1],
        walls=walls,
        blockers=walls | frozenset(edge_key(e) for e in board.obstacles),
        stop_sides={space: frozenset(sides) for space, sides in stop_sides.items()},
        water=frozenset(_space(e.at) for e in board.water),
        swamp=frozenset(_space(e.at) for e in board.swamp),
        cover=frozenset(_space(s) for s in board.cover),
        vantage=frozenset(_space(s) for s in board.vantage),
        hiding=frozenset(_space(s) for s in board.hiding),
        bottleneck=frozenset(_space(s) for s in board.bottleneck),
        exits=board.exits,
    )


def _space(value: tuple[int, int]) -> Space:
    return (int(value[0]), int(value[1]))


_GEOMETRIES = IdentityMemo[Geometry](limit=64)


def geometry(board: Board) -> Geometry:
    """The geometry of ``board``, remembered (boards are immutable; identity is the key)."""
    hit = _GEOMETRIES.get(id(board), (board,))
    if hit is not None:
        return hit
    return _GEOMETRIES.put(id(board), (board,), build_geometry(board))


def is_step_blocked(
    geo: Geometry, a: Space, b: Space, *, flight: bool = False, rule: CornerRule = "any_wall"
) -> bool:
    """TERR-02/03, MOVE-08, TERR-22: whether a step from a to the adjacent b crosses a wall
    or obstacle (flight: walls only), including a diagonal step past a blocked corner."""
    edges = geo.walls if flight else geo.blockers
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 or dy == 0:
        return edge_between(a, b) in edges
    cx, cy = a[0] + (1 if dx > 0 else 0), a[1] + (1 if dy > 0 else 0)
    return is_corner_closed(edges, cx, cy, dx, dy, rule)


def is_stop_entry(geo: Geometry, a: Space, b: Space) -> bool:
    """Whether stepping from a into b must end the Move (TERR-04..07, TERR-12).

    Orthogonal entry through a side of b carrying a rough/water/swamp icon stops
    (TERR-04); a diagonal entry stops only when both sides of b forming the crossed
    corner carry icons (TERR-05); an unmarked side never stops (TERR-06). Entering a
    vantage point from a non-vantage space stops as well (TERR-12).
    """
    if b in geo.vantage and a not in geo.vantage:
        return True
    sides = geo.stop_sides.get(b)
    if not sides:
        return False
    dx, dy = b[0] - a[0], b[1] - a[1]
    vertical_side = "W" if dx > 0 else "E"
    horizontal_side = "N" if dy > 0 else "S"
    if dy == 0:
        return vertical_side in sides
    if dx == 0:
        return horizontal_side in sides
    return vertical_side in sides and horizontal_side in sides


def neighbours(geo: Geometry, space: Space) -> list[Space]:
    """On-board spaces adjacent to ``space`` (walls not considered)."""
    x, y = space
    return [(x + dx, y + dy) for dx, dy in DIRECTIONS if geo.is_on_board((x + dx, y + dy))]


def step_table(geo: Geometry, *, flight: bool, rule: CornerRule) -> list[list[tuple[int, bool]]]:
    """For each space index, the legal on-board steps as ``(index, stops_move)`` (cached).

    ``stops_move`` is the terrain stop rule of the entry (TERR-04/05/12); flight ignores
    terrain (TERR-22), so a flying step never stops here.
    """
    key = (flight, rule)
    table = geo.tables.get(key)
    if table is not None:
        return table
    table = []
    for index in range(geo.width * geo.height):
        here = geo.space_at(index)
        steps: list[tuple[int, bool]] = []
        for there in neighbours(geo, here):
            if is_step_blocked(geo, here, there, flight=flight, rule=rule):
                continue
            stops = False if flight else is_stop_entry(geo, here, there)
            steps.append((geo.index(there), stops))
        table.append(steps)
    geo.tables[key] = table
    return table


def neighbour_table(geo: Geometry, *, flight: bool, rule: CornerRule) -> list[list[int]]:
    """``step_table`` without the stop flags: the legal steps from each space (cached)."""
    key = (flight, rule)
    lists = geo.neighbour_lists.get(key)
    if lists is None:
        lists = [
            [there for there, _ in steps] for steps in step_table(geo, flight=flight, rule=rule)
        ]
        geo.neighbour_lists[key] = lists
    return lists
