"""decide() of a Primal campaign: its commands routed to their handlers. The Primal table
calls it (it knows the seats and runs the fight); this layer never sees the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.campaign import commands as cc
from app.engine.primal.campaign import events as ev
from app.engine.primal.campaign import handlers as hd
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.campaign.rules.book import aggression_level, book_of, quest_of
from app.engine.primal.campaign.rules.guards import hunt_problem
from app.engine.primal.model.state import PrimalState

Handler = Callable[[CampaignState, Actor, Any, PrimalCatalog], list[EventBase] | Rejection]

CAMPAIGN_RULES = CommandRoutes[Handler](
    {
        cc.ReadStory: hd.read_story,
        cc.VoteQuest: hd.vote,
        cc.Craft: hd.craft,
        cc.OfferTrade: hd.offer_trade,
        cc.AnswerTrade: hd.answer_trade,
        cc.PreparePotion: hd.prepare,
        cc.UnlockStep: hd.unlock_step,
        cc.BuildDeck: hd.build_deck,
        cc.GiveRewardCard: hd.give_reward,
        cc.WriteNotes: hd.write_notes,
        cc.BeginHunt: lambda s, a, _c, cat: hunt_problem(s, a, cat) or begin_hunt(s, cat),
    }
)
"""Every campaign command but ``primal_campaign_begin`` (the table's: it needs the seats)."""


def begin_problem(catalog: PrimalCatalog, cmd: cc.BeginCampaign) -> Rejection | None:
    """P-CAMP-41: the campaign (and the Hunter's Trial choice) starts with a book of the pack."""
    if cmd.book not in catalog.campaign:
        return reject("unknown_book", "This pack has no such campaign book.", "P-CAMP-12")
    return None


def begin_campaign(
    catalog: PrimalCatalog, cmd: cc.BeginCampaign, seats: dict[str, str]
) -> list[EventBase]:
    """P-END-07: the campaign begins with its Prologue, every chosen hunter in it."""
    book = catalog.campaign[cmd.book]
    begun = ev.CampaignBegun(
        book=cmd.book, text=book, trial=cmd.trial, expansions=book.expansions, seats=seats
    )
    return [begun, ev.HuntBegun(quest=None, fight=book.prologue, level=0)]


def begin_hunt(state: CampaignState, catalog: PrimalCatalog) -> list[EventBase]:
    """P-CAMP-07/08: the active quest's scenario at the chapter's aggression level."""
    book = book_of(catalog, state)
    if state.phase == "prologue":
        return [ev.HuntBegun(quest=None, fight=book.prologue, level=0)]
    assert state.active_quest is not None
    quest = quest_of(book, state.active_quest)
    return [ev.HuntBegun(quest=quest.id, fight=quest.fight, level=aggression_level(state.chapter))]


def hunt_loadouts(state: CampaignState) -> dict[str, Loadout | None]:
    """Each hunter's deck for the fight (None in the Prologue: the starter loadout)."""
    return {h: s.deck for h, s in state.hunters.items()}


def decide_campaign(
    state: CampaignState | None, command: Any, actor: Actor, catalog: PrimalCatalog
) -> list[EventBase] | Rejection:
    if state is None or state.phase == "ended":
        return reject("no_campaign", "There is no campaign under way at this table.")
    if state.phase == "hunt" or (
        state.phase == "prologue" and not isinstance(command, cc.BeginHunt)
    ):
        return reject("hunt_under_way", "That waits until the hunt is over.", "P-CAMP-03")
    return CAMPAIGN_RULES.handler_for(command)(state, actor, command, catalog)


def is_campaign_command(command: object) -> bool:
    return command.__class__ in CAMPAIGN_RULES or isinstance(command, cc.BeginCampaign)


def fight_is_over(state: CampaignState | None, fight: PrimalState) -> bool:
    """Whether a hunt of the campaign just ended (the table then asks ``hunt_over``)."""
    return state is not None and state.phase in ("prologue", "hunt") and fight.outcome is not None
