"""The events a process committed itself, kept so its fan-out need not read them back
(issue 17): given only when every event asked for is there and none changed the seats."""

from __future__ import annotations

from app.db.event_store import StoredEvent
from app.engine.table.seats.events import PartyNamed, SeatOpened
from app.service.states import CommittedCommand, CommittedEvents


def stored(*seqs: int) -> list[StoredEvent]:
    return [StoredEvent(seq=s, event=PartyNamed(name=f"P{s}"), command_id=f"c{s}") for s in seqs]


def test_the_events_after_a_seq_come_from_memory_when_all_are_there() -> None:
    kept = CommittedEvents()
    kept.record(7, stored(3, 4))
    kept.record(7, stored(5))
    assert [e.seq for e in kept.between(7, 3, 5) or []] == [4, 5]
    assert [e.seq for e in kept.between(7, 2, 5) or []] == [3, 4, 5]
    assert kept.between(7, 1, 5) is None  # seq 2 was never kept here
    assert kept.between(7, 3, 6) is None  # seq 6 was committed elsewhere
    assert kept.between(8, 0, 1) is None


def test_a_seat_event_sends_readers_to_the_database() -> None:
    kept = CommittedEvents()
    kept.record(7, stored(3))
    kept.record(7, [StoredEvent(seq=4, event=SeatOpened(seat="seat2"), command_id="c4")])
    assert kept.between(7, 2, 3) is not None
    assert kept.between(7, 2, 4) is None


def test_a_gap_starts_the_campaign_afresh_and_old_campaigns_are_forgotten() -> None:
    kept = CommittedEvents(campaigns=2, events_per_campaign=3)
    kept.record(1, stored(1, 2))
    kept.record(1, stored(9))  # another process wrote 3..8
    assert kept.between(1, 1, 2) is None and kept.between(1, 8, 9) is not None
    kept.record(1, stored(10, 11, 12))
    assert kept.between(1, 8, 12) is None and kept.between(1, 9, 12) is not None
    kept.record(2, stored(1))
    kept.record(3, stored(1))
    assert kept.between(1, 9, 12) is None  # the least recently written went first


def test_the_commands_that_wrote_the_events_after_a_seq_are_given_only_all_together() -> None:
    """Issue 26: the feed carries each seat's undo over the commands it is given here;
    one committed elsewhere (a gap) sends it to the database."""
    kept = CommittedEvents()
    first = CommittedCommand(actor="seat1", seq_from=3, seq_to=4, command="a", event_types=())
    second = CommittedCommand(actor="gm", seq_from=5, seq_to=5, command="b", event_types=())
    kept.record(7, stored(3, 4), first)
    kept.record(7, stored(5), second)
    assert kept.commands_between(7, 2, 5) == [first, second]
    assert kept.commands_between(7, 4, 5) == [second]
    assert kept.commands_between(7, 3, 5) is None  # seq 4 is half of a command
    assert kept.commands_between(7, 1, 5) is None  # seqs 2..3 were written elsewhere
    assert kept.commands_between(7, 2, 6) is None
    kept.record(7, stored(9), CommittedCommand("seat2", 9, 9, "c", ()))  # a gap: afresh
    assert kept.commands_between(7, 2, 5) is None and kept.commands_between(7, 8, 9) is not None
