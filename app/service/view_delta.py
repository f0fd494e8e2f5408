"""The difference between two views of one viewer, as the live table sends it (issue 26;
docs/protocol.md, "View deltas"): a list of operations, ``[path, value]`` to set the
member at ``path`` (a list of object keys) to ``value``, ``[path]`` to remove it.
Objects are compared member by member; any other value (a list, a number, a string) is
replaced whole when it changed. Applying the operations in order to the old view gives
the new one exactly (``apply_delta``, the client's ``protocol/feed.js`` does the same).

Every value in a delta is taken from the new view, so a delta never shows more than the
view it leads to: it carries nothing a viewer may not see (app/engine/hunters/views.py).
"""

from __future__ import annotations

from typing import Any

Path = list[str]
Operation = list[Any]


def view_delta(old: dict[str, Any], new: dict[str, Any]) -> list[Operation]:
    """The operations that turn ``old`` into ``new``."""
    operations: list[Operation] = []
    _compare(old, new, [], operations)
    return operations


def _compare(old: dict[str, Any], new: dict[str, Any], path: Path, out: list[Operation]) -> None:
    for key, value in new.items():
        if key not in old:
            out.append([[*path, key], value])
            continue
        before = old[key]
        if before is value or (type(before) is type(value) and before == value):
            continue
        if type(before) is dict and type(value) is dict:
            _compare(before, value, [*path, key], out)
        else:
            out.append([[*path, key], value])
    out.extend([[*path, key]] for key in old if key not in new)


def apply_delta(view: dict[str, Any], operations: list[Operation]) -> dict[str, Any]:
    """``view`` with ``operations`` applied; ``view`` itself is left as it was (the
    objects along each changed path are copied)."""
    root = dict(view)
    for operation in operations:
        path = operation[0]
        node = root
        for key in path[:-1]:
            child = dict(node[key])
            node[key] = child
            node = child
        if len(operation) == 2:
            node[path[-1]] = operation[1]
        else:
            node.pop(path[-1], None)
    return root
