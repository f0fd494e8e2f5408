"""Every fight of the core Primal pack plays to its end headlessly (issue 29): the Prologue
and each monster at each level, by the careful scripted party and by random legal play,
without the engine refusing a listed command or failing. ``make test`` plays 3 seeds of
each; the ``slow`` sweep plays 50 (``pytest -m slow`` on this file)."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.rejections import Rejection
from app.engine.primal.decide import decide_fight
from app.engine.primal.model.state import PrimalState
from app.simulate.primal.balance import fight_for
from app.simulate.primal.careful import SYSTEM
from app.simulate.primal.fight import MAX_COMMANDS, choices, play_fight, start_command

PACK = Path(__file__).resolve().parents[2] / "content" / "primal-base"
HUNTERS = ("dareon", "mirah", "thoreg", "ljonar")


@cache
def catalog() -> PrimalCatalog:
    return load_primal_pack(PACK)


def _settings() -> list[tuple[str, str | None, int]]:
    found: list[tuple[str, str | None, int]] = [("vyraxen", "prologue", 0)]
    found += [(m, None, level) for m in ("vyraxen", "korowon", "morkraas", "tarragua")
              for level in range(4)]  # fmt: skip
    return found


def random_playout(fight: str, level: int, party: tuple[str, ...], seed: int) -> PrimalState:
    """Any legal command, at random, until the fight ends."""
    pack = catalog()
    started = decide_fight(
        PrimalState(), start_command(pack, fight, level, party), SeededDice(seed), SYSTEM, pack
    )
    assert not isinstance(started, Rejection), started
    state, rng = started[1], random.Random(seed)
    for step in range(MAX_COMMANDS):
        if state.phase != "playing":
            return state
        command, actor = rng.choice(choices(state))
        result = decide_fight(state, command, SeededDice(seed * 7919 + step), actor, pack)
        assert not isinstance(result, Rejection), (command, result)
        state = result[1]
    raise AssertionError(f"{fight} level {level} seed {seed}: no end")


def sweep(seeds: range) -> None:
    for monster, fight, level in _settings():
        for seed in seeds:
            party = HUNTERS[: 2 + seed % 3]
            chosen = fight_for(catalog(), monster, seed, fight)
            result = play_fight(catalog(), chosen, level, party, seed)
            assert result.rounds >= 1 and result.commands > 0
            ended = random_playout(chosen, level, party, seed)
            assert ended.phase == "ended" and ended.outcome in ("victory", "defeat")


def test_every_fight_at_every_level_plays_to_an_end() -> None:
    sweep(range(3))


@pytest.mark.slow
def test_every_fight_at_every_level_plays_to_an_end_over_50_seeds() -> None:
    sweep(range(50))
