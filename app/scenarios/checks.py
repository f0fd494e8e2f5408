"""Checking a scenario's expectations (docs/scenario-format.md: subset matches)."""

from __future__ import annotations

from typing import Any, get_args

from app.engine.hunters.events import Event
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.model import EventBase

UNIT_FIELDS = {
    "at", "health", "max_health", "removed", "unconscious", "tokens", "morale", "hand",
    "deck", "used", "hidden", "exited", "findings", "armed", "equipment", "backpack",
    "empty_weapons", "armor_damage", "killed", "spent_items", "active_items", "start_health",
}  # fmt: skip


EVENT_FIELDS: dict[str, frozenset[str]] = {
    kind.model_fields["type"].default: frozenset(kind.model_fields)
    for kind in get_args(get_args(Event)[0])
}
"""Every event type and the fields its schema has: what ``event``, ``no_event`` and
``sequence`` expectations may name."""


def event_spec_problem(expect: list[dict[str, Any]]) -> tuple[str, str] | None:
    """The first expectation naming an event type or field no event schema has, as
    (path in the file, problem): such a ``no_event`` could never fail."""
    for index, item in enumerate(expect):
        specs: list[tuple[str, Any]] = [(k, item[k]) for k in ("event", "no_event") if k in item]
        specs += [(f"sequence[{n}]", s) for n, s in enumerate(item.get("sequence", []))]
        for key, spec in specs:
            problem = _event_problem(spec)
            if problem:
                return f"expect[{index}].{key}", problem
    return None


def _event_problem(spec: Any) -> str:
    if not isinstance(spec, dict) or "type" not in spec:
        return "an event expectation is a mapping with the event's type"
    fields = EVENT_FIELDS.get(spec["type"])
    if fields is None:
        return f"there is no event type '{spec['type']}'"
    unknown = sorted(set(spec) - fields)
    return f"the event '{spec['type']}' has no field {unknown}" if unknown else ""


def matches(expected: Any, actual: Any) -> bool:
    """Mappings match on the given keys (recursively); sequences and values exactly."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            key in actual and matches(value, actual[key]) for key, value in expected.items()
        )
    if isinstance(expected, list | tuple):
        return (
            isinstance(actual, list | tuple)
            and len(expected) == len(actual)
            and all(matches(e, a) for e, a in zip(expected, actual, strict=True))
        )
    return bool(expected == actual)


def check_expectations(
    expect: list[dict[str, Any]], events: list[EventBase], state: HuntersTable
) -> list[str]:
    dumped = [e.model_dump(mode="json") for e in events]
    problems: list[str] = []
    for index, item in enumerate(expect):
        problem = _check(item, dumped, state)
        if problem:
            problems.append(f"expect[{index}]: {problem}")
    return problems


def _check(item: dict[str, Any], events: list[dict[str, Any]], state: HuntersTable) -> str:
    if "event" in item:
        if any(matches(item["event"], e) for e in events):
            return ""
        near = [e for e in events if e.get("type") == item["event"].get("type")]
        return f"no event matches {item['event']} (same type: {near[:3]})"
    if "sequence" in item:
        return _check_sequence(item["sequence"], events)
    if "no_event" in item:
        hits = [e for e in events if matches(item["no_event"], e)]
        return f"unexpected event {hits[0]}" if hits else ""
    if "campaign" in item:
        return _check_campaign(item["campaign"], state)
    if "campaign_count" in item or "campaign_absent" in item:
        return _check_campaign_paths(item, state)
    if "table" in item:
        return _check_table(item["table"], state)
    if state.quest is None and "quest" not in item:
        return f"{sorted(item)[0]}: no quest is being played (the campaign is {state.phase})"
    if "unit" in item:
        return _check_unit(item, state)
    if "trap" in item:
        return _check_trap(item, state)
    return _check_quest(item, state)


def _check_table(expected: dict[str, Any], state: HuntersTable) -> str:
    """``table:``: the table's own settings and phase (difficulty, hero elimination, the
    quest rules, the seats), a subset of the state without its quest and campaign."""
    actual = state.model_dump(mode="json", exclude={"quest", "campaign", "seed"})
    if matches(expected, actual):
        return ""
    return f"table: expected {expected}, got { ({k: actual.get(k) for k in expected}) }"


def _check_campaign_paths(item: dict[str, Any], state: HuntersTable) -> str:
    """``campaign_count: {piles.road_1: 3}``: how many items a list or mapping of the
    campaign's table holds; ``campaign_absent: {story.cards_read: S003}``: a value not
    in a list, or a key not in a mapping (issue 23: absence and counts)."""
    if state.campaign is None:
        return "no campaign table"
    table = state.campaign.model_dump(mode="json")
    for path, want in item.get("campaign_count", {}).items():
        found = _at_path(table, path)
        if not isinstance(found, list | dict):
            return f"campaign_count.{path}: nothing to count there ({found!r})"
        if len(found) != want:
            return f"campaign_count.{path}: {len(found)} ({found}), expected {want}"
    for path, value in item.get("campaign_absent", {}).items():
        found = _at_path(table, path)
        if not isinstance(found, list | dict):
            return f"campaign_absent.{path}: no list or mapping there ({found!r})"
        if value in found:
            return f"campaign_absent.{path}: {value!r} is there"
    return ""


def _at_path(table: dict[str, Any], path: str) -> Any:
    value: Any = table
    for key in path.split("."):
        value = value.get(key) if isinstance(value, dict) else None
    return value


def _check_campaign(expected: dict[str, Any], state: HuntersTable) -> str:
    """A subset of the campaign's table (app/engine/hunters/campaign/model/state.py)."""
    if state.campaign is None:
        return "no campaign table"
    actual = state.campaign.model_dump(mode="json")
    if matches(expected, actual):
        return ""
    shown = {k: actual.get(k) for k in expected}
    return f"campaign: expected {expected}, got {shown}"


