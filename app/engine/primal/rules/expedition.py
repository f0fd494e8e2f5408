"""Expedition loadouts (P-EXP-03..10): what each hunter may bring to a one-off fight.

A hunter who brings no loadout plays the pack's for the level: the starter deck and base
equipment at level 0 (P-EXP-05), the level's preconstructed deck above (P-EXP-04; a pack
without one for that level falls back on the starter). A loadout that is brought must be
the starter at level 0, and at levels 1-3 either the level's preconstructed one or a
custom one within P-EXP-06..10.
"""

from __future__ import annotations

from collections import Counter

from app.content.primal.catalog import PrimalCatalog
from app.content.primal.skill_tree import UPGRADE_STEPS, upgrade_steps
from app.content.schema.primal.fights import Fight
from app.content.schema.primal.gear import Item, Protection, Weapon
from app.content.schema.primal.hunters import Loadout
from app.content.schema.primal.monsters import Monster
from app.engine.kernel.rejections import Rejection, reject

COLORS = ("attack", "maneuver", "parry", "dodge")


def default_loadout(catalog: PrimalCatalog, hunter: str, level: int) -> Loadout:
    """P-EXP-04/05: the starter at level 0, the level's preconstructed deck above."""
    definition = catalog.hunters[hunter]
    return definition.precons.get(level, definition.starter) if level else definition.starter


def level_problem(monster: Monster, fight: Fight, level: int) -> Rejection | None:
    """P-EXP-03: an expedition is played at any level the monster allows (the Awakened
    only at level 3)."""
    if fight.mode == "expedition" and level not in monster.expedition_levels:
        allowed = ", ".join(str(n) for n in monster.expedition_levels)
        message = f"{monster.name}'s expeditions are played at level {allowed} only."
        return reject("no_such_level", message, "P-EXP-03")
    return None


def brought_problem(
    catalog: PrimalCatalog, fight: Fight, level: int, hunter: str, loadout: Loadout
) -> Rejection | None:
    """P-EXP-04/05: at level 0 the starter; above, the preconstructed deck or a custom
    one (P-EXP-06..10)."""
    definition = catalog.hunters[hunter]
    if level == 0:
        if loadout != definition.starter:
            message = "At level 0 every hunter plays the starter deck and base equipment."
            return reject("bad_loadout", message, "P-EXP-05")
        return None
    if loadout == definition.precons.get(level):
        return None
    return custom_problem(catalog, catalog.monsters[fight.monster], level, hunter, loadout)


def custom_problem(
    catalog: PrimalCatalog, monster: Monster, level: int, hunter: str, loadout: Loadout
) -> Rejection | None:
    """P-EXP-06..10: a custom loadout of a level-1-3 expedition."""
    for check in (_gear_problem, _potions_problem):
        problem = check(catalog, level, loadout)
        if problem is not None:
            return problem
    return _deck_problem(catalog, monster, level, hunter, loadout)


def _gear_problem(catalog: PrimalCatalog, level: int, loadout: Loadout) -> Rejection | None:
    """P-EXP-06: weapon, armor, helm and item all of the aggression level's forge."""
    pieces = [
        catalog.weapons[loadout.weapon].level,
        catalog.protections[loadout.armor].level,
        catalog.protections[loadout.helm].level,
    ]
    if loadout.item is not None:
        item = catalog.items[loadout.item]
        if item.kind != "item":
            return reject("bad_loadout", "The item slot holds an item, not a potion.", "P-EXP-06")
        pieces.append(item.level)
    if any(piece != level for piece in pieces):
        message = f"A custom level-{level} loadout takes gear of the level-{level} forge only."
        return reject("bad_loadout", message, "P-EXP-06")
    return None


def _potions_problem(catalog: PrimalCatalog, level: int, loadout: Loadout) -> Rejection | None:
    """P-EXP-09: up to 3 different potions of the level's herbalist card."""
    potions = [catalog.items[p] for p in loadout.potions]
    if len(set(loadout.potions)) != len(potions):
        return reject("bad_loadout", "Each potion may be taken only once.", "P-EXP-09")
    if any(p.kind != "potion" or p.level != level for p in potions):
        message = f"Potions come from the level-{level} herbalist card."
        return reject("bad_loadout", message, "P-EXP-09")
    return None


def _deck_problem(
    catalog: PrimalCatalog, monster: Monster, level: int, hunter: str, loadout: Loadout
) -> Rejection | None:
    """P-EXP-08: the hunter's own starter and skill-tree cards, each once, within the
    level's upgrade steps, with the weapon's color counts (P-EXP-10: changed by one card
    per two effective pieces)."""
    cards = [catalog.cards[c] for c in loadout.deck]
    if len(set(loadout.deck)) != len(cards) or any(c.kind != "action" for c in cards):
        message = "A custom deck holds each of the hunter's action cards at most once."
        return reject("bad_loadout", message, "P-EXP-08")
    steps = upgrade_steps([c.card_id for c in cards])
    if steps is None:
        return reject("bad_loadout", "A card of the deck is not in the skill tree.", "P-EXP-08")
    if steps > UPGRADE_STEPS[level]:
        message = (
            f"The deck needs {steps} upgrade steps; level {level} allows {UPGRADE_STEPS[level]}."
        )
        return reject("bad_loadout", message, "P-EXP-08")
    wanted = catalog.weapons[loadout.weapon].composition
    held = Counter(str(c.color) for c in cards)
    off = sum(abs(held[color] - getattr(wanted, color)) for color in COLORS)
    allowed = deck_advantage(catalog, monster, loadout)
    if off > allowed:
        message = "The deck must hold the weapon's count of each color" + (
            f", changed by {allowed} card(s) at most." if allowed else "."
        )
        return reject("bad_loadout", message, "P-EXP-10" if allowed else "P-EXP-08")
    return None


def deck_advantage(catalog: PrimalCatalog, monster: Monster, loadout: Loadout) -> int:
    """P-EXP-10 (P-CAMP-35/36): one card added or removed per two pieces of equipment of
    an element the monster is weak to (legendary pieces always count)."""
    pieces: list[Weapon | Protection | Item] = [
        catalog.weapons[loadout.weapon],
        catalog.protections[loadout.armor],
        catalog.protections[loadout.helm],
        *([catalog.items[loadout.item]] if loadout.item else []),
    ]
    effective = sum(1 for p in pieces if p.legendary or p.element in monster.weaknesses)
    return effective // 2
