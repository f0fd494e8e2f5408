"""Whom and where an effect reaches (schema ``targets.py``; P-GLOSS-30/31, P-KO-12).

``hunters_for`` returns the hunters a ``Who`` names, or a ``Pick`` when the owner must
choose one of them (a decision, opened only when there are two or more).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.primal.targets import InSectors, Where, Who
from app.engine.primal.model.board import SECTORS, adjacent
from app.engine.primal.model.context import Context
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.board import (
    damaged_sectors,
    has_terrain,
    marked_sectors,
    sectors_in,
)


@dataclass(frozen=True)
class Pick:
    """The owner picks one of ``among``."""

    among: tuple[str, ...]


def _targetable(s: PrimalState, hunters: list[str]) -> list[str]:
    return [h for h in hunters if h in s.hunters and s.hunters[h].is_targetable]


def _in_sectors(s: PrimalState, who: InSectors) -> list[str]:
    found = []
    for h in _targetable(s, list(s.order)):
        hunter = s.hunters[h]
        sector = hunter.sector
        if sector is None:
            continue
        if who.sectors and sector not in sectors_in(s, who.sectors):
            continue
        if who.terrain is not None and not has_terrain(s, sector, who.terrain):
            continue
        if who.marked and sector not in marked_sectors(s):
            continue
        if who.damaged and sector not in damaged_sectors(s):
            continue
        if who.threatened_only and not hunter.threatened:
            continue
        found.append(h)
    return found


def hunters_for(s: PrimalState, ctx: Context, who: Who) -> list[str] | Pick:
    """P-GLOSS-31: with no active hunter, an effect on the active hunter does nothing."""
    if isinstance(who, InSectors):
        return _in_sectors(s, who)
    you = ctx.hunter
    everyone = _targetable(s, list(s.order))
    match who:
        case "self":
            return _targetable(s, [you] if you else [])
        case "active":
            return _targetable(s, [s.active] if s.active else [])
        case "aggro":
            return _targetable(s, [s.aggro] if s.aggro else [])
        case "each":
            return everyone
        case "each_other":
            return [h for h in everyone if h != you]
        case "threatened":
            return [h for h in everyone if s.hunters[h].threatened]
        case "same_sector":
            sector = s.hunters[you].sector if you else None
            return [h for h in everyone if sector is not None and s.hunters[h].sector == sector]
        case "chosen" | "chosen_other":
            among = [h for h in everyone if who == "chosen" or h != you]
            return among if len(among) <= 1 else Pick(tuple(among))


def sectors_for(s: PrimalState, ctx: Context, where: Where) -> tuple[int, ...] | None:
    """The sectors ``where`` names (None: the owner picks any one, a decision)."""
    if isinstance(where, tuple):
        return sectors_in(s, where)
    you = ctx.hunter
    own = s.hunters[you].sector if you and you in s.hunters else None
    match where:
        case "own":
            return () if own is None else (own,)
        case "active":
            sector = s.hunters[s.active].sector if s.active else None
            return () if sector is None else (sector,)
        case "aggro":
            sector = s.hunters[s.aggro].sector if s.aggro else None
            return () if sector is None else (sector,)
        case "adjacent":
            return () if own is None else adjacent(own)
        case "all":
            return SECTORS
        case "marked":
            return marked_sectors(s)
    return None
