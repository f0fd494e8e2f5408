"""The region map (CAMP-03..05, CAMP-18..33, SETL-01..08): map cards face down or
revealed, the Hunters marker, cards placed on map and location cards (with their time
tokens), and rewards left on map cards."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import Frozen

Face = Literal["up", "down"]


class Placement(Frozen):
    """A plot or task card lying on a map or location card (``at``; None: beside the map,
    a large plot card, CAMP-19), face up or down, maybe under time token ``token``."""

    at: str | None
    face: Face = "down"
    token: str | None = None


class Rewards(Frozen):
    """What instructions left on one map card to be collected there (CAMP-28)."""

    gold_half: int = 0
    xp: int = 0
    resources: dict[str, int] = Field(default_factory=dict)

    @property
    def is_empty(self) -> bool:
        return not (self.gold_half or self.xp or any(self.resources.values()))


class Region(Frozen):
    """The map grid in reading order, which cards are face up, where the marker stands.

    ``marker`` is always a map card; ``location`` is the location card of that
    settlement the marker stands on, if any (SETL-03); ``locations`` are the location
    cards laid beside the map (SETL-02).
    """

    grid: tuple[tuple[str, ...], ...]
    revealed: tuple[str, ...] = ()
    marker: str
    location: str | None = None
    locations: tuple[str, ...] = ()
    placed: dict[str, Placement] = Field(default_factory=dict)
    rewards: dict[str, Rewards] = Field(default_factory=dict)

    def is_revealed(self, card: str) -> bool:
        return card in self.revealed

    def cards_at(self, at: str) -> tuple[str, ...]:
        return tuple(card for card, p in sorted(self.placed.items()) if p.at == at)
