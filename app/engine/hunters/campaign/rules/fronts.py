"""The faces of the pack's cards and entries, as players read them once revealed (the
content API sends only their backs, app/content/public.py)."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.schema.campaign import Location
from app.engine.hunters.campaign.model.heroes import half_gold
from app.engine.hunters.campaign.model.state import Front, PriceOffer, ServiceOffer


def front_of(content: Catalog, card: str) -> Front:
    """A map, road, town, plot, task or location card's face, or a tale entry's text."""
    if card in content.map_cards:
        face = content.map_cards[card]
        settlement = face.settlement or ""
        return Front(
            title=face.name,
            text=face.text,
            kind="map",
            port=face.port,
            settlement=settlement,
            landscape=face.landscape,
        )
    if card in content.road_cards:
        road = content.road_cards[card]
        return Front(title=road.name, text=road.text, kind="road")
    if card in content.town_cards:
        town = content.town_cards[card]
        return Front(title=town.name, text=town.text, kind="town")
    if card in content.plot_cards:
        plot = content.plot_cards[card]
        return Front(title=plot.title, text=plot.text, kind="plot")
    if card in content.task_cards:
        task = content.task_cards[card]
        return Front(title=task.title, text=task.text, kind="task")
    if card in content.locations:
        location = content.locations[card]
        holder = content.map_cards.get(location.settlement)
        return location_front(location, holder.settlement or "" if holder else "")
    if card in content.tales:
        return Front(title=card, text=content.tales[card].text, kind="entry")
    return Front()


def _half(gold: float | None) -> int | None:
    return None if gold is None else half_gold(gold)


def location_front(location: Location, settlement: str = "") -> Front:
    """SETL-09..14: a location card's face: its name, text, price list and services, and
    (SETL-01) the name of the settlement it belongs to, so a Town tab lists only that
    settlement's cards."""
    services = location.services
    heal = services.heal
    return Front(
        title=location.name,
        text=location.text,
        kind="location",
        settlement=settlement,
        prices=tuple(
            PriceOffer(item=line.item, buy_half=_half(line.buy), sell_half=_half(line.sell))
            for line in location.prices
        ),
        services=ServiceOffer(
            work_half=_half(services.work),
            rest_half=_half(services.rest),
            heal_half=_half(heal.price) if heal else None,
            heal_health=heal.health if heal else 0,
        ),
    )
