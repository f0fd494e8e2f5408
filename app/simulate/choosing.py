"""What every bot policy shares: the command type it handles, the one-step look-ahead a
playout offers it, and the board queries its scores read."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from app.engine import HuntersTable
from app.engine.hunters.quest.board.geometry import Space, distance
from app.engine.hunters.quest.model.state import QuestState

Command = Any
"""A command of the engine's union (each policy reads only its ``type`` and fields)."""

Ahead = Callable[[Command], tuple[HuntersTable, list[Command]] | None]
"""The table after a command and what the same seat may send then (None: refused): how a
player thinks one step ahead, e.g. what a card would let the hero do once played."""


class Policy(Protocol):
    name: str

    def choose(
        self,
        state: HuntersTable,
        options: list[Command],
        rng: random.Random,
        ahead: Ahead | None = None,
    ) -> Command: ...


def quest_of(state: HuntersTable) -> QuestState:
    assert state.quest is not None
    return state.quest


def enemy_spaces(q: QuestState) -> list[Space]:
    return [e.at for e in q.enemies.values() if e.is_active_miniature and e.at is not None]


def move_end(command: Command) -> Space | None:
    """Where a move ends (None: the command is not a move)."""
    path = getattr(command, "path", None) or ()
    return path[-1] if path else None


def gap_to_enemies(q: QuestState, command: Command) -> int:
    """How far the end of a move leaves the hero from the nearest enemy."""
    end = move_end(command)
    if end is None:
        return 99
    return min((distance(end, s) for s in enemy_spaces(q)), default=0)


def best(options: list[Command], score: Callable[[Command], float], rng: random.Random) -> Command:
    """The highest-scoring option; ties broken at random (reproducibly, by ``rng``)."""
    return max(options, key=lambda c: (score(c), rng.random()))
