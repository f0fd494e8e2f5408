"""Webhook posts: retried after a server error, given up on a dead receiver, and only
to public http(s) addresses unless private ones are allowed."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from app.service.errors import BadRequest
from app.service.notifications import webhooks
from app.service.notifications.webhook_address import WebhookPolicy
from app.service.notifications.webhooks import check_webhook_url, post_webhook
from tests.integration.server import free_port

STRICT = WebhookPolicy(allow_private=False, https_only=False)
LAN = WebhookPolicy(allow_private=True, https_only=False)


@pytest.fixture
def flaky() -> Iterator[tuple[list[Any], str]]:
    """A receiver that answers 500 once, then 204."""
    seen: list[Any] = []

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            seen.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            self.send_response(500 if len(seen) == 1 else 204)
            self.end_headers()

        def log_message(self, *_args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield seen, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


async def test_a_server_error_is_retried(
    flaky: tuple[list[Any], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(webhooks, "FIRST_PAUSE_SECONDS", 0.01)
    assert await post_webhook(
        flaky[1], "It is your turn.", policy=LAN, timeout_seconds=2, attempts=3
    )
    assert flaky[0] == [{"content": "It is your turn."}] * 2


async def test_a_dead_receiver_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(webhooks, "FIRST_PAUSE_SECONDS", 0.01)
    url = f"http://127.0.0.1:{free_port()}/"
    assert not await post_webhook(url, "hello", policy=LAN, timeout_seconds=1, attempts=2)


@pytest.mark.parametrize(
    "url", ["ftp://example.org/", "http://localhost/x", "http://10.0.0.5/", "http://[::1]/", "x"]
)
def test_only_public_http_addresses_are_taken(url: str) -> None:
    with pytest.raises(BadRequest):
        check_webhook_url(url, STRICT)


def test_a_public_address_or_an_allowed_private_one_is_taken() -> None:
    url = "https://discord.com/api/webhooks/1/abc"
    assert check_webhook_url(url, STRICT) == url
    assert check_webhook_url("http://127.0.0.1:9/h", LAN) == "http://127.0.0.1:9/h"
