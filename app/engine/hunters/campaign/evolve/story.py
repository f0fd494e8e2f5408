"""Applying the story's events: facts only."""

from __future__ import annotations

from app.engine.hunters.campaign.events import story as ev
from app.engine.hunters.campaign.model.decisions import InnStay, PartyVote
from app.engine.hunters.campaign.model.state import CampaignBoard, Story
from app.engine.kernel.copying import copy_with


def _story(board: CampaignBoard, **update: object) -> CampaignBoard:
    return copy_with(board, story=copy_with(board.story, **update))


def frame_pushed(board: CampaignBoard, e: ev.FramePushed) -> CampaignBoard:
    return _story(board, agenda=(e.frame, *board.story.agenda))


def instruction_taken(board: CampaignBoard, _e: ev.InstructionTaken) -> CampaignBoard:
    top, *rest = board.story.agenda
    return _story(board, agenda=(copy_with(top, instructions=top.instructions[1:]), *rest))


def frame_finished(board: CampaignBoard, _e: ev.FrameFinished) -> CampaignBoard:
    return _story(board, agenda=board.story.agenda[1:])


def entry_read(board: CampaignBoard, e: ev.EntryRead) -> CampaignBoard:
    s = board.story
    return _story(
        board, entries_read=(*s.entries_read, e.entry), fronts={**s.fronts, e.entry: e.front}
    )


def task_completed(board: CampaignBoard, e: ev.TaskCompleted) -> CampaignBoard:
    return _story(board, tasks_completed=(*board.story.tasks_completed, e.task))


def quest_called(board: CampaignBoard, e: ev.QuestCalled) -> CampaignBoard:
    return _story(board, called_quest=e.quest)


def quest_handed_over(board: CampaignBoard, _e: ev.QuestHandedOver) -> CampaignBoard:
    return _story(board, quest_open=True, last_blow=None)


def quest_concluded(board: CampaignBoard, _e: ev.QuestConcluded) -> CampaignBoard:
    return _story(board, called_quest=None, quest_open=False)


def decision_opened(board: CampaignBoard, e: ev.CampaignDecisionOpened) -> CampaignBoard:
    s: Story = board.story
    return _story(
        board,
        pending=(*s.pending, e.decision),
        next_decision_id=max(s.next_decision_id, e.decision.id + 1),
    )


def vote_cast(board: CampaignBoard, e: ev.VoteCast) -> CampaignBoard:
    pending = tuple(
        copy_with(d, votes={**d.votes, e.seat: e.choice})
        if d.id == e.decision and isinstance(d, PartyVote)
        else d
        for d in board.story.pending
    )
    return _story(board, pending=pending)


def inn_stay_joined(board: CampaignBoard, e: ev.InnStayJoined) -> CampaignBoard:
    """SETL-11: the seat's heroes join the stay's workers and resters."""
    pending = tuple(
        copy_with(d, work=(*d.work, *e.work), rest=(*d.rest, *e.rest),
                  answered=(*d.answered, e.seat))
        if d.id == e.decision and isinstance(d, InnStay)
        else d
        for d in board.story.pending
    )  # fmt: skip
    return _story(board, pending=pending)


def decision_closed(board: CampaignBoard, e: ev.CampaignDecisionClosed) -> CampaignBoard:
    return _story(board, pending=tuple(d for d in board.story.pending if d.id != e.decision))


def nothing(board: CampaignBoard, _e: object) -> CampaignBoard:
    """A fact for the log and the players (a die shown) that changes no state."""
    return board
