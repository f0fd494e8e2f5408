"""Shared tools of the Primal engine's tests: the test pack, a fight started, random
legal play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor, CommandBase, EventBase
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState

PACK = Path(__file__).parent / "pack"
SYSTEM = Actor(role="system")
GM = Actor(role="gm")
HUNTERS = ("blade", "bow", "hammer", "shield")


@cache
def pack() -> PrimalCatalog:
    return load_primal_pack(PACK)


def start(
    fight: str = "prologue", hunters: tuple[str, ...] = ("blade", "hammer"), level: int = 0,
    seed: int = 1, aggro: str | None = None,
) -> tuple[list[EventBase], PrimalState]:  # fmt: skip
    """A fight set up as the table would (each hunter in a seat of its own name)."""
    command = StartFight(
        fight=fight, level=level, aggro=aggro,
        hunters=tuple(FightHunter(hunter=h, seat=h) for h in hunters),
    )  # fmt: skip
    result = decide_fight(PrimalState(), command, SeededDice(seed), SYSTEM, pack())
    assert not isinstance(result, Rejection), result
    return result


def seat(hunter: str) -> Actor:
    return Actor(role="seat", seat=hunter)


def options(state: PrimalState) -> list[tuple[CommandBase, Actor]]:
    """Every command any seat could send now; the server's defaults when none can."""
    found = [
        (command, actor)
        for s in sorted(set(state.seats.values()))
        for actor in [Actor(role="seat", seat=s)]
        for command in legal_commands(state, actor)
    ]
    return found or [(c, SYSTEM) for c in legal_commands(state, SYSTEM)]


def _pick(
    rng: random.Random, choices: list[tuple[CommandBase, Actor]], keen: bool
) -> tuple[CommandBase, Actor]:
    """A keen player plays a card (an attack when there is one) most of the time and
    never lets a window pass unused; otherwise any legal command."""
    if keen and rng.random() < 0.8:
        plays = [c for c in choices if c[0].type == "primal_play_card"]
        attacks = [
            c for c in plays if getattr(c[0], "card", "") and "strike" in getattr(c[0], "card", "")
        ]
        pool = attacks or plays or [c for c in choices if c[0].type not in ("primal_pass",)]
        if pool:
            return rng.choice(pool)
    return rng.choice(choices)


def playout(
    state: PrimalState, seed: int, limit: int = 1500, keen: bool = False
) -> Iterator[tuple[PrimalState, CommandBase, Actor, list[EventBase], PrimalState]]:
    """Random legal play: (before, command, actor, events, after) for each command."""
    rng = random.Random(seed)
    for step in range(limit):
        if state.phase != "playing":
            return
        choices = options(state)
        assert choices, ("nobody can act", state.top, state.pending)
        command, actor = _pick(rng, choices, keen)
        result = decide_fight(state, command, SeededDice(seed * 7919 + step), actor, pack())
        assert not isinstance(result, Rejection), (command, actor, result)
        events, after = result
        yield state, command, actor, events, after
        state = after
