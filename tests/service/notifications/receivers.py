"""Local receivers for the notification tests: an SMTP sink (aiosmtpd) and a webhook
receiver (the standard library's HTTP server), each on a free port in a thread."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from email import message_from_bytes, policy
from email.message import Message
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from aiosmtpd.controller import Controller

from tests.integration.server import free_port


class MailSink:
    """Every message the server sent, parsed."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        self.messages.append(message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"

    def to(self, address: str) -> list[Message]:
        return [m for m in self.messages if m["To"] == address]


@contextmanager
def smtp_sink() -> Iterator[tuple[MailSink, int]]:
    sink = MailSink()
    port = free_port()
    controller = Controller(sink, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield sink, port
    finally:
        controller.stop()


@contextmanager
def webhook_receiver() -> Iterator[tuple[list[dict[str, Any]], str]]:
    """Yields the bodies posted so far and the receiver's URL."""
    bodies: list[dict[str, Any]] = []

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            bodies.append(json.loads(self.rfile.read(length)))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *_args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield bodies, f"http://127.0.0.1:{server.server_port}/hook"
    finally:
        server.shutdown()
        server.server_close()


TRIGGERS = {
    "turn": "it is your turn",
    "decision": "the table waits on your decision",
    "day": "A new day begins",
    "quest": " (round ",
}
"""Each trigger's webhook line, by a phrase only it has (triggers.py writes them)."""


def deliveries(bodies: list[dict[str, Any]], name: str = "") -> dict[str, int]:
    """How many webhook posts the receiver got per trigger (the waits: naming ``name``)."""
    texts = [str(body.get("content", "")) for body in bodies]
    counted = {}
    for trigger, phrase in TRIGGERS.items():
        waits = trigger in ("turn", "decision")
        counted[trigger] = sum(
            1 for t in texts if phrase in t and (not waits or t.startswith(f"{name}:"))
        )
    return counted


def events_of(stored: list[dict[str, Any]], kind: str) -> int:
    return sum(1 for e in stored if e["event"]["type"] == kind)
