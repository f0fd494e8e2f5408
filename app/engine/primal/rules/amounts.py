"""Numbers on cards (P-GLOSS-03, P-TURN-27): per player, PC - 1, PC / 2, class icons, X."""

from __future__ import annotations

from app.content.schema.primal.common import Number, amount_of
from app.engine.primal.model.context import Context
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.attrition import current_attrition_level


def weapon_level(s: PrimalState, hunter: str | None) -> int:
    """P-TURN-27: the class icon is the weapon level (of the ability's hunter; 1 when an
    ability has none)."""
    if hunter is None or hunter not in s.hunters:
        return 1
    return s.hunters[hunter].weapon_level


def value(s: PrimalState, number: Number, context: Context | None = None) -> int:
    """The number a card states, for this fight (PC: the hunters that started it,
    P-SETUP-20; KO'd ones count)."""
    a = amount_of(number)
    pc = s.player_count
    hunter = context.hunter if context is not None else s.active
    x = context.x if context is not None else 0
    return (
        a.base
        + a.per_player * pc
        + a.pc_minus_one * (pc - 1)
        + a.pc_half * (pc // 2)
        + a.weapon_level * weapon_level(s, hunter)
        + a.x * x
        + a.attrition_level * current_attrition_level(s)
    )
