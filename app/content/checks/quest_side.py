"""Cross-references of the quest side: heroes and their cards, enemies and their decks,
equipment and recipes, quests and what they deploy."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from app.content.catalog import Catalog
from app.content.checks.known import Known, indexed, unknown
from app.content.errors import Problem
from app.content.schema.activities import ActivateAbility
from app.content.schema.enemies import Enemy
from app.content.schema.heroes import Hero
from app.content.schema.quests import Quest
from app.content.slots import missing_slots

STARTING_DECK = 20
"""DEV-13/DEV-15: a hero's starting cards ("ST") make exactly one 20-card deck."""

ENEMY_DECK_SIZES = range(3, 11)
"""ENEMY-03: 3 cards for basic enemies, 4-5 for advanced ones, 10 for the most powerful."""


def quest_side_problems(catalog: Catalog, known: Known) -> Iterator[Problem]:
    for hero in catalog.heroes.values():
        yield from _hero_problems(catalog, known, hero)
    for card in catalog.cards.values():
        owner = ("cards", card.id)
        yield from unknown(known, "heroes", [("hero", card.hero)], owner, "hero")
        owner_hero = catalog.heroes.get(card.hero)
        if owner_hero is not None and not card.id.startswith(owner_hero.card_prefix):
            message = f"a {owner_hero.name} card id starts with {owner_hero.card_prefix}"
            yield Problem("cards", card.id, "id", message)
    for enemy in catalog.enemies.values():
        yield from _enemy_problems(catalog, known, enemy)
    yield from _enemy_card_problems(catalog, known)
    for recipe in catalog.recipes.values():
        owner = ("recipes", recipe.id)
        yield from unknown(known, "equipment", [("item", recipe.item)], owner, "equipment")
        refs = [(f"resources.{r}", r) for r in recipe.resources]
        yield from unknown(known, "resources", refs, owner, "resource")
        refs = [(f"wagon.{w}", w) for w in recipe.wagon]
        yield from unknown(known, "wagon", refs, owner, "wagon category")
    for quest in catalog.quests.values():
        yield from _quest_problems(catalog, known, quest)


def _hero_problems(catalog: Catalog, known: Known, hero: Hero) -> Iterator[Problem]:
    owner = ("heroes", hero.id)
    refs = indexed("starting_equipment", hero.starting_equipment)
    yield from unknown(known, "equipment", refs, owner, "equipment")
    overflow = _slots_short(catalog, hero)
    if overflow:
        message = f"the starting equipment needs {overflow} more slot(s) than the board has free"
        yield Problem("heroes", hero.id, "starting_equipment", message)
    yield from unknown(
        known, "cards", indexed("quest_one_deck", hero.quest_one_deck), owner, "card"
    )
    for card_id, count in Counter(hero.quest_one_deck).items():
        card = catalog.cards.get(card_id)
        if card is not None and count > card.copies:
            message = f"the deck takes {count} copies of {card_id}, which has {card.copies}"
            yield Problem("heroes", hero.id, "quest_one_deck", message)
    if any(c.startswith(hero.card_prefix) for c in known.failed_values("cards", "id")):
        return  # a broken card of this hero: its copies cannot be counted
    own = [c for c in catalog.cards.values() if c.id.startswith(hero.card_prefix)]
    starting = sum(c.copies for c in own if c.is_starting)
    if starting != STARTING_DECK:
        message = f"the starting (ST) cards make {starting} copies, not {STARTING_DECK} (DEV-13)"
        yield Problem("heroes", hero.id, "id", message)


def _slots_short(catalog: Catalog, hero: Hero) -> int:
    """DEV-04, EQUIP-03/04: each item goes on a free slot of its kind (shields on weapon
    slots) or, merely carried, on free backpack slots. Returns the slots missing."""
    items = [catalog.equipment[i] for i in hero.starting_equipment if i in catalog.equipment]
    return missing_slots(items, hero.free_slots)


def _enemy_problems(catalog: Catalog, known: Known, enemy: Enemy) -> Iterator[Problem]:
    owner = ("enemies", enemy.id)
    size = len(catalog.enemy_deck(enemy.deck))
    broken = enemy.deck in known.failed_values("enemy_cards", "deck")
    if size not in ENEMY_DECK_SIZES and not broken:
        message = f"deck {enemy.deck!r} has {size} action cards; a deck has 3-10 (ENEMY-03)"
        yield Problem("enemies", enemy.id, "deck", message)
    if enemy.variant_of is None:
        return
    yield from unknown(known, "enemies", [("variant_of", enemy.variant_of)], owner, "enemy")
    base = catalog.enemies.get(enemy.variant_of)
    if base is not None and base.deck != enemy.deck:
        message = f"a variant shares its base's deck {base.deck!r} (ENEMY-03)"
        yield Problem("enemies", enemy.id, "deck", message)


