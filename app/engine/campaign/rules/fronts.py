"""The faces of the pack's cards and entries, as players read them once revealed (the
content API sends only their backs, app/content/public.py)."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.campaign.model.state import Front


def front_of(content: Catalog, card: str) -> Front:
    """A map, road, town, plot, task or location card's face, or a tale entry's text."""
    if card in content.map_cards:
        face = content.map_cards[card]
        settlement = face.settlement or ""
        return Front(title=face.name, text=face.text, port=face.port, settlement=settlement)
    if card in content.road_cards:
        return Front(title=content.road_cards[card].name, text=content.road_cards[card].text)
    if card in content.town_cards:
        return Front(title=content.town_cards[card].name, text=content.town_cards[card].text)
    if card in content.plot_cards:
        return Front(title=content.plot_cards[card].title, text=content.plot_cards[card].text)
    if card in content.task_cards:
        return Front(title=content.task_cards[card].title, text=content.task_cards[card].text)
    if card in content.locations:
        return Front(title=content.locations[card].name, text=content.locations[card].text)
    if card in content.tales:
        return Front(title=card, text=content.tales[card].text)
    return Front()
