"""Hiding what a viewer may not see of the campaign (DESIGN principle 5): pile orders and
contents (only sizes show), the instructions still on the agenda (a card's back, a test's
branches), and the outcomes behind the options of an open decision."""

from __future__ import annotations

from app.engine.hunters.campaign.events.setup import hidden_piles
from app.engine.hunters.campaign.events.story import hidden_decision
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.model import Viewer


def redact_board(board: CampaignBoard, viewer: Viewer) -> CampaignBoard:
    if viewer.role == "gm":
        return board
    story = board.story
    agenda = tuple(f.model_copy(update={"instructions": ()}) for f in story.agenda)
    pending = tuple(hidden_decision(d) for d in story.pending)
    piles = hidden_piles(board.piles)
    return board.model_copy(
        update={
            "piles": piles,
            "story": story.model_copy(update={"agenda": agenda, "pending": pending}),
        }
    )
