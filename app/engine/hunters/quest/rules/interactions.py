"""Which Interacts are allowed (QUEST-29..31, TERR-14/16/23, TRAIT-28, EQUIP-03/11/21): one
guard for decide() and legal_commands(); none while engaged (MOVE-10 default)."""

from __future__ import annotations

from collections import Counter

from app.content.slots import board_shortfall
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.rules.presence import is_engaged
from app.engine.kernel.rejections import Rejection, reject

ENGAGED = reject("engaged", "While engaged only a parting leap or a melee attack.", "MOVE-10")


ONE_EACH = ("armor", "helmet", "shield")
"""EQUIP-11/24/27: one armor, one helmet and one shield on a hero's usable slots."""


def interact_guard(q: QuestState, hero: HeroUnit, cmd: qc.Interact) -> Rejection | None:
    """QUEST-29..31, HERO-STATE-02, TERR-14/16/23, TRAIT-28: the Interact action's uses."""
    if is_engaged(q, hero.id):
        return ENGAGED
    match cmd.what:
        case "revive":
            down = q.heroes.get(cmd.target or "")
            if down is None or down.health > 0 or down.at != hero.at or not down.is_on_board:
                return reject(
                    "bad_target", "Revive an unconscious ally on your space.", "HERO-STATE-02"
                )
        case "collect":
            if hero.at not in q.findings:
                return reject("nothing_here", "There is nothing to collect here.", "QUEST-31")
        case "set_trap":
            if not _is_trap(q, hero, cmd.item):
                return reject("no_trap", "Name a trap you carry.", "TERR-16")
        case "reload":
            if cmd.item is None or cmd.item not in hero.empty_weapons:
                return reject("loaded", "Name an empty weapon to reload.", "TRAIT-28")
        case "reorganize":
            return reorganize_problem(q, hero, cmd)
        case "quest":
            return _quest_problem(q, hero, cmd.interaction)
    return None


def _quest_problem(q: QuestState, hero: HeroUnit, interaction: str | None) -> Rejection | None:
    spec = next((i for i in q.defs.interactions if i.id == interaction), None)
    if spec is None or hero.at not in spec.at:
        return reject("nothing_here", "That interaction is not possible here.", "TERR-23")
    if spec.once and spec.id in q.interactions_done:
        return reject("done", "That has been done already.", "TERR-23")
    return None


def _is_trap(q: QuestState, hero: HeroUnit, item: str | None) -> bool:
    if item is None or (item not in hero.equipment and item not in hero.backpack):
        return False
    definition = q.defs.equipment.get(item)
    return definition is not None and definition.backpack_kind == "trap"


Board = tuple[tuple[str, ...], tuple[str, ...]]
"""A hero's usable slots and backpack."""


def arrangement(
    hero: HeroUnit, equipment: tuple[str, ...] | None, backpack: tuple[str, ...] | None
) -> Board:
    return (
        hero.equipment if equipment is None else equipment,
        hero.backpack if backpack is None else backpack,
    )


def reorganize_problem(q: QuestState, hero: HeroUnit, cmd: qc.Interact) -> Rejection | None:
    """QUEST-30, EQUIP-41 default: the hero rearranges its own board and may swap any items
    with a hero on its space (even an unconscious one); runes never leave their weapon's
    owner (EQUIP-21); one armor, helmet and shield each stay the limit."""
    partner = q.heroes.get(cmd.partner) if cmd.partner else None
    if cmd.partner is not None and (
        partner is None or partner.id == hero.id or partner.at != hero.at or not partner.is_on_board
    ):
        return reject("bad_partner", "Trade only with a hero on your space.", "QUEST-30")
    before = Counter((*hero.equipment, *hero.backpack))
    mine = arrangement(hero, cmd.equipment, cmd.backpack)
    after = Counter((*mine[0], *mine[1]))
    boards = [(hero, mine)]
    if partner is not None:
        theirs = arrangement(partner, cmd.partner_equipment, cmd.partner_backpack)
        before += Counter((*partner.equipment, *partner.backpack))
        after += Counter((*theirs[0], *theirs[1]))
        boards.append((partner, theirs))
    if before != after:
        return reject("bad_items", "Reorganize moves the items you have, no others.", "QUEST-30")
    for owner, (equipment, backpack) in boards:
        problem = _board_problem(q, owner, equipment) or _slots_problem(
            q, owner, equipment, backpack
        )
        if problem is not None:
            return problem
    return None


def _slots_problem(
    q: QuestState, owner: HeroUnit, equipment: tuple[str, ...], backpack: tuple[str, ...]
) -> Rejection | None:
    """EQUIP-03/04: every item on a slot of its kind, the rest within the backpack slots."""
    if not owner.slots:
        return None
    defs = q.defs.equipment
    on_slots = [defs[i] for i in equipment if i in defs]
    carried = [defs[i] for i in backpack if i in defs]
    shortfall = board_shortfall(on_slots, carried, owner.slots)
    if shortfall is None:
        return None
    return reject("slots", f"That does not fit {owner.name}'s board: {shortfall}.", "EQUIP-03")


def _board_problem(q: QuestState, owner: HeroUnit, equipment: tuple[str, ...]) -> Rejection | None:
    defs = q.defs.equipment
    runes = Counter(i for i in owner.equipment if i in defs and defs[i].notch == "rune")
    kept = Counter(i for i in equipment if i in runes)
    if kept != runes:
        return reject("rune", "A rune is forged to its weapon for good.", "EQUIP-21")
    for category in ONE_EACH:
        if sum(1 for i in equipment if i in defs and defs[i].category == category) > 1:
            return reject("slots", f"Only one {category} fits on a hero's slots.", "EQUIP-11")
    return None


def interact_options(
    q: QuestState, hero: HeroUnit, discard: str | None = None
) -> list[qc.Interact]:
    """Every Interact the hero could do now (legal_commands); Reorganize is offered once,
    by its representative: the board as it is."""
    unit = hero.id
    options = [qc.Interact(unit=unit, what="revive", target=h, discard=discard) for h in q.heroes]
    options.append(qc.Interact(unit=unit, what="collect", discard=discard))
    for item in dict.fromkeys((*hero.equipment, *hero.backpack)):
        options.append(qc.Interact(unit=unit, what="set_trap", item=item, discard=discard))
    for item in dict.fromkeys(hero.empty_weapons):
        options.append(qc.Interact(unit=unit, what="reload", item=item, discard=discard))
    options.append(qc.Interact(unit=unit, what="reorganize", discard=discard))
    for spec in q.defs.interactions:
        options.append(qc.Interact(unit=unit, what="quest", interaction=spec.id, discard=discard))
    return [o for o in options if interact_guard(q, hero, o) is None]
