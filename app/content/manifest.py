"""``pack.yaml``, every pack's manifest, whatever the game."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import Id, StrictModel


class Manifest(StrictModel):
    """``pack.yaml``: which pack this is. ``version`` is for people; the hash pins data."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    version: str = Field(min_length=1, max_length=32)
    description: str = Field(default="", max_length=2000)
    game: Literal["hunters", "primal"] = "hunters"
    """The game the pack belongs to (issue 28); a Primal pack loads with
    ``app.content.loader.load_primal_pack``."""
    book_counts: bool = False
    """A Primal pack that claims the core box's content: validation also checks the
    book's counts (``app/content/primal/book.py``)."""
