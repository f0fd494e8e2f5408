"""Time limits of pending decisions: settled by their default when the time runs out,
never when answered in time, once per decision."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

from app.realtime.deadlines import DeadlineKeeper
from app.realtime.room import Room

NOW = datetime(2026, 11, 29, 20, 0, tzinfo=UTC)


class Settled:
    def __init__(self) -> None:
        self.calls: list[tuple[int, int]] = []

    async def __call__(self, campaign_id: int, decision_id: int) -> None:
        self.calls.append((campaign_id, decision_id))


async def test_a_decision_is_settled_when_its_time_runs_out_and_only_once() -> None:
    settled = Settled()
    keeper = DeadlineKeeper(settled)
    keeper.keep(7, 1, NOW + timedelta(seconds=0.05), NOW)
    keeper.keep(7, 1, NOW + timedelta(seconds=0.01), NOW)
    keeper.keep(7, 2, NOW - timedelta(seconds=5), NOW)  # already late: at once
    await asyncio.sleep(0.02)
    assert settled.calls == [(7, 2)]
    await asyncio.sleep(0.1)
    assert settled.calls == [(7, 2), (7, 1)]


async def test_an_answered_decision_is_not_settled() -> None:
    settled = Settled()
    keeper = DeadlineKeeper(settled)
    keeper.keep(7, 1, NOW + timedelta(seconds=0.05), NOW)
    keeper.keep(7, 2, NOW + timedelta(seconds=0.05), NOW)
    keeper.drop(7, 1)
    keeper.stop()
    await asyncio.sleep(0.1)
    assert settled.calls == []


def reaction_view(*decisions: dict[str, Any]) -> dict[str, Any]:
    return {"quest": {"pending": list(decisions)}}


async def test_a_room_keeps_the_time_limit_of_each_decision_it_sees_open() -> None:
    settled = Settled()
    clock = SimpleNamespace(now=lambda: datetime.now(UTC))
    room = Room(SimpleNamespace(clock=clock), 7, DeadlineKeeper(settled))  # type: ignore[arg-type]
    window = {"id": 3, "kind": "reaction", "deciders": ["seat1"], "deadline_seconds": 0.05}
    untimed = {"id": 4, "kind": "place_hero", "deciders": ["seat1"], "deadline_seconds": None}
    room._note_decisions([reaction_view(window, untimed)])
    room._note_decisions([reaction_view(window, untimed)])
    await asyncio.sleep(0.15)
    assert settled.calls == [(7, 3)]
    answered = {**window, "id": 5}
    room._note_decisions([reaction_view(answered)])
    room._note_decisions([reaction_view()])
    await asyncio.sleep(0.15)
    assert settled.calls == [(7, 3)]
    assert room.opened_at == {}
