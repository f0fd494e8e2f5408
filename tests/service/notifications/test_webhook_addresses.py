"""Webhook SSRF (issue 24, SECURITY.md): a real HTTP listener on this machine's loopback
receives nothing, whichever spelling of an internal address a GM types, and nothing
when a name resolves (or re-resolves) to one; set through the API, such a URL is a 400.
Allowed private hosts (a setting) still get their posts."""

from __future__ import annotations

import ipaddress
import json
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select

from app.db.models import AuditEntry
from app.service.errors import BadRequest
from app.service.notifications import webhook_address
from app.service.notifications.webhook_address import WebhookPolicy, check_webhook_url
from app.service.notifications.webhooks import post_webhook
from app.settings import Settings
from tests.api.conftest import app  # noqa: F401
from tests.factories import register

STRICT = WebhookPolicy(allow_private=False, https_only=False)
LAN = WebhookPolicy(allow_private=True, https_only=False)

LOOPBACK_SPELLINGS = [
    "127.1", "2130706433", "0x7f000001", "017700000001", "0", "0.0.0.0", "0x7f.1",
    "127.000.000.001", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::127.0.0.1]",
    "localhost", "LocalHost.", "app.localhost", socket.gethostname(),
]  # fmt: skip
"""Each reaches the listener on 127.0.0.1 when nothing refuses it (the test shows it)."""
OTHER_INTERNAL = [
    "169.254.169.254", "2852039166", "0xa9fea9fe", "metadata.google.internal",
    "[::ffff:169.254.169.254]", "[64:ff9b::a9fe:a9fe]", "[64:ff9b::7f00:1]",
    "[2002:7f00:1::]", "[::1]", "[::]", "[fe80::1]", "[fc00::1]", "[ff02::1]",
    "224.0.0.1", "239.255.255.250", "10.0.0.5", "172.16.0.1", "192.168.1.1",
    "100.64.0.1", "240.0.0.1", "255.255.255.255", "198.18.0.1",
    "127.0.0.1.nip.io", "10.0.0.1.nip.io", "app-192-168-0-1.sslip.io", "7f000001.nip.io",
]  # fmt: skip
BYPASSES = LOOPBACK_SPELLINGS + OTHER_INTERNAL


@dataclass
class Listener:
    port: int
    requests: list[tuple[str, str]] = field(default_factory=list)
    """(path, Host header) of every request received."""
    answer: int = 204


@pytest.fixture
def listener() -> Iterator[Listener]:
    """A real HTTP server on 127.0.0.1 that records every request."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    found = Listener(server.server_port)

    class Recorder(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            found.requests.append((self.path, self.headers.get("Host", "")))
            self.send_response(found.answer)
            self.send_header("Location", f"http://127.0.0.1:{found.port}/elsewhere")
            self.end_headers()

        def log_message(self, *_args: Any) -> None:
            return

    server.RequestHandlerClass = Recorder
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield found
    server.shutdown()
    server.server_close()


async def send(url: str, policy: WebhookPolicy) -> bool:
    return await post_webhook(url, "It is your turn.", policy=policy, timeout_seconds=2, attempts=1)


async def test_the_listener_is_reached_when_private_hosts_are_allowed(listener: Listener) -> None:
    """The positive case, and proof that the spellings below do point at the listener."""
    for host in ("127.0.0.1", "127.1", "2130706433", "[::ffff:127.0.0.1]"):
        assert await send(f"http://{host}:{listener.port}/{host}", LAN), host
    assert [path for path, _ in listener.requests] == [
        "/127.0.0.1", "/127.1", "/2130706433", "/[::ffff:127.0.0.1]",
    ]  # fmt: skip


@pytest.mark.parametrize("host", BYPASSES)
async def test_an_internal_address_in_any_spelling_receives_nothing(
    host: str, listener: Listener
) -> None:
    """Sent (a row stored before the check, or a name that changed since): refused."""
    assert not await send(f"http://{host}:{listener.port}/hook", STRICT)
    assert listener.requests == []


@pytest.mark.parametrize("host", BYPASSES)
def test_an_internal_address_in_any_spelling_is_refused_when_set(host: str) -> None:
    with pytest.raises(BadRequest, match=r"private network|not a web address"):
        check_webhook_url(f"https://{host}:8443/hook", STRICT)


class Rebinding:
    """A resolver that answers ``first`` once, then ``later`` (a DNS rebind)."""

    def __init__(self, first: str, later: str) -> None:
        self.answers = [first, later]
        self.asked: list[str] = []

    async def __call__(self, host: str, _port: int) -> list[Any]:
        self.asked.append(host)
        return [ipaddress.ip_address(self.answers[min(len(self.asked) - 1, 1)])]


async def test_a_name_that_resolves_to_loopback_receives_nothing(
    listener: Listener, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``*.example`` here stands for any public-looking name (``x.nip.io``, a domain
    the GM controls) whose DNS answers an internal address at send time."""
    resolver = Rebinding("127.0.0.1", "127.0.0.1")
    monkeypatch.setattr(webhook_address, "lookup", resolver)
    assert not await send(f"http://hooks.example:{listener.port}/hook", STRICT)
    assert resolver.asked == ["hooks.example"] and listener.requests == []


