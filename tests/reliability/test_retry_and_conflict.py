"""Scenarios 1 and 2 of issue 16, on real server processes.

1. Retry: the same ``command_id`` twice — over the socket, over HTTP, and after the
   socket dropped before the ack — is applied once and answered with the first seq;
   the same id with another payload is refused ``command_id_reused``.
2. Concurrent conflict: two processes (on Postgres; one on SQLite, which is served by
   one process) get the same ``expected_seq`` at once: exactly one commits, the other
   is told ``stale``; the log has no gap and no duplicate.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.conftest import BACKENDS
from tests.realtime.live import command_id, new_campaign, seated, sign_up
from tests.reliability.harness import assert_log_whole, fresh_database, serving

RETRY_ROUNDS = 15
CONFLICT_ROUNDS = 25
# The scenarios send faster than a person: lift the per-client budgets (tested elsewhere).
BUDGETS = {
    "HTTP_COMMANDS_PER_SECOND": "1000",
    "HTTP_COMMAND_BURST": "1000",
    "WS_MESSAGES_PER_SECOND": "1000",
    "WS_MESSAGE_BURST": "1000",
}


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    with fresh_database(request.param, tmp_path) as url:
        yield request.param, url


async def test_a_retried_command_is_applied_once_and_answered_the_same(
    database: tuple[str, str], tmp_path: Path, figures: Callable[[str], None]
) -> None:
    backend, url = database
    with serving(url, tmp_path, count=1, **BUDGETS) as [server]:
        gm = await sign_up(server.live, "gm")
        campaign_id = await new_campaign(gm)
        retries = dropped = reused = 0
        async with seated(server.live, gm, campaign_id) as (socket, _hello):
            for i in range(RETRY_ROUNDS):
                cid = command_id()
                command = {"type": "name_party", "name": f"Round {i}"}
                first = await socket.command(command, command_id=cid)
                again = await socket.command(command, command_id=cid)
                over_http = await gm.post(
                    f"/api/campaigns/{campaign_id}/commands",
                    {"command_id": cid, "command": command},
                )
                assert first["type"] == again["type"] == "ack"
                assert (again["seq"], again["seq_from"], again["duplicate"]) == (
                    first["seq"],
                    first["seq_from"],
                    True,
                )
                assert over_http.status_code == 200
                assert (over_http.json()["seq"], over_http.json()["duplicate"]) == (
                    first["seq"],
                    True,
                )
                other = await socket.command(
                    {"type": "name_party", "name": "Other"}, command_id=cid
                )
                assert (other["type"], other["code"]) == ("reject", "command_id_reused")
                retries += 2
                reused += 1
        for i in range(RETRY_ROUNDS):
            cid = command_id()
            command = {"type": "name_party", "name": f"Dropped {i}"}
            async with seated(server.live, gm, campaign_id) as (socket, _hello):
                await socket.send({"type": "command", "command_id": cid, "command": command})
            # The socket is gone before its ack could be read: send it again.
            async with seated(server.live, gm, campaign_id) as (socket, _hello):
                await socket.send({"type": "command", "command_id": cid, "command": command})
                answer = await socket.answer_to(cid, within=20)  # a busy machine is slow
                assert answer["type"] == "ack"
            dropped += 1
        seqs, commands = assert_log_whole(url, campaign_id)
    named = [c for c in commands if c.startswith("cmd-")]
    assert len(named) == 2 * RETRY_ROUNDS  # each command once, however often it was sent
    figures(
        f"retry [{backend}]: {2 * RETRY_ROUNDS} commands, {retries} retries answered with the "
        f"first seq, {dropped} resent after the socket dropped before the ack, {reused} reused "
        f"ids refused; log of {len(seqs)} events whole"
    )


async def test_the_same_expected_seq_commits_once_across_processes(
    database: tuple[str, str], tmp_path: Path, figures: Callable[[str], None]
) -> None:
    backend, url = database
    count = 2 if backend == "postgres" else 1
    with serving(url, tmp_path, count=count, **BUDGETS) as servers:
        gm = await sign_up(servers[0].live, "gm")
        campaign_id = await new_campaign(gm)
        clients = [gm.client]
        if count == 2:
            clients.append(type(gm.client)(base_url=servers[1].base, cookies=gm.client.cookies))
        stale = 0
        started = time.perf_counter()
        for i in range(CONFLICT_ROUNDS):
            seq = (await gm.get(f"/api/campaigns/{campaign_id}")).json()["seq"]
            answers = await asyncio.gather(
                *(
                    clients[n % len(clients)].post(
                        f"/api/campaigns/{campaign_id}/commands",
                        json={
                            "command_id": command_id(),
                            "expected_seq": seq,
                            "command": {"type": "name_party", "name": f"R{i}-{n}"},
                        },
                        headers={"X-CSRF-Token": gm.csrf},
                    )
                    for n in range(2)
                )
            )
            codes = sorted(a.status_code for a in answers)
            assert codes == [200, 409], [a.text for a in answers]
            loser = next(a for a in answers if a.status_code == 409)
            assert loser.json()["code"] == "stale"
            stale += 1
        elapsed = time.perf_counter() - started
        seqs, _commands = assert_log_whole(url, campaign_id)
    figures(
        f"concurrent conflict [{backend}, {count} process(es)]: {CONFLICT_ROUNDS} rounds of two "
        f"commands with one expected_seq: {CONFLICT_ROUNDS} committed, {stale} stale, "
        f"log of {len(seqs)} events without gap or duplicate "
        f"({elapsed / CONFLICT_ROUNDS * 1000:.0f} ms a round)"
    )
