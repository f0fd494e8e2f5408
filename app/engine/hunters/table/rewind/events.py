"""Events of undo by policy (issue 15). ``state_rewound`` carries the whole state it
returns to, so the fold needs nothing but the event; players get it without that state
(it holds the hidden piles and the seed's position) and read the table in their view."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.state import HuntersTable
from app.engine.kernel.model import EventBase, Viewer


class StateRewound(EventBase):
    """The table is back as it stood after event ``to_seq``; the commands of events
    ``to_seq + 1`` .. ``undone_to`` are undone (they stay in the log)."""

    type: Literal["state_rewound"] = "state_rewound"
    to_seq: int
    undone_to: int
    by: Literal["seat", "gm", "vote"]
    seat: str | None = None
    reason: str = ""
    state: HuntersTable | None = None
    fresh_seed: int | None = None
    """The new seed of the dice from here on (issue 24: a rewind shows nothing of what
    comes next); None in a seat's own undo, which rolled nothing, and in older logs."""

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":  # the state gone back to, but never its dice (issue 23)
            return self.model_copy(update={"fresh_seed": None})
        return self.model_copy(update={"state": None, "fresh_seed": None})


class DrawPilesReshuffled(EventBase):
    """Issue 24: after going back into a quest, the heroes' draw piles (QUEST-05) and the
    enemies' action piles (ENEMY-05) whose cards were seen since the point, each in a new
    (hidden) order drawn from the rewind's fresh seed."""

    type: Literal["draw_piles_reshuffled"] = "draw_piles_reshuffled"
    heroes: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    enemies: dict[str, tuple[str, ...]] = Field(default_factory=dict)

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        hidden = {"heroes": _unknown(self.heroes), "enemies": _unknown(self.enemies)}
        return self.model_copy(update=hidden)


def _unknown(piles: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    return {key: ("?",) * len(cards) for key, cards in piles.items()}


class RewindProposed(EventBase):
    type: Literal["rewind_proposed"] = "rewind_proposed"
    seat: str
    to_seq: int


class RewindVoted(EventBase):
    type: Literal["rewind_voted"] = "rewind_voted"
    seat: str
    agree: bool


RewindEvent = StateRewound | DrawPilesReshuffled | RewindProposed | RewindVoted
