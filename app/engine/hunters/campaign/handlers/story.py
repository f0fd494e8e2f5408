"""Handlers of the story: reading a plot card (CAMP-21), taking up a task (CAMP-31),
voting on a party decision (CAMP-23, DEV-21), spending morale on a test (DEV-26)."""

from __future__ import annotations

from app.engine.hunters.campaign import commands as c
from app.engine.hunters.campaign.model.decisions import MoraleOffer, PartyVote
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules import guards
from app.engine.hunters.campaign.steps import answers, cards
from app.engine.hunters.campaign.steps.story import tell_story
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection


def read_plot_card(
    ledger: CampaignRecorder, actor: Actor, command: c.ReadPlotCard
) -> Rejection | None:
    board, content = ledger.board, ledger.content
    problem = guards.free_to_act(board, actor, ledger.seating) or guards.read_card_guard(
        board, content, command.card
    )
    if problem is None:
        cards.read_card(ledger, command.card)
        tell_story(ledger)
    return problem


def undertake_task(
    ledger: CampaignRecorder, actor: Actor, command: c.UndertakeTask
) -> Rejection | None:
    board, content = ledger.board, ledger.content
    problem = guards.free_to_act(board, actor, ledger.seating) or guards.task_guard(
        board, content, command.task
    )
    if problem is None:
        cards.read_card(ledger, command.task)
        tell_story(ledger)
    return problem


def vote_on_choice(
    ledger: CampaignRecorder, actor: Actor, command: c.VoteOnChoice
) -> Rejection | None:
    board = ledger.board
    problem = guards.vote_guard(board, actor, command.decision, command.choice)
    if problem is not None:
        return problem
    vote = next(d for d in board.story.pending if d.id == command.decision)
    assert isinstance(vote, PartyVote)
    if actor.role == "gm":
        answers.settle(ledger, vote, command.choice, by_default=False)  # the GM decides
    else:
        assert actor.seat is not None
        answers.cast_vote(ledger, vote, actor.seat, command.choice)
    return None


def spend_morale(
    ledger: CampaignRecorder, actor: Actor, command: c.SpendMoraleOnTest
) -> Rejection | None:
    problem = guards.morale_guard(ledger.board, actor, command.decision)
    if problem is not None:
        return problem
    offer = next(d for d in ledger.board.story.pending if d.id == command.decision)
    assert isinstance(offer, MoraleOffer)
    answer = answers.SPEND if command.spend else answers.KEEP
    answers.settle(ledger, offer, answer, by_default=False)
    return None
