"""Events of the story (CAMP-17, CAMP-34..36, DEV-18..26): instructions followed, tests
rolled, choices made, quests called and concluded."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.campaign.model.agenda import Frame
from app.engine.hunters.campaign.model.decisions import (
    CampaignDecision,
    InnStay,
    MoraleOffer,
    OptionVote,
    PrepareStep,
    ReadingStep,
)
from app.engine.hunters.campaign.model.state import Front
from app.engine.kernel.model import EventBase, Viewer


class FramePushed(EventBase):
    """A card, entry or outcome's instructions are to be followed next. What they say is
    not shown to players before it happens (a card's back, a test's branches)."""

    type: Literal["frame_pushed"] = "frame_pushed"
    frame: Frame

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"frame": self.frame.model_copy(update={"instructions": ()})})


class InstructionTaken(EventBase):
    """The first instruction of the top frame is being followed (it leaves the agenda)."""

    type: Literal["instruction_taken"] = "instruction_taken"


class FrameFinished(EventBase):
    """The top frame has no instruction left and leaves the agenda."""

    type: Literal["frame_finished"] = "frame_finished"


class EntryRead(EventBase):
    """CAMP-34: Tome of Tales entry ``entry`` was read."""

    type: Literal["entry_read"] = "entry_read"
    entry: str
    front: Front = Front()


class TaskCompleted(EventBase):
    """CAMP-30: task ``task`` was completed (its reward follows)."""

    type: Literal["task_completed"] = "task_completed"
    task: str


class QuestCalled(EventBase):
    """CAMP-36: the story says to play quest ``quest``; the quest layer takes over."""

    type: Literal["quest_called"] = "quest_called"
    quest: str


class QuestHandedOver(EventBase):
    """The called quest was set up by the quest layer and is being played."""

    type: Literal["quest_handed_over"] = "quest_handed_over"
    quest: str


class QuestConcluded(EventBase):
    """END-04: quest ``quest`` ended with ``outcome``; its victory or defeat section is
    followed next."""

    type: Literal["quest_concluded"] = "quest_concluded"
    quest: str
    outcome: Literal["victory", "defeat"]


def hidden_decision(decision: CampaignDecision) -> CampaignDecision:
    if isinstance(decision, OptionVote):
        return decision.model_copy(update={"outcomes": {}})
    if isinstance(decision, InnStay | ReadingStep | PrepareStep):
        return decision  # said at the table: what each commits, the quest the text names
    if isinstance(decision, MoraleOffer):
        return decision.model_copy(
            update={"test": decision.test.model_copy(update={"on_pass": (), "on_fail": ()})}
        )
    return decision.model_copy(
        update={"test": decision.test.model_copy(update={"on_pass": (), "on_fail": ()})}
    )


class CampaignDecisionOpened(EventBase):
    """A campaign decision waits on its deciders (DESIGN principle 2)."""

    type: Literal["campaign_decision_opened"] = "campaign_decision_opened"
    decision: CampaignDecision

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"decision": hidden_decision(self.decision)})


class VoteCast(EventBase):
    """A seat voted for ``choice`` in party decision ``decision``."""

    type: Literal["vote_cast"] = "vote_cast"
    decision: int
    seat: str
    choice: str


class InnStayJoined(EventBase):
    """SETL-11: ``seat`` answered the proposed stay ``decision``: its heroes in ``work``
    work and those in ``rest`` rest (none: they do neither)."""

    type: Literal["inn_stay_joined"] = "inn_stay_joined"
    decision: int
    seat: str
    work: tuple[str, ...] = ()
    rest: tuple[str, ...] = ()


class CampaignDecisionClosed(EventBase):
    """Decision ``decision`` was settled with ``answer`` (by the votes, DEV-21's decider
    or the default at a deadline)."""

    type: Literal["campaign_decision_closed"] = "campaign_decision_closed"
    decision: int
    answer: str
    by_default: bool = False


class TestRolled(EventBase):
    """DEV-18: the test die showed ``die`` for ``testers``; ``total`` adds the attribute;
    ``selection`` is how the card chose the testers (DEV-19/22: highest, chosen, each, group)."""

    type: Literal["test_rolled"] = "test_rolled"
    testers: tuple[str, ...]
    attribute: str
    difficulty: int
    die: int
    total: int
    selection: str = "highest"


class TestResolved(EventBase):
    """DEV-18/26: the test's final total (morale spent included) passed or failed."""

    type: Literal["test_resolved"] = "test_resolved"
    testers: tuple[str, ...]
    total: int
    passed: bool


class StoryDieRolled(EventBase):
    """A card's D6 roll picked a branch (tutorial S003)."""

    type: Literal["story_die_rolled"] = "story_die_rolled"
    face: int
