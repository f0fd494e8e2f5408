"""Read-only rules of the wagon (EQUIP-37..41, EQUIP-45), crafting (EQUIP-42/43) and
development (DEV-10..17): prices and the guards decide and legal share."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.heroes import HeroBoard, gold_words, half_gold
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules.purses import group_payment
from app.engine.hunters.campaign.rules.trade import held_count, item_name
from app.engine.kernel.rejections import Rejection, reject

TOP_WAGON_LEVEL = 3  # EQUIP-38


def wagon_price_half(board: CampaignBoard, content: Catalog, category: str) -> int | None:
    """EQUIP-38 (default): the next level's price, bought in order; None at the top."""
    level = board.wagon.levels.get(category, 0)
    if level >= TOP_WAGON_LEVEL:
        return None
    return half_gold(content.wagon[category].level_costs[level])


def upgrade_guard(
    board: CampaignBoard, content: Catalog, category: str, hero: str
) -> Rejection | None:
    if category not in content.wagon:
        return reject("unknown_track", "The wagon has no such track.", "EQUIP-37")
    name = content.wagon[category].name
    price = wagon_price_half(board, content, category)
    if price is None:
        return reject("top_level", f"The wagon's {name} is at its top level.", "EQUIP-38")
    if group_payment(board, {hero: price}) is None:
        return reject(
            "not_enough_gold",
            f"The party's purses together hold less than {gold_words(price)}.",
            "SETL-22",
        )
    return None


def wagon_count(board: CampaignBoard, content: Catalog, item: str) -> int:
    if item in content.resources:
        return board.wagon.resources.get(item, 0)
    return board.wagon.equipment.count(item)


def load_guard(
    board: CampaignBoard, content: Catalog, hero: str, item: str, count: int, into_wagon: bool
) -> Rejection | None:
    """EQUIP-40/41: the wagon's storage is unlimited; what moves must be there."""
    if item not in content.resources and item not in content.equipment:
        return reject("unknown_item", "There is no such item or resource.", "EQUIP-40")
    name = item_name(content, item)
    if into_wagon and held_count(board.heroes[hero], content, item) < count:
        return reject(
            "not_held", f"{board.heroes[hero].name} does not have {count} {name}.", "EQUIP-40"
        )
    if not into_wagon and wagon_count(board, content, item) < count:
        return reject("not_in_wagon", f"The wagon does not hold {count} {name}.", "EQUIP-40")
    return None


def repair_price_half(content: Catalog, hero: HeroBoard) -> int:
    """EQUIP-45 (default): the price once per damaged armor piece."""
    setup = content.campaign
    pieces = sum(1 for markers in hero.armor_damage.values() if markers)
    return half_gold(setup.armor_repair_gold) * pieces if setup else 0


def repair_guard(board: CampaignBoard, content: Catalog, hero: str) -> Rejection | None:
    h = board.heroes[hero]
    if not any(h.armor_damage.values()):
        return reject("undamaged", f"{h.name}'s armor has no destruction markers.", "EQUIP-45")
    if h.gold_half < repair_price_half(content, h):
        price = gold_words(repair_price_half(content, h))
        return reject("not_enough_gold", f"{h.name} has less than {price}.", "EQUIP-45")
    return None


Sources = tuple[dict[str, int], dict[str, int]]


def craft_sources(board: CampaignBoard, hero: str, needs: dict[str, int]) -> Sources:
    """EQUIP-42: the resources a recipe takes, the crafting hero's first, then the wagon's."""
    h = board.heroes[hero]
    from_hero = {k: min(n, h.resources.get(k, 0)) for k, n in needs.items()}
    from_wagon = {k: n - from_hero[k] for k, n in needs.items()}
    return {k: v for k, v in from_hero.items() if v}, {k: v for k, v in from_wagon.items() if v}


def craft_guard(
    board: CampaignBoard, content: Catalog, recipe_id: str, hero: str
) -> Rejection | None:
    """EQUIP-42/43, WE-12: the wagon levels, the resources and a free token."""
    recipe = content.recipes.get(recipe_id)
    if recipe is None:
        return reject("unknown_recipe", "There is no such recipe.", "EQUIP-42")
    item = item_name(content, recipe.item)
    for track, level in sorted(recipe.wagon.items()):
        if board.wagon.levels.get(track, 0) < level:
            name = content.wagon[track].name
            return reject(
                "wagon_too_low",
                f"The wagon's {name} must be at level {level} for {item}.",
                "EQUIP-42",
            )
    h = board.heroes[hero]
    for kind, n in sorted(recipe.resources.items()):
        have = h.resources.get(kind, 0) + board.wagon.resources.get(kind, 0)
        if have < n:
            what = item_name(content, kind)
            return reject(
                "missing_resources",
                f"{item} needs {n} {what}; {h.name} and the wagon have {have}.",
                "EQUIP-42",
            )
    if board.supply.equipment.get(recipe.item, 0) < 1:
        return reject("no_token", f"No {item} token is left in the supply.", "EQUIP-43")
    return None
