"""decide(state, command, dice) -> events | Rejection: the rules' one entry for change.

``HUNTERS_COMMAND_ROUTES`` routes each command class to the layer that decides it: the table
setup (app/engine/table/seats/), the start of a quest (app/engine/hunters/quest_start.py), every
quest command (app/engine/hunters/quest/decide.py, on the quest state and the seats), every
campaign command (app/engine/hunters/campaign/decide.py, on the campaign's table and the seats),
and ``apply_default`` to whichever layer holds the decision (``DEFAULT_SETTLERS``). After
any command, a quest that ended is taken back by the story and a quest the story called
is handed to the quest layer (``_between_layers``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, get_args

from app.content.catalog import Catalog
from app.engine.hunters.campaign import commands as cc
from app.engine.hunters.campaign.decide import (
    decide_campaign,
    join_campaign,
    leave_campaign,
    set_up,
    settle_campaign_decision,
)
from app.engine.hunters.commands import Command
from app.engine.hunters.corrections.board.decide import CORRECTION_RULES, decide_correction
from app.engine.hunters.corrections.quest.commands import QuestCorrectionCommand
from app.engine.hunters.corrections.quest.decide import QUEST_CORRECTIONS
from app.engine.hunters.events import DiceAdvanced
from app.engine.hunters.evolve import evolve, evolve_corrected_quest
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.decide import decide_on_quest, decide_quest, settle_quest_decision
from app.engine.hunters.quest.events.lifecycle import QuestEnded
from app.engine.hunters.quest_start import decide_start_quest, hand_over, seating, take_back
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.attendance.decide import ATTENDANCE_RULES
from app.engine.hunters.table.rewind.decide import RewindBasis, decide_rewind
from app.engine.hunters.table.rewind.fresh import fresh_chance
from app.engine.hunters.table.saves.decide import checkpoint_after, decide_name, decide_restore
from app.engine.hunters.table.seats import rules as table
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject
from app.engine.table.rewind import commands as rc
from app.engine.table.saves import commands as sc
from app.engine.table.seats import commands as tc
from app.engine.table.seats.events import HeroChosen, HeroReleased

Decided = list[EventBase] | Rejection


@dataclass(frozen=True)
class Context:
    """What a command is decided with besides the state: who sends it, the dice, the pack."""

    actor: Actor
    dice: Dice
    content: Catalog
    basis: RewindBasis | None = None


CampaignHandler = Callable[[HuntersTable, Any, Context], Decided]


def decide(
    state: HuntersTable, command: Command, dice: Dice, *, actor: Actor, content: Catalog,
    basis: RewindBasis | None = None,
) -> Decided:  # fmt: skip
    """Check ``command`` against the rules and say what happens.

    Pure: reads the state, draws from ``dice`` and returns events (with every die result
    inside them) or a Rejection; never mutates anything. When dice were drawn, a final
    DiceAdvanced event records the new cursor so the fold restores it. ``basis`` is the
    point of the log an undo goes back to (app/engine/table/rewind/), read by the service.
    """
    reached = decide_reaching(state, command, dice, actor=actor, content=content, basis=basis)
    return reached if isinstance(reached, Rejection) else reached[0]


def decide_reaching(
    state: HuntersTable, command: Command, dice: Dice, *, actor: Actor, content: Catalog,
    basis: RewindBasis | None = None,
) -> tuple[list[EventBase], HuntersTable] | Rejection:  # fmt: skip
    """``decide``, with the table its events reach: each event is applied to the table
    once, as it is decided (the layer's events, what the layers hand each other, the
    checkpoint, the dice), so the caller need not fold them again."""
    start = dice.cursor
    handler = HUNTERS_COMMAND_ROUTES.handler_for(command)
    ctx = Context(actor, dice, content, basis)
    result = handler(state, command, ctx)
    if isinstance(result, Rejection):
        return result
    more, after = _between_layers(_folded(state, result), result, ctx)
    result = [*result, *more]
    marked = checkpoint_after(state, after, result)
    result, after = [*result, *marked], _folded(after, marked)
    if dice.cursor == start:
        return result, after
    advanced = DiceAdvanced(cursor=dice.cursor)
    return [*result, advanced], evolve(after, advanced)


def _folded(state: HuntersTable, events: list[EventBase]) -> HuntersTable:
    for event in events:
        state = evolve(state, event)
    return state


MAX_HAND_OVERS = 8
"""A command ends at most this many quests and calls as many (a replay loop is finite)."""


def _between_layers(
    state: HuntersTable, events: list[EventBase], ctx: Context
) -> tuple[list[EventBase], HuntersTable]:
    """Where the layers meet (app/engine/hunters/quest_start.py): a quest that ended goes
    back to the campaign's story (END-04), and a quest the story called is set up
    (CAMP-36). The events, and the table they leave (``state`` already holds ``events``)."""
    out: list[EventBase] = []
    ended = next((e for e in reversed(events) if isinstance(e, QuestEnded)), None)
    for _ in range(MAX_HAND_OVERS):
        more = take_back(state, ended, ctx.dice, ctx.content) if ended else []
        ended = None
        more = more or hand_over(state, ctx.dice, ctx.content)
        if not more:
            return out, state
        out += more
        state = _folded(state, more)
    return out, state


def _rewind(state: HuntersTable, command: Any, ctx: Context) -> Decided:
    """Undo by policy (app/engine/table/rewind/); a rewind with a fresh seed reshuffles the
    piles seen since its point and records where its new dice stand (issue 24)."""
    result = decide_rewind(state, ctx.actor, command, ctx.basis)
    if isinstance(result, Rejection):
        return result
    reshuffled, cursor = fresh_chance(state, result)
    return [*result, *reshuffled, *([DiceAdvanced(cursor=cursor)] if cursor else [])]


def _start_campaign(state: HuntersTable, _cmd: tc.StartCampaign, ctx: Context) -> Decided:
    """CAMP-03..10: the campaign starts and its table is laid out as the pack's chapter
    says; the first plot card (read at once) calls quest 1, which the hand-over opens."""
    started = table.decide_start_campaign(state, ctx.actor)
    if isinstance(started, Rejection):
        return started
    after = _folded(state, started)
    return [*started, *set_up(ctx.content, after.party, seating(after), ctx.dice)]


def _in_campaign(state: HuntersTable, command: Any, ctx: Context) -> Decided:
    """A campaign command, decided on the campaign's table between quests."""
    if state.campaign is not None and state.phase == "quest" and _is_locked(command):
        return reject(
            "quest_lock", "Nothing goes into or out of the wagon until the quest is over.",
            "EQUIP-41",
        )  # fmt: skip
    if state.campaign is None or state.phase != "between_quests":
        return reject("not_between_quests", "That can only be done between quests.", "CAMP-35")
    return decide_campaign(
        state.campaign, seating(state), command, ctx.dice, ctx.actor, ctx.content
    )


