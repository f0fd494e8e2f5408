"""Where the scripted party rides (CAMP-11, CAMP-19..25, SETL-14): the story first, a
side card when it is near, and on to the story when a healer cannot be used."""

from __future__ import annotations

import random

from app.engine import legal_commands
from app.engine.hunters.campaign.commands import SailTo, TravelTo
from app.engine.hunters.campaign.model.region import Placement
from app.simulate.campaign import route
from app.simulate.campaign.party import CampaignParty
from tests.engine.campaign.factory import after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, seat


def test_with_no_main_plot_card_waiting_the_party_rides_to_the_nearest_card() -> None:
    """CAMP-21: S004 (no red stripe) is where the tutorial goes on; however far it lies,
    it is the party's goal while no main-plot card waits."""
    state, _ = after_quest_one()
    region = board_of(state).region
    placed = {"S004": Placement(at="M07")}
    board = board_of(with_board(state, region=region.model_copy(update={"placed": placed})))
    far = route.steps_between(board, board.region.marker, "M07")
    assert far > 0
    assert route.goal(board, base(), side_reach=0) is None  # after day 45: the main plot only
    assert route.goal(board, base(), side_reach=max(1, far - 1)) == "M07"


def test_a_main_plot_card_comes_before_a_nearer_side_card() -> None:
    state, _ = after_quest_one()
    region = board_of(state).region
    placed = {"S004": Placement(at=region.marker), "S005": Placement(at="M10")}
    board = board_of(with_board(state, region=region.model_copy(update={"placed": placed})))
    assert route.is_main_plot(base(), "S005") and not route.is_main_plot(base(), "S004")
    assert route.goal(board, base(), side_reach=2) == "M10"


def test_the_party_rides_on_toward_the_story_when_it_cannot_use_its_healer() -> None:
    """SETL-14: a hurt party heads for a healer; standing in Penzberg before its
    apothecary is laid out (no step brings it there), it follows the story to S004
    rather than wander off at random."""
    state, _ = after_quest_one()
    board = board_of(state)
    hurt = {h: b.model_copy(update={"health": 1, "gold_half": 10}) for h, b in board.heroes.items()}
    region = board.region.model_copy(
        update={
            "marker": "M10", "revealed": (*board.region.revealed, "M10"),
            "placed": {"S004": Placement(at="M07")},
        }
    )  # fmt: skip
    state = with_board(state, heroes=hurt, region=region)
    board = board_of(state)
    assert route.nearest_healer(board, base()) == ("L05", 0)
    options = [
        (command, actor)
        for actor in (seat(s) for s in state.seats)
        for command in legal_commands(state, actor, base())
    ]
    assert not any(c.type == "enter_location" and c.location == "L05" for c, _ in options)
    party = CampaignParty(base())
    for draw in range(5):
        command, _ = party.riding(board, options, random.Random(draw))
        assert isinstance(command, TravelTo | SailTo)
        assert route.steps_between(board, command.to, "M07") < route.steps_between(
            board, "M10", "M07"
        )
