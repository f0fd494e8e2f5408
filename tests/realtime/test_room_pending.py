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
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.context import ServiceContext
from app.service.deadlines import running_deadlines, timed_decisions
from app.service.membership import access_for
from app.service.packs import install_catalog
from tests.service.test_commands import new_user
from tests.service.test_deadlines import (
    base_catalog,
    quest_with_a_reaction_window,
    send,
    state_of,
)


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


async def test_a_socket_joining_is_given_every_commit_made_before_it(ctx: ServiceContext) -> None:
    """A seat that joins a room whose other sockets have not yet been woken for the last
    commit (the bus tells the room after the ack: CI saw a ``sync`` one seq behind) is
    given the table as committed, and the sockets already there are given it too."""
    owner = await new_user(ctx, "owner")
    spec = NewCampaign(name="Late bus", content_hash=base_catalog().content_hash, seed=5)
    await install_catalog(ctx, base_catalog())
    cid = (await create_campaign(ctx, owner, spec)).id
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="test")
    room = Room(ctx, cid)  # not subscribed to the bus: it hears of no commit by itself
    first = Connection(
        websocket=None,  # type: ignore[arg-type]  # no socket: the room only queues for it
        member=await member_for_seat(ctx, cid, "seat1"), queue_size=100,
    )  # fmt: skip
    await room.join(first, None)
    await send(ctx, cid, Actor(role="gm"), {"type": "name_party", "name": "Late"})
    second = Connection(
        websocket=None,  # type: ignore[arg-type]
        member=await member_for_seat(ctx, cid, "seat2"), queue_size=100,
    )  # fmt: skip
    await room.join(second, None)
    [hello] = [m for m in sent(second) if m["type"] == "hello"]
    assert hello["view"]["party_name"] == "Late"
    assert [m["type"] for m in sent(first)].count("events") == 1
    assert first.last_seq == second.last_seq == hello["seq"]
