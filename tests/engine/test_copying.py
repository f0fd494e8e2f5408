"""``copy_with`` (app/engine/kernel/copying.py), evolve's fast copy: a misspelled field is
an error, not a silently dropped update; and since it does not validate values, every
state random playouts reach must survive validation unchanged (a value of a wrong type,
say a list where the model holds a tuple, would come back different).

``COPYING_EXAMPLES=100`` runs a longer search than ``make test`` does.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings

from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import Tokens
from app.engine.kernel.copying import copy_with
from tests.engine.playouts import Setup, choices, fold, playout, setups, start

EXAMPLES = int(os.environ.get("COPYING_EXAMPLES", "8"))


def test_copy_with_replaces_the_fields_it_is_given() -> None:
    tokens = copy_with(Tokens(), offense=2)
    assert (tokens.offense, tokens.defense) == (2, 0)


def test_copy_with_refuses_a_misspelled_field() -> None:
    with pytest.raises(TypeError, match="ofense"):
        copy_with(Tokens(), ofense=2)


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), picks=choices(150))
def test_every_quest_state_reached_survives_validation(setup: Setup, picks: list[int]) -> None:
    for before, _, events in playout(start(setup), picks):
        state = before
        for event in events:
            state = fold(state, [event])
            quest = state.quest
            assert quest is not None
            assert QuestState.model_validate(quest.model_dump()) == quest, event.type