QUEST_LOCKED = (cc.TakeFromWagon, cc.StoreInWagon, cc.ArrangeEquipment)
"""EQUIP-41: what the quest lock forbids from the Tome of Quests' opening to the quest's end
(the in-quest Reorganize is the quest's own interact)."""


def _is_locked(command: object) -> bool:
    return isinstance(command, QUEST_LOCKED)


def _join_party(state: HuntersTable, command: cc.JoinParty, ctx: Context) -> Decided:
    """DEV-35: a seat without a hero (a new player) joins the running campaign; the
    table records the hero as its seat's, the campaign sets up its board."""
    seat = ctx.actor.seat
    if ctx.actor.role != "seat" or seat not in state.seats:
        return reject("not_seated", "Only a player of this campaign can join the party.")
    if state.seats[seat].heroes:
        return reject("seat_has_hero", "Your seat already plays a hero.", "DEV-02")
    if state.campaign is None or state.phase != "between_quests":
        return reject("not_between_quests", "A hero joins between quests.", "DEV-35")
    joined = join_campaign(state.campaign, seating(state), command.hero, ctx.dice, ctx.content)
    if isinstance(joined, Rejection):
        return joined
    return [HeroChosen(seat=seat, hero=command.hero), *joined]


def _leave_party(state: HuntersTable, command: cc.LeaveParty, ctx: Context) -> Decided:
    """DEV-34: the GM, or the hero's own player, takes a hero out of the party between
    quests; its seat lets it go and its goods are shared (app/engine/hunters/campaign/)."""
    owner = state.seat_of_hero(command.hero)
    mine = ctx.actor.role == "seat" and owner is not None and owner == ctx.actor.seat
    if ctx.actor.role != "gm" and not mine:
        return reject("not_your_hero", "Only the GM or its own player can take a hero out "
                      "of the party.", "DEV-34")  # fmt: skip
    if state.campaign is None or state.phase != "between_quests":
        return reject("not_between_quests", "A hero leaves the party between quests.", "DEV-34")
    by: Literal["gm", "player"] = "player" if mine else "gm"
    left = leave_campaign(state.campaign, seating(state), command.hero, by, ctx.dice, ctx.content)
    if isinstance(left, Rejection):
        return left
    released = [HeroReleased(seat=owner, hero=command.hero)] if owner is not None else []
    return [*left, *released]


