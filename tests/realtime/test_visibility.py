"""Per-viewer details of the live table: which pending decisions wait on whom (with
their deadlines), chat text kept plain, presence merged across processes."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.engine import Viewer
from app.realtime.presence import PresenceBook, presence_listing
from app.service.chat import clean_chat_text
from app.service.errors import BadRequest
from app.service.feed import pending_for

DUE = datetime(2026, 11, 29, 20, 0, 20, tzinfo=UTC)
SEAT2 = Viewer(role="seat", seat="seat2", heroes=("medic",))


def view_with(*decisions: dict[str, object]) -> dict[str, object]:
    return {"phase": "quest", "quest": {"pending": list(decisions)}}


def reaction(**extra: object) -> dict[str, object]:
    return {
        "id": 4,
        "kind": "reaction",
        "answer": "play_reaction",
        "deciders": ["seat1", "seat2"],
        "deadline_seconds": 20,
        "passed": [],
        **extra,
    }


def test_a_decision_waits_on_its_deciders_until_they_pass() -> None:
    view = view_with(reaction())
    [waiting] = pending_for(view, SEAT2, {("quest", 4): DUE}).decisions
    assert waiting["deadline"] == "2026-11-29T20:00:20+00:00"
    assert pending_for(view_with(reaction(passed=["seat2"])), SEAT2, {}).decisions == []
    assert pending_for(view, Viewer(role="seat", seat="seat3"), {}).decisions == []
    assert pending_for(view, Viewer(role="spectator"), {}).decisions == []
    assert len(pending_for(view, Viewer(role="gm"), {}).decisions) == 1


def test_a_hero_decider_and_decisions_without_deadline() -> None:
    place = {"id": 9, "kind": "place_hero", "deciders": ["medic"], "deadline_seconds": None}
    [waiting] = pending_for(view_with(place), SEAT2, {}).decisions
    assert waiting["deadline"] is None
    assert pending_for({"phase": "setup", "quest": None}, SEAT2, {}).decisions == []


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("  hello  ", "hello"),
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),
        ("line one\r\nline two\tend", "line one\nline two\tend"),
        ("bell\x07 and \u202eevil\u202c", "bell and evil"),
    ],
)
def test_chat_text_is_kept_as_plain_text(text: str, kept: str) -> None:
    assert clean_chat_text(text, 500) == kept


@pytest.mark.parametrize(("text", "code"), [(" \n\t ", "empty_chat"), ("x" * 11, "chat_too_long")])
def test_empty_or_long_chat_is_refused(text: str, code: str) -> None:
    with pytest.raises(BadRequest) as refused:
        clean_chat_text(text, 10)
    assert refused.value.code == code


def test_presence_merges_processes_and_forgets_silent_ones() -> None:
    book = PresenceBook()
    book.record(7, "other", [[1, "player", "seat1"], [2, "gm", None]], now=100.0)
    book.record(7, "third", [[1, "player", "seat1"]], now=105.0)
    merged = [*book.remote_members(7), (3, "spectator", None)]
    names = {1: "alice", 2: "bob", 3: "carol"}
    assert presence_listing(merged, names) == [
        {"user": "alice", "role": "player", "seat": "seat1", "connections": 2},
        {"user": "bob", "role": "gm", "seat": None, "connections": 1},
        {"user": "carol", "role": "spectator", "seat": None, "connections": 1},
    ]
    assert book.forget_stale(now=110.0, max_age=8.0) == {7}
    assert book.remote_members(7) == [(1, "player", "seat1")]
    book.record(7, "third", [], now=111.0)
    assert book.remote_members(7) == []


def test_a_campaign_vote_waits_with_its_deadline() -> None:
    """Between quests the campaign layer's decisions (a party vote, DEV-21) are the open
    ones: each is shown with the deadline the server settles it at, like the quest's."""
    vote = {"id": 2, "kind": "choice", "deciders": ["seat1", "seat2"], "votes": {"seat1": "a"}}
    view = {"phase": "between_quests", "quest": None, "campaign": {"story": {"pending": [vote]}}}
    pending = pending_for(view, SEAT2, {("campaign", 2): DUE})
    [waiting] = pending.decisions
    assert waiting["deadline"] == DUE.isoformat()
    assert pending.deadlines == {"2": DUE.isoformat()}
    seat1 = Viewer(role="seat", seat="seat1", heroes=("huntress",))
    assert pending_for(view, seat1, {("campaign", 2): DUE}).decisions == []  # it voted
