"""Scenario 12 of issue 16: model-based end to end. A hypothesis state machine drives
a real server — commands from two seats over their sockets (every run starts with one
from each seat, and batches of several are sent back to back without waiting), retries
of the same id (also after the socket dropped before the ack came), concurrent submits
with one expected seq, dropped and resumed sockets, restarts of the server process once
a run has played some commands — against a simple model of the table (its seq, its
party name, who is ready). After every step: the seq only grew, by exactly the events each socket
was sent, with no gap; each seat's view (socket and HTTP) equals the model's; and at
the end every snapshot equals the replay of the log.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

from app.service.view_delta import apply_delta
from tests.reliability.harness import (
    ServerProcess,
    assert_log_whole,
    fresh_database,
    snapshot_equals_replay,
)

pytestmark = pytest.mark.heavy
PASSWORD = "correct horse battery"
SERVER_ENV = {
    "HTTP_COMMANDS_PER_SECOND": "1000",
    "HTTP_COMMAND_BURST": "1000",
    "SNAPSHOT_INTERVAL": "7",
}
SEATS = ("seat1", "seat2")
STATS = {
    "machines": 0, "steps": 0, "restarts": 0, "drops": 0, "retries": 0, "races": 0,
    "batches": 0, "retries_after_drop": 0,
}  # fmt: skip
PER_RUN: list[int] = []
"""How many commands each run applied."""
NAMES = st.text("abcxyz ", min_size=1, max_size=12).map(str.strip).filter(bool)
SERVER: dict[str, ServerProcess] = {}


class Seat:
    """One player: an HTTP client (cookie, CSRF) and a live socket read synchronously."""

    def __init__(self, server: ServerProcess, name: str) -> None:
        self.http = httpx.Client(base_url=server.base, timeout=10)
        answer = self.http.post("/api/auth/register", json={"username": name, "password": PASSWORD})
        assert answer.status_code == 201, answer.text
        self.csrf = answer.json()["csrf_token"]
        self.server = server
        self.ws: ClientConnection | None = None
        self.seen_seq = 0
        self.view: dict[str, Any] = {}
        self.view_seq = 0

    @property
    def socket(self) -> ClientConnection:
        """The seat's open socket (a rule sends on it only after ``open``)."""
        assert self.ws is not None, "the seat's socket is open"
        return self.ws

    def post(self, url: str, body: Any = None) -> httpx.Response:
        return self.http.post(url, json=body, headers={"X-CSRF-Token": self.csrf})

    def open(self, campaign_id: int, since: int | None = None) -> None:
        query = f"?since_seq={since}" if since is not None else ""
        self.ws = connect(
            f"ws://127.0.0.1:{self.server.port}/ws/campaigns/{campaign_id}{query}",
            origin=Origin(self.server.live.origin),
            additional_headers={
                "Cookie": f"hunters_session={self.http.cookies['hunters_session']}"
            },
            open_timeout=10,
        )
        hello = self.next("hello")
        self._rebuild_view(hello)  # on a resume no view: its change follows
        if since is None:
            self.seen_seq = hello["seq"]

    def next(
        self, kind: str, where: Callable[[dict[str, Any]], bool] = lambda m: True
    ) -> dict[str, Any]:
        """Read until a ``kind`` message matching ``where``; follow events on the way."""
        assert self.ws is not None
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            message: dict[str, Any] = json.loads(self.ws.recv(timeout=10))
            if message["type"] == "ping":
                self.ws.send('{"type":"pong"}')
            if message["type"] in ("events", "sync"):
                self.follow(message)
            if message["type"] == kind and where(message):
                return message
        raise AssertionError(f"no {kind} message")

    def follow(self, message: dict[str, Any]) -> None:
        if message["type"] == "events":
            seqs = [e["seq"] for e in message["events"]]
            assert message["seq_from"] <= self.seen_seq + 1, "a gap in the events sent"
            assert seqs == sorted(set(seqs)), "events out of order or repeated"
            self.seen_seq = max(self.seen_seq, message["seq_to"])
        else:
            self.seen_seq = message["seq"]
        self._rebuild_view(message)

    def _rebuild_view(self, message: dict[str, Any]) -> None:
        """The view as a client rebuilds it: whole, or the one it was last given changed
        by the message's ``view_delta`` (docs/protocol.md, "View deltas")."""
        if "view_delta" in message:
            delta = message["view_delta"]
            assert delta["from_seq"] == self.view_seq, (delta["from_seq"], self.view_seq)
            self.view = apply_delta(self.view, delta["ops"])
        elif "view" in message:
            self.view = message["view"]
        else:
            return
        seq = message.get("seq_to", message.get("seq"))
        assert isinstance(seq, int), "a message with a view says its seq"
        self.view_seq = seq

    def command(
        self, command: dict[str, Any], cid: str, expected_seq: int | None = None
    ) -> dict[str, Any]:
        assert self.ws is not None
        message: dict[str, object] = {"type": "command", "command_id": cid, "command": command}
        if expected_seq is not None:
            message["expected_seq"] = expected_seq
        self.ws.send(json.dumps(message))
        return self.next("ack", lambda m: m.get("command_id") == cid)

    def catch_up(self, seq: int) -> None:
        """Read what the server sent until this socket has followed the table to ``seq``."""
        assert self.ws is not None
        deadline = time.monotonic() + 10
        while self.seen_seq < seq:
            assert time.monotonic() < deadline, f"the socket stayed at {self.seen_seq} < {seq}"
            message = json.loads(self.ws.recv(timeout=10))
            if message["type"] == "ping":
                self.ws.send('{"type":"pong"}')
            if message["type"] in ("events", "sync"):
                self.follow(message)

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
            self.ws = None


class TableMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        server = SERVER["server"]
        tag = uuid.uuid4().hex[:8]
        self.seats = {key: Seat(server, f"{key}_{tag}") for key in SEATS}
        gm = self.seats["seat1"]
        self.campaign_id = gm.post("/api/campaigns", {"name": "Model", "pack": "test"}).json()["id"]
        link = gm.post(f"/api/campaigns/{self.campaign_id}/invites", {"role": "player"}).json()
        self.seats["seat2"].post(f"/api/invites/{link['token']}/accept")
        self.seq = gm.http.get(f"/api/campaigns/{self.campaign_id}").json()["seq"]
        self.party_name = ""
        self.heroes: dict[str, list[str]] = {key: [] for key in SEATS}
        self.last: tuple[str, str, dict[str, Any], int] | None = None
        self.restarts = 0
        self.commands = 0
        for seat in self.seats.values():
            seat.open(self.campaign_id)
        STATS["machines"] += 1
        PER_RUN.append(0)

    def applied(self, ack: dict[str, Any]) -> None:
        assert ack["type"] == "ack", ack
        assert ack["seq_from"] == self.seq + 1 and ack["seq"] >= ack["seq_from"], (ack, self.seq)
        self.seq = ack["seq"]
        self.commands += 1
        PER_RUN[-1] += 1

    @initialize(names=st.tuples(NAMES, NAMES))
    def each_seat_names_the_party(self, names: tuple[str, str]) -> None:
        for seat, name in zip(SEATS, names, strict=True):
            self._name_the_party(seat, name)

    @rule(batch=st.lists(st.tuples(st.sampled_from(SEATS), NAMES), min_size=2, max_size=4))
    def submit_several(self, batch: list[tuple[str, str]]) -> None:
        """Several commands sent back to back from both seats before any answer is read:
        each applied once, in some order, the seq growing by one step each."""
        sent: dict[str, list[tuple[str, str]]] = {key: [] for key in SEATS}
        for seat, name in batch:
            cid = f"cmd-{uuid.uuid4().hex}"
            self.seats[seat].socket.send(
                json.dumps(
                    {"type": "command", "command_id": cid,
                     "command": {"type": "name_party", "name": name}}
                )
            )  # fmt: skip
            sent[seat].append((cid, name))
        acks = []
        for seat, items in sent.items():
            answers = self._answers(self.seats[seat], [cid for cid, _ in items])
            acks += [(answers[cid], name) for cid, name in items]
        for ack, name in sorted(acks, key=lambda pair: pair[0]["seq_from"]):
            self.applied(ack)
            self.party_name = " ".join(name.split())
        STATS["batches"] += 1
        STATS["steps"] += len(batch)

    @rule(seat=st.sampled_from(SEATS), name=NAMES)
    def retry_after_a_drop(self, seat: str, name: str) -> None:
        """The socket drops right after sending, before the ack: the same id sent again on
        the resumed socket is applied once (the first send, or this one if the first was
        lost with the socket)."""
        player = self.seats[seat]
        cid = f"cmd-{uuid.uuid4().hex}"
        command = {"type": "name_party", "name": name}
        player.socket.send(json.dumps({"type": "command", "command_id": cid, "command": command}))
        since = player.seen_seq
        player.close()
        player.open(self.campaign_id, since=since)
        again = player.command(command, cid)
        self.applied(again)
        self.party_name = " ".join(name.split())
        self.last = (seat, cid, command, again["seq"])
        STATS["retries_after_drop"] += 1
        STATS["steps"] += 1

    @rule(seat=st.sampled_from(SEATS), name=NAMES)
    def name_the_party(self, seat: str, name: str) -> None:
        self._name_the_party(seat, name)

    def _name_the_party(self, seat: str, name: str) -> None:
        cid = f"cmd-{uuid.uuid4().hex}"
        command = {"type": "name_party", "name": name}
        ack = self.seats[seat].command(command, cid)
        self.applied(ack)
        self.party_name = " ".join(name.split())
        self.last = (seat, cid, command, ack["seq"])
        STATS["steps"] += 1

    @rule(seat=st.sampled_from(SEATS), hero=st.sampled_from(["huntress", "medic", "sorceress"]))
    def choose_a_hero(self, seat: str, hero: str) -> None:
        """Refused when another seat has the hero (the model says which answer is due)."""
        cid = f"cmd-{uuid.uuid4().hex}"
        command = {"type": "choose_hero", "hero": hero}
        self.seats[seat].socket.send(
            json.dumps({"type": "command", "command_id": cid, "command": command})
        )
        answer = self._answer(self.seats[seat], cid)
        taken = any(hero in heroes for key, heroes in self.heroes.items() if key != seat)
        if taken or self.heroes[seat]:  # DEV-02: with friends, each player leads one hero
            assert answer["type"] == "reject", answer
            return
        self.applied(answer)
        self.heroes[seat].append(hero)
        self.last = (seat, cid, command, answer["seq"])
        STATS["steps"] += 1

    @precondition(lambda self: self.last is not None)
    @rule()
    def retry_the_last(self) -> None:
        assert self.last is not None
        seat, cid, command, seq = self.last
        again = self.seats[seat].command(command, cid)
        assert (again["type"], again["seq"], again["duplicate"]) == ("ack", seq, True)
        STATS["retries"] += 1

    @rule(names=st.tuples(st.sampled_from(["Wolves", "Crows"]), st.sampled_from(["Bears", "Owls"])))
    def race_both_seats(self, names: tuple[str, str]) -> None:
        ids = {key: f"cmd-{uuid.uuid4().hex}" for key in SEATS}
        for (key, seat), name in zip(self.seats.items(), names, strict=True):
            assert seat.ws is not None
            seat.ws.send(
                json.dumps(
                    {
                        "type": "command",
                        "command_id": ids[key],
                        "expected_seq": self.seq,
                        "command": {"type": "name_party", "name": name},
                    }
                )
            )
        answers = {key: self._answer(seat, ids[key]) for key, seat in self.seats.items()}
        won = [k for k, a in answers.items() if a["type"] == "ack"]
        assert len(won) == 1, answers
        assert all(a["code"] == "stale" for k, a in answers.items() if k not in won)
        self.applied(answers[won[0]])
        self.party_name = names[SEATS.index(won[0])]
        STATS["races"] += 1

    def _answers(self, seat: Seat, cids: list[str]) -> dict[str, dict[str, Any]]:
        """The answers to all of ``cids`` on one socket, whatever order they come in."""
        assert seat.ws is not None
        found: dict[str, dict[str, Any]] = {}
        deadline = time.monotonic() + 10
        while len(found) < len(cids):
            assert time.monotonic() < deadline, f"answers missing: {set(cids) - set(found)}"
            message = json.loads(seat.ws.recv(timeout=10))
            if message["type"] == "ping":
                seat.ws.send('{"type":"pong"}')
            if message["type"] in ("events", "sync"):
                seat.follow(message)
            if message["type"] in ("ack", "reject") and message.get("command_id") in cids:
                found[message["command_id"]] = message
        return found

    def _answer(self, seat: Seat, cid: str) -> dict[str, Any]:
        assert seat.ws is not None
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            message: dict[str, Any] = json.loads(seat.ws.recv(timeout=10))
            if message["type"] in ("events", "sync"):
                seat.follow(message)
            if message["type"] in ("ack", "reject") and message.get("command_id") == cid:
                return message
        raise AssertionError("no answer")

    @rule(seat=st.sampled_from(SEATS))
    def drop_and_resume(self, seat: str) -> None:
        player = self.seats[seat]
        since = player.seen_seq
        player.close()
        player.open(self.campaign_id, since=since)
        STATS["drops"] += 1

    # A restart is slow: once a run at most, after some commands (something to lose).
    @precondition(lambda self: self.restarts < 1 and self.commands >= 3)
    @rule()
    def restart_the_server(self) -> None:
        for seat in self.seats.values():
            seat.close()
        server = SERVER["server"]
        server.stop()
        server.start()
        for seat in self.seats.values():
            seat.open(self.campaign_id, since=seat.seen_seq)
        STATS["restarts"] += 1
        self.restarts += 1

    @invariant()
    def views_match_the_model(self) -> None:
        for key, seat in self.seats.items():
            seat.catch_up(self.seq)
            assert seat.seen_seq == self.seq, "a socket was sent a seq the table never reached"
            http_view = seat.http.get(f"/api/campaigns/{self.campaign_id}/view").json()
            assert http_view["seq"] == self.seq
            for view in (http_view["view"], seat.view):
                assert view["party_name"] == self.party_name
                assert {k: s["heroes"] for k, s in view["seats"].items()} == self.heroes
                assert view["you"]["seat"] == key

    def teardown(self) -> None:
        for seat in self.seats.values():
            seat.close()
            seat.http.close()
        url = SERVER["server"].database_url
        seqs, _ = assert_log_whole(url, self.campaign_id)
        assert len(seqs) == self.seq
        STATS["snapshots"] = STATS.get("snapshots", 0) + snapshot_equals_replay(
            url, self.campaign_id
        )


@pytest.fixture
def model_server(tmp_path: Path) -> Iterator[ServerProcess]:
    with fresh_database("sqlite", tmp_path) as url:
        server = ServerProcess(url, tmp_path, dict(SERVER_ENV))
        server.start()
        SERVER["server"] = server
        try:
            yield server
        finally:
            server.stop()


def test_the_table_follows_its_model(
    model_server: ServerProcess, figures: Callable[[str], None]
) -> None:
    run_state_machine_as_test(
        TableMachine,
        settings=settings(
            max_examples=3,
            stateful_step_count=10,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
        ),
    )
    assert min(PER_RUN) >= 2, PER_RUN  # every run played several commands
    figures(
        f"model-based: {STATS['machines']} runs, {STATS['steps']} commands (per run: "
        f"{min(PER_RUN)}-{max(PER_RUN)}), {STATS['batches']} batches sent without waiting, "
        f"{STATS['retries']} retries, {STATS['retries_after_drop']} retries after a dropped "
        f"socket, {STATS['races']} concurrent submits, {STATS['drops']} dropped sockets resumed, "
        f"{STATS['restarts']} server restarts, {STATS.get('snapshots', 0)} snapshots equal to "
        "replay"
    )
