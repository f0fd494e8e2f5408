"""The scripted party's shopping between quests (SETL-09/10, EQUIP-22/40/41): better armor,
a helmet, a better weapon of the kind a hero fights with, bought where they are sold with
gold to spare for a healer, the party's purses sharing the price (SETL-22); the old piece
sold there (or left in the wagon) and the new one laid on the hero's slots.

An item is an upgrade when it beats everything of its kind the hero owns and fits on the
hero's slots in its place: armor and helmets by the defense they give (melee counted
twice), weapons by their dice and to-hit modifier in a kind of attack the hero already
fights with (melee, ranged or magic).
Weapons that must be reloaded (TRAIT-28) and shields are left to players.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.content.catalog import Catalog
from app.content.schema.campaign import Location
from app.content.schema.equipment import Equipment
from app.content.slots import arrange, missing_slots, slot_category
from app.engine import Actor
from app.engine.hunters.campaign.model.heroes import HeroBoard, half_gold
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules.trade import current_location, price_line, supply_count
from app.engine.kernel.model import CommandBase
from app.simulate.campaign.route import steps_between

Choice = tuple[CommandBase, Actor]
RESERVE_HALF = 4
"""Half-gold a hero keeps after a purchase: a healer's visit or two (SETL-14)."""
WORN = ("armor", "helmet")


def offered(options: Sequence[Choice], kind: str, **fields: str) -> Choice | None:
    """The command of ``kind`` with ``fields`` among those legal_commands listed."""
    return next(
        (o for o in options if o[0].type == kind
         and all(getattr(o[0], k, None) == v for k, v in fields.items())),
        None,
    )  # fmt: skip


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


def price_half_here(board: CampaignBoard, content: Catalog, item: str) -> int | None:
    """SETL-09: what ``item`` costs at the party's location (None: not sold here)."""
    location = current_location(board, content)
    line = price_line(location, item) if location is not None else None
    return None if line is None or line.buy is None else half_gold(line.buy)


def spare_half(hero: HeroBoard) -> int:
    """What a hero can spend or give and still keep a healer's reserve (SETL-14)."""
    return max(0, hero.gold_half - RESERVE_HALF)


def party_spare_half(board: CampaignBoard) -> int:
    """What the party's purses can spend together, each keeping its reserve (SETL-22)."""
    return sum(spare_half(h) for h in board.heroes.values())


def is_affordable(board: CampaignBoard, content: Catalog, hero: str, item: str) -> bool:
    """SETL-22: the price at this location, with a healer's reserve left over."""
    price = price_half_here(board, content, item)
    return price is not None and price <= spare_half(board.heroes[hero])


def is_fundable(board: CampaignBoard, content: Catalog, hero: str, item: str) -> bool:
    """SETL-22: the party's purses together pay the price, each keeping its reserve."""
    price = price_half_here(board, content, item)
    return price is not None and price <= party_spare_half(board)


def purchase(board: CampaignBoard, content: Catalog, options: Sequence[Choice]) -> Choice | None:
    """The best upgrade on offer here that the party can pay, the biggest gain first: the
    buyer's purse when it suffices, else the richest other purse hands over what it
    lacks first (SETL-22)."""
    wanted = [
        (gain(content, board.heroes[c.hero], c.item), c.item, (c, seat))  # type: ignore[attr-defined]
        for c, seat in options
        if c.type == "buy_goods" and is_fundable(board, content, c.hero, c.item)  # type: ignore[attr-defined]
    ]
    wanted = [w for w in wanted if w[0] > 0]
    if not wanted:
        return None
    command, seat = max(wanted, key=lambda w: (w[0], w[1]))[2]
    buyer, item = command.hero, command.item  # type: ignore[attr-defined]
    if is_affordable(board, content, buyer, item):
        return command, seat
    return funding(board, options, buyer, price_half_here(board, content, item) or 0)


def funding(
    board: CampaignBoard, options: Sequence[Choice], buyer: str, price_half: int
) -> Choice | None:
    """The richest other purse gives the buyer what it lacks, or all it can spare."""
    short = price_half - spare_half(board.heroes[buyer])
    givers = sorted(
        (h for h in board.heroes if h != buyer and spare_half(board.heroes[h]) > 0),
        key=lambda h: (-board.heroes[h].gold_half, h),
    )
    if not givers:
        return None
    giver = givers[0]
    found = offered(options, "transfer_gold", giver=giver, receiver=buyer)
    if found is None:
        return None
    amount = min(short, spare_half(board.heroes[giver]))
    return found[0].model_copy(update={"gold_half": amount}), found[1]


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


def keeping_rank(item: Equipment) -> int:
    """Which carried item goes into the wagon first when the backpack overflows: a spare
    piece that is on no slot (0), a single-use item of the backpack (1), one that heals
    or cures (2)."""
    if item.category != "backpack":
        return 0
    cures = any(e.effect in ("heal", "remove_status") for e in item.effects)
    return 2 if cures else 1


def overflow_item(content: Catalog, hero: HeroBoard) -> str | None:
    """EQUIP-04: an item the hero's backpack cannot hold once its slots are filled."""
    items = [content.equipment[i] for i in hero.belongings if i in content.equipment]
    if missing_slots(items, hero.slots) == 0:
        return None
    equipped, carried = arrange(items, hero.slots)
    loose = [*carried, *(i for i in equipped if slot_category(i) == "backpack")]
    return min(loose, key=lambda i: (keeping_rank(i), i.id)).id if loose else None


def unloading(board: CampaignBoard, content: Catalog, options: Sequence[Choice]) -> Choice | None:
    """EQUIP-40: what a hero's board cannot hold goes into the wagon, so that the layout
    with every new piece on its slots fits (EQUIP-22)."""
    for hero_id, hero in board.heroes.items():
        item = overflow_item(content, hero)
        if item is None:
            continue
        found = offered(options, "store_in_wagon", hero=hero_id, item=item)
        if found is not None:
            return found
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
            found = offered(options, kind, hero=hero_id, item=old)
            if found is not None:
                return found
    return None


def sells_upgrade(board: CampaignBoard, content: Catalog, location: Location) -> bool:
    """The location sells an upgrade for a hero that the party's purses can pay, with a
    token of it left in the supply (SETL-09/10, SETL-22)."""
    purse_half = party_spare_half(board)
    for line in location.prices:
        if line.buy is None or half_gold(line.buy) > purse_half:
            continue
        if supply_count(board, content, line.item) < 1:
            continue
        if any(gain(content, hero, line.item) > 0 for hero in board.heroes.values()):
            return True
    return False


def nearest_shop(board: CampaignBoard, content: Catalog) -> tuple[str, int] | None:
    """The location laid out beside the map (SETL-02/03) selling an upgrade the party can
    pay nearest the marker, and its days away by land (CAMP-11)."""
    laid_out = [content.locations[i] for i in board.region.locations if i in content.locations]
    shops = [
        (steps_between(board, board.region.marker, location.settlement), location.id)
        for location in laid_out
        if sells_upgrade(board, content, location)
    ]
    if not shops:
        return None
    days, location_id = min(shops)
    return location_id, days


def shop_here(board: CampaignBoard, content: Catalog) -> str | None:
    """A location of this settlement, laid out beside the map, that sells an upgrade
    (``sells_upgrade``; SETL-02/03): entering it, the party buys there."""
    for location_id in board.region.locations:
        location = content.locations.get(location_id)
        if location is None or location.settlement != board.region.marker:
            continue
        if sells_upgrade(board, content, location):
            return location_id
    return None
