"""Events <-> stored rows: JSON payload, type and schema version, with upcasters; and a
campaign state <-> its snapshot's JSON (for any game: app/engine/games.py).

When an event's fields change, its ``schema_version`` goes up and an upcaster in
app/engine/hunters/upcasters.py turns the old stored JSON into the new shape, so logs written
by older code still load (DESIGN principle 4).
"""

from __future__ import annotations

import json
from typing import Any

from app.engine import (
    UPCASTERS,
    EventBase,
    TableState,
    event_version,
    parse_stored_event,
    snapshot_state,
)


def encode_event(event: EventBase) -> tuple[str, int, str]:
    """(type, schema_version, payload JSON) for storage."""
    return event.type, event_version(event), event.model_dump_json()


def decode_event(event_type: str, schema_version: int, payload: str) -> EventBase:
    data: dict[str, Any] = json.loads(payload)
    version = schema_version
    while (event_type, version) in UPCASTERS:
        data = UPCASTERS[(event_type, version)](data)
        version += 1
    event: EventBase = parse_stored_event(data)
    return event


def encode_snapshot(state: TableState) -> str:
    """A snapshot's stored JSON (a cache of the fold: the log alone rebuilds it)."""
    return state.model_dump_json()


def decode_snapshot(payload: str) -> TableState:
    """A stored snapshot, read by its game and as today's fold would have left it."""
    return snapshot_state(payload)
