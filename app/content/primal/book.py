"""The core box's counts, checked for a pack whose manifest says ``book_counts: true``.

The facts are the data facts of ``rules/primal-rules.md``: the starter decks' card names
(24 cards, 6 of each color, P-SETUP-11), the expedition decks' color counts (P-EXP-04),
the base weapons' 6/6/6/6 composition, the Alemore potion, the 10 base attrition cards,
each monster's number of perils, objectives and behavior cards, its stance faces at all
four aggression levels (P-SETUP-06: 6 two-sided stance cards = 4 levels x 3 stances),
Vyraxen's level-0 numbers from the worked example, the Prologue's terrain subset and the
expedition terrain counts (P-EXP-02). Names are compared as printed; the pack's texts
are its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from app.content.errors import Problem
from app.content.primal.book_data import (
    BASE_ATTRITION_CARDS,
    EXPEDITION_TERRAIN,
    LEVEL_ZERO_BEHAVIORS,
    MONSTERS,
    PRECON_COUNTS,
    PROLOGUE_TERRAIN,
    STARTERS,
)
from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.fights import Fight
from app.content.schema.primal.hunters import Loadout
from app.content.schema.primal.monsters import Monster

COLORS = ("attack", "maneuver", "parry", "dodge")


def check_book_counts(catalog: PrimalCatalog) -> Iterator[Problem]:
    """Every difference between the pack and the book's counts, one problem each."""
    yield from _hunters(catalog)
    yield from _gear(catalog)
    for monster in catalog.monsters.values():
        yield from _monster(monster)
    yield from _fights(catalog)


def _hunters(catalog: PrimalCatalog) -> Iterator[Problem]:
    for name in sorted(set(STARTERS) - {h.name for h in catalog.hunters.values()}):
        yield Problem("hunters", name.lower(), "", f"the book's hunter {name} is missing")
    for hunter in catalog.hunters.values():
        if hunter.name not in STARTERS:
            continue
        yield from _starter(catalog, hunter.id, hunter.starter, STARTERS[hunter.name])
        wanted_levels = set(PRECON_COUNTS[hunter.name])
        if set(hunter.precons) != wanted_levels:
            message = f"expedition decks for levels {sorted(wanted_levels)} are needed"
            yield Problem("hunters", hunter.id, "precons", message)
        for level, loadout in hunter.precons.items():
            wanted = PRECON_COUNTS[hunter.name].get(level)
            if wanted is not None and _color_counts(catalog, loadout) != wanted:
                message = f"the book's level-{level} deck is {'/'.join(map(str, wanted))}"
                yield Problem("hunters", hunter.id, f"precons.{level}.deck", message)


def _color_counts(catalog: PrimalCatalog, loadout: Loadout) -> tuple[int, int, int, int]:
    held: Counter[str] = Counter(
        str(catalog.cards[c].color) for c in loadout.deck if c in catalog.cards
    )
    attack, maneuver, parry, dodge = (held[color] for color in COLORS)
    return attack, maneuver, parry, dodge


def _starter(
    catalog: PrimalCatalog, hunter: str, loadout: Loadout, names: dict[str, tuple[str, ...]]
) -> Iterator[Problem]:
    """P-SETUP-11: 24 cards, 6 of each color, with the book's names."""
    if len(loadout.deck) != 24:
        message = f"a starter deck holds 24 cards, this one {len(loadout.deck)}"
        yield Problem("hunters", hunter, "starter.deck", message)
    for color in COLORS:
        held = sorted(
            catalog.cards[c].name
            for c in loadout.deck
            if c in catalog.cards and catalog.cards[c].color == color
        )
        if held != sorted(names[color]):
            message = f"the book's {color} cards are {', '.join(names[color])}"
            yield Problem("hunters", hunter, "starter.deck", message)


