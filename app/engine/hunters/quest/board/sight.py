"""Line of sight (ATK-17..19): a straight line from centre to centre, blocked only by walls.

Arithmetic is exact: centres are scaled by 2 so they sit on odd integers and every
crossing with a grid line is a rational number compared without floating point. A line
between two centres never runs along a grid line, so it either crosses an edge in its
interior or passes exactly through a lattice corner point. A crossed wall blocks. At a
corner point, ``closed_both_sides`` (our default, docs/rules-decisions.md ATK-17) blocks
when walls close the point on both sides of the line, so a continuous wall is never
seen through at the joint of its segments, while the end of a single wall or the outer
corner of an L does not block; ``any_wall`` blocks whenever any wall touches the point.
"""

from __future__ import annotations

from app.engine.hunters.quest.board.geometry import (
    CornerRule,
    Geometry,
    Space,
    distance,
    is_corner_closed,
)

NIGHT_SIGHT_SPACES = 2
"""ATK-19: in darkness heroes see only the 2 nearest spaces."""


def has_line_of_sight(
    geo: Geometry, a: Space, b: Space, *, rule: CornerRule = "closed_both_sides"
) -> bool:
    """ATK-17: whether the centre-to-centre line from a to b crosses no wall. Symmetric."""
    if a == b:
        return True
    ax, ay, bx, by = 2 * a[0] + 1, 2 * a[1] + 1, 2 * b[0] + 1, 2 * b[1] + 1
    corners: set[tuple[int, int]] = set()
    for key in _crossings(ax, ay, bx, by, vertical=True, corners=corners):
        if key in geo.walls:
            return False
    for key in _crossings(ay, ax, by, bx, vertical=False, corners=corners):
        if key in geo.walls:
            return False
    sx = 1 if bx > ax else -1
    sy = 1 if by > ay else -1
    return not any(is_corner_closed(geo.walls, cx, cy, sx, sy, rule) for cx, cy in corners)


def _crossings(
    p0: int, q0: int, p1: int, q1: int, *, vertical: bool, corners: set[tuple[int, int]]
) -> list[tuple[str, int, int]]:
    """Edges crossed by the segment where it meets the grid lines p = 2k (doubled units).

    ``p`` is the axis across the grid lines (x for vertical lines), ``q`` the other. A
    crossing on an even q lies on a lattice corner and is collected in ``corners``.
    """
    if p0 == p1:
        return []
    if p0 > p1:
        p0, q0, p1, q1 = p1, q1, p0, q0
    span, rise = p1 - p0, q1 - q0
    crossed: list[tuple[str, int, int]] = []
    for line in range(p0 // 2 + 1, p1 // 2 + 1):
        numerator = q0 * span + (2 * line - p0) * rise  # q at the line, times span
        if numerator % (2 * span) == 0:
            q_lattice = numerator // (2 * span)
            corners.add((line, q_lattice) if vertical else (q_lattice, line))
            continue
        cell = numerator // (2 * span)  # floor of q/2: the row (or column) crossed
        crossed.append(("v", line, cell) if vertical else ("h", cell, line))
    return crossed


def can_see(
    geo: Geometry,
    a: Space,
    b: Space,
    *,
    night: bool,
    rule: CornerRule = "closed_both_sides",
) -> bool:
    """LOS including the night limit (ATK-19) for the viewer it applies to."""
    if night and distance(a, b) > NIGHT_SIGHT_SPACES:
        return False
    return has_line_of_sight(geo, a, b, rule=rule)
