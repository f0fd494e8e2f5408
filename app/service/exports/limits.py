"""An import is held to the game's own limits (issue 24).

The document's shape and the columns' sizes are checked as it is parsed
(app/service/exports/document.py). Here, before anything is written, the rest of what the
commands that made a campaign would have enforced: its events decode and fold on this
server's rules one by one, with no more seats than a table has (TABLE-02: MAX_HEROES)
and a seed the server could have drawn; each command id once; no chat line longer than
CHAT_MAX_CHARS; no moment after now. The first offending path is named in the 400.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from datetime import datetime, timedelta

from app.db.codec import decode_event
from app.engine import MAX_HEROES, EventBase, TableState, game_of, game_of_genesis
from app.service.campaigns import SEED_BITS
from app.service.errors import BadRequest
from app.service.exports.document import (
    CampaignExport,
    ExportedChat,
    ExportedCommand,
    ExportedEvent,
)

CLOCK_SKEW = timedelta(days=1)
"""How far past this server's clock an exported moment may lie (clocks disagree)."""

Problem = tuple[str, str]


def refused(path: str, why: str) -> BadRequest:
    return BadRequest(
        "export_invalid", f"That export breaks this server's limits at {path}: {why}."
    )


def folded_state(
    document: CampaignExport, on_event: Callable[[int, TableState], None] | None = None
) -> TableState:
    """The state the document's events fold into, event by event, or a 400 naming the
    first event that does not decode, does not fold or breaks a limit; ``on_event`` is
    told each event's seq and the state after it (an import keeps some as snapshots)."""
    seqs = [e.seq for e in document.events]
    if seqs != list(range(1, len(seqs) + 1)) or document.campaign.seq != len(seqs):
        raise BadRequest("export_invalid", "That export's events are not numbered 1 to its last.")
    state: TableState | None = None
    for index, row in enumerate(document.events):
        try:
            event = decode_event(row.type, row.schema_version, row.payload)
            state = _folded(state, event, index)
            if on_event is not None:
                on_event(index + 1, state)
        except BadRequest:
            raise
        except Exception as problem:
            raise BadRequest(
                "export_invalid",
                f"That export's events do not load on this server's rules (events.{index}, "
                f"{row.type}).",
            ) from problem
    if state is None:
        raise BadRequest("export_invalid", "That export has no events.")
    if state.content_hash != document.content.hash:
        raise BadRequest("export_invalid", "That export's events play another content pack.")
    return state


def _folded(state: TableState | None, event: EventBase, index: int) -> TableState:
    """One event more, on the rules of the game the log's first event names."""
    game = game_of_genesis(event)
    if state is None:
        if game is None:
            raise refused(f"events.{index}", "a campaign's log starts with its creation")
        seed = getattr(event, "seed", -1)
        if not 0 <= seed < 2**SEED_BITS:
            raise refused(f"events.{index}.payload.seed", f"a seed is 0 to 2^{SEED_BITS} - 1")
        first: TableState = game.replay([event], None)
        return first
    if game is not None:
        raise refused(f"events.{index}", "a campaign is created once")
    after: TableState = game_of(state).evolve(state, event)
    if len(after.seats) > MAX_HEROES:
        raise refused(f"events.{index}", f"a table has at most {MAX_HEROES} seats")
    return after


def check_game_limits(document: CampaignExport, *, chat_max_chars: int, now: datetime) -> None:
    """A 400 for the first problem of ``document`` that its fold does not find."""
    for path, why in _problems(document, chat_max_chars, now + CLOCK_SKEW):
        raise refused(path, why)


def _problems(document: CampaignExport, chat_max_chars: int, latest: datetime) -> Iterator[Problem]:
    yield from _repeated_commands(document)
    yield from _seated_members(document)
    for index, line in enumerate(document.chat):
        if len(line.text) > chat_max_chars:
            yield f"chat.{index}.text", f"a chat line holds at most {chat_max_chars} characters"
    for path, moment in _moments(document):
        if moment > latest:
            yield path, "that moment has not come yet"


def _repeated_commands(document: CampaignExport) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, command in enumerate(document.commands):
        if command.command_id in seen:
            yield f"commands.{index}.command_id", "a command id is accepted once"
        seen.add(command.command_id)


def _seated_members(document: CampaignExport) -> Iterator[Problem]:
    """Each seat held by one present member, and no more seats than a table has."""
    held: set[str] = set()
    for index, member in enumerate(document.members):
        if member.seat_key is None or member.left_at is not None:
            continue
        if member.seat_key in held:
            yield f"members.{index}.seat_key", "a seat is held by one member"
        held.add(member.seat_key)
        if len(held) > MAX_HEROES:
            yield f"members.{index}.seat_key", f"a table has at most {MAX_HEROES} seats"


def _moments(document: CampaignExport) -> Iterator[tuple[str, datetime]]:
    c = document.campaign
    yield from (("campaign.created_at", c.created_at), ("campaign.updated_at", c.updated_at))
    for index, member in enumerate(document.members):
        yield f"members.{index}.joined_at", member.joined_at
        if member.left_at is not None:
            yield f"members.{index}.left_at", member.left_at
    rows: list[tuple[str, Sequence[ExportedEvent | ExportedCommand | ExportedChat]]] = [
        ("events", document.events), ("commands", document.commands), ("chat", document.chat)
    ]  # fmt: skip
    for name, kept in rows:
        for index, row in enumerate(kept):
            yield f"{name}.{index}.created_at", row.created_at
