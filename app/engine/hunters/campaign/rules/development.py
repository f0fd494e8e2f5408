"""Development between quests (DEV-09..17, WE-11): the XP price of each improvement at the
hero's own prices, and the guards decide and legal share."""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.rejections import Rejection, reject


def _current(hero: HeroBoard, attribute: str) -> int:
    return hero.max_health if attribute == "health" else hero.attribute(attribute)


def attribute_price(content: Catalog, hero: HeroBoard, attribute: str) -> int | None:
    """DEV-10: the XP on the space right of the cube; None when the track ends."""
    track = getattr(content.heroes[hero.hero], attribute)
    step = _current(hero, attribute) - track.start
    return track.costs[step] if 0 <= step < len(track.costs) else None


def card_price(content: Catalog, hero: HeroBoard, card: str) -> int | None:
    """DEV-14 (default): one copy per purchase, while copies are left."""
    definition = content.cards.get(card)
    if definition is None or definition.hero != hero.hero or definition.is_starting:
        return None
    if hero.cards.count(card) >= definition.copies:
        return None
    return int(definition.cost)


def slot_price(content: Catalog, hero: HeroBoard, category: str) -> int | None:
    """DEV-17: the next priced cover of the category; None if none is left."""
    track = content.heroes[hero.hero].slots.get(category)
    if track is None:
        return None
    opened = hero.slots.get(category, 0) - track.free
    return track.xp[opened] if 0 <= opened < len(track.xp) else None


DECK_SIZE = 20  # DEV-15


def deck_guard(board: CampaignBoard, hero: str, cards: tuple[str, ...]) -> Rejection | None:
    """DEV-15: exactly 20 cards, each copy one the hero owns."""
    h = board.heroes[hero]
    if len(cards) != DECK_SIZE:
        return reject(
            "deck_size", f"A deck has exactly {DECK_SIZE} cards, not {len(cards)}.", "DEV-15"
        )
    owned = Counter(h.cards)
    short = sorted(c for c, n in Counter(cards).items() if n > owned[c])
    if short:
        return reject(
            "not_owned", f"{h.name} does not own that many copies of {short[0]}.", "DEV-15"
        )
    return None


def _afford(hero: HeroBoard, price: int, what: str, rule: str) -> Rejection | None:
    if hero.xp < price:
        return reject("not_enough_xp", f"{what} costs {price} XP; {hero.name} has {hero.xp}.", rule)
    return None


def raise_guard(
    board: CampaignBoard, content: Catalog, hero: str, attribute: str
) -> Rejection | None:
    h = board.heroes[hero]
    price = attribute_price(content, h, attribute)
    label = "maximum Health" if attribute == "health" else attribute.capitalize()
    if price is None:
        return reject("at_maximum", f"{h.name}'s {label} is at its maximum.", "DEV-10")
    return _afford(h, price, f"{label} {_current(h, attribute) + 1}", "DEV-10")


def card_guard(board: CampaignBoard, content: Catalog, hero: str, card: str) -> Rejection | None:
    h = board.heroes[hero]
    price = card_price(content, h, card)
    if price is None:
        return reject("no_card", f"{h.name} can buy no further copy of that card.", "DEV-14")
    return _afford(h, price, content.cards[card].name, "DEV-14")


def slot_guard(
    board: CampaignBoard, content: Catalog, hero: str, category: str
) -> Rejection | None:
    h = board.heroes[hero]
    price = slot_price(content, h, category)
    if price is None:
        return reject("no_cover", f"{h.name} has no priced {category} cover left.", "DEV-17")
    return _afford(h, price, f"A {category} slot", "DEV-17")


MAX_HEROES = 4  # DEV-02


def join_guard(board: CampaignBoard, content: Catalog, hero: str) -> Rejection | None:
    """DEV-35 (with DEV-01/02): a hero of the pack not in the party, four at most."""
    if board.is_busy or board.is_over:
        return reject("not_now", "A hero joins between quests, when the story waits.", "DEV-35")
    if hero not in content.heroes:
        return reject("unknown_hero", "This content pack has no such hero.", "DEV-01")
    if hero in board.heroes:
        return reject(
            "hero_taken", f"{content.heroes[hero].name} is already in the party.", "DEV-02"
        )
    if len(board.heroes) >= MAX_HEROES:
        return reject("party_full", "A party has at most four heroes.", "DEV-02")
    return None


def leave_guard(board: CampaignBoard, hero: str) -> Rejection | None:
    """DEV-34: a hero of the party leaves between quests, when the story waits; the last
    hero cannot (the campaign would have no party)."""
    if hero not in board.heroes:
        return reject("unknown_hero", "That hero is not in the party.", "DEV-34")
    if board.is_busy or board.is_over:
        return reject("not_now", "A hero leaves between quests, when the story waits.", "DEV-34")
    if len(board.heroes) == 1:
        return reject(
            "last_hero", "The last hero cannot leave; the GM may end the campaign.", "DEV-34"
        )
    return None


def joining_xp(board: CampaignBoard) -> int:
    """DEV-35: the least advanced hero's XP, spent and unspent."""
    return min((h.xp_earned for h in board.heroes.values()), default=0)
