"""One source of legality for a fight, tested both ways (DESIGN principle 1): at
positions of random playouts, for every sender (each seat, the GM, the server),

(a) every command legal_commands lists is accepted by decide, and
(b) every candidate command (candidates.py) decide accepts is listed (payments and picked
    cards compared as sets: their order means nothing).

``PRIMAL_LEGALITY_EXAMPLES`` runs a longer search.
"""

from __future__ import annotations

import os
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor, CommandBase
from app.engine.kernel.rejections import Rejection
from app.engine.primal.decide import decide
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState
from tests.engine.primal.candidates import candidates
from tests.engine.primal.helpers import GM, HUNTERS, SYSTEM, pack, playout, start

EXAMPLES = int(os.environ.get("PRIMAL_LEGALITY_EXAMPLES", "5"))
SAMPLE = 100
"""Candidates tried at each position (drawn from all of them, the same way each run)."""


def key(command: CommandBase) -> tuple[Any, ...]:
    data = command.model_dump(mode="json")
    for field in ("pay", "cards"):
        if field in data:
            data[field] = sorted(data[field])
    return tuple(sorted((k, repr(v)) for k, v in data.items()))


def accepted(s: PrimalState, command: CommandBase, actor: Actor) -> bool:
    result = decide(s, command, SeededDice(1), actor, pack())
    return not isinstance(result, Rejection)


def check_both_ways(s: PrimalState, rng: random.Random) -> None:
    senders = [Actor(role="seat", seat=seat) for seat in sorted(set(s.seats.values()))]
    pool = list(candidates(s))
    tried = rng.sample(pool, min(SAMPLE, len(pool)))
    for actor in (*senders, GM, SYSTEM):
        listed = legal_commands(s, actor)
        for command in listed:
            assert accepted(s, command, actor), ("listed, refused", actor, command)
        keys = {key(c) for c in listed}
        for command in tried:
            if key(command) not in keys and accepted(s, command, actor):
                raise AssertionError(("accepted, not listed", actor, command))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    fight=st.sampled_from([("prologue", 0), ("hive-marsh", 1), ("golem-quarry", 1), ("arena", 1)]),
    count=st.integers(2, 4), seed=st.integers(0, 10_000),
)  # fmt: skip
def test_decide_and_legal_commands_agree_both_ways(
    fight: tuple[str, int], count: int, seed: int
) -> None:
    _, s = start(fight=fight[0], level=fight[1], hunters=HUNTERS[:count], seed=seed)
    rng = random.Random(seed)
    check_both_ways(s, rng)
    for index, (before, _, _, _, _) in enumerate(playout(s, seed, limit=200)):
        if before.pending or index % 4 == 0:
            check_both_ways(before, rng)
