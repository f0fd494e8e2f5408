"""A room tells each seat the decisions that wait on it, with the deadline at which the
server's deadline keeper (app/service/deadlines.py) will settle them by default."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select

from app.db.models import Seat, User
from app.engine import Actor
from app.realtime.connection import Connection, Member
from app.realtime.room import Room
from app.service.context import ServiceContext
from app.service.deadlines import running_deadlines, timed_decisions
from app.service.membership import access_for
from tests.service.test_deadlines import quest_with_a_reaction_window, send, state_of


async def member_for_seat(ctx: ServiceContext, campaign_id: int, seat_key: str) -> Member:
    async with ctx.sessions() as db:
        user_id = await db.scalar(
            select(Seat.user_id).where(Seat.campaign_id == campaign_id, Seat.seat_key == seat_key)
        )
        user = await db.get(User, user_id)
        assert user is not None
        access = await access_for(db, campaign_id, user)
    return Member(user=user, session_id="not-checked-here", access=access)


def sent(conn: Connection) -> list[dict[str, Any]]:
    messages = []
    while not conn.outbox.empty():
        messages.append(json.loads(conn.outbox.get_nowait()))
    return messages


async def test_a_timed_decision_is_shown_with_the_keepers_deadline(ctx: ServiceContext) -> None:
    async with running_deadlines(ctx) as keeper:
        campaign_id = await quest_with_a_reaction_window(ctx)
        state = await state_of(ctx, campaign_id)
        assert state.quest is not None
        window = next(d for d in state.quest.pending if ("quest", d.id) in timed_decisions(state))
        seat = next(
            s
            for s in state.seats
            if s in window.deciders or set(state.seats[s].heroes) & set(window.deciders)
        )
        conn = Connection(
            websocket=None,  # type: ignore[arg-type]  # no socket: the room only queues for it
            member=await member_for_seat(ctx, campaign_id, seat),
            queue_size=100,
        )
        await Room(ctx, campaign_id).join(conn, None)
        await keeper.settled()
        due = keeper.due(campaign_id)[("quest", window.id)]
    pending = next(m for m in sent(conn) if m["type"] == "pending")
    [shown] = [d for d in pending["decisions"] if d["id"] == window.id]
    assert shown["kind"] == "reaction"
    assert shown["deadline"] == due.isoformat()


async def test_by_turns_a_seat_is_shown_the_deadline_the_keeper_enforces(
    ctx: ServiceContext,
) -> None:
    """Issue 26: playing by turns with 24 hours, a reaction window waits 24 hours (the
    keeper's ``decision_seconds``), not the window's own seconds: the countdown a seat is
    shown is the moment the server settles it."""
    async with running_deadlines(ctx) as keeper:
        campaign_id = await quest_with_a_reaction_window(ctx, timeout_seconds=600)
        await send(
            ctx,
            campaign_id,
            Actor(role="gm"),
            {"type": "set_play_mode", "style": "by_turns", "turn_hours": 24},
        )
        state = await state_of(ctx, campaign_id)
        assert state.quest is not None
        window = next(d for d in state.quest.pending if ("quest", d.id) in timed_decisions(state))
        seat = next(
            s
            for s in state.seats
            if s in window.deciders or set(state.seats[s].heroes) & set(window.deciders)
        )
        conn = Connection(
            websocket=None,  # type: ignore[arg-type]  # no socket: the room only queues for it
            member=await member_for_seat(ctx, campaign_id, seat),
            queue_size=100,
        )
        await Room(ctx, campaign_id).join(conn, None)
        await keeper.settled()  # the keeper times the new mode after the commit
        due = keeper.due(campaign_id)[("quest", window.id)]
    pending = next(m for m in sent(conn) if m["type"] == "pending")
    [shown] = [d for d in pending["decisions"] if d["id"] == window.id]
    assert shown["deadline"] == due.isoformat()
    assert pending["deadlines"][str(window.id)] == due.isoformat()
    assert due - datetime.fromisoformat(pending["now"]) > timedelta(hours=23)
