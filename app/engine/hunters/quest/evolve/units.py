"""Copying a quest state with one miniature, its tokens or the top frame changed (the helpers
every evolve handler uses)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest.model.frames import (
    AttackFrame,
    Frame,
)
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import Tokens
from app.engine.kernel.copying import copy_with


def remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The pile without one copy of ``card`` (unchanged if absent)."""
    if card not in cards:
        return cards
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def with_hero(q: QuestState, unit: str, **update: Any) -> QuestState:
    hero = copy_with(q.heroes[unit], **update)
    return copy_with(q, **{"heroes": {**q.heroes, unit: hero}})


def with_enemy(q: QuestState, unit: str, **update: Any) -> QuestState:
    enemy = copy_with(q.enemies[unit], **update)
    return copy_with(q, **{"enemies": {**q.enemies, unit: enemy}})


def with_ally(q: QuestState, unit: str, **update: Any) -> QuestState:
    ally = copy_with(q.allies[unit], **update)
    return copy_with(q, **{"allies": {**q.allies, unit: ally}})


def with_unit(q: QuestState, unit: str, **update: Any) -> QuestState:
    """The hero, enemy or NPC ally ``unit`` with these fields changed."""
    if unit in q.heroes:
        return with_hero(q, unit, **update)
    if unit in q.enemies:
        return with_enemy(q, unit, **update)
    return with_ally(q, unit, **update)


def with_tokens(q: QuestState, unit: str, **update: Any) -> QuestState:
    return with_unit(q, unit, tokens=copy_with(tokens_of(q, unit), **update))


def tokens_of(q: QuestState, unit: str) -> Tokens:
    return q.miniature(unit).tokens


def with_top(q: QuestState, change: Callable[[Any], Frame]) -> QuestState:
    """Replace the top frame by ``change(top)`` (no frame: unchanged)."""
    if not q.stack:
        return q
    return copy_with(q, **{"stack": (*q.stack[:-1], change(q.stack[-1]))})


def with_attack(q: QuestState, **update: Any) -> QuestState:
    top = q.top
    if not isinstance(top, AttackFrame):
        return q
    return with_top(q, lambda f: copy_with(f, **update))
