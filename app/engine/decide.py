"""decide(state, command, dice) -> events | Rejection: the rules' one entry for change.

``CAMPAIGN_COMMANDS`` routes each command class to the layer that decides it: the table
setup (app/engine/table/), the start of a quest (app/engine/quest_start.py), every
quest command (app/engine/quest/decide.py, on the quest state and the seats), and
``apply_default`` to whichever layer holds the decision (``DEFAULT_SETTLERS``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, get_args

from app.content.catalog import Catalog
from app.engine.commands import Command
from app.engine.events import DiceAdvanced
from app.engine.evolve import evolve
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject
from app.engine.quest import commands as qc
from app.engine.quest.decide import decide_quest, settle_quest_decision
from app.engine.quest_start import decide_start_quest, start_first_quest
from app.engine.state import CampaignState
from app.engine.table import commands as tc
from app.engine.table import rules as table

Decided = list[EventBase] | Rejection


@dataclass(frozen=True)
class Context:
    """What a command is decided with besides the state: who sends it, the dice, the pack."""

    actor: Actor
    dice: Dice
    content: Catalog


CampaignHandler = Callable[[CampaignState, Any, Context], Decided]


def decide(
    state: CampaignState, command: Command, dice: Dice, *, actor: Actor, content: Catalog
) -> Decided:
    """Check ``command`` against the rules and say what happens.

    Pure: reads the state, draws from ``dice`` and returns events (with every die result
    inside them) or a Rejection; never mutates anything. When dice were drawn, a final
    DiceAdvanced event records the new cursor so the fold restores it.
    """
    start = dice.cursor
    handler = CAMPAIGN_COMMANDS.handler_for(command)
    result = handler(state, command, Context(actor, dice, content))
    if isinstance(result, Rejection) or dice.cursor == start:
        return result
    return [*result, DiceAdvanced(cursor=dice.cursor)]


def _start_campaign(state: CampaignState, _cmd: tc.StartCampaign, ctx: Context) -> Decided:
    """The campaign starts, and with it quest 1 (the first plot card says so)."""
    started = table.decide_start_campaign(state, ctx.actor)
    if isinstance(started, Rejection):
        return started
    after = state
    for event in started:
        after = evolve(after, event)
    return [*started, *start_first_quest(after, ctx.dice, ctx.content)]


def _in_quest(state: CampaignState, command: Any, ctx: Context) -> Decided:
    """A quest command, decided on the quest and the seats alone."""
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    return decide_quest(state.quest, state.seat_of_hero, command, ctx.dice, ctx.actor)


def _settle_in_quest(state: CampaignState, decision: int, ctx: Context) -> Decided:
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    return settle_quest_decision(state.quest, state.seat_of_hero, decision, ctx.dice, ctx.actor)


DEFAULT_SETTLERS: dict[str, Callable[[CampaignState, int, Context], Decided]] = {
    "quest": _settle_in_quest,
}
"""The layers that hold pending decisions, and how each applies a default."""


def _apply_default(state: CampaignState, command: ApplyDefault, ctx: Context) -> Decided:
    """DESIGN principle 3: a deadline passed (system) or the GM settles a decision."""
    settle = DEFAULT_SETTLERS.get(command.layer)
    if settle is None:
        return reject("no_decision", "That decision is not open.")
    return settle(state, command.decision, ctx)


def _table(rule: Callable[..., Decided], *, with_content: bool = False) -> CampaignHandler:
    def handle(state: CampaignState, command: Any, ctx: Context) -> Decided:
        if with_content:
            return rule(state, ctx.actor, command, ctx.content)
        return rule(state, ctx.actor, command)

    return handle


CAMPAIGN_COMMANDS = CommandRoutes[CampaignHandler](
    {
        tc.OpenSeat: _table(table.decide_open_seat),
        tc.CloseSeat: _table(table.decide_close_seat),
        tc.ChooseHero: _table(table.decide_choose_hero, with_content=True),
        tc.ReleaseHero: _table(table.decide_release_hero),
        tc.AssignHero: _table(table.decide_assign_hero),
        tc.NameParty: _table(table.decide_name_party),
        tc.SetReady: _table(table.decide_set_ready),
        tc.StartCampaign: _start_campaign,
        qc.StartQuest: lambda s, c, ctx: decide_start_quest(s, c, ctx.dice, ctx.actor, ctx.content),
        ApplyDefault: _apply_default,
    }
)
for _kind in get_args(qc.QuestCommand):
    if _kind is not qc.StartQuest:
        CAMPAIGN_COMMANDS.add(_kind, _in_quest)
