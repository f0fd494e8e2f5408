"""Moves, threat, the monster's turning, terrain and sector tokens (P-TURN-03..07,
P-BOARD-04..06/15..19/27, P-MON-04/15)."""

from __future__ import annotations

from app.content.schema.primal.common import TerrainKind
from app.content.schema.primal.effects import Burning
from app.engine.primal.events.board import SectorTokensSet, TerrainPlaced, TerrainRemoved
from app.engine.primal.events.hunters import HunterMoved, HunterThreatened
from app.engine.primal.events.monster import MonsterTurned
from app.engine.primal.model.board import adjacent
from app.engine.primal.model.context import Context, Source
from app.engine.primal.model.tasks import ResolveEffects
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.board import has_terrain, hunters_in
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import push
from app.engine.primal.steps.occur import occur


def move_hunter(rec: PrimalRecorder, hunter: str, to: int, *, between: bool = False) -> None:
    """P-TURN-05: a move discards the threatened token; then Movement (P-REACT-32) and
    Move-into-water (P-REACT-33) react, and Fog threatens the mover (P-BOARD-19)."""
    source = rec.state.hunters[hunter].sector
    rec.emit(HunterMoved(hunter=hunter, to=to, source=source))
    if has_terrain(rec.state, to, "fog"):
        threaten(rec, hunter, between=between)
    if has_terrain(rec.state, to, "water"):
        occur(rec, Occurrence(on="moved_into_water", hunter=hunter), between=between)
    occur(rec, Occurrence(on="moved", hunter=hunter), between=between)


def threaten(rec: PrimalRecorder, hunter: str, *, between: bool = False) -> None:
    """P-TURN-06/07: one threatened token at most; becoming threatened again still
    fires every effect and the Threatened reaction (P-REACT-27)."""
    again = rec.state.hunters[hunter].threatened
    rec.emit(HunterThreatened(hunter=hunter, again=again))
    occur(rec, Occurrence(on="threatened", hunter=hunter), between=between)


def turn_monster(rec: PrimalRecorder, sector: int, why: str) -> None:
    """P-BOARD-04/05: the sector becomes the front; the Monster-rotation reaction fires
    only when the facing changes (P-REACT-31)."""
    if rec.state.board.facing == sector:
        return
    rec.emit(MonsterTurned(facing=sector, why=why))
    occur(rec, Occurrence(on="monster_turned", hunter=rec.state.active))


def turn_to_hunter(rec: PrimalRecorder, hunter: str, why: str) -> None:
    """P-BOARD-05/06: the monster faces the hunter's sector (a captured hunter has none)."""
    sector = rec.state.hunters[hunter].sector
    if sector is not None:
        turn_monster(rec, sector, why)


def place_terrain(rec: PrimalRecorder, sector: int, kind: TerrainKind) -> None:
    if kind == "fire":
        _place_fire(rec, sector)
    elif kind == "water":
        _place_water(rec, sector)
    else:
        rec.emit(TerrainPlaced(sector=sector, terrain=kind))


def _place_fire(rec: PrimalRecorder, sector: int) -> None:
    """P-BOARD-15/17/18: a Fire goes down red; on a Fire it flips the old one to red and
    every hunter there suffers burning; it burns the Brush and turns Water into Fog."""
    here = rec.state.board.sectors[sector]
    rec.emit(TerrainPlaced(sector=sector, terrain="fire"))
    if here.fire is not None:
        for h in reversed(hunters_in(rec.state, sector)):
            context = Context(source=Source(kind="rule", id="fire"), hunter=h.id)
            push(rec, ResolveEffects(context=context, effects=(Burning(who="self"),)))
        return
    for _ in range(here.count("brush")):
        rec.emit(TerrainRemoved(sector=sector, terrain="brush", why="fire"))
    if here.has("water"):
        rec.emit(TerrainRemoved(sector=sector, terrain="water", why="fire"))
        rec.emit(TerrainPlaced(sector=sector, terrain="fog"))


def _place_water(rec: PrimalRecorder, sector: int) -> None:
    """P-BOARD-27: one Water a sector; placed where there is one, a Water goes into each
    adjacent sector instead (AMBIGUITY reading: a sector that already has Water gets
    none, and the spread does not go on)."""
    if not rec.state.board.sectors[sector].has("water"):
        rec.emit(TerrainPlaced(sector=sector, terrain="water"))
        return
    for other in adjacent(sector):
        if not rec.state.board.sectors[other].has("water"):
            rec.emit(TerrainPlaced(sector=other, terrain="water"))


def place_tokens(rec: PrimalRecorder, sector: int, token: str, amount: int) -> None:
    """P-MON-04/15: a monster's sector tokens, up to its limit per sector (x PC when the
    limit is per player)."""
    monster = rec.state.defs.monster
    spec = next((t for t in monster.tokens if t.id == token), None) if monster else None
    if spec is None:
        return
    limit = spec.most_per_sector * (rec.state.player_count if spec.per_player else 1)
    now = rec.state.board.sectors[sector].tokens.get(token, 0)
    count = min(limit, now + amount)
    if count != now:
        rec.emit(SectorTokensSet(sector=sector, token=token, count=count))


def remove_tokens(rec: PrimalRecorder, sector: int, token: str, amount: int | None = None) -> None:
    now = rec.state.board.sectors[sector].tokens.get(token, 0)
    count = 0 if amount is None else max(0, now - amount)
    if count != now:
        rec.emit(SectorTokensSet(sector=sector, token=token, count=count))
