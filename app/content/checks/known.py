"""The ids a pack defines, by kind, as the checks see them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from app.content.errors import Problem

Known = Mapping[str, frozenset[str]]
"""Catalog field (``enemies``) -> every id of that kind the pack defines."""

Owner = tuple[str, str]
"""The object a problem belongs to: (catalog field, id)."""


def unknown(
    known: Known, kind: str, refs: Iterable[tuple[str, str]], owner: Owner, what: str
) -> Iterator[Problem]:
    """A problem for each (path, id) reference the pack does not define as ``kind``."""
    defined = known.get(kind, frozenset())
    for path, value in refs:
        if value not in defined:
            yield Problem(owner[0], owner[1], path, f"unknown {what} {value!r}")


def indexed(path: str, ids: Iterable[str]) -> Iterator[tuple[str, str]]:
    """``("items", ["a", "b"])`` -> ``("items[0]", "a"), ("items[1]", "b")``."""
    for index, value in enumerate(ids):
        yield f"{path}[{index}]", value
