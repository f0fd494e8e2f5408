"""CAMP-19: a large plot card is laid beside the map, not on a map card, and is read
wherever the group stands (docs/rules-decisions.md): legal_commands offers it and
decide accepts it, so a main plot that runs through a conversation can go on."""

from __future__ import annotations

from app.engine.hunters.campaign.model.region import Placement
from app.engine.hunters.legal import legal_commands
from tests.engine.campaign.factory import act, after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, seat


def test_a_large_plot_card_beside_the_map_is_offered_and_read_anywhere() -> None:
    state, _ = after_quest_one()
    region = board_of(state).region
    placed = {**region.placed, "F001": Placement(at=None, face="down")}
    state = with_board(state, region=region.model_copy(update={"placed": placed}))
    offered = [c for c in legal_commands(state, seat("s0"), base()) if c.type == "read_plot_card"]
    assert "F001" in [c.card for c in offered]
    _, events = act(state, {"type": "read_plot_card", "card": "F001"}, seat("s0"))
    assert "card_read" in [e.type for e in events]
