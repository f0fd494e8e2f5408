"""decide(state, command, dice) -> events | Rejection: the rules' one entry for change."""

from __future__ import annotations

from typing import assert_never

from app.content.catalog import Catalog
from app.engine.commands import Command
from app.engine.events import DiceAdvanced
from app.engine.evolve import evolve
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection
from app.engine.quest import commands as qc
from app.engine.quest.decide import decide_quest, start_first_quest
from app.engine.state import CampaignState
from app.engine.table import commands as tc
from app.engine.table import rules as table


def decide(
    state: CampaignState, command: Command, dice: Dice, *, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    """Check ``command`` against the rules and say what happens.

    Pure: reads the state, draws from ``dice`` and returns events (with every die result
    inside them) or a Rejection; never mutates anything. When dice were drawn, a final
    DiceAdvanced event records the new cursor so the fold restores it.
    """
    start = dice.cursor
    result = _dispatch(state, command, dice, actor, content)
    if isinstance(result, Rejection) or dice.cursor == start:
        return result
    return [*result, DiceAdvanced(cursor=dice.cursor)]


def _dispatch(
    state: CampaignState, command: Command, dice: Dice, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    match command:
        case tc.OpenSeat():
            return table.decide_open_seat(state, actor, command)
        case tc.CloseSeat():
            return table.decide_close_seat(state, actor, command)
        case tc.ChooseHero():
            return table.decide_choose_hero(state, actor, command, content)
        case tc.ReleaseHero():
            return table.decide_release_hero(state, actor, command)
        case tc.AssignHero():
            return table.decide_assign_hero(state, actor, command)
        case tc.NameParty():
            return table.decide_name_party(state, actor, command)
        case tc.SetReady():
            return table.decide_set_ready(state, actor, command)
        case tc.StartCampaign():
            return _start_campaign(state, dice, actor, content)
    if isinstance(command, qc.QuestCommand):
        return decide_quest(state, command, dice, actor=actor, content=content, evolve=evolve)
    assert_never(command)


def _start_campaign(
    state: CampaignState, dice: Dice, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    """The campaign starts, and with it quest 1 (the first plot card says so)."""
    started = table.decide_start_campaign(state, actor)
    if isinstance(started, Rejection):
        return started
    after = state
    for event in started:
        after = evolve(after, event)
    return [*started, *start_first_quest(after, dice, content=content, evolve=evolve)]
