"""docs/protocol.md stays true: every message of the protocol has a section with a
valid example, and every command and event of the engine is in the reference tables
(run ``python -m tests.realtime.protocol_reference`` after adding one)."""

from __future__ import annotations

import json
import re

import pytest

from app.engine import parse_command, parse_event
from app.engine.hunters.commands import Command
from app.engine.hunters.events import Event
from app.realtime.messages import SERVER_MESSAGE_TYPES
from app.realtime.protocol import CLIENT_MESSAGE_TYPES, parse_client_message
from tests.realtime.protocol_reference import PROTOCOL_DOC, type_name, union_members

DOC = PROTOCOL_DOC.read_text()


def section(title: str) -> str:
    start = DOC.index(f"\n## {title}\n")
    end = DOC.find("\n## ", start + 1)
    return DOC[start : end if end != -1 else None]


def examples(text: str) -> dict[str, list[dict[str, object]]]:
    """Each ``### `a` / `b``` heading's types -> the JSON examples under it."""
    found: dict[str, list[dict[str, object]]] = {}
    for heading, body in re.findall(r"\n### (.+?)\n(.*?)(?=\n### |\Z)", text, re.S):
        blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", body, re.S)]
        for name in re.findall(r"`([a-z_]+)`", heading):
            found[name] = blocks
    return found


def reference_types(marker: str) -> set[str]:
    block = DOC.split(f"<!-- reference:{marker} -->")[1].split(f"<!-- /reference:{marker} -->")[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", block, re.M))


@pytest.mark.parametrize("kind", SERVER_MESSAGE_TYPES)
def test_every_server_message_has_a_section_with_an_example(kind: str) -> None:
    documented = examples(section("Messages from the server"))
    assert documented.get(kind), f"docs/protocol.md has no example of the {kind} message"
    assert {e["type"] for e in documented[kind]} <= set(SERVER_MESSAGE_TYPES)


@pytest.mark.parametrize("kind", CLIENT_MESSAGE_TYPES)
def test_every_client_message_has_a_section_with_a_valid_example(kind: str) -> None:
    documented = examples(section("Messages from the client"))
    assert documented.get(kind), f"docs/protocol.md has no example of the {kind} message"
    for example in documented[kind]:
        parsed = parse_client_message(json.dumps(example))
        if parsed.type == "command":
            parse_command(example["command"])


@pytest.mark.parametrize(("marker", "union"), [("commands", Command), ("events", Event)])
def test_the_reference_lists_exactly_the_engines_commands_and_events(
    marker: str, union: object
) -> None:
    in_code = {type_name(m) for m in union_members(union)}
    documented = reference_types(marker)
    regenerate = "run python -m tests.realtime.protocol_reference"
    assert not in_code - documented, f"{regenerate}: missing {sorted(in_code - documented)}"
    assert not documented - in_code, f"{regenerate}: gone {sorted(documented - in_code)}"


def test_the_events_in_the_examples_are_real_events() -> None:
    for example in examples(section("Messages from the server"))["events"]:
        items = example["events"]
        assert isinstance(items, list), example
        for item in items:
            parse_event(item["event"])


def test_the_http_command_endpoint_is_documented() -> None:
    http = section("HTTP")
    assert "### `POST /api/campaigns/{id}/commands`" in http
    commands = http.split("### `POST /api/campaigns/{id}/commands`", 1)[1]
    body = json.loads(re.findall(r"```json\n(.*?)```", commands, re.S)[0])
    parse_command(body["command"])
