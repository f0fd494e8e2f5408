"""The combat board (P-BOARD-01..10): four physical sectors, named relative to the
monster's facing.

Sectors are numbered clockwise from the bottom one: 0 south (the front at setup,
P-SETUP-01), 1 west, 2 north, 3 east. The monster faces ``facing``; each sector's side is
its clockwise offset from the front: front, right, rear, left (a monster facing south has
its right flank to the west). Adjacency is the 4-cycle (P-BOARD-03 AMBIGUITY: the board
is a square cut by its diagonals, so front and rear, and the two flanks, are not
adjacent).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.primal.common import SectorGroup, Side, TerrainKind
from app.engine.kernel.model import Frozen

SECTOR_NAMES = ("south", "west", "north", "east")
SIDES: tuple[Side, ...] = ("front", "right", "rear", "left")
SECTORS = (0, 1, 2, 3)


def side_of(sector: int, facing: int) -> Side:
    """P-BOARD-02: the side of the monster a sector lies on, from its facing."""
    return SIDES[(sector - facing) % 4]


def sector_on(side: Side, facing: int) -> int:
    """The physical sector on ``side`` of a monster facing ``facing``."""
    return (facing + SIDES.index(side)) % 4


def is_adjacent(a: int, b: int) -> bool:
    """P-BOARD-03: sectors sharing a border (never front-rear, never flank-flank)."""
    return (a - b) % 4 in (1, 3)


def adjacent(sector: int) -> tuple[int, int]:
    return ((sector + 1) % 4, (sector + 3) % 4)


def in_group(side: Side, group: SectorGroup) -> bool:
    """``flank`` stands for either flank (P-REACT-28)."""
    return side == group or (group == "flank" and side in ("left", "right"))


FireAge = Literal["red", "yellow"]


class SectorState(Frozen):
    """What lies in one sector: terrain tokens (Fire separately, with its age,
    P-BOARD-15) and the monster's sector tokens (Dust, Arkeum, damage markers)."""

    terrain: tuple[TerrainKind, ...] = ()
    fire: FireAge | None = None
    tokens: dict[str, int] = Field(default_factory=dict)

    def has(self, kind: TerrainKind) -> bool:
        if kind == "fire":
            return self.fire is not None
        return kind in self.terrain

    def count(self, kind: TerrainKind) -> int:
        if kind == "fire":
            return int(self.fire is not None)
        return self.terrain.count(kind)


class BoardState(Frozen):
    facing: int = 0
    sectors: tuple[SectorState, SectorState, SectorState, SectorState] = (
        SectorState(),
        SectorState(),
        SectorState(),
        SectorState(),
    )
    plateau: str | None = None
    """P-BOARD-22: the one hunter on a plateau (None: nobody)."""
    brush: str | None = None
    """P-BOARD-13: the one hunter hiding in the brush."""
    brush_resume_after: str | None = None
    """The hunter whose turn the hider waits for."""

    def side(self, sector: int) -> Side:
        return side_of(sector, self.facing)
