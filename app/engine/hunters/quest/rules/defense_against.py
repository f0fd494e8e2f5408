"""The defense a hero or an NPC ally sets against one attack, before any choice of theirs
(ATK-22/23, TRAIT-10/11, TRAIT-30): what an enemy compares when it picks a target, and
the Pierce and Burn arithmetic the attack itself settles with."""

from __future__ import annotations

from collections.abc import Iterable

from app.content.schema.common import AttackKind, Trait
from app.content.schema.effects import IncomingPierce
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.attack_math import defense_after
from app.engine.hunters.quest.rules.stats import enemy_defense, party_defense, unit_effects

MAX_PIERCE = 3
"""TRAIT-10: Pierce from every source adds up, but never beyond 3."""


def traits_pierce(traits: Iterable[Trait]) -> int:
    """TRAIT-10: the Pierce an attack's traits carry, added up."""
    return sum(t.value for t in traits if t.name == "pierce")


def is_burning(traits: Iterable[Trait]) -> bool:
    """TRAIT-11: the attack has Burn."""
    return any(t.name == "burn" for t in traits)


def pierce_on(q: QuestState, target: str, pierce: int) -> int:
    """TRAIT-10: an attack's Pierce — every source added up, but never beyond 3 — less
    what the target wears or has against it (the Cobalt Pendant, a carapace:
    ``incoming_pierce``), never below 0 (docs/rules-decisions.md TRAIT-10)."""
    if pierce == 0:
        return 0
    protection = sum(e.amount for e in unit_effects(q, target) if isinstance(e, IncomingPierce))
    return max(0, min(MAX_PIERCE, pierce) + protection)


def settled_defense(total: int, *, pierce: int, doubled: bool, burn: bool) -> int:
    """ATK-23, TRAIT-10, TRAIT-11 in the book's order: doubled, then Pierce off (never below
    0), then halved by Burn, rounded down."""
    value = defense_after(total, pierce=pierce, doubled=doubled)
    return value // 2 if burn else value


def defense_against(
    q: QuestState, unit: str, kind: AttackKind, traits: tuple[Trait, ...] = ()
) -> int:
    """ENEMY-11/15/16, TRAIT-30: the defense an enemy compares for a hero or an NPC ally
    against this attack: equipment (an ally's own) and passive effects, doubled if so, less
    the attack's Pierce after the defender's protection, halved by its Burn. Defense tokens
    and reactions are the defender's later choices, so they do not count here."""
    total, doubled = party_defense(q, unit, kind)
    pierce = pierce_on(q, unit, traits_pierce(traits))
    return settled_defense(total, pierce=pierce, doubled=doubled, burn=is_burning(traits))


def enemy_defense_against(
    q: QuestState, enemy: str, kind: AttackKind, traits: tuple[Trait, ...] = ()
) -> int:
    """ATK-25, TRAIT-10/11: an enemy's defense against a hero's attack before any reaction
    or defense token: its card's value (difficulty, Mighty), less the attack's Pierce
    after the enemy's protection, halved by its Burn — what a player can work out before
    attacking."""
    total = enemy_defense(q, q.enemies[enemy], kind)
    pierce = pierce_on(q, enemy, traits_pierce(traits))
    return settled_defense(total, pierce=pierce, doubled=False, burn=is_burning(traits))
