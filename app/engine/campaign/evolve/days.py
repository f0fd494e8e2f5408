"""Applying the days track's events: facts only."""

from __future__ import annotations

from app.engine.campaign.events import days as ev
from app.engine.campaign.model.state import CampaignBoard
from app.engine.kernel.copying import changed


def day_began(board: CampaignBoard, e: ev.DayBegan) -> CampaignBoard:
    return changed(board, days=changed(board.days, day=e.day))


def time_tokens_cleared(board: CampaignBoard, e: ev.TimeTokensCleared) -> CampaignBoard:
    tokens = {k: v for k, v in board.days.time_tokens.items() if k not in e.tokens}
    placed = {
        card: p.model_copy(update={"token": None}) if p.token in e.tokens else p
        for card, p in board.region.placed.items()
    }
    return changed(
        board,
        days=changed(board.days, time_tokens=tokens),
        region=changed(board.region, placed=placed),
    )


def deadline_missed(board: CampaignBoard, e: ev.DeadlineMissed) -> CampaignBoard:
    story = board.story
    return changed(board, story=changed(story, missed_deadlines=(*story.missed_deadlines, e.card)))


def campaign_ended(board: CampaignBoard, e: ev.CampaignEnded) -> CampaignBoard:
    story = changed(board.story, result=e.result, result_reason=e.reason)
    return changed(board, story=story)