def _gear(catalog: PrimalCatalog) -> Iterator[Problem]:
    for hunter in catalog.hunters.values():
        weapon = catalog.weapons.get(hunter.starter.weapon)
        shape = (6, 6, 6, 6)
        if weapon is not None and (
            weapon.level != 1 or tuple(getattr(weapon.composition, c) for c in COLORS) != shape
        ):
            message = "the base weapon is level 1 with 6 cards of each color"
            yield Problem("hunters", hunter.id, "starter.weapon", message)
        if not any(catalog.items[p].name == "Alemore" for p in hunter.starter.potions):
            yield Problem("hunters", hunter.id, "starter.potions", "the start takes 1 Alemore")
    base = sum(card.copies for card in catalog.attrition.values() if card.trophy is None)
    if base != BASE_ATTRITION_CARDS:
        message = f"the base attrition deck holds {BASE_ATTRITION_CARDS} cards, not {base}"
        yield Problem("attrition", "", "", message)


def _monster(monster: Monster) -> Iterator[Problem]:
    """P-SETUP-06: all four levels' faces; the book's numbers of cards."""
    counts = MONSTERS.get(monster.name)
    if counts is None:
        return
    perils, objectives, behaviors = counts
    if len(monster.behaviors) != behaviors:
        message = f"the book has {behaviors} behavior cards, the pack {len(monster.behaviors)}"
        yield Problem("monsters", monster.id, "behaviors", message)
    at_zero = sum(1 for card in monster.behaviors if 0 in card.levels)
    wanted = LEVEL_ZERO_BEHAVIORS.get(monster.name, at_zero)
    if at_zero != wanted:
        message = f"level 0 uses {wanted} behavior cards, the pack {at_zero}"
        yield Problem("monsters", monster.id, "behaviors", message)
    for level in range(4):
        setup = monster.levels.get(level)
        if setup is None:
            message = "this level's faces are missing"
            yield Problem("monsters", monster.id, f"levels.{level}", message)
            continue
        path = f"levels.{level}"
        if len(setup.stances) != 3:
            yield Problem("monsters", monster.id, f"{path}.stances", "3 stance faces a level")
        if len(setup.perils) != perils:
            yield Problem("monsters", monster.id, f"{path}.perils", f"{perils} perils a level")
        if len(setup.objectives) != objectives:
            message = f"{objectives} objective a level"
            yield Problem("monsters", monster.id, f"{path}.objectives", message)
    if monster.name == "Vyraxen" and 0 in monster.levels:
        yield from _worked_example(monster)


def _worked_example(monster: Monster) -> Iterator[Problem]:
    """Vyraxen at level 0: Stance I toughness 2 per player, progression 7; Stance II
    toughness 3 per player; the objective Hit the Tail!."""
    first, second = monster.levels[0].stances[:2]
    if (first.toughness, first.progression, second.toughness) != (2, 7, 3):
        message = "level 0: Stance I toughness 2 and progression 7, Stance II toughness 3"
        yield Problem("monsters", monster.id, "levels.0.stances", message)
    if [o.name for o in monster.levels[0].objectives] != ["Hit the Tail!"]:
        message = "Hit the Tail! is its objective"
        yield Problem("monsters", monster.id, "levels.0.objectives", message)


def _terrain(fight: Fight) -> Counter[str]:
    held: Counter[str] = Counter()
    for placed in fight.terrain:
        held[placed.terrain] += placed.count
    return held


def _fights(catalog: PrimalCatalog) -> Iterator[Problem]:
    prologues = [f for f in catalog.fights.values() if f.mode == "prologue"]
    if not prologues:
        yield Problem("fights", "", "", "the Prologue is missing")
    for fight in prologues:
        if fight.monster != "vyraxen" or fight.levels != (0,):
            yield Problem("fights", fight.id, "", "the Prologue is Vyraxen at level 0")
        if _terrain(fight) != Counter(PROLOGUE_TERRAIN):
            message = "the Prologue's terrain is 1 Brush, 1 Cyricae, 1 Baethanis"
            yield Problem("fights", fight.id, "terrain", message)
    for monster in catalog.monsters.values():
        wanted = EXPEDITION_TERRAIN.get(monster.name)
        if wanted is None:
            continue
        found = sorted(
            (_terrain(f) for f in catalog.fights.values()
             if f.monster == monster.id and f.mode == "expedition"),
            key=lambda c: sorted(c.items()),
        )  # fmt: skip
        books = sorted((Counter(layout) for layout in wanted), key=lambda c: sorted(c.items()))
        if found != books:
            message = "its two expeditions need the book's terrain counts"
            yield Problem("monsters", monster.id, "", message)
