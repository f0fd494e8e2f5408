"""Issue 28, the done-when test: a Primal fight created, joined, played and replayed
through the service and the websocket by real clients.

Two players and a spectator connect to a real server; the GM uploads the Primal test
pack and creates a campaign from its exact hash; each player chooses a hunter and the
fight starts from the seats; then the players send only commands from the ``legal``
list the server gives them (a seeded choice) until the fight ends or ``MAX_COMMANDS``.
The log then replays to the state the server holds (snapshot + fold == fold of the
whole log), and nothing a seat or the spectator received shows another seat's hand,
a deck's order, a face-down behavior card or the attrition deck (the fight's leak
checker on every view and event as each client rebuilt it, and the shuffles' orders
and the seed as canaries in the raw messages).
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from app.content.loader import pack_documents
from app.db.event_store import events_between
from app.engine import replay_log
from app.service.runtime import open_context
from app.service.states import load_state
from app.settings import Settings
from tests.engine.primal.leaks import event_leaks, leaks
from tests.realtime.live import LiveServer, Message, TableSocket, invite_in, seated, sign_up

SERVER_ENV = {"SNAPSHOT_INTERVAL": "20"}
PACK = Path(__file__).parents[1] / "engine" / "primal" / "pack"
MAX_COMMANDS = 300
SEED = 28


async def _primal_campaign(server: LiveServer) -> tuple[Any, Any, Any, int]:
    gm, friend, watcher = [await sign_up(server, n) for n in ("gm", "friend", "watcher")]
    uploaded = await gm.post("/api/content/packs", {"documents": pack_documents(PACK)})
    assert uploaded.status_code == 201, uploaded.text
    assert uploaded.json()["game"] == "primal"
    created = await gm.post(
        "/api/campaigns",
        {"name": "The Vyraxen", "content_hash": uploaded.json()["hash"],
         "reaction_timeout_seconds": 600},
    )  # fmt: skip
    assert created.status_code == 201, created.text
    assert created.json()["game"] == "primal"
    campaign_id = int(created.json()["id"])
    await invite_in(gm, friend, campaign_id)
    await invite_in(gm, watcher, campaign_id, role="spectator")
    return gm, friend, watcher, campaign_id


async def _caught_up(sockets: list[TableSocket], seq: int, within: float = 10.0) -> None:
    deadline = time.perf_counter() + within
    while any((s.view_seq or 0) < seq for s in sockets):
        assert time.perf_counter() < deadline, [s.view_seq for s in sockets]
        await sockets[0].expect("events", lambda m: m.get("seq_to", 0) >= seq, within)
        for socket in sockets[1:]:
            if (socket.view_seq or 0) < seq:
                await socket.expect("events", lambda m: m.get("seq_to", 0) >= seq, within)


def _pick(rng: random.Random, options: list[tuple[TableSocket, Message]]) -> Any:
    """A keen player: a card played most of the time when one can be (a fight that
    ends), else any legal command but giving a chosen hunter back."""
    plays = [o for o in options if o[1]["type"] == "primal_play_card"]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(options)


async def _play(
    rng: random.Random, players: list[TableSocket], everyone: list[TableSocket], seq: int
) -> tuple[int, list[str]]:
    sent: list[str] = []
    for _ in range(MAX_COMMANDS):
        await _caught_up(everyone, seq)
        options = [
            (socket, entry)
            for socket in players
            for entry in socket.legal
            if entry["type"] != "primal_release_hunter"
        ]
        if not options:
            break
        socket, entry = _pick(rng, options)
        answer = await socket.command(entry)
        assert answer["type"] == "ack", (entry, answer)
        seq = answer["seq"]
        sent.append(entry["type"])
    return seq, sent


def _heroes(socket: TableSocket, view: Message) -> set[str]:
    seat = socket.received[0]["you"]["seat"]
    return set(view["seats"][seat]["hunters"]) if seat else set()


def _assert_nothing_hidden(socket: TableSocket) -> int:
    """Every view as the client rebuilt it and every event it was sent, checked."""
    checked = 0
    for message in socket.received:
        view = message.get("view")
        if not isinstance(view, dict) or message["type"] not in ("hello", "events", "sync"):
            continue
        heroes = _heroes(socket, view)
        if view.get("fight") is not None:
            assert leaks(view["fight"], heroes) == [], message["type"]
            checked += 1
        for shown in message.get("events", ()):
            assert event_leaks(shown["event"], heroes) == [], shown
    return checked


async def _stored_log(server: LiveServer, campaign_id: int) -> tuple[Any, Any, list[Any]]:
    settings = Settings(
        database_url=server.database_url, data_dir=server.data_dir, secret_key=SecretStr("reader")
    )
    async with open_context(settings) as ctx, ctx.sessions() as db:
        events = [s.event for s in await events_between(db, campaign_id, after_seq=0)]
        held = await load_state(db, campaign_id, len(events))
    return replay_log(events), held, events


def _canaries(table: Any) -> list[tuple[str, str | None]]:
    """Texts only the server knows at the end, as JSON, each with the hunter whose seat
    may see it (None: nobody): every deck's order (cards not drawn yet, so no event
    revealed them), each hunter's hand, and the seed."""
    fight = table.fight
    found: list[tuple[str, str | None]] = [
        (json.dumps(list(h.hand)), k) for k, h in fight.hunters.items()
    ]
    found += [(json.dumps(list(h.deck)), None) for h in fight.hunters.values()]
    found += [
        (json.dumps(list(fight.behavior.deck)), None),
        (json.dumps(list(fight.attrition.deck)), None),
    ]
    found += [(json.dumps(list(d.deck)), None) for d in fight.side_decks.values()]
    long_enough = [(text, owner) for text, owner in found if text.count(",") >= 2]
    return [*long_enough, (f'"seed": {table.seed}', None)]


