"""Whether an ability's conditions hold (schema ``Condition``; P-TURN-35/37/38, P-DMG-11)."""

from __future__ import annotations

from app.content.schema.primal.common import Condition
from app.engine.primal.model.board import in_group
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.board import has_terrain, hunter_side
from app.engine.primal.rules.cards import placed_matches
from app.engine.primal.rules.monster import is_hardened


def _sequence_holds(s: PrimalState, c: Condition, hunter: str | None, position: int | None) -> bool:
    if not (c.opening or c.previous or c.sequence_at_least or c.previous_trait):
        return True
    if hunter is None:
        return False
    sequence = s.hunters[hunter].sequence
    at = len(sequence) - 1 if position is None else position
    if c.opening and at != 0:
        return False
    if c.previous:
        before = sequence[max(0, at - len(c.previous)) : at]
        if len(before) < len(c.previous):
            return False
        if not all(placed_matches(s, p, m) for p, m in zip(before, c.previous, strict=True)):
            return False
    if c.previous_trait is not None:
        before_card = sequence[at - 1] if at >= 1 else None
        traits = s.defs.card(before_card.card).traits if before_card else ()
        if c.previous_trait not in traits:
            return False
    return not (c.sequence_at_least and len(sequence) < c.sequence_at_least)


def _hunter_holds(s: PrimalState, c: Condition, hunter: str | None) -> bool:
    asks = (
        c.focused, c.unfocused, c.sectors, c.threatened is not None, c.critical is not None,
        c.hand_at_most is not None, c.hand_at_least is not None, c.terrain,
    )  # fmt: skip
    if not any(asks):
        return True
    if hunter is None:
        return False
    h = s.hunters[hunter]
    checks = [
        not c.focused or h.focused,
        not c.unfocused or not h.focused,
        c.threatened is None or h.threatened == c.threatened,
        c.critical is None or (h.health_value - h.damage <= h.health_value // 2) == c.critical,
        c.hand_at_most is None or len(h.hand) <= c.hand_at_most,
        c.hand_at_least is None or len(h.hand) >= c.hand_at_least,
        c.terrain is None or has_terrain(s, h.sector, c.terrain),
    ]
    side = hunter_side(s, hunter)
    if c.sectors:
        checks.append(side is not None and any(in_group(side, g) for g in c.sectors))
    return all(checks)


def _monster_holds(s: PrimalState, c: Condition) -> bool:
    m = s.monster
    if c.stance_at_least is not None and m.stance + 1 < c.stance_at_least:
        return False
    if c.struggle_at_least is not None and m.struggle < value(s, c.struggle_at_least):
        return False
    if c.hardened is not None and is_hardened(s) != c.hardened:
        return False
    if c.track_at_least is not None:
        track, level = c.track_at_least
        if m.tracks.get(track, 0) < level:
            return False
    return True


def holds(s: PrimalState, c: Condition, hunter: str | None, position: int | None = None) -> bool:
    """Every condition given, for ``hunter`` (the ability's "you") and, for a card of
    the sequence, its ``position`` there."""
    return (
        _sequence_holds(s, c, hunter, position)
        and _hunter_holds(s, c, hunter)
        and _monster_holds(s, c)
    )
