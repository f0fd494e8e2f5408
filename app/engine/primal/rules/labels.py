"""Words for players: the names of cards and sectors in options and logs (never ids)."""

from __future__ import annotations

from app.engine.primal.model.board import SECTOR_NAMES, side_of
from app.engine.primal.model.context import Source
from app.engine.primal.model.state import PrimalState


def card_name(s: PrimalState, card: str) -> str:
    return s.defs.card(card).name


def source_label(s: PrimalState, source: Source) -> str:
    """The name of the card an ability is printed on."""
    d = s.defs
    names = {
        "card": lambda: d.card(source.id).name,
        "retaliate": lambda: d.card(source.id).name,
        "weapon": lambda: d.weapons[source.id].name,
        "armor": lambda: d.protections[source.id].name,
        "helm": lambda: d.protections[source.id].name,
        "item": lambda: d.items[source.id].name,
        "potion": lambda: d.items[source.id].name,
        "mastery": lambda: d.masteries[source.id].name,
        "stance": lambda: f"Stance {'I' * (int(source.id) + 1)}",
        "peril": lambda: d.peril(source.id).name,
        "objective": lambda: d.objective(source.id).name,
        "behavior": lambda: d.behavior(source.id).name,
        "side_card": lambda: d.side_card(source.id).name,
    }
    name = names.get(source.kind, lambda: source.kind)()
    owner = source.owner
    return f"{s.hunters[owner].name}: {name}" if owner and owner in s.hunters else name


def sector_label(s: PrimalState, sector: int) -> str:
    """A sector by its side of the monster and where it lies (``rear (north)``)."""
    return f"{side_of(sector, s.board.facing)} ({SECTOR_NAMES[sector]})"


def hunter_name(s: PrimalState, hunter: str) -> str:
    return s.hunters[hunter].name