async def _read_over_http(gm: Any, friend: Any, campaign_id: int, last: int) -> None:
    """The same table through the HTTP routes: the lobby's line, the views, the legal
    list, the GM's list, time travel and the diff, the event log, the undo answer and
    the export."""
    base = f"/api/campaigns/{campaign_id}"
    for path in ("", "/view", "/legal", "/events?after=0", "/undo", "/content"):
        answer = await friend.client.get(base + path)
        assert answer.status_code == 200, (path, answer.text)
    assert (await friend.client.get(base)).json()["game"] == "primal"
    assert (await friend.client.get(base + "/undo")).json()["code"] == "no_undo"
    for path in ("/gm/state?at=5", f"/gm/diff?at={last // 2}", "/gm/events", "/gm/export"):
        answer = await gm.client.get(base + path)
        assert answer.status_code == 200, (path, answer.text)
    listed = (await gm.client.get("/api/gm/campaigns")).json()
    assert [c["game"] for c in listed if c["id"] == campaign_id] == ["primal"]


async def test_two_players_play_a_primal_fight_over_the_socket(live_server: LiveServer) -> None:
    gm, friend, watcher, campaign_id = await _primal_campaign(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (gm_socket, hello),
        seated(live_server, friend, campaign_id) as (friend_socket, _),
        seated(live_server, watcher, campaign_id) as (watch_socket, _),
    ):
        assert hello["view"]["game"] == "primal" and hello["view"]["phase"] == "setup"
        everyone = [gm_socket, friend_socket, watch_socket]
        seq, sent = await _play(
            random.Random(SEED), [gm_socket, friend_socket], everyone,
            max(s.view_seq or 0 for s in everyone),
        )  # fmt: skip
        await _caught_up(everyone, seq)
    assert "primal_begin_fight" in sent and sent.count("primal_play_card") >= 3, sent
    replayed, held, events = await _stored_log(live_server, campaign_id)
    assert replayed == held
    assert replayed.phase in ("fight", "ended") and replayed.fight.round >= 1
    canaries = _canaries(replayed)
    for socket in (gm_socket, friend_socket, watch_socket):
        assert _assert_nothing_hidden(socket) > 0
        text = "\n".join(json.dumps(m) for m in socket.received)
        mine = _heroes(socket, gm_socket.view or {})
        assert [c for c, owner in canaries if owner not in mine and c in text] == []
    await _read_over_http(gm, friend, campaign_id, len(events))
    print(
        f"primal live: {len(sent)} commands, {len(events)} events, fight {replayed.phase} "
        f"in round {replayed.fight.round} ({replayed.fight.outcome or 'running'})"
    )
