"""Quest maps: the scenario-format board (docs/scenario-format.md, fixed part)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from app.content.schema.common import Side, Space, StrictModel


class Edge(StrictModel):
    """A feature on one side of a space; the edge between [2,1] and [3,1] is
    ``{at: [2,1], side: E}`` or ``{at: [3,1], side: W}``."""

    at: Space
    side: Side


class Board(StrictModel):
    """Size, edge features and space features of a quest map (TERR-01..15)."""

    size: tuple[int, int]
    walls: tuple[Edge, ...] = ()
    obstacles: tuple[Edge, ...] = ()
    rough: tuple[Edge, ...] = ()
    water: tuple[Edge, ...] = ()
    swamp: tuple[Edge, ...] = ()
    cover: tuple[Space, ...] = ()
    vantage: tuple[Space, ...] = ()
    hiding: tuple[Space, ...] = ()
    bottleneck: tuple[Space, ...] = ()
    findings: tuple[Space, ...] = ()
    exits: bool = True

    @model_validator(mode="after")
    def _inside(self) -> Board:
        width, height = self.size
        if not (1 <= width <= 40 and 1 <= height <= 40):
            raise ValueError("a board is 1-40 spaces wide and high")
        spaces = [
            e.at for e in (*self.walls, *self.obstacles, *self.rough, *self.water, *self.swamp)
        ]
        spaces += [*self.cover, *self.vantage, *self.hiding, *self.bottleneck, *self.findings]
        outside = [s for s in spaces if not (0 <= s[0] < width and 0 <= s[1] < height)]
        if outside:
            raise ValueError(f"spaces outside the {width}x{height} board: {outside[:5]}")
        return self


GroundKind = Literal[
    "meadow",
    "forest_floor",
    "rock",
    "water",
    "rough_ground",
    "mud",
    "sewer_stone",
    "wooden_floor",
    "cobbles",
]
"""What the ground of a map looks like; only its look: the rules read the board."""


class GroundArea(StrictModel):
    """A rectangle of another ground: columns ``x[0]..x[1]`` and rows ``y[0]..y[1]``,
    both ends included (the inn's wooden floor on a meadow)."""

    ground: GroundKind
    x: tuple[int, int]
    y: tuple[int, int]


class MapLook(StrictModel):
    """How the client draws a map (static/js/art/ground.js): its ground, what its walls
    are built of, areas of another ground and doorways drawn in the walls' gaps. Nothing
    here changes a rule; a map without it is an open meadow walled in stone."""

    ground: GroundKind = "meadow"
    walls: Literal["stone", "wood", "hedge"] = "stone"
    areas: tuple[GroundArea, ...] = ()
    doors: tuple[Edge, ...] = ()


class QuestMap(StrictModel):
    """A page of the Tome of Maps: a board plus the heroes' deployment zone (QUEST-06)."""

    id: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=80)
    board: Board
    deployment_zone: tuple[Space, ...] = Field(min_length=1)
    look: MapLook = MapLook()

    @model_validator(mode="after")
    def _look_inside(self) -> QuestMap:
        width, height = self.board.size
        corners = [(a.x[i], a.y[i]) for a in self.look.areas for i in (0, 1)]
        corners += [d.at for d in self.look.doors]
        outside = [c for c in corners if not (0 <= c[0] < width and 0 <= c[1] < height)]
        if outside:
            raise ValueError(f"look: spaces outside the {width}x{height} board: {outside[:5]}")
        if any(a.x[0] > a.x[1] or a.y[0] > a.y[1] for a in self.look.areas):
            raise ValueError("look: an area runs from its lower corner to its higher one")
        return self
