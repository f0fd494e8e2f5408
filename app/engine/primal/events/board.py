"""Terrain and sector tokens (P-BOARD-11..28, P-MON-04/14)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.common import TerrainKind
from app.engine.kernel.model import EventBase


class TerrainPlaced(EventBase):
    """A terrain token in ``sector`` (a Fire red side up, or an old one flipped back to
    red, P-BOARD-15/17)."""

    type: Literal["primal_terrain_placed"] = "primal_terrain_placed"
    sector: int
    terrain: TerrainKind


class TerrainRemoved(EventBase):
    type: Literal["primal_terrain_removed"] = "primal_terrain_removed"
    sector: int
    terrain: TerrainKind
    why: str = ""


class FireAged(EventBase):
    """P-BOARD-15: at the end of the round red turns yellow, yellow goes."""

    type: Literal["primal_fire_aged"] = "primal_fire_aged"
    sector: int
    fire: Literal["red", "yellow"] | None


class SectorTokensSet(EventBase):
    """``token`` (Dust, Arkeum, a damage marker) in ``sector`` now numbers ``count``."""

    type: Literal["primal_sector_tokens_set"] = "primal_sector_tokens_set"
    sector: int
    token: str
    count: int
