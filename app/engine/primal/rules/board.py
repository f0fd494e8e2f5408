"""Sectors, exposure, terrain and moves, read from the state (P-BOARD, P-TURN-03/21/28/29)."""

from __future__ import annotations

from app.content.schema.primal.common import SectorGroup, Side, TerrainKind
from app.engine.primal.model.board import SECTORS, adjacent, in_group, side_of
from app.engine.primal.model.hunters import HunterState
from app.engine.primal.model.state import PrimalState

DEFAULT_SEQUENCE_LIMIT = 5
WATER_SEQUENCE_LIMIT = 3


def hunter_side(s: PrimalState, hunter: str) -> Side | None:
    """The side of the monster the hunter stands on (None: captured)."""
    sector = s.hunters[hunter].sector
    return None if sector is None else side_of(sector, s.board.facing)


def sectors_in(s: PrimalState, groups: tuple[SectorGroup, ...]) -> tuple[int, ...]:
    """The physical sectors now on these sides (``flank``: both flanks)."""
    return tuple(n for n in SECTORS if any(in_group(side_of(n, s.board.facing), g) for g in groups))


def has_terrain(s: PrimalState, sector: int | None, kind: TerrainKind) -> bool:
    return sector is not None and s.board.sectors[sector].has(kind)


def hunters_in(s: PrimalState, sector: int) -> list[HunterState]:
    """The standing, targetable hunters in a sector, in seating order."""
    return [
        s.hunters[h]
        for h in s.order
        if s.hunters[h].sector == sector and s.hunters[h].is_targetable
    ]


def is_exposed(s: PrimalState, hunter: str) -> bool:
    """P-TURN-21/28/29: the hunter's sector lies on an exposed side of the current
    stance's diagram, read against the monster's facing."""
    side = hunter_side(s, hunter)
    return side is not None and side in s.defs.stance(s.monster.stance).exposed


def sequence_limit(s: PrimalState, hunter: str) -> int:
    """P-TURN-15, P-BOARD-26: 5, or 3 in a Water sector; card effects change either."""
    base = (
        WATER_SEQUENCE_LIMIT
        if has_terrain(s, s.hunters[hunter].sector, "water")
        else DEFAULT_SEQUENCE_LIMIT
    )
    bonus = s.turn.sequence_bonus if s.turn is not None and s.turn.hunter == hunter else 0
    return max(0, base + bonus)


def move_cost(s: PrimalState, hunter: str, base: int = 1) -> int:
    """P-TURN-03/04, P-BOARD-24: 1 stamina, +1 when leaving a Sand sector."""
    return base + int(has_terrain(s, s.hunters[hunter].sector, "sand"))


def move_targets(s: PrimalState, hunter: str) -> tuple[int, ...]:
    """P-TURN-03: the two sectors adjacent to the hunter's."""
    sector = s.hunters[hunter].sector
    return () if sector is None else adjacent(sector)


def fire_blocks(s: PrimalState, hunter: str) -> bool:
    """P-TURN-17, P-BOARD-16: no card into the sequence while Fire is in the sector."""
    return has_terrain(s, s.hunters[hunter].sector, "fire")


def is_threatened_sector(s: PrimalState, sector: int) -> bool:
    """P-BOARD-09: at least one threatened hunter is in it."""
    return any(h.threatened for h in hunters_in(s, sector))


def marked_sectors(s: PrimalState) -> tuple[int, ...]:
    """P-MON-06: the sectors facing the sides the active Rumble card highlights."""
    sides: list[Side] = []
    for deck in s.side_decks.values():
        if deck.kind == "rumble" and deck.active is not None:
            sides += s.defs.side_card(deck.active).marked
    return sectors_in(s, tuple(sides))


def damaged_sectors(s: PrimalState) -> tuple[int, ...]:
    """P-BOARD-10: sectors holding a damage marker (a token that ``marks_damage``)."""
    monster = s.defs.monster
    markers = {t.id for t in monster.tokens if t.marks_damage} if monster else set()
    return tuple(n for n in SECTORS if markers & s.board.sectors[n].tokens.keys())
