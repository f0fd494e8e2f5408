"""Input limits shared by the HTTP API and the live socket (SECURITY.md)."""

from __future__ import annotations

import re
from typing import Any

from app.service.errors import BadRequest

RAW_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
ESCAPED_CONTROL = re.compile(rb"(?<!\\)(?:\\\\)*\\u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])")
"""A JSON ``\\u00XX`` escape of a control character: after an even run of backslashes
(``\\\\u0000`` is the six characters of a written escape, not a NUL)."""
CONTROL_CHARACTER_MESSAGE = (
    "That request holds a control character (such as a NUL byte), which no name, text or "
    "id may contain."
)


def holds_control_character(text: bytes) -> bool:
    """Whether ``text`` (UTF-8, or JSON text) holds a control character other than a tab or
    a line break, raw or as a JSON escape. Those bytes never occur inside a multi-byte
    UTF-8 character, so the raw bytes are searched as they are."""
    return bool(RAW_CONTROL.search(text) or ESCAPED_CONTROL.search(text))


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
