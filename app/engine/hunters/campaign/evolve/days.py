"""Applying the days track's events: facts only."""

from __future__ import annotations

from app.engine.hunters.campaign.events import days as ev
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.copying import copy_with


def day_began(board: CampaignBoard, e: ev.DayBegan) -> CampaignBoard:
    return copy_with(board, days=copy_with(board.days, day=e.day))


def time_tokens_cleared(board: CampaignBoard, e: ev.TimeTokensCleared) -> CampaignBoard:
    tokens = {k: v for k, v in board.days.time_tokens.items() if k not in e.tokens}
    placed = {
        card: p.model_copy(update={"token": None}) if p.token in e.tokens else p
        for card, p in board.region.placed.items()
    }
    return copy_with(
        board,
        days=copy_with(board.days, time_tokens=tokens),
        region=copy_with(board.region, placed=placed),
    )


def deadline_missed(board: CampaignBoard, e: ev.DeadlineMissed) -> CampaignBoard:
    story = board.story
    return copy_with(
        board, story=copy_with(story, missed_deadlines=(*story.missed_deadlines, e.card))
    )


def campaign_ended(board: CampaignBoard, e: ev.CampaignEnded) -> CampaignBoard:
    story = copy_with(board.story, result=e.result, result_reason=e.reason)
    return copy_with(board, story=story)
