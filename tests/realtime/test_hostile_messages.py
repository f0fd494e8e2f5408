"""Probe holes 5 and 6 (issue 16) on a real server: out-of-range integers in the socket
path, its query and its messages, and messages that break the JSON parser (a
4,400-digit number, 5,000-deep nesting), get a clear answer — a refused handshake or
``error`` — never a dropped connection or a traceback in the log."""

from __future__ import annotations

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus
from websockets.typing import Origin

from tests.realtime.live import LiveServer, cookie_header, new_campaign, seated, sign_up

HUGE = 10**22


def assert_no_traceback(server: LiveServer) -> None:
    log = server.log.read_text()
    assert "Traceback" not in log, log[-3000:]


@pytest.mark.parametrize("where", ["path", "since_seq"])
async def test_a_huge_number_in_the_socket_address_is_refused_cleanly(
    live_server: LiveServer, where: str
) -> None:
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm)
    url = (
        live_server.socket_url(HUGE)
        if where == "path"
        else live_server.socket_url(campaign_id, since_seq=HUGE)
    )
    with pytest.raises(InvalidStatus) as refused:
        await connect(url, origin=Origin(live_server.origin), additional_headers=cookie_header(gm))
    assert 400 <= refused.value.response.status_code < 500
    assert_no_traceback(live_server)


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ('{"type": "ping", "n": ' + "7" * 4400 + "}", "bad_json"),
        ("[" * 5000 + "]" * 5000, "bad_json"),
        ('{"type": "ping", "x": ' + "[" * 40 + "]" * 40 + "}", "bad_message"),
        ('{"type": "chat_history", "before_id": ' + str(HUGE) + "}", "bad_message"),
        ('{"type": "resume", "since_seq": ' + str(HUGE) + "}", "bad_message"),
        (
            '{"type": "command", "command_id": "cmd-12345678", "expected_seq": '
            + str(HUGE)
            + ', "command": {"type": "name_party", "name": "x"}}',
            "bad_message",
        ),
    ],
)
async def test_a_message_that_breaks_the_parser_is_answered_not_dropped(
    live_server: LiveServer, raw: str, code: str
) -> None:
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm)
    async with seated(live_server, gm, campaign_id) as (socket, _hello):
        await socket.ws.send(raw)
        error = await socket.expect("error")
        assert error["code"] == code
        await socket.send({"type": "ping"})
        await socket.expect("pong")  # the connection is still served
    assert_no_traceback(live_server)