def _enemy_card_problems(catalog: Catalog, known: Known) -> Iterator[Problem]:
    """Every card belongs to some enemy's deck; abilities it switches on exist there and
    are marked "activated with an action card" (ENEMY-22)."""
    decks: dict[str, set[str]] = {}
    for enemy in catalog.enemies.values():
        abilities = {a.id for a in enemy.abilities if a.needs_card}
        decks.setdefault(enemy.deck, set()).update(abilities)
    broken_decks = known.failed_values("enemies", "deck")
    for card in catalog.enemy_cards.values():
        if card.deck in broken_decks:
            continue  # its enemy failed validation, which was reported
        if card.deck not in decks:
            yield Problem("enemy_cards", card.id, "deck", f"no enemy uses deck {card.deck!r}")
            continue
        named = [(f"activates[{i}]", a) for i, a in enumerate(card.activates)]
        for r, row in enumerate(card.rows):
            for a, action in enumerate(row.actions):
                named += [
                    (f"rows[{r}].actions[{a}][{i}].ability", activity.ability)
                    for i, activity in enumerate(action)
                    if isinstance(activity, ActivateAbility)
                ]
        for path, ability in named:
            if ability not in decks[card.deck]:
                message = (
                    f"no enemy of deck {card.deck!r} has an ability {ability!r} needing a card"
                )
                yield Problem("enemy_cards", card.id, path, message)


def _quest_problems(catalog: Catalog, known: Known, quest: Quest) -> Iterator[Problem]:
    owner = ("quests", quest.id)
    yield from unknown(known, "maps", [("map", quest.map)], owner, "map")
    refs = [(f"deployment[{i}].enemy", d.enemy) for i, d in enumerate(quest.deployment)]
    for r, wave in enumerate(quest.reinforcements):
        refs += [
            (f"reinforcements[{r}].enemies[{i}].enemy", d.enemy) for i, d in enumerate(wave.enemies)
        ]
    refs += [(f"enemy_counts.{enemy}", enemy) for enemy in quest.enemy_counts]
    yield from unknown(known, "enemies", refs, owner, "enemy")
    traps = [(f"traps[{i}].trap", t.trap) for i, t in enumerate(quest.traps)]
    yield from unknown(known, "equipment", traps, owner, "trap")
    for path, trap_id in traps:
        trap = catalog.equipment.get(trap_id)
        if trap is not None and trap.backpack_kind != "trap":
            yield Problem("quests", quest.id, path, f"{trap_id!r} is not a trap")
    interactions = {i.id for i in quest.interactions}
    for field in ("interaction", "alternative_interaction"):
        named = getattr(quest.goal, field)
        if named is not None and named not in interactions:
            message = f"no quest interaction {named!r} (see 'interactions')"
            yield Problem("quests", quest.id, f"goal.{field}", message)
    if quest.goal.kind == "interaction" and quest.goal.interaction is None:
        message = "an interaction goal names its interaction"
        yield Problem("quests", quest.id, "goal.interaction", message)
    yield from _ally_problems(catalog, known, quest)


def _ally_problems(catalog: Catalog, known: Known, quest: Quest) -> Iterator[Problem]:
    """QUEST-42: an NPC ally's controller is a hero of the pack; its id is a unit id of the
    quest, so it is neither a hero's id nor an enemy's unit id (``wolf-1``)."""
    refs = [(f"allies[{i}].controller", a.controller) for i, a in enumerate(quest.allies)]
    named = [(path, hero) for path, hero in refs if hero is not None]
    yield from unknown(known, "heroes", named, ("quests", quest.id), "hero")
    for index, ally in enumerate(quest.allies):
        kind, _, number = ally.id.rpartition("-")
        if ally.id in catalog.heroes or (kind in catalog.enemies and number.isdigit()):
            message = f"the ally id {ally.id!r} is also a hero's or an enemy's unit id"
            yield Problem("quests", quest.id, f"allies[{index}].id", message)
