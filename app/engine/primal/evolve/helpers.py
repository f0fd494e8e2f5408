"""Copies of the fight state with one part changed (the fast frozen copy)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.engine.kernel.copying import copy_with
from app.engine.primal.model.board import SectorState
from app.engine.primal.model.monster import Slot
from app.engine.primal.model.state import PrimalState


def with_hunter(s: PrimalState, hunter: str, **fields: Any) -> PrimalState:
    hunters = dict(s.hunters)
    hunters[hunter] = copy_with(hunters[hunter], **fields)
    return copy_with(s, hunters=hunters)


def with_monster(s: PrimalState, **fields: Any) -> PrimalState:
    return copy_with(s, monster=copy_with(s.monster, **fields))


def with_behavior(s: PrimalState, **fields: Any) -> PrimalState:
    return copy_with(s, behavior=copy_with(s.behavior, **fields))


def with_slot(s: PrimalState, index: int, **fields: Any) -> PrimalState:
    slots = list(s.behavior.slots)
    slots[index] = copy_with(slots[index], **fields)
    return with_behavior(s, slots=tuple(slots))


def with_attrition(s: PrimalState, **fields: Any) -> PrimalState:
    return copy_with(s, attrition=copy_with(s.attrition, **fields))


def with_board(s: PrimalState, **fields: Any) -> PrimalState:
    return copy_with(s, board=copy_with(s.board, **fields))


def with_sector(s: PrimalState, sector: int, **fields: Any) -> PrimalState:
    sectors = list(s.board.sectors)
    sectors[sector] = copy_with(sectors[sector], **fields)
    return with_board(s, sectors=tuple(sectors))


def with_turn(s: PrimalState, **fields: Any) -> PrimalState:
    if s.turn is None:
        return s
    return copy_with(s, turn=copy_with(s.turn, **fields))


def without(cards: tuple[str, ...], removed: Iterable[str]) -> tuple[str, ...]:
    """``cards`` with one occurrence of each of ``removed`` taken out."""
    left = list(cards)
    for card in removed:
        if card in left:
            left.remove(card)
    return tuple(left)


def empty_slot() -> Slot:
    return Slot()


def sector_state(s: PrimalState, sector: int) -> SectorState:
    return s.board.sectors[sector]
