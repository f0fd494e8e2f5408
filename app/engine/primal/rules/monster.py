"""The monster read from the state: its damage, toughness, Hardened, perils, struggle
thresholds (P-DMG, P-ROUND-08..12, P-GLOSS-23/29, P-MON-02/03/24)."""

from __future__ import annotations

from app.content.schema.primal.monsters import Peril, StanceFace
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.cards import aggro_cards_in_hands


def stance(s: PrimalState) -> StanceFace:
    return s.defs.stance(s.monster.stance)


def toughness(s: PrimalState) -> int:
    """P-DMG-02: the stance's number x PC."""
    return stance(s).toughness * s.player_count


def is_hardened(s: PrimalState) -> bool:
    """P-MON-02: while a hardening track's level equals its ``hardened_at``."""
    monster = s.defs.monster
    if monster is None:
        return False
    return any(
        t.hardened_at is not None and s.monster.tracks.get(t.id, t.start) == t.hardened_at
        for t in monster.tracks
    )


def active_perils(s: PrimalState) -> list[Peril]:
    """P-DMG-13, P-GLOSS-06/07: the perils in play that are not blank (blinded)."""
    return [s.defs.peril(p) for p in s.monster.perils if p not in s.monster.blinded]


def base_damage(s: PrimalState) -> int:
    """P-DMG-17, P-MON-24: the current stance's damage value, or the damage track's."""
    monster = s.defs.monster
    face = stance(s)
    if monster is not None and monster.damage_track is not None:
        track = next(t for t in monster.tracks if t.id == monster.damage_track)
        level = s.monster.tracks.get(track.id, track.start)
        reached = [damage for at, damage in track.damage_at if level >= at]
        return reached[-1] if reached else (face.damage or 0)
    return face.damage or 0


def monster_damage(s: PrimalState) -> int:
    """P-DMG-17/18: the damage value plus bonus damage tokens and perils' changes."""
    bonus = sum(b.amount for b in s.monster.bonus_damage)
    perils = sum(p.monster_damage for p in active_perils(s))
    return max(0, base_damage(s) + bonus + perils)


def shield(s: PrimalState) -> int:
    """P-DMG-12: Shield X of the current stance."""
    return stance(s).shield


def unleash_threshold(s: PrimalState) -> int:
    """P-ROUND-10: 3 struggle per player."""
    return 3 * s.player_count


def is_unstoppable(s: PrimalState) -> bool:
    """P-REACT-19: an Unstoppable effect lasts, or a peril in play makes it so."""
    return bool(s.monster.unstoppable) or any(p.unstoppable for p in active_perils(s))


def infuriate_bonus(s: PrimalState) -> int:
    """P-GLOSS-23: +1, +2 or +3 struggle at Upkeep by the aggro cards in all hands."""
    count = aggro_cards_in_hands(s)
    bonus = 0
    for peril in active_perils(s):
        if peril.infuriate is not None:
            bonus += sum(1 for threshold in peril.infuriate if count >= threshold)
    return bonus


def upkeep_struggle(s: PrimalState) -> int:
    """P-ROUND-08, P-GLOSS-04: 1 per player, +1 per acceleration token, + Infuriate."""
    return s.player_count + s.monster.acceleration + infuriate_bonus(s)


def lowest_refresh(s: PrimalState) -> tuple[int, ...]:
    """P-ROUND-06/07: the slots holding the in-play behavior cards of the lowest refresh
    value (ties: all of them; Awakening cards are no behavior cards, P-REACT-38)."""
    held = [
        (s.defs.behavior(slot.card).refresh, index)
        for index, slot in enumerate(s.behavior.slots)
        if slot.card is not None and slot.locked_by is None
    ]
    if not held:
        return ()
    low = min(refresh for refresh, _ in held)
    return tuple(index for refresh, index in held if refresh == low)
