"""A view is built from the public part (once per state) and each seat's own part laid
over it (issue 26); it must be exactly what redacting the whole state for that viewer
gives, and it never carries the quest's static definitions, which the pack serves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from app.engine import Actor, HuntersTable, Rejection, SeededDice, Viewer, decide, replay, view_for
from app.engine.hunters.campaign.redaction import redact_board
from app.engine.hunters.quest.redaction import redact_quest
from app.engine.hunters.views import HIDDEN_STATE_KEYS, static_definitions, viewer_for_seat
from tests.engine.quest_factory import base, new_campaign
from tests.realtime.test_leaks import quest_options


def whole_redaction(state: HuntersTable, viewer: Viewer) -> dict[str, Any]:
    """The view as redacting the whole state for ``viewer`` gives it (the definition)."""
    if viewer.role == "gm":  # everything but the dice seed (issue 23)
        data = state.model_dump(mode="json", exclude={"seed"})
    else:
        data = state.model_dump(mode="json", exclude={*HIDDEN_STATE_KEYS, "quest", "campaign"})
        data["checkpoints"] = [
            c.model_dump(mode="json", exclude={"board"}) for c in state.checkpoints
        ]
        data["quest"] = (
            redact_quest(state.quest, viewer).model_dump(mode="json") if state.quest else None
        )
        data["campaign"] = (
            redact_board(state.campaign, viewer).model_dump(mode="json") if state.campaign else None
        )
    if data["quest"] is not None:
        del data["quest"]["defs"]
    data["you"] = {"role": viewer.role, "seat": viewer.seat, "heroes": list(viewer.heroes)}
    return data


def viewers(state: HuntersTable) -> list[Viewer]:
    seats = [viewer_for_seat(state, s) for s in state.seats]
    open_hands = [v.model_copy(update={"open_hands": True}) for v in seats[:1]]
    return [*seats, *open_hands, Viewer(role="spectator"), Viewer(role="gm")]


@pytest.mark.parametrize("playout", range(2))
def test_a_view_from_its_parts_is_the_whole_redaction(playout: int) -> None:
    chooser = random.Random(playout)
    heroes = tuple(chooser.sample(["landsknecht", "huntress", "medic", "sorceress"], 3))
    state, _events = new_campaign(heroes, seed=26 + playout)
    for _ in range(80):
        for viewer in viewers(state):
            assert view_for(state, viewer) == whole_redaction(state, viewer), viewer
        options = quest_options(state)
        if not options:
            break
        command, actor = chooser.choice(options)
        result = decide(
            state, command, SeededDice(state.seed, state.dice_cursor), actor=actor, content=base()
        )
        assert not isinstance(result, Rejection)
        state = replay(result, state)


def test_the_static_definitions_hold_every_definition_of_a_quest_state() -> None:
    """Whatever the party, each entry of a started quest's ``defs`` is in the pack's
    definitions for that quest, the same."""
    for heroes in [("landsknecht", "huntress"), ("medic", "sorceress", "huntress", "landsknecht")]:
        state, _ = new_campaign(heroes)
        assert state.quest is not None
        defs = state.quest.defs
        served = static_definitions(base(), state.quest.quest)
        for kind in ("cards", "enemies", "enemy_cards", "equipment", "allies"):
            mine, pack = getattr(defs, kind), getattr(served, kind)
            assert {k: pack[k] for k in mine} == mine, kind
        assert served.interactions == defs.interactions
        assert all("defs" not in (view_for(state, v)["quest"] or {}) for v in viewers(state))


def test_no_view_mutates_the_public_part() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    from app.engine.hunters.views import public_view, seat_view

    public = public_view(state)
    before = repr(public)
    for viewer in viewers(state)[:-1]:
        seat_view(public, state, viewer)
    assert repr(public) == before
    assert Actor(role="system")  # the actors of the playout above
