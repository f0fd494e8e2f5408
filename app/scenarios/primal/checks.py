"""Expectations of a Primal scenario: events (subset matches on their JSON form), the
state of hunters, the monster, the board and the decks, what is pending, what is legal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.kernel.model import Actor, EventBase
from app.engine.primal.commands import SECTOR_INDEX
from app.engine.primal.evolve.registry import PRIMAL_EVENTS
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.board import SECTOR_NAMES
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.monster import monster_damage, toughness
from app.scenarios.errors import ScenarioError

EVENT_KEYS = ("event", "no_event", "sequence")
Checker = Callable[[PrimalState, Any], list[str]]


def check_spec(expect: list[dict[str, Any]]) -> None:
    """A misspelled event type (or expectation) could never fail: it is an error of the
    file instead."""
    known = set(PRIMAL_EVENTS.kinds)
    for index, item in enumerate(expect):
        unknown = set(item) - {*CHECKS, *EVENT_KEYS}
        if len(item) != 1 or unknown:
            raise ScenarioError(
                f"expect[{index}]",
                f"one expectation per item, of {sorted([*CHECKS, *EVENT_KEYS])}",
            )
        key, spec = next(iter(item.items()))
        specs = spec if key == "sequence" else [spec] if key in ("event", "no_event") else []
        for one in specs:
            if not isinstance(one, dict) or one.get("type") not in known:
                raise ScenarioError(f"expect[{index}].{key}", f"there is no event type in {one!r}")


def _matches(event: dict[str, Any], spec: dict[str, Any]) -> bool:
    return all(event.get(k) == v for k, v in spec.items())


def _hunter(state: PrimalState, spec: dict[str, Any]) -> list[str]:
    h = state.hunters.get(spec.get("id", ""))
    if h is None:
        return [f"no hunter {spec.get('id')!r}"]
    data = h.model_dump(mode="json")
    data.update(
        hand_size=len(h.hand), deck_size=len(h.deck), discard_size=len(h.discard),
        sequence=[p.card for p in h.sequence], health=h.health_value - h.damage,
        health_value=h.health_value,
        sector=SECTOR_NAMES[h.sector] if h.sector is not None else None,
    )  # fmt: skip
    return _differences(f"hunter {h.id}", data, {k: v for k, v in spec.items() if k != "id"})


def _differences(name: str, data: dict[str, Any], spec: dict[str, Any]) -> list[str]:
    return [
        f"{name}.{k}: {data.get(k)!r}, expected {v!r}" for k, v in spec.items() if data.get(k) != v
    ]


def _monster(state: PrimalState, spec: dict[str, Any]) -> list[str]:
    data = state.monster.model_dump(mode="json")
    data.update(
        stance=state.monster.stance + 1, facing=SECTOR_NAMES[state.board.facing],
        toughness=toughness(state), monster_damage=monster_damage(state),
    )  # fmt: skip
    return _differences("monster", data, spec)


def _board(state: PrimalState, spec: dict[str, Any]) -> list[str]:
    data: dict[str, Any] = {
        "facing": SECTOR_NAMES[state.board.facing],
        "plateau": state.board.plateau,
        "brush": state.board.brush,
        "terrain": {
            SECTOR_NAMES[i]: sorted([*s.terrain, *(["fire"] if s.fire else [])])
            for i, s in enumerate(state.board.sectors)
        },
        "fire": {SECTOR_NAMES[i]: s.fire for i, s in enumerate(state.board.sectors) if s.fire},
        "tokens": {
            SECTOR_NAMES[i]: dict(s.tokens) for i, s in enumerate(state.board.sectors) if s.tokens
        },
    }
    if isinstance(spec.get("terrain"), dict):
        spec = {
            **spec,
            "terrain": {**data["terrain"], **{k: sorted(v) for k, v in spec["terrain"].items()}},
        }
    return _differences("board", data, spec)


def _behavior(state: PrimalState, spec: dict[str, Any]) -> list[str]:
    b = state.behavior
    data = {
        "slots": [slot.card for slot in b.slots], "deck": list(b.deck), "deck_size": len(b.deck),
        "discard": list(b.discard), "out_of_play": list(b.out_of_play),
        "face_up": [i for i, slot in enumerate(b.slots) if slot.face_up],
        "triggered": [i for i, slot in enumerate(b.slots) if slot.triggered],
    }  # fmt: skip
    return _differences("behavior", data, spec)


def _attrition(state: PrimalState, spec: dict[str, Any]) -> list[str]:
    a = state.attrition
    data = {
        "deck": list(a.deck),
        "deck_size": len(a.deck),
        "discard": list(a.discard),
        "aside": list(a.aside),
    }
    return _differences("attrition", data, spec)


def _pending(state: PrimalState, spec: Any) -> list[str]:
    if spec in (None, "none", []):
        return (
            [f"pending: {[d.kind for d in state.pending]}, expected none"] if state.pending else []
        )
    if not state.pending:
        return [f"pending: nothing, expected {spec!r}"]
    d = state.pending[0].model_dump(mode="json")
    d["options"] = [o["label"] for o in d.get("options", [])]
    return _differences("pending", d, spec)


def _legal(state: PrimalState, spec: dict[str, Any]) -> list[str]:
    hunter = spec.get("as", "")
    actor = Actor(role="seat", seat=state.seats.get(hunter, hunter))
    listed = [c.model_dump(mode="json") for c in legal_commands(state, actor)]
    problems = []
    for wanted in spec.get("includes", []):
        if not any(_matches(c, wanted) for c in listed):
            problems.append(f"legal for {hunter}: no command like {wanted}")
    for unwanted in spec.get("excludes", []):
        if any(_matches(c, unwanted) for c in listed):
            problems.append(f"legal for {hunter}: {unwanted} is listed")
    if "count" in spec and len(listed) != spec["count"]:
        problems.append(f"legal for {hunter}: {len(listed)} commands, expected {spec['count']}")
    return problems


def _simple(field: str) -> Checker:
    def check(state: PrimalState, spec: Any) -> list[str]:
        actual = getattr(state, field)
        return [] if actual == spec else [f"{field}: {actual!r}, expected {spec!r}"]

    return check


CHECKS: dict[str, Checker] = {
    "hunter": _hunter,
    "monster": _monster,
    "board": _board,
    "behavior": _behavior,
    "attrition": _attrition,
    "pending": _pending,
    "legal": _legal,
    "outcome": _simple("outcome"),
    "round": _simple("round"),
    "aggro": _simple("aggro"),
    "active": _simple("active"),
    "phase": _simple("phase"),
}


def check_expectations(
    expect: list[dict[str, Any]], events: list[EventBase], state: PrimalState
) -> list[str]:
    dumped = [e.model_dump(mode="json") for e in events]
    problems: list[str] = []
    for index, item in enumerate(expect):
        key, spec = next(iter(item.items()))
        if key == "event" and not any(_matches(e, spec) for e in dumped):
            seen = [e for e in dumped if e["type"] == spec["type"]]
            problems.append(f"expect[{index}]: no event matches {spec}; of that type: {seen[:4]}")
        elif key == "no_event" and any(_matches(e, spec) for e in dumped):
            problems.append(f"expect[{index}]: an event matches {spec}")
        elif key == "sequence":
            problems += _sequence(index, dumped, spec)
        elif key in CHECKS:
            problems += [f"expect[{index}]: {p}" for p in CHECKS[key](state, spec)]
    return problems


def _sequence(index: int, dumped: list[dict[str, Any]], specs: list[dict[str, Any]]) -> list[str]:
    """These events in this order (others may come between)."""
    at = 0
    for position, spec in enumerate(specs):
        while at < len(dumped) and not _matches(dumped[at], spec):
            at += 1
        if at == len(dumped):
            return [f"expect[{index}].sequence[{position}]: no {spec} after the ones before"]
        at += 1
    return []


__all__ = ["SECTOR_INDEX", "check_expectations", "check_spec"]
