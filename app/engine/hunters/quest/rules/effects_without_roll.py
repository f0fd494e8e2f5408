"""The effects the engine applies without a roll (QUEST-32, ATK-26, TERR-21)."""

from __future__ import annotations

from app.content.schema.effects import (
    ApplyStatus,
    Destruction,
    DirectDamage,
    Effect,
    GainTokens,
    Heal,
    MoraleChange,
    Push,
    RemoveStatus,
)
from app.engine.hunters.quest.model.state import QuestState

EFFECTS_WITHOUT_ROLL = (
    MoraleChange,
    ApplyStatus,
    RemoveStatus,
    DirectDamage,
    Heal,
    GainTokens,
    Destruction,
    Push,
)
"""The spell and trap effects applied with no roll; any other effect is refused (QUEST-32)."""


def is_applicable(effects: tuple[Effect, ...]) -> bool:
    return all(isinstance(e, EFFECTS_WITHOUT_ROLL) for e in effects)


def has_token_room(q: QuestState, unit: str, token: str) -> bool:
    """ATK-33: a miniature holds at most ``token_cap`` offense and as many defense tokens."""
    held: int = getattr(q.miniature(unit).tokens, token)
    return held < q.options.token_cap


def gains_nothing(q: QuestState, unit: str, effects: tuple[Effect, ...]) -> bool:
    """ATK-33, QUEST-43: effects that only give tokens do nothing to a miniature already
    holding as many of each kind as it may (such a gain is refused, not wasted)."""
    gains = [e for e in effects if isinstance(e, GainTokens)]
    if not gains or len(gains) < len(effects):
        return False
    return not any(has_token_room(q, unit, e.token) for e in gains)
