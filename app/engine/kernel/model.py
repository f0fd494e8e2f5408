"""Base classes of the engine's values: commands, events and state are frozen pydantic models."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Immutable and closed: unknown keys are rejected, nothing mutates after creation."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class CommandBase(Frozen):
    """A player's (or the system's) intent, imperative: ``ChooseHero``, ``MoveHero``."""

    type: str


class EventBase(Frozen):
    """A fact that happened, past tense: ``HeroChosen``, ``HeroMoved``.

    ``schema_version`` is stored beside each event; when a field changes meaning, bump
    it and add an upcaster (app/engine/hunters/upcasters.py) so old logs still load.
    Events are public unless a subclass overrides ``for_viewer`` to redact or hide
    itself (DESIGN principle 5).
    """

    type: str
    schema_version: ClassVar[int] = 1

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        """This event as ``viewer`` may see it: itself, a redacted copy, or None."""
        return self


class Viewer(Frozen):
    """Who is looking: a seat (with the heroes it controls), a spectator, or the GM."""

    role: Literal["seat", "spectator", "gm"]
    seat: str | None = None
    heroes: tuple[str, ...] = ()
    open_hands: bool = False
    """The campaign plays with open hands: a seat sees every hero's hand (not the piles)."""

    def controls(self, hero: str) -> bool:
        return self.role == "seat" and hero in self.heroes

    def sees_hand_of(self, hero: str) -> bool:
        return self.controls(hero) or (self.open_hands and self.role == "seat")


class Actor(Frozen):
    """Who sends a command: a seat, the campaign's GM, or the server itself (``system``:
    membership changes, reaction time-outs)."""

    role: Literal["seat", "gm", "system"]
    seat: str | None = None
