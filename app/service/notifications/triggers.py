"""When the table calls on someone (issue 15, notifications): read from the state and
the new events only, never from the command path.

- *your turn*: a hero's turn waits on the seat that controls it;
- *the table waits on your decision*: an open decision (a reaction window, a choice)
  lists the seat among its deciders;
- *a new day* (``day_began``, CAMP-11) and *a quest won or lost* (``quest_ended``,
  END-01..03): news for the whole table, posted to the campaign's webhook.

A waiting period lasts as long as the same person is waited on, whatever the number of
events in between: it is notified once, when it starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from app.db.event_store import StoredEvent
from app.engine import TableState, game_of

WaitKind = Literal["turn", "decision"]
GM_SEAT = "gm"
ANNOUNCED = frozenset({"day_began", "quest_ended"})


@dataclass(frozen=True)
class Announcement:
    """A line of table news; ``key`` is unique per campaign (the claim of one sender)."""

    key: str
    text: str


def awaited_seats(state: TableState) -> dict[str, WaitKind]:
    """Seat key (or ``gm``) -> what the table waits on it for; a turn wins over a
    decision for the same seat (it is what the player must do first)."""
    awaited: dict[str, WaitKind] = {}
    for wait in game_of(state).table_summary(state)["waits_on"]:
        kind: WaitKind = "turn" if wait["kind"] == "turn" else "decision"
        for seat in wait["seats"]:
            if awaited.get(seat) != "turn":
                awaited[seat] = kind
    return awaited


def announcements(
    events: Iterable[StoredEvent], quest_names: Mapping[str, str]
) -> list[Announcement]:
    """Table news among ``events``: each new day, each quest won or lost (by the name
    the content pack gives the quest)."""
    found = []
    for stored in events:
        data = stored.event.model_dump()
        if stored.event.type == "day_began":
            found.append(Announcement(f"{stored.seq}:day", f"A new day begins: day {data['day']}."))
        elif stored.event.type == "quest_ended":
            result = "won" if data["outcome"] == "victory" else "lost"
            name = quest_names.get(data["quest"], "The quest")
            text = f"{name} is {result} (round {data['round']})."
            found.append(Announcement(f"{stored.seq}:quest", text))
    return found


def waiting_text(kind: str, username: str, campaign_name: str) -> str:
    if kind == "turn":
        return f"{username}: it is your turn in {campaign_name}."
    return f"{username}: the table waits on your decision in {campaign_name}."
