"""A view sent as a change rebuilds exactly the view (issue 26): for every viewer of a
played quest, the operations between its views at two commands turn one into the other,
and carry nothing but values of the newer view."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from app.engine import Rejection, SeededDice, Viewer, decide, replay, view_for
from app.engine.hunters.views import viewer_for_seat
from app.service.view_delta import apply_delta, view_delta
from tests.engine.quest_factory import base, new_campaign
from tests.realtime.test_leaks import quest_options


def at(view: dict[str, Any], path: list[str]) -> Any:
    for key in path:
        view = view[key]
    return view


def test_the_operations_of_simple_changes() -> None:
    old = {"a": 1, "b": {"c": [1, 2], "d": None}, "gone": True}
    new = {"a": 1, "b": {"c": [1, 3], "d": None, "e": False}, "f": {}}
    operations = view_delta(old, new)
    assert sorted(map(json.dumps, operations)) == sorted(
        map(json.dumps, [[["b", "c"], [1, 3]], [["b", "e"], False], [["f"], {}], [["gone"]]])
    )
    assert apply_delta(old, operations) == new
    assert old == {"a": 1, "b": {"c": [1, 2], "d": None}, "gone": True}  # left as it was
    assert view_delta(new, new) == []
    assert view_delta({"x": 1}, {"x": True}) == [[["x"], True]]  # JSON tells them apart


@pytest.mark.parametrize("playout", range(2))
def test_every_viewers_changes_rebuild_its_views(playout: int) -> None:
    chooser = random.Random(playout)
    state, _events = new_campaign(("landsknecht", "huntress", "medic"), seed=40 + playout)
    viewers = [*(viewer_for_seat(state, s) for s in state.seats), Viewer(role="spectator")]
    held = {v: view_for(state, v) for v in [*viewers, Viewer(role="gm")]}
    for _ in range(60):
        options = quest_options(state)
        if not options:
            break
        command, actor = chooser.choice(options)
        result = decide(
            state, command, SeededDice(state.seed, state.dice_cursor), actor=actor, content=base()
        )
        assert not isinstance(result, Rejection)
        state = replay(result, state)
        for viewer, before in held.items():
            after = view_for(state, viewer)
            operations = view_delta(before, after)
            assert apply_delta(before, operations) == after
            assert json.loads(json.dumps(apply_delta(before, operations))) == after
            for path, *value in operations:
                if value:
                    assert at(after, path) is value[0]  # taken from the newer view, as is
            held[viewer] = after
