"""The live table over a real server: delivery between seats, per-seat views, reconnect
and resync, idempotent commands, pending decisions, chat and presence. Every message a
player receives is checked for leaks."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from tests.realtime.live import (
    LiveServer,
    assert_no_leaks,
    invite_in,
    new_campaign,
    seated,
    sign_up,
    two_seats,
)

SERVER_ENV = {"WS_RESUME_WINDOW": "4"}
WITH_BASE_PACK = True


async def test_a_command_reaches_the_other_seat_within_a_second(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, hello),
    ):
        assert hello["protocol"] == 1
        assert hello["you"] | {"user": None} == {
            "user": None,
            "role": "player",
            "seat": "seat2",
            "heroes": [],
            "can_command": True,
        }
        assert set(hello["view"]["seats"]) == {"seat1", "seat2"}
        sent = time.perf_counter()
        ack = await mine.command({"type": "choose_hero", "hero": "huntress"})
        assert ack["type"] == "ack", ack
        batch = await theirs.expect("events", within=1.0)
        assert batch["_at"] - sent < 1.0
        assert (batch["seq_from"], batch["seq_to"]) == (hello["seq"] + 1, ack["seq"])
        assert [e["event"]["type"] for e in batch["events"]] == ["hero_chosen"]
        assert batch["view"]["seats"]["seat1"]["heroes"] == ["huntress"]
        assert batch["view"]["you"]["seat"] == "seat2"
    assert_no_leaks(mine, {"huntress"})
    assert_no_leaks(theirs, set())


async def test_a_rejected_command_is_answered_on_its_connection_only(
    live_server: LiveServer,
) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, hello),
    ):
        assert (await mine.command({"type": "choose_hero", "hero": "huntress"}))["type"] == "ack"
        taken = await theirs.command({"type": "choose_hero", "hero": "huntress"})
        assert (taken["type"], taken["code"], taken["rule"]) == ("reject", "hero_taken", "DEV-02")
        stale = await theirs.command({"type": "set_ready"}, expected_seq=hello["seq"])
        assert (stale["type"], stale["code"]) == ("reject", "stale")
        junk = await theirs.command({"type": "teleport"})
        assert (junk["type"], junk["code"]) == ("reject", "malformed")
        await asyncio.sleep(0.2)
        assert not [m for m in mine.received if m["type"] == "reject"]


def seqs(message: dict[str, Any]) -> list[int]:
    return [e["seq"] for e in message["events"]]


async def test_reconnecting_with_since_seq_receives_exactly_the_missed_events(
    live_server: LiveServer,
) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id) as (mine, _):
        async with seated(live_server, friend, campaign_id) as (_, first):
            seen = first["seq"]
        missed = [
            await mine.command({"type": "choose_hero", "hero": "huntress"}),
            await mine.command({"type": "name_party", "name": "Wolfpack"}),
            await mine.command({"type": "set_ready", "ready": True}),
        ]
        async with seated(live_server, friend, campaign_id, since_seq=seen) as (back, hello):
            replay = await back.expect("events")
            assert replay["replay"] is True
            assert (replay["seq_from"], replay["seq_to"]) == (seen + 1, hello["seq"])
            assert seqs(replay) == list(range(seen + 1, missed[-1]["seq"] + 1))
            assert replay["view"]["party_name"] == "Wolfpack"
            live_ack = await mine.command({"type": "set_ready", "ready": False})
            live = await back.expect("events")
            assert (live["replay"], seqs(live)) == (False, [live_ack["seq"]])
            assert live["seq_from"] == replay["seq_to"] + 1
        assert_no_leaks(back, set())


async def test_resume_as_a_message_never_repeats_an_event(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id) as (mine, start):
        ack = await mine.command({"type": "choose_hero", "hero": "medic"})
        async with seated(live_server, friend, campaign_id) as (theirs, hello):
            await theirs.send({"type": "resume", "since_seq": start["seq"]})
            replay = await theirs.expect("events")
            assert seqs(replay) == [ack["seq"]] and replay["seq_to"] == hello["seq"]
            await theirs.send({"type": "resume", "since_seq": start["seq"]})
            again = await theirs.expect("events")
            assert (again["replay"], again["events"]) == (True, [])
        delivered = [s for m in theirs.events_received() for s in seqs(m)]
        assert len(delivered) == len(set(delivered))


async def test_too_far_behind_gets_the_full_view_instead(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id) as (mine, _):
        for name in ("A", "B", "C", "D", "E"):
            await mine.command({"type": "name_party", "name": name})
        async with seated(live_server, friend, campaign_id, since_seq=1) as (back, hello):
            sync = await back.expect("sync")
            assert (sync["seq"], sync["reason"]) == (hello["seq"], "too_far_behind")
            assert sync["view"]["party_name"] == "E"
            await back.send({"type": "resume", "since_seq": hello["seq"] + 5})
            assert (await back.expect("sync"))["reason"] == "ahead"
            assert not back.events_received()


async def test_the_same_command_id_applies_once_even_after_a_reconnect(
    live_server: LiveServer,
) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    same = f"retry-{campaign_id}-choose"
    async with seated(live_server, friend, campaign_id) as (theirs, _):
        async with seated(live_server, gm, campaign_id) as (mine, _):
            first = await mine.command({"type": "choose_hero", "hero": "huntress"}, command_id=same)
        async with seated(live_server, gm, campaign_id) as (again, _):
            second = await again.command(
                {"type": "choose_hero", "hero": "huntress"}, command_id=same
            )
            other = await again.command({"type": "choose_hero", "hero": "medic"}, command_id=same)
        assert (first["type"], first["duplicate"]) == ("ack", False)
        assert (second["type"], second["duplicate"], second["seq"]) == ("ack", True, first["seq"])
        assert (other["type"], other["code"]) == ("reject", "command_id_reused")
        await theirs.expect("events")
        await asyncio.sleep(0.3)
    chosen = [
        e
        for m in theirs.events_received()
        for e in m["events"]
        if e["event"]["type"] == "hero_chosen"
    ]
    assert len(chosen) == 1
    view = (await gm.get(f"/api/campaigns/{campaign_id}/view")).json()["view"]
    assert view["seats"]["seat1"]["heroes"] == ["huntress"]


async def test_chat_is_kept_plain_and_shared(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, _),
    ):
        await theirs.expect("chat", lambda m: m["history"])
        await mine.send({"type": "chat", "text": "  Beware <b>wolves</b>\u202e\x07\nsoon  "})
        line = (await theirs.expect("chat", lambda m: not m["history"]))["messages"][0]
        assert (line["user"], line["seat"], line["role"]) == (gm.username, "seat1", "player")
        assert line["text"] == "Beware <b>wolves</b>\nsoon"
        await mine.send({"type": "chat", "text": "x" * 501})
        assert (await mine.expect("error"))["code"] == "chat_too_long"
        await mine.send({"type": "chat", "text": " \n "})
        assert (await mine.expect("error"))["code"] == "empty_chat"
    async with seated(live_server, friend, campaign_id) as (back, _):
        history = await back.expect("chat", lambda m: m["history"])
        assert [m["text"] for m in history["messages"]] == ["Beware <b>wolves</b>\nsoon"]
        await back.send({"type": "chat_history", "before_id": history["messages"][0]["id"]})
        assert (await back.expect("chat", lambda m: m["history"]))["messages"] == []


async def test_presence_follows_who_is_connected(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)

    def names(message: dict[str, Any]) -> set[str]:
        return {m["user"] for m in message["members"]}

    async with seated(live_server, gm, campaign_id) as (mine, _):
        await mine.expect("presence", lambda m: names(m) == {gm.username})
        async with seated(live_server, friend, campaign_id):
            both = await mine.expect("presence", lambda m: len(m["members"]) == 2)
            assert {(m["user"], m["seat"]) for m in both["members"]} == {
                (gm.username, "seat1"),
                (friend.username, "seat2"),
            }
        await mine.expect("presence", lambda m: names(m) == {gm.username})


async def test_bad_messages_get_an_error_and_the_socket_stays_open(
    live_server: LiveServer,
) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id) as (mine, _):
        await mine.ws.send("not json")
        assert (await mine.expect("error"))["code"] == "bad_json"
        await mine.send({"type": "teleport"})
        assert (await mine.expect("error"))["code"] == "unknown_message"
        await mine.send({"type": "command", "command_id": "short", "command": {}})
        assert (await mine.expect("error"))["code"] == "bad_message"
        await mine.send({"type": "ping"})
        await mine.expect("pong")


async def test_a_message_over_the_size_limit_closes_the_socket(live_server: LiveServer) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id) as (mine, _):
        await mine.send({"type": "chat", "text": "x" * 70_000})
        assert (await mine.closed(within=5))[0] == 1009


def quest_decisions(message: dict[str, Any]) -> bool:
    return any(d["kind"] != "reading" for d in message["decisions"])


async def test_pending_decisions_reach_the_seats_they_wait_on(live_server: LiveServer) -> None:
    gm = await sign_up(live_server, "gm")
    friend = await sign_up(live_server, "friend")
    campaign_id = await new_campaign(gm, pack="base")
    await invite_in(gm, friend, campaign_id)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, _),
    ):
        assert (await theirs.expect("pending"))["decisions"] == []
        for socket, hero in ((mine, "medic"), (theirs, "huntress")):
            assert (await socket.command({"type": "choose_hero", "hero": hero}))["type"] == "ack"
            assert (await socket.command({"type": "set_ready"}))["type"] == "ack"
        started = await mine.command({"type": "start_campaign"})
        assert started["type"] == "ack", started
        # CAMP-36: both seats read "The Road to Penzberg" before quest 1 is set up.
        reading = (await theirs.expect("pending", lambda m: m["decisions"]))["decisions"]
        assert [(d["kind"], d["deciders"]) for d in reading] == [("reading", ["seat1", "seat2"])]
        for socket in (mine, theirs):
            vote = {"type": "vote_on_choice", "decision": reading[0]["id"], "choice": "read_on"}
            assert (await socket.command(vote))["type"] == "ack"
        waiting = (await theirs.expect("pending", quest_decisions))["decisions"]
        assert {d["kind"] for d in waiting} == {"place_hero", "opening_hand"}
        assert all(d["deciders"] == ["seat2"] and "deadline" in d for d in waiting)
        mine_now = (await mine.expect("pending", quest_decisions))["decisions"]
        assert not {d["id"] for d in mine_now} & {d["id"] for d in waiting}
        place = next(d for d in waiting if d["kind"] == "place_hero")
        placed = await theirs.command(
            {"type": "place_hero", "unit": place["unit"], "at": place["default"]}
        )
        assert placed["type"] == "ack", placed
        after = await theirs.expect("pending", lambda m: m["seq"] >= placed["seq"])
        assert place["id"] not in {d["id"] for d in after["decisions"]}
    assert_no_leaks(mine, {"medic"})
    assert_no_leaks(theirs, {"huntress"})


async def test_every_view_comes_with_the_commands_its_viewer_may_send(
    live_server: LiveServer,
) -> None:
    """Issue 17: the legal commands travel with the view, as GET /legal lists them."""
    gm, friend, campaign_id = await two_seats(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, hello),
    ):
        legal_url = f"/api/campaigns/{campaign_id}/legal"
        assert hello["legal"] == (await friend.client.get(legal_url)).json()
        assert {"type": "choose_hero", "hero": "medic"} in hello["legal"]
        await mine.command({"type": "choose_hero", "hero": "medic"})
        batch = await theirs.expect("events", lambda m: m["seq_to"] > hello["seq"])
        assert batch["legal"] == (await friend.client.get(legal_url)).json()
        assert {"type": "choose_hero", "hero": "medic"} not in batch["legal"]


async def test_legal_commands_are_sent_again_only_when_they_changed(
    live_server: LiveServer,
) -> None:
    """Issue 26: an ``events`` message carries ``legal`` only when the viewer's list
    changed (docs/protocol.md): a spectator's (none) goes once, with ``hello``; the list
    a seat keeps is always what GET /legal says."""
    gm, friend, campaign_id = await two_seats(live_server)
    watcher = await sign_up(live_server, "watcher")
    await invite_in(gm, watcher, campaign_id, role="spectator")
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, hello),
        seated(live_server, watcher, campaign_id) as (watching, watched),
    ):
        legal_url = f"/api/campaigns/{campaign_id}/legal"
        held = hello["legal"]
        assert watched["legal"] == []
        for name in ("The Lanterns", "The Lanterns Again", "The Last Lanterns"):
            ack = await mine.command({"type": "name_party", "name": name})
            assert ack["type"] == "ack", ack
            reached = at_least(ack["seq"])
            batch = await theirs.expect("events", reached)
            if batch["_sent_legal"]:
                assert batch["legal"] != held, "an unchanged list was sent again"
                held = batch["legal"]
            assert held == (await friend.client.get(legal_url)).json()
            seen = await watching.expect("events", reached)
            assert not seen["_sent_legal"], "a spectator was sent its empty list again"


def at_least(seq: int) -> Callable[[dict[str, Any]], bool]:
    return lambda message: bool(message["seq_to"] >= seq)
