"""Input limits shared by the HTTP API and the live socket (SECURITY.md)."""

from __future__ import annotations

from typing import Any

from app.service.errors import BadRequest


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
