"""One ``events`` message per group of connections, encoded once per form: the quest's
static definitions go to a connection only when it does not have them yet (issue 17)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

from app.db.event_store import StoredEvent
from app.engine import Viewer
from app.engine.table.events import PartyNamed
from app.realtime import messages
from app.realtime.connection import Connection
from app.realtime.room import Batch

QUEST_VIEW: dict[str, Any] = {"phase": "quest", "quest": {"round": 2, "defs": {"cards": {"X": 1}}}}


@dataclass
class Receiver:
    defs_sent: str | None = None


def batch(view: dict[str, Any]) -> Batch:
    events = [StoredEvent(seq=5, event=PartyNamed(name="Wolves"))]
    legal = [{"type": "set_ready", "ready": True}]
    return Batch(5, events, (Viewer(role="seat", seat="seat1"), 4, "player", "seat1"), view, legal)


def sent(one: Batch, receiver: Receiver) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(one.text_for(cast(Connection, receiver)))
    return message


def test_definitions_go_once_per_connection() -> None:
    fresh, informed = Receiver(), Receiver(messages.defs_digest(QUEST_VIEW))
    first = batch(QUEST_VIEW)
    assert sent(first, fresh)["view"]["quest"]["defs"] == {"cards": {"X": 1}}
    assert "defs" not in sent(first, informed)["view"]["quest"]
    lean = sent(batch(QUEST_VIEW), fresh)
    assert "defs" not in lean["view"]["quest"] and lean["view"]["quest"]["round"] == 2
    assert lean["legal"] == [{"type": "set_ready", "ready": True}]
    assert [e["seq"] for e in lean["events"]] == [5]


def test_changed_definitions_are_sent_again_and_views_without_a_quest_are_whole() -> None:
    receiver = Receiver(messages.defs_digest(QUEST_VIEW))
    changed = {"phase": "quest", "quest": {"round": 3, "defs": {"cards": {"Y": 2}}}}
    assert sent(batch(changed), receiver)["view"]["quest"]["defs"] == {"cards": {"Y": 2}}
    setup = {"phase": "setup", "quest": None}
    assert sent(batch(setup), receiver)["view"] == setup
    assert receiver.defs_sent is None
    assert messages.without_defs(setup) is setup