def _check_sequence(wanted: list[dict[str, Any]], events: list[dict[str, Any]]) -> str:
    """``sequence``: events matching these, in this order (others may come between)."""
    position = 0
    for index, expected in enumerate(wanted):
        while position < len(events) and not matches(expected, events[position]):
            position += 1
        if position == len(events):
            return f"sequence[{index}] {expected} does not follow the ones before it"
        position += 1
    return ""


def _unit_facts(state: HuntersTable, unit: str) -> dict[str, Any] | None:
    q = state.quest
    assert q is not None
    if unit in q.heroes:
        h = q.heroes[unit]
        return {
            "at": list(h.at) if h.at else None, "health": h.health, "max_health": h.max_health,
            "removed": h.exited, "exited": h.exited, "unconscious": h.health == 0,
            "tokens": h.tokens.model_dump(), "morale": h.morale, "hand": sorted(h.hand),
            "deck": list(h.draw_pile), "used": sorted(h.used), "hidden": h.hidden,
            "findings": h.findings, "equipment": list(h.equipment), "backpack": list(h.backpack),
            "empty_weapons": list(h.empty_weapons), "armor_damage": dict(h.armor_damage),
            "killed": h.killed, "spent_items": list(h.spent_items),
            "active_items": list(h.active_items),
        }  # fmt: skip
    if unit in q.enemies:
        e = q.enemies[unit]
        return {
            "at": list(e.at) if e.at and not e.removed else None, "health": e.health,
            "removed": e.removed, "tokens": e.tokens.model_dump(),
            "start_health": e.start_health,
        }  # fmt: skip
    if unit in q.allies:
        a = q.allies[unit]
        return {
            "at": list(a.at) if a.at and not a.removed else None, "health": a.health,
            "max_health": a.max_health, "removed": a.removed, "tokens": a.tokens.model_dump(),
        }  # fmt: skip
    return None


def _check_unit(item: dict[str, Any], state: HuntersTable) -> str:
    facts = _unit_facts(state, item["unit"])
    if facts is None:
        return f"no unit {item['unit']}"
    unknown = set(item) - UNIT_FIELDS - {"unit"}
    if unknown:
        return f"unknown unit fields {sorted(unknown)}"
    wrong = []
    for key, value in item.items():
        if key == "unit":
            continue
        want = sorted(value) if key in ("hand", "used") and isinstance(value, list) else value
        if key not in facts or not matches(want, facts[key]):
            wrong.append(f"{key} is {facts.get(key)!r}, expected {value!r}")
    return f"{item['unit']}: " + "; ".join(wrong) if wrong else ""


def _check_trap(item: dict[str, Any], state: HuntersTable) -> str:
    q = state.quest
    assert q is not None
    trap = q.traps.get(item["trap"])
    if item.get("removed"):
        return f"trap {item['trap']} is still there" if trap else ""
    if trap is None:
        return f"no trap {item['trap']}"
    facts = {"armed": trap.armed, "at": list(trap.at), "item": trap.item}
    wrong = [
        f"{k} is {facts.get(k)!r}, expected {v!r}"
        for k, v in item.items()
        if k != "trap" and not matches(v, facts.get(k))
    ]
    return "; ".join(wrong)


def _check_quest(item: dict[str, Any], state: HuntersTable) -> str:
    q = state.quest
    if q is None:  # a campaign position before its story has called a quest
        facts: dict[str, Any] = {"campaign_phase": state.phase, "phase": None, "outcome": None}
        return "" if matches(item["quest"], facts) else f"no quest is being played ({facts})"
    if "round" in item and len(item) == 1:
        return "" if q.round == item["round"] else f"round is {q.round}, expected {item['round']}"
    if "quest" in item:
        facts = {
            "phase": q.phase, "outcome": q.outcome, "round": q.round, "active": q.active,
            "campaign_phase": state.phase, "actions_left": q.actions_left,
            "order": list(q.order),
        }  # fmt: skip
        return "" if matches(item["quest"], facts) else f"quest is {facts}"
    if "decision" in item:
        pending = [d.model_dump(mode="json") for d in q.pending]
        if any(matches(item["decision"], d) for d in pending):
            return ""
        return f"no open decision matches {item['decision']} (open: {pending})"
    if "no_decision" in item:
        return f"decisions are open: {[d.kind for d in q.pending]}" if q.pending else ""
    if "enemy_deck" in item:
        spec = dict(item["enemy_deck"])
        deck = q.enemy_decks.get(spec.pop("deck", ""))
        if deck is None:
            return "no such enemy deck"
        facts = deck.model_dump(mode="json")
        return "" if matches(spec, facts) else f"enemy deck is {facts}"
    return f"unknown expectation {sorted(item)}"
