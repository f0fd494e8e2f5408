"""The wagon (EQUIP-37..41) and the supply of tokens (EQUIP-43/44, SETL-10)."""

from __future__ import annotations

from pydantic import Field

from app.engine.kernel.model import Frozen


class Wagon(Frozen):
    """Five upgrade tracks at level 0-3 (CAMP-09: all empty at the start) and the
    wagon's unlimited storage of equipment and resources (EQUIP-40)."""

    levels: dict[str, int] = Field(default_factory=dict)
    equipment: tuple[str, ...] = ()
    resources: dict[str, int] = Field(default_factory=dict)


class Supply(Frozen):
    """Tokens not held by anyone: resources by kind and equipment by id. A purchase or a
    gain takes from here, a sale or a discard gives back (SETL-10, EQUIP-43)."""

    resources: dict[str, int] = Field(default_factory=dict)
    equipment: dict[str, int] = Field(default_factory=dict)
