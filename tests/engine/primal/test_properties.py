"""Random legal play of whole fights with the test pack, over many seeds (Hypothesis),
checking the invariants at every command (issue 28): every card in exactly one place per
hunter; struggle and health within bounds; the monster facing a sector; each pending
decision answerable; the state a valid fold of its log (replay equals the state); no
seat's view or event shows anything hidden.

``PRIMAL_EXAMPLES=200`` runs a longer search than ``make test``'s.
"""

from __future__ import annotations

import os
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.evolve.registry import replay
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.monster import unleash_threshold
from app.engine.primal.views import view_for
from tests.engine.primal.helpers import HUNTERS, playout, start
from tests.engine.primal.leaks import event_leaks, leaks

EXAMPLES = int(os.environ.get("PRIMAL_EXAMPLES", "12"))
FIGHTS = (
    ("prologue", 0), ("vyraxen-cliffs", 1), ("golem-quarry", 1), ("hive-marsh", 1),
    ("titan-peak", 3), ("arena", 1), ("dummy-yard", 0), ("dummy-yard", 0),
)  # fmt: skip


def check_cards(s: PrimalState, first: dict[str, Counter[str]]) -> None:
    """Every card in exactly one place per hunter (instances never repeat nor vanish)."""
    for key, hunter in s.hunters.items():
        cards = hunter.cards()
        assert len(set(cards)) == len(cards), (key, cards)
        assert Counter(cards) == first[key], (
            key,
            Counter(cards) - first[key],
            first[key] - Counter(cards),
        )


def check_bounds(s: PrimalState) -> None:
    m = s.monster
    assert 0 <= m.health <= 10 and m.damage >= 0
    assert (m.health == 0) == (s.outcome == "victory")
    assert m.struggle >= 0 and (
        m.struggle < unleash_threshold(s) or m.unleashing or s.phase == "ended"
    )
    assert s.board.facing in (0, 1, 2, 3)
    for hunter in s.hunters.values():
        assert hunter.damage >= 0 and (
            hunter.damage < hunter.health_value or not hunter.is_standing
        )
        assert hunter.stamina_tokens >= 0 and hunter.threatened in (True, False)
        assert hunter.sector in (0, 1, 2, 3) or hunter.captured
    for decision in s.pending:
        assert decision.deciders, decision


def check_views(s: PrimalState, events: list[EventBase]) -> None:
    for hunter, seat in s.seats.items():
        viewer = Viewer(role="seat", seat=seat, heroes=(hunter,))
        problems = leaks(view_for(s, viewer, with_defs=False), (hunter,))
        for event in events:
            shown = event.for_viewer(viewer)
            problems += event_leaks(
                None if shown is None else shown.model_dump(mode="json"), (hunter,)
            )
        assert not problems, (hunter, problems)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    fight=st.sampled_from(FIGHTS), count=st.integers(2, 4), seed=st.integers(0, 10_000),
    keen=st.booleans(),
)  # fmt: skip
def test_random_fights_keep_every_invariant(
    fight: tuple[str, int], count: int, seed: int, keen: bool
) -> None:
    log, s = start(fight=fight[0], level=fight[1], hunters=HUNTERS[:count], seed=seed)
    first = {key: Counter(h.cards()) for key, h in s.hunters.items()}
    for _, _, _, events, after in playout(s, seed, keen=keen):
        log += events
        check_cards(after, first)
        check_bounds(after)
        check_views(after, events)
        s = after
    assert s.phase == "ended" and s.outcome in ("victory", "defeat")
    assert replay(log) == s
    assert PrimalState.model_validate_json(s.model_dump_json()) == s


def test_keen_players_beat_the_dummy_and_the_log_replays() -> None:
    """P-END-01 reached by play: the keen policy wins against the straw dummy."""
    for seed in range(3):
        log, s = start(fight="dummy-yard", hunters=HUNTERS[: 2 + seed], seed=seed)
        for _, _, _, events, after in playout(s, seed, keen=True):
            log += events
            s = after
        assert s.outcome == "victory" and s.monster.health == 0
        assert replay(log) == s
