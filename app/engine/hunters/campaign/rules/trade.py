"""Trade and services in settlements (SETL-09..15, SETL-22, EQUIP-43): prices, what the
supply still holds, what a hero can pay; guards shared by decide and legal."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.schema.campaign import Location, PriceLine
from app.engine.hunters.campaign.model.heroes import HeroBoard, gold_words, half_gold
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.rejections import Rejection, reject


def current_location(board: CampaignBoard, content: Catalog) -> Location | None:
    loc = board.region.location
    return content.locations[loc] if loc is not None else None


def price_line(location: Location, item: str) -> PriceLine | None:
    return next((line for line in location.prices if line.item == item), None)


def item_name(content: Catalog, item: str) -> str:
    if item in content.equipment:
        return content.equipment[item].name
    if item in content.resources:
        return content.resources[item].name
    return item


def supply_count(board: CampaignBoard, content: Catalog, item: str) -> int:
    if item in content.resources:
        return board.supply.resources.get(item, 0)
    return board.supply.equipment.get(item, 0)


def held_count(hero: HeroBoard, content: Catalog, item: str) -> int:
    if item in content.resources:
        return hero.resources.get(item, 0)
    return hero.belongings.count(item)


def buy_guard(
    board: CampaignBoard, content: Catalog, hero: str, item: str, count: int
) -> Rejection | None:
    """SETL-09/10: a listed purchase price, tokens left in the supply, gold in the purse."""
    location = current_location(board, content)
    if location is None:
        return reject("not_in_location", "Trade happens at a location card.", "SETL-09")
    line = price_line(location, item)
    name = item_name(content, item)
    if line is None or line.buy is None:
        return reject("not_sold_here", f"{location.name} sells no {name}.", "SETL-09")
    if supply_count(board, content, item) < count:
        return reject("supply_empty", f"There are not {count} {name} tokens left.", "SETL-10")
    cost = half_gold(line.buy) * count
    if board.heroes[hero].gold_half < cost:
        who = board.heroes[hero].name
        return reject("not_enough_gold", f"{who} has less than {gold_words(cost)}.", "SETL-22")
    return None


def sell_guard(
    board: CampaignBoard, content: Catalog, hero: str, item: str, count: int
) -> Rejection | None:
    """SETL-09 (default): sales only where the sale column has a price."""
    location = current_location(board, content)
    if location is None:
        return reject("not_in_location", "Trade happens at a location card.", "SETL-09")
    line = price_line(location, item)
    name = item_name(content, item)
    if line is None or line.sell is None:
        return reject("not_bought_here", f"{location.name} buys no {name}.", "SETL-09")
    if held_count(board.heroes[hero], content, item) < count:
        who = board.heroes[hero].name
        return reject("not_held", f"{who} does not have {count} {name}.", "SETL-09")
    return None


def inn_guard(
    board: CampaignBoard, content: Catalog, days: int, work: tuple[str, ...], rest: tuple[str, ...]
) -> Rejection | None:
    """SETL-11..13: some hero works or rests (``services_guard``)."""
    if not work and not rest:
        return reject("nobody", "Name the heroes who work or rest.", "SETL-11")
    return services_guard(board, content, days, work, rest)


def services_guard(
    board: CampaignBoard, content: Catalog, days: int, work: tuple[str, ...], rest: tuple[str, ...]
) -> Rejection | None:
    """SETL-11..13: the location offers the services chosen; each hero works or rests;
    a resting hero can pay for every day."""
    location = current_location(board, content)
    if location is None:
        return reject("not_in_location", "Services are offered at a location card.", "SETL-11")
    services = location.services
    if work and services.work is None:
        return reject("no_work", f"{location.name} offers no work.", "SETL-12")
    if rest and services.rest is None:
        return reject("no_rest", f"{location.name} offers no rest.", "SETL-13")
    if set(work) & set(rest) or len(set(work)) != len(work) or len(set(rest)) != len(rest):
        return reject("twice", "Each hero either works or rests.", "SETL-11")
    cost = half_gold(services.rest or 0) * days
    for hero in rest:
        if board.heroes[hero].gold_half < cost:
            who = board.heroes[hero].name
            return reject(
                "not_enough_gold", f"{who} cannot pay {gold_words(cost)} for the rest.", "SETL-13"
            )
    return None


def heal_guard(board: CampaignBoard, content: Catalog, hero: str, cure: str) -> Rejection | None:
    """SETL-14: the location heals; Health below its maximum, or a poison token to remove."""
    location = current_location(board, content)
    heal = location.services.heal if location is not None else None
    if location is None or heal is None:
        return reject("no_healing", "There is no healer here.", "SETL-14")
    h = board.heroes[hero]
    if cure == "poison" and not h.poisoned:
        return reject("not_poisoned", f"{h.name} is not poisoned.", "SETL-14")
    if cure == "health" and h.health >= h.max_health:
        return reject("unhurt", f"{h.name} is not hurt.", "SETL-14")
    if h.gold_half < half_gold(heal.price):
        return reject(
            "not_enough_gold",
            f"{h.name} has less than {gold_words(half_gold(heal.price))}.",
            "SETL-14",
        )
    return None


def transfer_guard(
    board: CampaignBoard, giver: str, receiver: str, gold_half: int
) -> Rejection | None:
    """SETL-22: gold passes freely between heroes between quests."""
    if receiver not in board.heroes or receiver == giver:
        return reject("unknown_hero", "Give the gold to another hero of the party.", "SETL-22")
    if board.heroes[giver].gold_half < gold_half:
        who = board.heroes[giver].name
        return reject("not_enough_gold", f"{who} has less than {gold_words(gold_half)}.", "SETL-22")
    return None
