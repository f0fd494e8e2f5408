"""Views of real Primal fights for the browser parts tests (static/js/primal/): a fight
of the engine's test pack started and played with seeded legal commands until it stands
where a test wants it, then ``view_for`` each seat with its legal commands and the
events so far, as each seat would receive them."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor, EventBase, Viewer
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import TurnStep
from app.engine.primal.preview import triggers_for
from tests.engine.primal.helpers import SYSTEM, options, playout, start

Wanted = Callable[[PrimalState], bool]


@dataclass(frozen=True)
class Scene:
    """A fight standing somewhere, with the events that led there."""

    state: PrimalState
    events: tuple[EventBase, ...]

    @property
    def active(self) -> str:
        """The hunter whose turn it is (the scenes that ask are taken mid-turn)."""
        assert self.state.active is not None, "a hunter is acting"
        return self.state.active

    def spectator(self) -> dict[str, Any]:
        """What a spectator receives: no hand, no command."""
        from app.engine.primal.views import view_for

        viewer = Viewer(role="spectator")
        events = [e.for_viewer(viewer) for e in self.events]
        return {
            "view": view_for(self.state, viewer),
            "you": {"role": "spectator", "seat": None, "hunters": []},
            "legal": [],
            "events": [e.model_dump(mode="json") for e in events if e is not None],
        }

    def table(self, seat: str) -> dict[str, Any]:
        """What the seat playing ``seat`` (a hunter of its own name) receives: its view,
        its legal commands and the events as they were sent to it."""
        viewer = Viewer(role="seat", seat=seat, heroes=(seat,))
        from app.engine.primal.views import view_for

        events = [e.for_viewer(viewer) for e in self.events]
        actor = Actor(role="seat", seat=seat)
        return {
            "view": view_for(self.state, viewer),
            "you": {"role": "seat", "seat": seat, "hunters": [seat]},
            "legal": [c.model_dump(mode="json") for c in legal_commands(self.state, actor)],
            "events": [e.model_dump(mode="json") for e in events if e is not None],
            "triggers": triggers_for(self.state, viewer),
        }


def scene(wanted: Wanted, seeds: range = range(1, 60), keen: bool = True) -> Scene:
    """The first position of a seeded playout (fight seed, play seed) that ``wanted``
    accepts; the search is deterministic, so every run draws the same table."""
    for seed in seeds:
        events, state = start(hunters=("blade", "hammer"), seed=seed)
        log = list(events)
        if wanted(state):
            return Scene(state, tuple(log))
        for _, _, _, new, after in playout(state, seed=seed, limit=300, keen=keen):
            log += new
            if wanted(after):
                return Scene(after, tuple(log))
    raise AssertionError("no seeded fight reached the wanted position")


def in_step(step: str) -> Wanted:
    """The active hunter's Movement or Action phase, nothing pending."""

    def wanted(s: PrimalState) -> bool:
        top = s.top
        return isinstance(top, TurnStep) and top.step == step and not s.pending

    return wanted


def paying_play(s: PrimalState) -> bool:
    """An Action phase where a card can be played for a cost paid with cards."""
    if not in_step("action")(s) or s.round < 2 or s.active is None:
        return False
    seat = Actor(role="seat", seat=s.seats[s.active])
    plays = [c for c in legal_commands(s, seat) if c.type == "primal_play_card"]
    return any(getattr(c, "pay", ()) for c in plays) and bool(s.hunters[s.active].sequence)


def revealing(s: PrimalState) -> bool:
    """A behavior card face up, resolving."""
    return any(slot.face_up for slot in s.behavior.slots)


def pending(kind: str) -> Wanted:
    return lambda s: any(d.kind == kind for d in s.pending)


BASE_PACK = Path(__file__).resolve().parents[2] / "content" / "primal-base"


@cache
def base_pack() -> PrimalCatalog:
    return load_primal_pack(BASE_PACK)


def base_scene(wanted: Wanted, hunters: tuple[str, ...] = ("dareon", "mirah")) -> Scene:
    """The same search in the Prologue of content/primal-base (the game's own pack), each
    hunter in a seat of its own name; a seeded random pick among every seat's legal commands."""
    for seed in range(1, 40):
        start = StartFight(
            fight="prologue", hunters=tuple(FightHunter(hunter=h, seat=h) for h in hunters)
        )
        result = decide_fight(PrimalState(), start, SeededDice(seed), SYSTEM, base_pack())
        assert not isinstance(result, Rejection), result
        log, state = list(result[0]), result[1]
        rng = random.Random(seed)
        for step in range(300):
            if wanted(state):
                return Scene(state, tuple(log))
            if state.phase != "playing":
                break
            command, actor = rng.choice(options(state))
            result = decide_fight(
                state, command, SeededDice(seed * 7919 + step), actor, base_pack()
            )
            assert not isinstance(result, Rejection), (command, result)
            log += result[0]
            state = result[1]
    raise AssertionError("no seeded Prologue reached the wanted position")
