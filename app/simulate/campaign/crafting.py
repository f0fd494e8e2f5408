"""The scripted party's wagon and crafting (EQUIP-37..43): resources pooled in the wagon,
a wagon track raised toward a recipe that makes a hero's upgrade, and the item crafted.

A recipe is wanted when its item is an upgrade for a hero (``outfitting.gain``), the hero
and the wagon hold its resources and the supply still has its token. That hero crafts it.
The levels the wagon lacks are bought one at a time, only then (gold is not spent on a
track before the party can use it), by the richest purse with a healer's reserve kept.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from app.content.catalog import Catalog
from app.content.schema.campaign import Recipe
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules.improvements import wagon_price_half
from app.engine.hunters.campaign.rules.trade import supply_count
from app.simulate.campaign.outfitting import RESERVE_HALF, Choice, gain, offered

MOST_AT_ONCE = 40
"""The most tokens one StoreInWagon moves (its schema's bound)."""


def pooling(board: CampaignBoard, content: Catalog, options: Sequence[Choice]) -> Choice | None:
    """EQUIP-40: a hero's resources go into the wagon, all of a kind at once, where every
    hero's recipe can draw on them (EQUIP-42); nothing in the story asks a hero to hold
    them."""
    for command, seat in options:
        item = getattr(command, "item", "")
        if command.type == "store_in_wagon" and item in content.resources:
            held = board.heroes[command.hero].resources.get(item, 0)  # type: ignore[attr-defined]
            return command.model_copy(update={"count": min(held, MOST_AT_ONCE)}), seat
    return None


def has_resources(board: CampaignBoard, hero: str, recipe: Recipe) -> bool:
    """EQUIP-42: the crafting hero's resources and the wagon's together."""
    own = board.heroes[hero].resources
    stored = board.wagon.resources
    return all(own.get(k, 0) + stored.get(k, 0) >= n for k, n in recipe.resources.items())


def wanted(board: CampaignBoard, content: Catalog) -> Iterator[tuple[int, str, str]]:
    """(gain, recipe, hero) for every recipe the party could use now, wagon aside."""
    for recipe in content.recipes.values():
        if supply_count(board, content, recipe.item) < 1:
            continue
        for hero in sorted(board.heroes):
            worth = gain(content, board.heroes[hero], recipe.item)
            if worth > 0 and has_resources(board, hero, recipe):
                yield worth, recipe.id, hero


def missing_track(board: CampaignBoard, recipe: Recipe) -> str | None:
    """The first wagon track below the level the recipe needs (EQUIP-42)."""
    short = [t for t, level in sorted(recipe.wagon.items()) if board.wagon.levels.get(t, 0) < level]
    return short[0] if short else None


def crafting(board: CampaignBoard, content: Catalog, options: Sequence[Choice]) -> Choice | None:
    """The biggest upgrade first: craft it if the wagon is ready, else buy its next level."""
    for _, recipe_id, hero in sorted(wanted(board, content), reverse=True):
        step = _toward(board, content, options, recipe_id, hero)
        if step is not None:
            return step
    return None


def _toward(
    board: CampaignBoard, content: Catalog, options: Sequence[Choice], recipe_id: str, hero: str
) -> Choice | None:
    track = missing_track(board, content.recipes[recipe_id])
    if track is None:
        return offered(options, "craft_item", recipe=recipe_id, hero=hero)
    price = wagon_price_half(board, content, track)
    purses = {h: b.gold_half for h, b in board.heroes.items()}
    payers = [h for h, gold in purses.items() if price and gold - price >= RESERVE_HALF]
    if not payers:
        return None
    payer = max(payers, key=lambda h: (purses[h], h))
    return offered(options, "upgrade_wagon", category=track, hero=payer)
