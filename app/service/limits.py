"""Input limits shared by the HTTP API and the live socket (SECURITY.md)."""

from __future__ import annotations

import re
from typing import Any

from app.service.errors import BadRequest

CONTROL_BYTES = bytes([*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])
"""The control characters refused: all but a tab and the line breaks."""
_CONTROL_CODE = rb"00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])"
TEXT_BEFORE_ESCAPED_CONTROL = re.compile(
    rb"(?:[^\\]++|\\[^u]|\\u(?!" + _CONTROL_CODE + rb"))*+\\u" + _CONTROL_CODE, re.DOTALL
)
"""JSON text up to a ``\\u00XX`` escape of a control character, matched from the start:
escapes are consumed a pair at a time, so ``\\\\u0000`` (a written backslash, then
``u0000``) is not one. Possessive, so it never backtracks: linear at C speed even for a
hostile body. (A look-behind searched at every byte instead: 150 ms for a 6 MB import on
the event loop, issue 24; this takes 5 ms.)"""
CONTROL_CHARACTER_MESSAGE = (
    "That request holds a control character (such as a NUL byte), which no name, text or "
    "id may contain."
)


def holds_control_character(text: bytes) -> bool:
    """Whether ``text`` (UTF-8, or JSON text) holds a control character other than a tab or
    a line break, raw or as a JSON escape. Those bytes never occur inside a multi-byte
    UTF-8 character, so the raw bytes are searched as they are."""
    if len(text.translate(None, CONTROL_BYTES)) != len(text):
        return True
    return TEXT_BEFORE_ESCAPED_CONTROL.match(text) is not None


def nesting_depth(value: Any) -> int:
    """How deeply lists and objects nest in a parsed JSON value (a scalar is 0). Counted
    without recursion, so a hostile value cannot exhaust the stack here."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            stack.extend((child, depth + 1) for child in node.values())
        elif isinstance(node, list):
            stack.extend((child, depth + 1) for child in node)
        else:
            deepest = max(deepest, depth)
            continue
        deepest = max(deepest, depth + 1)
    return deepest


def check_nesting(value: Any, limit: int) -> None:
    """400 ``too_deep`` for a value nested deeper than ``limit`` (MAX_JSON_DEPTH)."""
    if nesting_depth(value) > limit:
        raise BadRequest("too_deep", f"That request nests deeper than {limit} levels.")
