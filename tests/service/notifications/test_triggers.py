"""What the table announces: a new day (CAMP-11) and a quest won or lost (END-01..03),
each under a key unique in its campaign; other events announce nothing."""

from __future__ import annotations

from app.db.event_store import StoredEvent
from app.engine.hunters.campaign.events.days import DayBegan
from app.engine.hunters.quest.events.lifecycle import QuestEnded
from app.engine.table.seats.events import PartyNamed
from app.service.notifications.triggers import announcements, waiting_text


def test_a_new_day_and_a_quest_end_are_announced_once_each() -> None:
    events = [
        StoredEvent(7, PartyNamed(name="The Owls")),
        StoredEvent(8, DayBegan(day=4)),
        StoredEvent(9, QuestEnded(quest="q1", outcome="victory", round=6, reason="x")),
        StoredEvent(10, QuestEnded(quest="q2", outcome="defeat", round=9, reason="y")),
    ]
    found = announcements(events, {"q1": "The Forest Clearing"})
    assert [a.key for a in found] == ["8:day", "9:quest", "10:quest"]
    assert found[0].text == "A new day begins: day 4."
    assert found[1].text == "The Forest Clearing is won (round 6)."
    assert found[2].text == "The quest is lost (round 9)."  # a quest the pack does not name


def test_the_waiting_lines_say_what_the_table_waits_for() -> None:
    assert waiting_text("turn", "ann", "Winter") == "ann: it is your turn in Winter."
    assert "waits on your decision" in waiting_text("decision", "ann", "Winter")
