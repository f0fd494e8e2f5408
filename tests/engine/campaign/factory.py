"""Campaign positions for the campaign layer's tests: a campaign started on the base pack's
tutorial chapter, quest 1 concluded by the story, and helpers to act and to edit the table."""

from __future__ import annotations

from typing import Any

from app.engine import Actor, HuntersTable, Rejection, SeededDice, decide, evolve
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.commands import parse_command
from app.engine.hunters.quest.events.lifecycle import QuestEnded
from app.engine.hunters.quest.model.state import Outcome
from app.engine.hunters.quest_start import take_back
from app.engine.kernel.dice import Dice, ForcedDice
from app.engine.kernel.model import EventBase
from tests.engine.quest_factory import base, new_campaign, seat

GM = Actor(role="gm")
SYSTEM = Actor(role="system")
PARTY = ("landsknecht", "huntress")  # Perception 0 and 2; Knowledge 0 and 0


def folded(state: HuntersTable, events: list[EventBase]) -> HuntersTable:
    for event in events:
        state = evolve(state, event)
    return state


def end_quest(
    state: HuntersTable, outcome: Outcome = "victory", dice: Dice | None = None
) -> tuple[HuntersTable, list[EventBase]]:
    """The quest in progress ends (as the quest layer would say) and the story takes it back."""
    assert state.quest is not None
    ended = QuestEnded(quest=state.quest.quest, outcome=outcome, round=6, reason="test")
    after = evolve(state, ended)
    events = take_back(after, ended, dice or SeededDice(state.seed, state.dice_cursor), base())
    return folded(after, events), [ended, *events]


def after_quest_one(
    party: tuple[str, ...] = PARTY, test_die: int = 3
) -> tuple[HuntersTable, list[EventBase]]:
    """Quest 1 won; "The Beginning" rolled ``test_die`` (CAMP-38)."""
    state, log = new_campaign(party)
    state, events = end_quest(state, dice=ForcedDice(SeededDice(5), test=[test_die]))
    return state, [*log, *events]


def board_of(state: HuntersTable) -> CampaignBoard:
    assert state.campaign is not None
    return state.campaign


def with_board(state: HuntersTable, **update: Any) -> HuntersTable:
    """The same campaign with parts of its table replaced (a position for a test)."""
    return state.model_copy(update={"campaign": board_of(state).model_copy(update=update)})


def act(
    state: HuntersTable, command: dict[str, Any], actor: Actor | None = None,
    dice: Dice | None = None,
) -> tuple[HuntersTable, list[EventBase]]:  # fmt: skip
    result = decide(
        state, parse_command(command), dice or SeededDice(state.seed, state.dice_cursor),
        actor=actor or seat("s0"), content=base(),
    )  # fmt: skip
    assert not isinstance(result, Rejection), result
    return folded(state, result), result


def refused(state: HuntersTable, command: dict[str, Any], actor: Actor | None = None) -> Rejection:
    result = decide(
        state, parse_command(command), SeededDice(1), actor=actor or seat("s0"), content=base()
    )
    assert isinstance(result, Rejection), result
    return result


def no_travel_die(*, test: list[int] | None = None) -> ForcedDice:
    return ForcedDice(SeededDice(9), travel=[False] * 20, test=test)
