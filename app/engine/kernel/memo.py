"""Remembered results of pure functions of immutable values (boards, step tables).

A memo keys on the identity of the values it was computed from and keeps a reference
to them, so a hit is only ever the answer for those very objects (an id reused after
garbage collection cannot match). Every memo is bounded (the oldest entry goes first)
and registered, so ``forget_all`` empties every one: decide must give the same answer
warm or cold (issue 10), and benchmarks measure cold costs.

Nothing that depends on a changing game state is memoized: its key would have to hold
the whole state that the answer reads.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

Value = TypeVar("Value")

_MEMOS: list[IdentityMemo[object]] = []


class IdentityMemo(Generic[Value]):
    """At most ``limit`` results, each stored with the objects it was computed from."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._entries: dict[Hashable, tuple[tuple[object, ...], Value]] = {}
        _MEMOS.append(self)  # type: ignore[arg-type]

    def get(self, key: Hashable, owners: tuple[object, ...]) -> Value | None:
        hit = self._entries.get(key)
        if hit is None or len(hit[0]) != len(owners):
            return None
        if any(a is not b for a, b in zip(hit[0], owners, strict=True)):
            return None
        return hit[1]

    def put(self, key: Hashable, owners: tuple[object, ...], value: Value) -> Value:
        if key not in self._entries and len(self._entries) >= self.limit:
            self._entries.pop(next(iter(self._entries)))
        self._entries[key] = (owners, value)
        return value

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        self._entries.clear()


def forget_all() -> None:
    """Empty every memo of the engine."""
    for memo in _MEMOS:
        memo.clear()
