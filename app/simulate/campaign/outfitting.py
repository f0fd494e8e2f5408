"""The scripted party's shopping between quests (SETL-09/10, EQUIP-22/40/41): better armor,
a helmet, a better weapon of the kind a hero fights with, bought where they are sold with
gold to spare for a healer; the old piece sold there (or left in the wagon) and the new
one laid on the hero's slots.

An item is an upgrade when it beats everything of its kind the hero owns and fits on the
hero's slots in its place: armor and helmets by the defense they give (melee counted
twice), weapons by their dice and to-hit modifier in a kind of attack the hero already
fights with (melee, ranged or magic).
Weapons that must be reloaded (TRAIT-28) and shields are left to players.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.content.catalog import Catalog
from app.content.schema.equipment import Equipment
from app.content.slots import arrange
from app.engine import Actor
from app.engine.campaign.model.heroes import HeroBoard, half_gold
from app.engine.campaign.model.state import CampaignBoard
from app.engine.campaign.rules.trade import supply_count
from app.engine.kernel.model import CommandBase

Choice = tuple[CommandBase, Actor]
RESERVE_HALF = 4
"""Half-gold a hero keeps after a purchase: a healer's visit or two (SETL-14)."""
WORN = ("armor", "helmet")


def item_worth(item: Equipment) -> int:
    """What the bot counts an item for within its kind (0: not one it shops for)."""
    if item.category in WORN and item.defense is not None:
        # most blows in the base pack are melee ones
        return 2 * item.defense.melee + item.defense.ranged + item.defense.magic
    attack = item.attack
    if item.category != "weapon" or attack is None or attack.dice == 0:
        return 0
    if any(t.name == "reload" for t in attack.traits):
        return 0
    return attack.dice + attack.to_hit


def kind_of(item: Equipment) -> str | None:
    """The slot of the board an item competes for: armor, helmet, or a weapon's attack."""
    if item.category in WORN:
        return item.category
    if item.category == "weapon" and item.attack is not None:
        return f"weapon:{item.attack.kind}"
    return None


def best_owned(content: Catalog, hero: HeroBoard, kind: str) -> tuple[str | None, int]:
    """The hero's best item of ``kind`` and its worth (None, 0: it owns none)."""
    owned = [
        (item_worth(content.equipment[i]), i)
        for i in hero.belongings
        if i in content.equipment and kind_of(content.equipment[i]) == kind
    ]
    if not owned:
        return None, 0
    worth, item = max(owned)
    return item, worth


def fights_with(content: Catalog, hero: HeroBoard) -> set[str]:
    """The attack kinds of the weapons a hero has: it shops for those only."""
    return {
        k
        for i in hero.belongings
        if i in content.equipment and (k := kind_of(content.equipment[i])) is not None
        and k.startswith("weapon:")
    }  # fmt: skip


def gain(content: Catalog, hero: HeroBoard, item: str) -> int:
    """How much ``item`` would improve the hero (0 or less: not an upgrade)."""
    definition = content.equipment.get(item)
    if definition is None or item_worth(definition) == 0:
        return 0
    kind = kind_of(definition)
    if kind is None or (kind.startswith("weapon:") and kind not in fights_with(content, hero)):
        return 0
    old, worth = best_owned(content, hero, kind)
    return item_worth(definition) - worth if fits(content, hero, item, old) else 0


def fits(content: Catalog, hero: HeroBoard, item: str, instead_of: str | None) -> bool:
    """EQUIP-03: the new piece goes on the hero's slots in place of the old one."""
    kept = [i for i in hero.equipment if i != instead_of]
    items = [content.equipment[i] for i in (*kept, item) if i in content.equipment]
    equipped, _ = arrange(items, hero.slots)
    return any(e.id == item for e in equipped)


def is_affordable(board: CampaignBoard, content: Catalog, hero: str, item: str) -> bool:
    """SETL-22: the price at this location, with a healer's reserve left over."""
    location = content.locations.get(board.region.location or "")
    line = next((p for p in location.prices if p.item == item), None) if location else None
    if line is None or line.buy is None:
        return False
    return board.heroes[hero].gold_half - half_gold(line.buy) >= RESERVE_HALF


def purchase(board: CampaignBoard, content: Catalog, options: Sequence[Choice]) -> Choice | None:
    """The best upgrade on offer here that a hero can afford, the biggest gain first."""
    wanted = [
        (gain(content, board.heroes[c.hero], c.item), c.item, (c, seat))  # type: ignore[attr-defined]
        for c, seat in options
        if c.type == "buy_goods" and is_affordable(board, content, c.hero, c.item)  # type: ignore[attr-defined]
    ]
    wanted = [w for w in wanted if w[0] > 0]
    return max(wanted, key=lambda w: (w[0], w[1]))[2] if wanted else None


def replaced(content: Catalog, hero: HeroBoard) -> str | None:
    """An item on the hero's slots that a better one it merely carries should replace."""
    for carried in hero.backpack:
        definition = content.equipment.get(carried)
        kind = kind_of(definition) if definition is not None else None
        if kind is None or definition is None:
            continue
        better = item_worth(definition)
        for worn in hero.equipment:
            old = content.equipment.get(worn)
            if old is not None and kind_of(old) == kind and item_worth(old) < better:
                return worn
    return None


def making_room(board: CampaignBoard, content: Catalog, options: Sequence[Choice]) -> Choice | None:
    """EQUIP-22/40: the replaced piece sold here (SETL-09), else left in the wagon; then the
    tidy layout legal offers puts the new one on the slots."""
    for command, seat in options:
        if command.type != "arrange_equipment":
            continue
        hero = board.heroes[command.hero]  # type: ignore[attr-defined]
        if tuple(command.equipment) != hero.equipment:  # type: ignore[attr-defined]
            return command, seat
    for hero_id, hero in board.heroes.items():
        old = replaced(content, hero)
        if old is None:
            continue
        for kind in ("sell_goods", "store_in_wagon"):
            found = next((o for o in options if o[0].type == kind
                          and getattr(o[0], "hero", "") == hero_id
                          and getattr(o[0], "item", "") == old), None)  # fmt: skip
            if found is not None:
                return found
    return None


def shop_here(board: CampaignBoard, content: Catalog) -> str | None:
    """A location of this settlement, laid out beside the map, that sells an upgrade a
    hero can afford and has a token of left in the supply (SETL-02/03, SETL-10): entering
    it, the party buys there."""
    for location_id in board.region.locations:
        location = content.locations.get(location_id)
        if location is None or location.settlement != board.region.marker:
            continue
        for line in location.prices:
            if line.buy is None or supply_count(board, content, line.item) < 1:
                continue
            for hero in board.heroes.values():
                rich = hero.gold_half - half_gold(line.buy) >= RESERVE_HALF
                if rich and gain(content, hero, line.item) > 0:
                    return location_id
    return None