def _settle_in_campaign(state: HuntersTable, decision: int, ctx: Context) -> Decided:
    if state.campaign is None or state.phase != "between_quests":
        return reject("no_decision", "That decision is not open.")
    return settle_campaign_decision(
        state.campaign, seating(state), decision, ctx.dice, ctx.actor, ctx.content
    )


def _in_quest(state: HuntersTable, command: Any, ctx: Context) -> Decided:
    """A quest command, decided on the quest and the seats alone."""
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    return decide_quest(state.quest, state.seat_of_hero, command, ctx.dice, ctx.actor)


def _correct_quest(state: HuntersTable, command: Any, ctx: Context) -> Decided:
    """The GM corrects the quest in progress (issue 15), on the quest and the seats alone,
    its recorder folding the corrections' events too (app/engine/hunters/corrections/quest/)."""
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    handler = QUEST_CORRECTIONS.handler_for(command)
    return decide_on_quest(state.quest, state.seat_of_hero, handler, command, ctx.dice,
                           ctx.actor, evolve_corrected_quest)  # fmt: skip


def _settle_in_quest(state: HuntersTable, decision: int, ctx: Context) -> Decided:
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    return settle_quest_decision(state.quest, state.seat_of_hero, decision, ctx.dice, ctx.actor)


DEFAULT_SETTLERS: dict[str, Callable[[HuntersTable, int, Context], Decided]] = {
    "quest": _settle_in_quest,
    "campaign": _settle_in_campaign,
}
"""The layers that hold pending decisions, and how each applies a default."""


def _apply_default(state: HuntersTable, command: ApplyDefault, ctx: Context) -> Decided:
    """DESIGN principle 3: a deadline passed (system) or the GM settles a decision."""
    settle = DEFAULT_SETTLERS.get(command.layer)
    if settle is None:
        return reject("no_decision", "That decision is not open.")
    return settle(state, command.decision, ctx)


def _table(rule: Callable[..., Decided], *, with_content: bool = False) -> CampaignHandler:
    def handle(state: HuntersTable, command: Any, ctx: Context) -> Decided:
        if with_content:
            return rule(state, ctx.actor, command, ctx.content)
        return rule(state, ctx.actor, command)

    return handle


HUNTERS_COMMAND_ROUTES = CommandRoutes[CampaignHandler](
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
        sc.NameCheckpoint: _table(decide_name),
        sc.RestoreCheckpoint: _table(decide_restore),
        cc.JoinParty: _join_party,
        cc.LeaveParty: _leave_party,
    }
)
for _kind in get_args(qc.QuestCommand):
    if _kind is not qc.StartQuest:
        HUNTERS_COMMAND_ROUTES.add(_kind, _in_quest)
for _kind in get_args(QuestCorrectionCommand):
    HUNTERS_COMMAND_ROUTES.add(_kind, _correct_quest)
for _kind in get_args(cc.CampaignCommand):
    HUNTERS_COMMAND_ROUTES.add(_kind, _in_campaign)
for _kind in CORRECTION_RULES:
    HUNTERS_COMMAND_ROUTES.add(
        _kind, lambda s, c, ctx: decide_correction(s, ctx.actor, c, ctx.content, ctx.dice)
    )
for _kind in get_args(rc.RewindCommand):
    HUNTERS_COMMAND_ROUTES.add(_kind, _rewind)


def _attending(state: HuntersTable, command: Any, ctx: Context) -> Decided:
    """Seats, absent players and the play mode (app/engine/table/attendance/)."""
    return ATTENDANCE_RULES[type(command)](state, ctx.actor, command)


for _kind in ATTENDANCE_RULES:
    HUNTERS_COMMAND_ROUTES.add(_kind, _attending)
