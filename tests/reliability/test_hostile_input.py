"""Scenario 11 of issue 16: hostile input on a real server.

1. schemathesis generates requests for every operation of the OpenAPI document (as a
   logged-in user with the CSRF header) and runs its checks on each answer: no 5xx,
   every status and body as documented; on SQLite and on Postgres (which refuses what
   SQLite stores, such as a NUL byte: issue 24 found eight 500s the SQLite run missed).
2. A hypothesis fuzzer sends a spectator's socket thousands of messages — arbitrary
   JSON, near-valid messages with wrong fields, garbage text — and the server neither
   crashes nor changes the campaign, while another player's round trips stay within
   2x of quiet (a floor of 20 ms absorbs timer noise on a busy machine).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
import warnings
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from schemathesis.core.result import Ok
from schemathesis.schemas import BaseSchema
from schemathesis.specs.openapi.checks import positive_data_acceptance

from tests.conftest import BACKENDS
from tests.realtime.live import TableSocket, invite_in, new_campaign, seated, sign_up, table_socket
from tests.reliability.harness import ServerProcess, fresh_database, serving

pytestmark = pytest.mark.heavy
EXAMPLES_PER_OPERATION = 20
FUZZED_MESSAGES = 1500
SERVER_ENV = {
    "HTTP_COMMANDS_PER_SECOND": "10000",
    "HTTP_COMMAND_BURST": "10000",
    "WS_MESSAGES_PER_SECOND": "10000",
    "WS_MESSAGE_BURST": "10000",
    "WS_SEND_QUEUE": "100000",  # the fuzzer reads its errors slower than it sends
    "LOGIN_FAILURES_PER_IP": "100000",
    "LOGIN_FAILURES_PER_ACCOUNT": "100000",
}
# Operations that would end the fuzzing user's own session or password.
SPARED = {("POST", "/api/auth/logout"), ("POST", "/api/auth/password")}
SPARED |= {("DELETE", "/api/auth/sessions/{session_prefix}")}


@pytest.fixture(scope="module", params=BACKENDS)
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("hostile")
    with (
        fresh_database(request.param, folder) as url,
        serving(url, folder, count=1, **SERVER_ENV) as [one],
    ):
        yield one


def backend_of(server: ServerProcess) -> str:
    return "SQLite" if server.database_url.startswith("sqlite") else "Postgres"


def logged_in(
    server: ServerProcess, username: str = "fuzzer"
) -> tuple[requests.Session, dict[str, str]]:
    session = requests.Session()
    answer = session.post(
        f"{server.base}/api/auth/register",
        json={"username": username, "password": "correct horse battery"},
    )
    csrf = answer.json()["csrf_token"]
    session.post(
        f"{server.base}/api/campaigns",
        json={"name": "Fuzzed", "pack": "test"},
        headers={"X-CSRF-Token": csrf},
    )
    return session, {"X-CSRF-Token": csrf}


MEANING_CHECKED = [positive_data_acceptance]
"""The API checks meaning beyond the schema and says why in a documented 400: a pack that
is not installed, a name of blanks, a command the rules do not allow now, a control
character inside a free-form command (app/api/text_guard.py; the document's named texts
carry its pattern). So a schema-valid request may be refused; every other check
(documented status, body schema, content type, headers) holds for every answer."""


def test_schemathesis_finds_no_5xx_and_no_schema_violation(
    server: ServerProcess, figures: Callable[[str], None]
) -> None:
    session, headers = logged_in(server)
    schema = schemathesis.openapi.from_url(f"{server.base}/openapi.json")
    tried: list[str] = []
    calls = {"requests": 0, "4xx": 0, "2xx": 0}
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), "every operation of the document can be read"
        operation = result.ok()
        key = (operation.method.upper(), operation.path)
        if key in SPARED:
            continue
        tried.append(f"{key[0]} {key[1]}")

        @settings(
            max_examples=EXAMPLES_PER_OPERATION,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
        )
        @given(case=operation.as_strategy())
        def check(case: Any) -> None:
            response = case.call(base_url=server.base, session=session, headers=headers)
            calls["requests"] += 1
            calls["2xx" if response.status_code < 300 else "4xx"] += 1
            assert response.status_code < 500, (case.path, response.text[:300])
            case.validate_response(response, excluded_checks=MEANING_CHECKED)

        check()
    assert "Traceback" not in server.live.log.read_text()
    figures(
        f"schemathesis on {backend_of(server)}: {len(tried)} operations, "
        f"{calls['requests']} generated requests ({calls['2xx']} accepted, "
        f"{calls['4xx']} refused), all checks passed, no 5xx"
    )


STATEFUL_SCENARIOS = 60
STATEFUL_STEPS = 8


def test_schemathesis_stateful_links_chain_real_ids_without_a_5xx(
    server: ServerProcess, figures: Callable[[str], None]
) -> None:
    """Stateful: schemathesis follows the document's links (a campaign it created, then
    that campaign's view, commands, invites; an invite's token, then its accept) so the
    requests reach past the 404s that random ids get."""
    session, headers = logged_in(server, "stateful")
    schema: BaseSchema = schemathesis.openapi.from_url(f"{server.base}/openapi.json")
    for method, path in SPARED:
        schema = schema.exclude(method=method, path=path)
    # The campaign's own routes, where the links lead (the admin's are swept above).
    schema = schema.include(path_regex=r"^/api/(campaigns|invites)")
    calls: dict[str, int] = {"requests": 0, "linked": 0}

    # A class schemathesis builds at run time: mypy cannot follow a computed base class.
    class Session(schema.as_state_machine()):  # type: ignore[misc]
        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            return {"base_url": server.base, "session": session, "headers": headers}

        def after_call(self, response: Any, case: Any) -> None:
            calls["requests"] += 1
            calls["linked"] += "{campaign_id}" in case.path and response.status_code < 300
            assert response.status_code < 500, (case.path, response.text[:300])

        def validate_response(self, response: Any, case: Any, **kwargs: Any) -> None:
            case.validate_response(
                response, excluded_checks=MEANING_CHECKED, transport_kwargs=kwargs
            )

    Session.run(
        settings=settings(
            max_examples=STATEFUL_SCENARIOS,
            stateful_step_count=STATEFUL_STEPS,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            phases=[Phase.generate],  # the server is the state: a replayed shrink differs
        )
    )
    assert calls["linked"] > 0, "no linked call reached a campaign the machine created"
    assert "Traceback" not in server.live.log.read_text()
    figures(
        f"schemathesis stateful on {backend_of(server)}: {STATEFUL_SCENARIOS} scenarios of up "
        f"to {STATEFUL_STEPS} steps, {calls['requests']} requests, {calls['linked']} accepted "
        "on a created campaign, no 5xx"
    )


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
TYPES = st.sampled_from(["command", "resume", "chat_history", "ping", "pong", "nope", ""])
MESSAGES = st.one_of(
    JSON.map(json.dumps),
    st.builds(
        lambda t, extra: json.dumps({"type": t, **extra}),
        TYPES,
        st.dictionaries(
            st.sampled_from(
                ["command_id", "command", "since_seq", "before_id", "limit", "expected_seq", "text"]
            ),
            JSON,
            max_size=4,
        ),
    ),
    st.text(max_size=60),
    st.just("{" * 3000),
    st.just('{"type": "ping", "n": ' + "9" * 5000 + "}"),
)


async def round_trip_times(socket: TableSocket, count: int) -> list[float]:
    times = []
    for _ in range(count):
        started = time.perf_counter()
        await socket.send({"type": "ping"})
        await socket.expect("pong", within=10)
        times.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.02)
    return times


async def test_fuzzed_socket_messages_crash_nothing_and_change_nothing(
    server: ServerProcess, figures: Callable[[str], None]
) -> None:
    gm = await sign_up(server.live, "gm")
    watcher = await sign_up(server.live, "watcher")
    campaign_id = await new_campaign(gm)
    await invite_in(gm, watcher, campaign_id, role="spectator")
    with warnings.catch_warnings():  # .example() outside @given is what we want here
        warnings.simplefilter("ignore")
        junk = [MESSAGES.example() for _ in range(FUZZED_MESSAGES)]
    before = (await gm.get(f"/api/campaigns/{campaign_id}")).json()["seq"]
    async with seated(server.live, gm, campaign_id) as (player, _hello):
        quiet = await round_trip_times(player, 40)
        async with table_socket(server.live, watcher, campaign_id) as fuzzer:
            await fuzzer.expect("hello")

            async def fuzz() -> None:
                for n, text in enumerate(junk):
                    await fuzzer.ws.send(text)
                    if n % 25 == 0:
                        await asyncio.sleep(0.001)

            fuzzing = asyncio.create_task(fuzz())
            loud = await round_trip_times(player, 40)
            await fuzzing
            await fuzzer.send({"type": "ping"})
            await fuzzer.expect("pong", within=10)  # still served after all that
            errors = [m for m in fuzzer.received if m["type"] == "error"]
    after = (await gm.get(f"/api/campaigns/{campaign_id}")).json()["seq"]
    assert after == before, "a fuzzed message changed the campaign"
    assert "Traceback" not in server.live.log.read_text()
    quiet_p50, loud_p50 = statistics.median(quiet), statistics.median(loud)
    assert loud_p50 <= 2 * max(quiet_p50, 20.0), (quiet_p50, loud_p50)
    figures(
        f"socket fuzzer: {len(junk)} hostile messages, {len(errors)} answered with an error, "
        f"0 crashes, campaign seq unchanged ({before}); another player's round trip p50 quiet "
        f"{quiet_p50:.1f} ms, during the fuzz {loud_p50:.1f} ms (max {max(loud):.1f} ms)"
    )
