"""Shortest moves over the map (MOVE-23, ENEMY-11, TERR-09).

"The shortest Move" to a hero counts Moves first, then steps: difficult terrain and
vantage points end a Move early, so a path through them can need more Moves than a
longer clear one (docs/rules-decisions.md, ENEMY-11). Without such terrain (or in
flight) that is plain step distance, found by a breadth-first search; otherwise a
search over (space, steps used in the current Move) with costs (Moves, steps).

Spaces holding opponents end a Move on entry (MOVE-05), so a path never passes
through them. Paths are distinguished by where this turn's Move ends and by the armed
traps it passes (the outcomes players may choose between, ENEMY-11).
"""

from __future__ import annotations

import heapq
from collections.abc import Collection

from app.engine.hunters.quest.board.geometry import (
    CornerRule,
    Geometry,
    Space,
    neighbour_table,
    step_table,
)
from app.engine.kernel.memo import IdentityMemo

Path = tuple[Space, ...]
_MOVE_WEIGHT = 1 << 16
MAX_PREFIXES = 512
"""Shortest first Moves enumerated at most (a Move covers a few steps, so this is ample)."""


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
        self._steps = neighbour_table(geo, flight=flight, rule=rule)
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
        """Step distance to each goal from its (cached) distance field; no terrain stops."""
        self._fields: dict[int, list[int]] = {}
        best: int | None = None
        found: list[int] = []
        for goal in self._goals:
            field = distance_field(self._geo, self._steps, goal, self._absorbing - {goal})
            self._fields[goal] = field
            steps = field[self._start]
            if steps <= 0:
                continue
            if best is None or steps < best:
                best, found = steps, [goal]
            elif steps == best:
                found.append(goal)
        self.nearest = tuple(sorted(self._geo.space_at(i) for i in found))

    def _plain_first_moves(self, goal: int, traps: set[int]) -> list[Path]:
        """The first Move of every shortest path, one per outcome (end space, armed traps
        passed), each the smallest path in order: a walk over the distance field where
        partial paths reaching the same space over the same traps keep only the smallest
        (what follows them is the same)."""
        field, spaces = self._fields[goal], self._geo.spaces
        best: dict[tuple[int, frozenset[int]], Path] = {(self._start, frozenset()): ()}
        for _ in range(min(self._value, field[self._start])):
            following: dict[tuple[int, frozenset[int]], Path] = {}
            for (here, crossed), path in best.items():
                closer = field[here] - 1
                for there in self._steps[here]:
                    if field[there] != closer or (there in self._absorbing and there != goal):
                        continue
                    key = (there, crossed | {there} if there in traps else crossed)
                    candidate = (*path, spaces[there])
                    if key not in following or candidate < following[key]:
                        following[key] = candidate
            best = following
        return sorted(best.values(), key=lambda p: (p[-1], p))

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

    def _terrain_prefixes(self, goal: int) -> list[list[int]]:
        """Every shortest path's first Move, as space indices (states walked to the first
        end of a Move, or to the goal)."""
        v = self._value
        on_path: set[int] = set()
        todo = [s for s in self._goal_states if s // v == goal]
        while todo:
            state = todo.pop()
            if state not in on_path:
                on_path.add(state)
                todo.extend(self._preds.get(state, ()))
        successors: dict[int, list[int]] = {}
        for state in on_path:
            for before in self._preds.get(state, ()):
                successors.setdefault(before, []).append(state)
        found: list[list[int]] = []
        walks: list[list[int]] = [[self._start * v]]
        while walks and len(found) < MAX_PREFIXES:
            walk = walks.pop()
            for nxt in sorted(successors.get(walk[-1], ()), reverse=True):
                if nxt % v == 0 or nxt // v == goal:
                    found.append([state // v for state in walk[1:]] + [nxt // v])
                else:
                    walks.append([*walk, nxt])
        return found

    # ------------------------------------------------------------------ public

    def first_moves(self, goal: Space, traps: Collection[Space] = ()) -> list[Path]:
        """This turn's Move toward ``goal`` along every shortest path: one path per distinct
        outcome (where it ends, and which armed traps it passes), sorted."""
        index = self._geo.index(goal)
        trap_spaces = {self._geo.index(t) for t in traps}
        if self._plain:
            return self._plain_first_moves(index, trap_spaces)
        spaces = self._geo.spaces
        options: dict[tuple[int, frozenset[int]], Path] = {}
        for prefix in self._terrain_prefixes(index):
            key = (prefix[-1], frozenset(trap_spaces.intersection(prefix)))
            path = tuple([spaces[i] for i in prefix])
            if key not in options or path < options[key]:
                options[key] = path
        return sorted(options.values(), key=lambda p: (p[-1], p))


_FIELDS = IdentityMemo[list[int]](limit=512)
BLOCKED = -2


def distance_field(
    geo: Geometry, steps: list[list[int]], goal: int, blocked: Collection[int]
) -> list[int]:
    """Steps from every space to ``goal`` (-1: unreachable), never passing through
    ``blocked`` spaces. Steps are symmetric without terrain stops, so a breadth-first
    search from the goal serves every enemy heading there; the result is cached for the
    board, the step rules and the blocked spaces (heroes stand still in the enemy phase)."""
    key = (id(geo), id(steps), goal, frozenset(blocked))
    hit = _FIELDS.get(key, (geo, steps))
    if hit is not None:
        return hit
    field = [-1] * (geo.width * geo.height)
    for space in key[3]:
        field[space] = BLOCKED
    field[goal] = 0
    frontier = [goal]
    depth = 0
    while frontier:
        depth += 1
        following = []
        for here in frontier:
            for there in steps[here]:
                if field[there] == -1:
                    field[there] = depth
                    following.append(there)
        frontier = following
    for space in key[3]:
        field[space] = -1
    return _FIELDS.put(key, (geo, steps), field)


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
