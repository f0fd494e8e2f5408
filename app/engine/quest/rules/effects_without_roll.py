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
