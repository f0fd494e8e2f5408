"""The narrative interpreter (CAMP-17..36): follows the agenda's instructions one by one
until the story is told, a decision waits on the party, or a quest is called.

Each instruction of app/content/schema/narrative.py has one step here; a card's prose is
for display and never read by the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from app.content.schema import narrative as n
from app.engine.hunters.campaign.events.days import CampaignEnded
from app.engine.hunters.campaign.events.region import LocationsPlaced, LocationsRemoved, PartyMoved
from app.engine.hunters.campaign.events.story import (
    EntryRead,
    FrameFinished,
    InstructionTaken,
    StoryDieRolled,
    TaskCompleted,
)
from app.engine.hunters.campaign.model.agenda import Frame
from app.engine.hunters.campaign.model.decisions import ChoiceOption, OptionVote, ReadingStep
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.fronts import front_of
from app.engine.hunters.campaign.steps import cards
from app.engine.hunters.campaign.steps.days import advance_days
from app.engine.hunters.campaign.steps.frames import (
    decider_seat,
    open_decision,
    party_seats,
    push_frame,
)
from app.engine.hunters.campaign.steps.prepare import prepare_for_quest
from app.engine.hunters.campaign.steps.rewards import (
    collect_findings,
    give,
    place_rewards,
    take,
    task_reward,
)
from app.engine.hunters.campaign.steps.tests import take_test

MAX_INSTRUCTIONS_PER_COMMAND = 2000
"""A content loop (an entry that leads back to itself without a choice) stops here."""


def tell_story(ledger: CampaignRecorder) -> None:
    """Follow the agenda until it is empty or waits (a decision, a quest, the end)."""
    for _ in range(MAX_INSTRUCTIONS_PER_COMMAND):
        board = ledger.board
        story = board.story
        if board.is_over or story.pending or story.called_quest or not story.agenda:
            return
        top = story.agenda[0]
        if not top.instructions:
            finish_frame(ledger, top)
            continue
        ledger.emit(InstructionTaken())
        follow(ledger, top, top.instructions[0])


def finish_frame(ledger: CampaignRecorder, frame: Frame) -> None:
    """The frame is done; its card goes back to its pile unless the story put it
    somewhere else (CAMP-15, CAMP-26, CAMP-31)."""
    ledger.emit(FrameFinished())
    if frame.card is not None and frame.card in ledger.board.story.in_hand:
        cards.return_card(ledger, frame.card)


def follow(ledger: CampaignRecorder, frame: Frame, instruction: Any) -> None:
    STEPS[instruction.do](ledger, frame, instruction)


def _choose(ledger: CampaignRecorder, frame: Frame, order: n.Choose) -> None:
    """CAMP-23, DEV-21: the party votes on the options; "!" marks a main-plot option, and
    the default (at a deadline, with no votes) is the first such option, else the first."""
    options = tuple(
        ChoiceOption(key=o.label, text=o.text, required=o.required) for o in order.options
    )
    default = next((o.label for o in order.options if o.required), order.options[0].label)
    open_decision(
        ledger, OptionVote, deciders=party_seats(ledger), source=frame.source, options=options,
        default=default, decider=decider_seat(ledger),
        outcomes={o.label: o.then for o in order.options},
    )  # fmt: skip


def _roll(ledger: CampaignRecorder, frame: Frame, order: n.Roll) -> None:
    face = ledger.dice.d6()
    ledger.emit(StoryDieRolled(face=face))
    branch = next(o.then for o in order.outcomes if face in o.faces)
    push_frame(ledger, frame.source, frame.kind, branch, testers=frame.testers)


def _read_entry(ledger: CampaignRecorder, _frame: Frame, order: n.ReadEntry) -> None:
    """CAMP-34: read the entry and follow it."""
    ledger.emit(EntryRead(entry=order.entry, front=front_of(ledger.content, order.entry)))
    push_frame(ledger, order.entry, "entry", ledger.content.tales[order.entry].instructions)


READ_ON = "read_on"
"""The one answer of a reading step (CAMP-36)."""


def _resolve_quest(ledger: CampaignRecorder, frame: Frame, order: n.ResolveQuest) -> None:
    """CAMP-36 (docs/rules-decisions.md): a card or entry that starts a quest is read by
    every seat first; the quest is called when the party reads on (settle, app/engine/
    campaign/steps/answers.py), or at the deadline; then the party prepares (DEV-15,
    app/engine/hunters/campaign/steps/prepare.py). A quest's own outcome that plays a quest again
    (an option the party has just chosen, no text to read) goes straight to preparing."""
    if frame.source in ledger.content.quests:
        prepare_for_quest(ledger, frame.source, order.quest)
        return
    open_decision(
        ledger, ReadingStep, deciders=party_seats(ledger), source=frame.source,
        options=(ChoiceOption(key=READ_ON, text="Read on"),), default=READ_ON,
        quest=order.quest,
    )  # fmt: skip


def _move_party(ledger: CampaignRecorder, _frame: Frame, order: n.MoveParty) -> None:
    """CAMP-10/40: the marker is placed on a map card (or a location of its settlement)."""
    content = ledger.content
    if order.to in content.locations:
        ledger.emit(
            PartyMoved(to=content.locations[order.to].settlement, location=order.to, by="story")
        )
    else:
        ledger.emit(PartyMoved(to=order.to, by="story"))
        cards.reveal(ledger, order.to)
    cards.read_cards_here(ledger)


def _discard(ledger: CampaignRecorder, frame: Frame, order: n.DiscardCard) -> None:
    card = order.card or frame.card
    if card is None:
        return
    if order.to == "box":
        cards.return_card_to_box(ledger, card)
    else:
        cards.return_card(ledger, card)


def _complete_task(ledger: CampaignRecorder, _frame: Frame, order: n.CompleteTask) -> None:
    """CAMP-30: the task's reward is granted now, and only now."""
    ledger.emit(TaskCompleted(task=order.task))
    task_reward(ledger, ledger.content.task_cards[order.task].reward)


def end_campaign(ledger: CampaignRecorder, result: Literal["victory", "defeat"]) -> None:
    """CAMP-02/25: the story ends the campaign; a victory after a missed main-plot
    deadline is none (the campaign was unwinnable), and the end says so."""
    if result == "victory" and not ledger.board.is_winnable:
        ledger.emit(CampaignEnded(result="defeat", reason="deadline_missed"))
        return
    ledger.emit(CampaignEnded(result=result, reason="story"))


STEPS: dict[str, Callable[[CampaignRecorder, Frame, Any], None]] = {
    "place_card": lambda led, _f, o: cards.place_card(led, o),
    "reveal_map_card": lambda led, _f, o: cards.reveal(led, o.card),
    "place_locations": lambda led, _f, o: led.emit(
        LocationsPlaced(
            locations=o.locations, fronts={c: front_of(led.content, c) for c in o.locations}
        )
    ),
    "remove_locations": lambda led, _f, o: led.emit(LocationsRemoved(locations=o.locations)),
    "discard_card": _discard,
    "move_party": _move_party,
    "draw_road_card": lambda led, _f, o: cards.draw_road_card(led, o.level),
    "read_entry": _read_entry,
    "resolve_quest": _resolve_quest,
    "choose": _choose,
    "test": take_test,
    "roll": _roll,
    "gain": give,
    "lose": take,
    "place_rewards": place_rewards,
    "complete_task": _complete_task,
    "roll_findings": collect_findings,
    "advance_days": lambda led, _f, o: advance_days(led, o.days),
    "end_campaign": lambda led, _f, o: end_campaign(led, o.result),
}
