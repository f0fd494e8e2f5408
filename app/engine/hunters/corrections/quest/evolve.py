"""Evolve handlers of the GM's corrections: the value after, as the GM set it."""

from __future__ import annotations

from typing import Any

from app.engine.hunters.corrections.quest.events import (
    BOOLEAN_TOKENS,
    HealthCorrected,
    MoraleCorrected,
    PlaceCorrected,
    TokensCorrected,
)
from app.engine.hunters.quest.evolve.turns import Handler
from app.engine.hunters.quest.evolve.units import with_hero, with_tokens, with_unit
from app.engine.hunters.quest.model.state import QuestState


def _health(q: QuestState, e: HealthCorrected) -> QuestState:
    return with_unit(q, e.unit, health=e.after)


def _morale(q: QuestState, e: MoraleCorrected) -> QuestState:
    return with_hero(q, e.unit, morale=e.after)


def _tokens(q: QuestState, e: TokensCorrected) -> QuestState:
    value: Any = bool(e.after) if e.token in BOOLEAN_TOKENS else e.after
    return with_tokens(q, e.unit, **{e.token: value})


def _place(q: QuestState, e: PlaceCorrected) -> QuestState:
    return with_unit(q, e.unit, at=e.after)


QUEST_CORRECTION_HANDLERS: dict[str, Handler] = {
    "health_corrected": _health,
    "morale_corrected": _morale,
    "tokens_corrected": _tokens,
    "place_corrected": _place,
    "quest_ended_by_gm": lambda q, _e: q,  # the quest_ended after it changes the quest
}
