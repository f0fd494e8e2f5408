"""Who and where an effect reaches (P-GLOSS-30: a KO'd hunter, or a captured one until
their next turn, is never a target; P-KO-12).

- ``Who`` names hunters: ``self`` (the card's owner; for a monster card, the active
  hunter), ``active``, ``chosen`` / ``chosen_other`` (the owner picks one standing
  hunter: a decision), ``each`` / ``each_other``, ``aggro``, ``threatened`` (every
  threatened hunter), ``same_sector`` (every hunter in the owner's sector), and hunters
  in sectors (:class:`InSectors`).
- ``Where`` names sectors: ``own`` (the owner's), ``active``, ``aggro``, ``chosen`` (a
  decision), ``adjacent`` (both sectors next to the owner's), ``all``, a list of sides
  (``[front, flank]``), or ``marked`` (the active Rumble card's, P-MON-06).
"""

from __future__ import annotations

from typing import Literal

from app.content.schema.common import StrictModel
from app.content.schema.primal.common import SectorGroup, TerrainKind

WhoWord = Literal[
    "self", "active", "chosen", "chosen_other", "each", "each_other", "aggro",
    "threatened", "same_sector",
]  # fmt: skip


class InSectors(StrictModel):
    """Every standing hunter in these sectors (``sectors``), in a sector holding
    ``terrain``, in marked sectors (``marked``, P-MON-06) or damaged ones (``damaged``,
    P-BOARD-10); the fields given must all hold."""

    sectors: tuple[SectorGroup, ...] = ()
    terrain: TerrainKind | None = None
    marked: bool = False
    damaged: bool = False
    threatened_only: bool = False


Who = WhoWord | InSectors

WhereWord = Literal["own", "active", "aggro", "chosen", "adjacent", "all", "marked"]
Where = WhereWord | tuple[SectorGroup, ...]
