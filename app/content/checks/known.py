"""The ids a pack defines, by kind, as the checks see them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from app.content.errors import Problem

Owner = tuple[str, str]
"""The object a problem belongs to: (catalog field, id)."""


@dataclass(frozen=True)
class Known:
    """Every id of each kind (catalog field -> ids), counting objects that failed their
    schema, and those failed objects' raw data: a check skips what a broken object would
    make it report a second time."""

    ids: Mapping[str, frozenset[str]]
    failed: Mapping[str, tuple[Mapping[str, object], ...]] = field(default_factory=dict)

    def __getitem__(self, kind: str) -> frozenset[str]:
        return self.ids.get(kind, frozenset())

    def failed_values(self, kind: str, key: str) -> frozenset[str]:
        """The ``key`` values of the objects of ``kind`` that failed their schema."""
        values = (raw.get(key) for raw in self.failed.get(kind, ()))
        return frozenset(value for value in values if isinstance(value, str))


def unknown(
    known: Known, kind: str, refs: Iterable[tuple[str, str]], owner: Owner, what: str
) -> Iterator[Problem]:
    """A problem for each (path, id) reference the pack does not define as ``kind``."""
    for path, value in refs:
        if value not in known[kind]:
            yield Problem(owner[0], owner[1], path, f"unknown {what} {value!r}")


def indexed(path: str, ids: Iterable[str]) -> Iterator[tuple[str, str]]:
    """``("items", ["a", "b"])`` -> ``("items[0]", "a"), ("items[1]", "b")``."""
    for index, value in enumerate(ids):
        yield f"{path}[{index}]", value
