"""What is wrong with a content pack, said with the file and the path of the bad field."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """A cross-reference or legality problem of one object, before its file is known:
    ``kind`` is the catalog field (``quests``), ``path`` the field inside the object."""

    kind: str
    id: str
    path: str
    message: str


@dataclass(frozen=True)
class ContentError:
    """One error, e.g. ``content/base/enemies/wolf.yaml: attacks[0].dice: Input should be
    greater than or equal to 1``."""

    file: str
    path: str
    message: str

    def __str__(self) -> str:
        if self.path:
            return f"{self.file}: {self.path}: {self.message}"
        return f"{self.file}: {self.message}"


class PackError(ValueError):
    """A pack failed validation; ``errors`` lists every problem found."""

    def __init__(self, errors: Sequence[ContentError]) -> None:
        self.errors = tuple(errors)
        super().__init__("\n".join(str(error) for error in self.errors))


def join_path(*parts: str) -> str:
    """Joins field paths: ``join_path("[2]", "rows[0]")`` -> ``[2].rows[0]``."""
    joined = ""
    for part in parts:
        if not part:
            continue
        if joined and not part.startswith("["):
            joined += "."
        joined += part
    return joined


def format_location(location: Sequence[int | str]) -> str:
    """A pydantic error location as a path: ``('attacks', 0, 'dice')`` -> ``attacks[0].dice``."""
    return join_path(*(f"[{part}]" if isinstance(part, int) else part for part in location))
