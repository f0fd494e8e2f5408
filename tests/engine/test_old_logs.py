"""Logs written by older code still load and replay to the same state (DESIGN principle 4).

``golden/logs_before_engine_layout.json.gz`` holds six headless quests (the scripted
party of test_headless_quests, seeds 0, 1, 2, 3, 5 and 7) played and stored by the code
before the engine layout of issue 10 (commit 252119e): each quest's starting state, its
events as the codec stored them (type, schema version, payload) and its final state.
Today's code must decode every row (upcasting older schema versions), fold them onto the
stored starting state, and reach exactly the stored final state.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from app.db.codec import decode_event
from app.engine import HuntersTable, replay

GOLDEN = Path(__file__).parent / "golden" / "logs_before_engine_layout.json.gz"


def _logs() -> list[dict[str, Any]]:
    with gzip.open(GOLDEN, "rt") as f:
        logs: list[dict[str, Any]] = json.load(f)["logs"]
    return logs


@pytest.mark.parametrize("log", _logs(), ids=lambda log: f"seed{log['seed']}")
def test_an_old_log_replays_to_its_final_state(log: dict[str, Any]) -> None:
    start = HuntersTable.model_validate(log["initial"])
    events = [decode_event(kind, version, payload) for kind, version, payload in log["events"]]
    final = replay(events, start)
    # Read through today's model, so a field added since (with its default, e.g. the
    # campaign's ``hands``) is filled in on both sides; every stored field still counts.
    expected = HuntersTable.model_validate(log["final"]).model_dump(mode="json")
    assert final.model_dump(mode="json") == expected
    assert stored_fields(expected, log["final"]) == log["final"]


def stored_fields(today: Any, stored: Any) -> Any:
    """``today``'s value cut down to the fields ``stored`` has, at every depth: a field
    added since (a seat's ``away``) is left out, every stored one must be equal."""
    if isinstance(stored, dict) and isinstance(today, dict):
        return {k: stored_fields(today.get(k), v) for k, v in stored.items()}
    if isinstance(stored, list) and isinstance(today, list) and len(stored) == len(today):
        return [stored_fields(t, s) for t, s in zip(today, stored, strict=True)]
    return today


def test_old_logs_hold_events_of_an_older_schema() -> None:
    """The fixture exercises the upcasters: version-1 rows of events now at version 2."""
    versions = {(kind, version) for log in _logs() for kind, version, _ in log["events"]}
    assert ("basic_action_taken", 1) in versions
    assert ("turn_started", 1) in versions


def test_the_schema_1_basic_actions_are_todays() -> None:
    """The upcaster's literal table of schema 1 says what today's basic actions say; if
    the rules of the basic actions change, this fails, and the table must stay as it was
    (old logs keep their meaning) while a new schema version records the change."""
    from app.engine.hunters.quest.rules.basic_actions import BASIC_ACTIVITIES
    from app.engine.hunters.upcasters import BASIC_ACTIVITIES_OF_SCHEMA_1

    today = {k: [a.model_dump(mode="json") for a in v] for k, v in BASIC_ACTIVITIES.items()}
    assert today == BASIC_ACTIVITIES_OF_SCHEMA_1
