"""Settling the campaign's decisions (DESIGN principles 2/3, DEV-21/26, SETL-11): a party
vote by its votes and the DEV-21 tie-break, or by its default when the deadline passes;
a morale offer by the hero's answer; a stay at the inn once every player has answered
(at the deadline, with those who have). The story then goes on where it stopped."""

from __future__ import annotations

from collections import Counter

from app.engine.hunters.campaign.events.story import CampaignDecisionClosed, InnStayJoined, VoteCast
from app.engine.hunters.campaign.model.decisions import (
    CampaignDecision,
    InnStay,
    MoraleOffer,
    OptionVote,
    PartyVote,
    PrepareStep,
    ReadingStep,
    TesterVote,
)
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.steps.frames import push_frame
from app.engine.hunters.campaign.steps.prepare import open_the_tome, prepare_for_quest
from app.engine.hunters.campaign.steps.story import tell_story
from app.engine.hunters.campaign.steps.tests import answer_morale, roll_test
from app.engine.hunters.campaign.steps.trade import stay_at_inn

SPEND = "spend"
KEEP = "keep"
STAY = "stay"


def tally(vote: PartyVote) -> str:
    """The option with the most votes; a tie goes to the DEV-21 decider's vote, else to
    the default if it is among the tied, else to the first tied option; no votes: the
    default."""
    if not vote.votes:
        return vote.default
    counts = Counter(vote.votes.values())
    most = max(counts.values())
    tied = [o.key for o in vote.options if counts.get(o.key, 0) == most]
    if len(tied) == 1:
        return tied[0]
    decided = vote.votes.get(vote.decider or "")
    if decided in tied:
        return decided
    return vote.default if vote.default in tied else tied[0]


def cast_vote(ledger: CampaignRecorder, vote: PartyVote, seat: str, choice: str) -> None:
    """A seat's vote; when every decider has voted the decision is settled."""
    ledger.emit(VoteCast(decision=vote.id, seat=seat, choice=choice))
    now = next(d for d in ledger.board.story.pending if d.id == vote.id)
    assert isinstance(now, PartyVote)
    if all(s in now.votes for s in now.deciders):
        settle(ledger, now, tally(now), by_default=False)


def answer_stay(
    ledger: CampaignRecorder, decision: int, seat: str, work: tuple[str, ...], rest: tuple[str, ...]
) -> None:
    """SETL-11: a player's heroes join the stay; the last answer lets the days pass."""
    ledger.emit(InnStayJoined(decision=decision, seat=seat, work=work, rest=rest))
    now = next(d for d in ledger.board.story.pending if d.id == decision)
    assert isinstance(now, InnStay)
    if all(s in now.answered for s in now.deciders):
        settle(ledger, now, STAY, by_default=False)


def settle_by_default(ledger: CampaignRecorder, decision: CampaignDecision) -> None:
    """DESIGN principle 3: the deadline passed; the votes cast count, then the default
    (a stay at the inn: those who did not answer do neither)."""
    if isinstance(decision, PartyVote):
        settle(ledger, decision, tally(decision), by_default=True)
    elif isinstance(decision, InnStay):
        settle(ledger, decision, STAY, by_default=True)
    else:
        settle(ledger, decision, SPEND if decision.default else KEEP, by_default=True)


def settle(
    ledger: CampaignRecorder, decision: CampaignDecision, answer: str, *, by_default: bool
) -> None:
    """Close the decision, follow what the answer leads to, and tell the rest."""
    ledger.emit(CampaignDecisionClosed(decision=decision.id, answer=answer, by_default=by_default))
    if isinstance(decision, OptionVote):
        branch = decision.outcomes.get(answer, ())
        if branch:
            push_frame(ledger, decision.source, "entry", branch, testers=decision.testers)
    elif isinstance(decision, ReadingStep):  # CAMP-36: read, the party prepares
        prepare_for_quest(ledger, decision.source, decision.quest)
    elif isinstance(decision, PrepareStep):  # DEV-15, EQUIP-41: the Tome is opened
        open_the_tome(ledger, decision)
    elif isinstance(decision, TesterVote):
        roll_test(ledger, decision.source, decision.test, (answer,))
    elif isinstance(decision, MoraleOffer):
        answer_morale(ledger, decision, answer == SPEND)
    elif isinstance(decision, InnStay):
        stay_at_inn(ledger, decision.days, decision.work, decision.rest)
    tell_story(ledger)
