"""Reading the region map (CAMP-11, CAMP-13, SETL-01, SETL-16/20): where a card lies, its
neighbours, its threat level, ports and settlements."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.region import Region


def grid_position(region: Region, card: str) -> tuple[int, int] | None:
    for row, cards in enumerate(region.grid):
        if card in cards:
            return row, cards.index(card)
    return None


def neighbours(region: Region, card: str) -> tuple[str, ...]:
    """CAMP-11: the up to 8 map cards around ``card`` (orthogonal or diagonal)."""
    here = grid_position(region, card)
    if here is None:
        return ()
    row, col = here
    out = []
    for r in range(row - 1, row + 2):
        for c in range(col - 1, col + 2):
            if (r, c) != (row, col) and 0 <= r < len(region.grid) and 0 <= c < len(region.grid[r]):
                out.append(region.grid[r][c])
    return tuple(out)


def is_neighbour(region: Region, a: str, b: str) -> bool:
    return b in neighbours(region, a)


def threat_of(content: Catalog, card: str) -> int:
    """CAMP-13: the Roman numeral on the map card's back (level of its road cards)."""
    return content.map_cards[card].threat


def is_revealed_port(region: Region, content: Catalog, card: str) -> bool:
    """SETL-16/20: a port counts only on a revealed map card (our default)."""
    return region.is_revealed(card) and content.map_cards[card].port


def revealed_ports(region: Region, content: Catalog) -> tuple[str, ...]:
    return tuple(c for row in region.grid for c in row if is_revealed_port(region, content, c))


def location_settlement(content: Catalog, location: str) -> str:
    """SETL-01: the map card of the settlement a location card belongs to."""
    return content.locations[location].settlement


def card_name(content: Catalog, card: str) -> str:
    """A map, location, plot or task card's name as players read it."""
    if card in content.map_cards:
        return content.map_cards[card].name
    if card in content.locations:
        return content.locations[card].name
    return card
