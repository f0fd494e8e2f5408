"""Where the scripted party rides next (CAMP-11, CAMP-19..25): the face-down plot cards the
story has placed, the main plot's (red-striped, CAMP-24) first, nearest first by the
king's-move distance of travel to one of the 8 neighbours."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.state import CampaignBoard

Spot = tuple[int, int]


def grid_spot(board: CampaignBoard, card: str) -> Spot | None:
    """(column, row) of a map card in the region's grid."""
    for row, cards in enumerate(board.region.grid):
        if card in cards:
            return cards.index(card), row
    return None


def steps_between(board: CampaignBoard, start: str, end: str) -> int:
    """CAMP-11: days of travel from one map card to another, by land."""
    a, b = grid_spot(board, start), grid_spot(board, end)
    if a is None or b is None:
        return 99
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def map_card_of(content: Catalog, at: str) -> str:
    """SETL-02: a location card lies in its settlement's map card."""
    location = content.locations.get(at)
    return location.settlement if location is not None else at


def is_main_plot(content: Catalog, card: str) -> bool:
    plot = content.plot_cards.get(card)
    return plot is not None and plot.back.main_plot


def waiting_cards(board: CampaignBoard, content: Catalog) -> list[tuple[str, str]]:
    """(card, where) of every face-down card on the map not yet read, not under a time
    token (CAMP-32), main-plot cards first, then by distance from the marker."""
    here = board.region.marker
    found = [
        (card, p.at)
        for card, p in board.region.placed.items()
        if p.at is not None and p.face == "down" and p.token is None
        and card not in board.story.cards_read
    ]  # fmt: skip
    return sorted(
        found,
        key=lambda f: (
            not is_main_plot(content, f[0]),
            steps_between(board, here, map_card_of(content, f[1])),
            f[0],
        ),
    )


def goal(board: CampaignBoard, content: Catalog, side_reach: int) -> str | None:
    """Where the party is bound: the nearest main-plot card, else a side card at most
    ``side_reach`` days away (the party spends spare days on side stories); when no
    main-plot card waits, the nearest card at all (the story goes on from there)."""
    here = board.region.marker
    waiting = waiting_cards(board, content)
    for card, at in waiting:
        if is_main_plot(content, card):
            return at
        if steps_between(board, here, map_card_of(content, at)) <= side_reach:
            return at
    return waiting[0][1] if waiting and side_reach > 0 else None


def has_time_tokens(board: CampaignBoard) -> bool:
    """CAMP-32: a card still waits under a time token for its day."""
    return any(p.token is not None for p in board.region.placed.values())


def nearest_healer(board: CampaignBoard, content: Catalog) -> tuple[str, int] | None:
    """SETL-14: the location with a heal service nearest the marker, and its days away
    (the cheapest healing first among equally near ones)."""
    here = board.region.marker
    healers = [
        (steps_between(board, here, loc.settlement), loc.services.heal.price, loc.id)
        for loc in content.locations.values()
        if loc.services.heal is not None
    ]
    if not healers:
        return None
    days, _, location = min(healers)
    return location, days
