"""Traits of an attack after its damage is known (TRAIT-04..28), in the book's order:
Light » Area » Pierce » Burn » Poison » Mighty » Stun » Immobilize » Push » Reload.

Light, Area, Pierce and Burn act before the damage (Light only unlocks card bonuses,
Area picks the targets, Pierce and Burn lower the defense: ``pierce_against``); this
module applies the rest once the attack is resolved and its end-of-attack reactions are
played.
"""

from __future__ import annotations

from app.content.schema.common import TRAIT_ORDER, Trait, TraitName
from app.content.schema.effects import IgnoreTrait
from app.engine.hunters.quest.events.equipment import WeaponEmptied
from app.engine.hunters.quest.events.harm_and_help import MightyMarked, StatusApplied
from app.engine.hunters.quest.events.movement import PushQueued
from app.engine.hunters.quest.model.frames import AttackFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import StatusName
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.defense_against import pierce_on, traits_pierce
from app.engine.hunters.quest.rules.presence import is_active
from app.engine.hunters.quest.rules.stats import unit_effects, worn_armor

MAX_MIGHTY = 2
"""TRAIT-19: at most 2 Mighty / destruction markers (per enemy, per armor piece)."""
NEEDS_DAMAGE: tuple[TraitName, ...] = ("poison", "stun", "immobilize")
"""TRAIT-13/22/24: these need at least 1 damage from an attack (not from a spell)."""


def ignores(q: QuestState, unit: str, trait: TraitName) -> bool:
    """An ability or item that makes ``unit`` immune to a trait (e.g. Iron Will: Stun)."""
    return any(isinstance(e, IgnoreTrait) and e.trait == trait for e in unit_effects(q, unit))


def pierce_against(q: QuestState, frame: AttackFrame) -> int:
    """TRAIT-10: the attack's Pierce (traits and reactions) less the target's protection
    (Cobalt Pendant, a carapace: ``incoming_pierce``), 0-3; SR21 lets it be ignored."""
    if frame.ignore_pierce or "pierce" in frame.ignored_traits:
        return 0
    return pierce_on(q, frame.target, frame.pierce + traits_pierce(frame.traits))


def _poison_reaches(q: QuestState, trait: Trait, target: str) -> bool:
    """TRAIT-12: a typed poison works only on enemies of its type (default: any poison
    works on heroes unless it names a type)."""
    if trait.against is None:
        return True
    if target not in q.enemies:  # a hero or an NPC ally
        return False
    return q.defs.enemies[q.enemies[target].enemy].type == trait.against


def _traits_in_order(frame: AttackFrame) -> list[Trait]:
    active = [t for t in frame.traits if t.name not in frame.ignored_traits]
    return sorted(active, key=lambda t: TRAIT_ORDER.index(t.name))


def apply_attack_traits(tape: QuestRecorder, frame: AttackFrame) -> None:
    """TRAIT-04: poison, Mighty, stun, immobilize, push (queued for the end of the action,
    TRAIT-26) and reload, each once, in this order."""
    seen: set[TraitName] = set()
    for trait in _traits_in_order(frame):
        if trait.name in seen and trait.name != "mighty":
            continue
        seen.add(trait.name)
        _apply_trait(tape, frame, trait)


def _apply_trait(tape: QuestRecorder, frame: AttackFrame, trait: Trait) -> None:
    q = tape.quest
    target = frame.target
    name = trait.name
    if name == "reload":
        _empty_weapon(tape, frame)
        return
    if not is_active(q, target) or ignores(q, target, name):
        return
    if name in NEEDS_DAMAGE and frame.damage < 1:
        return
    match name:
        case "poison" if _poison_reaches(q, trait, target):
            mark_status(tape, target, "poison")
        case "stun":
            mark_status(tape, target, "stun")
        case "immobilize":
            mark_status(tape, target, "immobilize")
        case "mighty":
            mark_mighty(tape, target, trait.value)
        case "push" if not any(u == target for u, _ in q.pending_pushes):
            tape.emit(PushQueued(unit=target, by=frame.attacker))
        case _:
            pass


def mark_status(tape: QuestRecorder, unit: str, status: StatusName) -> None:
    """TRAIT-14: a status marker is placed once; a second one changes nothing."""
    q = tape.quest
    tokens = q.miniature(unit).tokens
    if not tokens.has_status(status):
        tape.emit(StatusApplied(unit=unit, status=status))


def mark_mighty(tape: QuestRecorder, unit: str, amount: int) -> None:
    """TRAIT-18..21: markers on an enemy or an NPC ally (lowering its defense), or on a
    hero's worn armor (none: no effect), never more than 2."""
    q = tape.quest
    if unit in q.heroes:
        armor = worn_armor(q, q.heroes[unit])
        if armor is None:
            return
        held = q.heroes[unit].armor_damage.get(armor, 0)
    else:
        armor = None
        held = q.miniature(unit).tokens.mighty
    if held < MAX_MIGHTY:
        tape.emit(MightyMarked(unit=unit, markers=min(MAX_MIGHTY, held + amount), armor=armor))


def _empty_weapon(tape: QuestRecorder, frame: AttackFrame) -> None:
    """TRAIT-28: after attacking, a Reload weapon's token flips to Empty."""
    hero = tape.quest.heroes.get(frame.attacker)
    if hero is not None and frame.weapon is not None and frame.weapon not in hero.empty_weapons:
        tape.emit(WeaponEmptied(unit=hero.id, weapon=frame.weapon))
