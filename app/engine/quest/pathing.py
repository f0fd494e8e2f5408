"""Shortest moves over the map (MOVE-23, ENEMY-11, TERR-09).

"The shortest Move" to a hero counts Moves first, then steps: difficult terrain and
vantage points end a Move early, so a path through them can need more Moves than a
longer clear one (docs/rules-decisions.md, ENEMY-11). Without such terrain (or in
flight) that is plain step distance, found by a breadth-first search; otherwise a
search over (space, steps used in the current Move) with costs (Moves, steps).

Spaces holding opponents end a Move on entry (MOVE-05), so a path never passes
through them. Paths are distinguished by where this turn's Move ends.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection

from app.engine.quest.board import CornerRule, Geometry, Space, step_table

Path = tuple[Space, ...]
_MOVE_WEIGHT = 1 << 16


class TowardSearch:
    """The nearest goal spaces from ``start`` and the first Moves of value ``value`` along
    every shortest path to one of them."""

    def __init__(
        self,
        geo: Geometry,
        start: Space,
        goals: Collection[Space],
        *,
        value: int,
        flight: bool,
        rule: CornerRule,
        absorbing: Collection[Space] = (),
    ) -> None:
        self._geo = geo
        self._value = max(1, value)
        self._plain = flight or not geo.has_stop_terrain
        self._table = step_table(geo, flight=flight, rule=rule)
        self._start = geo.index(start)
        self._goals = {geo.index(g) for g in goals}
        self._absorbing = {geo.index(a) for a in absorbing} | self._goals
        self._absorbing.discard(self._start)
        self.nearest: tuple[Space, ...] = ()
        if self._plain:
            self._search_plain()
        else:
            self._search_terrain()

    # ------------------------------------------------------------------ plain (BFS)

    def _search_plain(self) -> None:
        dist = {self._start: 0}
        frontier = [self._start]
        found: list[int] = []
        depth = 0
        while frontier and not found:
            depth += 1
            following: list[int] = []
            for here in frontier:
                for there, _stops in self._table[here]:
                    if there in dist:
                        continue
                    dist[there] = depth
                    if there in self._goals:
                        found.append(there)
                    elif there not in self._absorbing:
                        following.append(there)
            frontier = following
        self._dist = dist
        self.nearest = tuple(sorted(self._geo.space_at(i) for i in found))

    def _plain_first_moves(self, goal: int) -> list[Path]:
        total = self._dist[goal]
        if total <= self._value:
            return [self._plain_path_to(goal, total)]
        levels: dict[int, set[int]] = {total: {goal}}
        for depth in range(total, 0, -1):
            levels[depth - 1] = {
                before
                for here in levels[depth]
                for before, _stops in self._table[here]
                if self._dist.get(before) == depth - 1
                and (before not in self._absorbing or before == self._start)
            }
        ends = sorted(levels[self._value], key=self._geo.space_at)
        return [self._plain_backtrack(end, self._value, levels) for end in ends]

    def _plain_path_to(self, goal: int, total: int) -> Path:
        levels: dict[int, set[int]] = {total: {goal}}
        for depth in range(total, 0, -1):
            levels[depth - 1] = {
                before
                for here in levels[depth]
                for before, _stops in self._table[here]
                if self._dist.get(before) == depth - 1
                and (before not in self._absorbing or before == self._start)
            }
        return self._plain_backtrack(goal, total, levels)

    def _plain_backtrack(self, end: int, depth: int, levels: dict[int, set[int]]) -> Path:
        path = [end]
        here = end
        for level in range(depth - 1, 0, -1):
            options = sorted(
                (b for b, _s in self._table[here] if b in levels[level]), key=self._geo.space_at
            )
            here = options[0]
            path.append(here)
        return tuple(self._geo.space_at(i) for i in reversed(path))

    # ------------------------------------------------------------------ with terrain

    def _search_terrain(self) -> None:
        v = self._value
        start_state = self._start * v
        best: dict[int, int] = {start_state: 0}
        preds: dict[int, list[int]] = {}
        heap = [(0, start_state)]
        goal_cost: int | None = None
        goal_states: list[int] = []
        while heap:
            cost, state = heapq.heappop(heap)
            if goal_cost is not None and cost > goal_cost:
                break
            if cost > best[state]:
                continue
            here, used = divmod(state, v)
            if here in self._goals:
                goal_cost = cost
                goal_states.append(state)
                continue
            if here in self._absorbing:
                continue
            moves, steps = divmod(cost, _MOVE_WEIGHT)
            for there, stops in self._table[here]:
                next_moves = moves + (1 if used == 0 else 0)
                next_used = used + 1
                if stops or next_used == v or there in self._absorbing:
                    next_used = 0
                next_cost = next_moves * _MOVE_WEIGHT + steps + 1
                nxt = there * v + next_used
                known = best.get(nxt)
                if known is None or next_cost < known:
                    best[nxt] = next_cost
                    preds[nxt] = [state]
                    heapq.heappush(heap, (next_cost, nxt))
                elif next_cost == known:
                    preds[nxt].append(state)
        self._preds = preds
        self._goal_states = goal_states
        self.nearest = tuple(sorted({self._geo.space_at(s // v) for s in goal_states}))

    def _terrain_first_moves(self, goal: int) -> list[Path]:
        v = self._value
        on_path: set[int] = set()
        todo = [s for s in self._goal_states if s // v == goal]
        while todo:
            state = todo.pop()
            if state in on_path:
                continue
            on_path.add(state)
            todo.extend(self._preds.get(state, ()))
        successors: dict[int, list[int]] = {}
        for state in on_path:
            for before in self._preds.get(state, ()):
                successors.setdefault(before, []).append(state)
        start_state = self._start * v
        parent: dict[int, int] = {}
        ends: dict[Space, int] = {}
        frontier = [start_state]
        while frontier:
            following: list[int] = []
            for state in frontier:
                for nxt in sorted(successors.get(state, ())):
                    if nxt in parent:
                        continue
                    parent[nxt] = state
                    space = self._geo.space_at(nxt // v)
                    if nxt % v == 0 or nxt // v == goal:
                        ends.setdefault(space, nxt)
                    else:
                        following.append(nxt)
            frontier = following
        return [self._states_path(ends[space], parent) for space in sorted(ends)]

    def _states_path(self, end: int, parent: dict[int, int]) -> Path:
        v = self._value
        path: list[Space] = []
        state = end
        while state != self._start * v:
            path.append(self._geo.space_at(state // v))
            state = parent[state]
        return tuple(reversed(path))

    # ------------------------------------------------------------------ public

    def first_moves(self, goal: Space) -> list[Path]:
        """This turn's Move toward ``goal`` along every shortest path, one per end space."""
        index = self._geo.index(goal)
        if self._plain:
            return self._plain_first_moves(index)
        return self._terrain_first_moves(index)


def move_endings(
    geo: Geometry,
    start: Space,
    *,
    value: int,
    flight: bool,
    rule: CornerRule,
    absorbing: Collection[Space] = (),
) -> dict[Space, Path]:
    """Every space a Move of ``value`` can end on, with one shortest path to it (terrain stops
    and opponents' spaces end the Move early)."""
    table = step_table(geo, flight=flight, rule=rule)
    start_index = geo.index(start)
    blocked = {geo.index(a) for a in absorbing}
    paths: dict[int, Path] = {}
    can_go_on = {start_index}
    frontier: list[tuple[int, Path]] = [(start_index, ())]
    for _ in range(value):
        following: list[tuple[int, Path]] = []
        for here, path in frontier:
            for there, stops in table[here]:
                step_path = (*path, geo.space_at(there))
                if there != start_index and there not in paths:
                    paths[there] = step_path
                if stops or there in blocked or there in can_go_on:
                    continue
                can_go_on.add(there)
                following.append((there, step_path))
        frontier = following
    return {geo.space_at(i): p for i, p in paths.items()}