async def test_the_post_goes_to_the_address_checked_with_the_name_as_host(
    listener: Listener, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Resolved once per post; the connection goes to that address (the name rides in
    the Host header and the TLS server name), so a second answer cannot switch it."""
    resolver = Rebinding("127.0.0.1", "10.9.9.9")
    monkeypatch.setattr(webhook_address, "lookup", resolver)
    assert await send(f"http://hooks.example:{listener.port}/hook", LAN)
    assert resolver.asked == ["hooks.example"]
    assert listener.requests == [("/hook", f"hooks.example:{listener.port}")]


async def test_a_redirect_is_not_followed(listener: Listener) -> None:
    listener.answer = 307
    assert not await send(f"http://127.0.0.1:{listener.port}/hook", LAN)
    assert [path for path, _ in listener.requests] == ["/hook"]


def test_production_takes_https_only_except_for_the_listed_hosts() -> None:
    production = WebhookPolicy(False, https_only=True, http_hosts=frozenset({"bot.example"}))
    with pytest.raises(BadRequest, match=r"https://"):
        check_webhook_url("http://discord.example/api/webhooks/1", production)
    assert check_webhook_url("http://bot.example/h", production) == "http://bot.example/h"
    assert check_webhook_url("https://discord.example/x", production) == "https://discord.example/x"


@pytest.fixture
def settings(database_url: str, tmp_path: Path) -> Settings:
    return Settings(
        database_url=database_url,
        data_dir=tmp_path / "data",
        secret_key=SecretStr("test-secret-key-not-for-production"),
        webhook_allow_private_hosts=False,
    )


UNSENDABLE = [
    "http://[::1", "http://exa mple.org/", "http://example.org:99999/", "http://xn--/",
    "http://a..b/", "https://" + "a" * 70 + ".example/", "http://example.org\x00/",
    "https:///no-host", "javascript:alert(1)",
]  # fmt: skip


async def test_through_the_api_each_bad_url_is_a_400_and_a_good_one_audits_its_host(
    app: Any,  # noqa: F811
) -> None:
    gm = await register(app, "greta")
    cid = (await gm.post("/api/campaigns", {"name": "Winter", "pack": "test"})).json()["id"]
    path = f"/api/campaigns/{cid}/gm/webhook"
    for url in [f"http://{host}/hook" for host in BYPASSES] + UNSENDABLE:
        response = await gm.client.put(path, json={"url": url}, headers={"X-CSRF-Token": gm.csrf})
        assert response.status_code == 400, (url, response.status_code, response.text)
        # A control character is refused at the edge, before the webhook rules look.
        code = "control_character" if "\x00" in url else "bad_webhook"
        assert response.json()["code"] == code and response.json()["message"], url
    good = "https://discord.example/api/webhooks/1/abc"
    response = await gm.client.put(path, json={"url": good}, headers={"X-CSRF-Token": gm.csrf})
    assert response.status_code == 200, response.text
    async with app.state.ctx.sessions() as db:
        rows = (
            await db.scalars(select(AuditEntry).where(AuditEntry.action == "webhook_set"))
        ).all()
    assert [json.loads(row.detail) for row in rows] == [{"set": True, "host": "discord.example"}]
