"""The campaign's commands, one handler per command family: each checks with the rules
(the same guards legal_commands uses) and returns the events, or a Rejection."""

from __future__ import annotations

from collections import Counter
from typing import Any

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.campaign import commands as cc
from app.engine.primal.campaign import events as ev
from app.engine.primal.campaign.model import CampaignState, TradeOffer
from app.engine.primal.campaign.rules import crafting, decks
from app.engine.primal.campaign.rules.book import (
    book_of,
    phase_guard,
    quest_of,
    seat_of,
)
from app.engine.primal.campaign.rules.guards import party_guard, vote_problem
from app.engine.primal.campaign.steps import story_orders

Result = list[EventBase] | Rejection


def read_story(state: CampaignState, actor: Actor, _cmd: Any, catalog: PrimalCatalog) -> Result:
    """P-CAMP-03/04: the Story phase comes first; reading it carries out its orders."""
    problem = party_guard(state, actor) or phase_guard(state, "story", "P-CAMP-04")
    return problem or story_orders(book_of(catalog, state), state)


def chosen_quest(state: CampaignState, votes: dict[str, str]) -> str:
    """P-CAMP-05: the quest with the most votes; a tie goes to the tied quest unlocked
    first (the board's order), as docs/rules-decisions.md records."""
    count = Counter(votes.values())
    best = max(count.values())
    return next(q for q in state.available if count[q] == best)


def vote(state: CampaignState, actor: Actor, cmd: cc.VoteQuest, _c: PrimalCatalog) -> Result:
    problem = vote_problem(state, actor, cmd.quest)
    if problem:
        return problem
    assert actor.seat is not None
    found: list[EventBase] = [ev.QuestVoted(seat=actor.seat, quest=cmd.quest)]
    votes = {**state.votes, actor.seat: cmd.quest}
    if set(votes) >= set(state.seats.values()):
        found.append(ev.QuestChosen(quest=chosen_quest(state, votes)))
    return found


def craft(state: CampaignState, actor: Actor, cmd: cc.Craft, catalog: PrimalCatalog) -> Result:
    problem = phase_guard(state, "crafting", "P-CAMP-06") or seat_of(state, actor, cmd.hunter)
    found = problem or crafting.craft_check(
        state, catalog, cmd.hunter, cmd.equipment, cmd.substitutes
    )
    if isinstance(found, Rejection):
        return found
    spent, discarded = found
    return [ev.EquipmentCrafted(hunter=cmd.hunter, equipment=cmd.equipment, spent=spent,
                                discarded=discarded)]  # fmt: skip


def offer_trade(
    state: CampaignState, actor: Actor, cmd: cc.OfferTrade, _c: PrimalCatalog
) -> Result:
    """P-CAMP-23: a one-for-one trade within a category, offered to another hunter."""
    problem = phase_guard(state, "crafting", "P-CAMP-23") or seat_of(state, actor, cmd.hunter)
    if problem:
        return problem
    if cmd.partner not in state.hunters or cmd.partner == cmd.hunter:
        return reject("unknown_partner", "Trade with another hunter of the party.", "P-CAMP-23")
    problem = crafting.trade_problem(state.hunters[cmd.hunter], state.hunters[cmd.partner],
                                     cmd.gives, cmd.takes)  # fmt: skip
    if problem:
        return problem
    offer = TradeOffer(id=state.next_offer, offerer=cmd.hunter, partner=cmd.partner,
                          gives=cmd.gives, takes=cmd.takes)  # fmt: skip
    return [ev.TradeOffered(offer=offer)]


def answer_trade(
    state: CampaignState, actor: Actor, cmd: cc.AnswerTrade, _c: PrimalCatalog
) -> Result:
    """The partner's seat accepts or declines; the offerer's seat may withdraw."""
    offer = next((o for o in state.offers if o.id == cmd.offer), None)
    if offer is None or state.phase != "crafting":
        return reject("no_offer", "There is no such trade offer now.", "P-CAMP-23")
    deciding = offer.partner if cmd.accept else None
    allowed = [offer.partner] if deciding else [offer.partner, offer.offerer]
    if all(seat_of(state, actor, h) for h in allowed):
        return reject("not_your_trade", "That trade offer is not yours to answer.", "P-CAMP-23")
    if cmd.accept:
        problem = crafting.trade_problem(
            state.hunters[offer.offerer], state.hunters[offer.partner], offer.gives, offer.takes
        )
        if problem:
            return problem
    return [ev.TradeClosed(offer=offer.id, accepted=cmd.accept)]


def prepare(
    state: CampaignState, actor: Actor, cmd: cc.PreparePotion, catalog: PrimalCatalog
) -> Result:
    problem = phase_guard(state, "crafting", "P-CAMP-06") or seat_of(state, actor, cmd.hunter)
    recipe = crafting.recipe_of(book_of(catalog, state), state.herbalist_level, cmd.potion)
    problem = problem or crafting.potion_problem(recipe, state.hunters[cmd.hunter], cmd.plants)
    return problem or [ev.PotionPrepared(hunter=cmd.hunter, potion=cmd.potion, plants=cmd.plants)]


def unlock_step(
    state: CampaignState, actor: Actor, cmd: cc.UnlockStep, catalog: PrimalCatalog
) -> Result:
    problem = phase_guard(state, "crafting", "P-CAMP-31") or seat_of(state, actor, cmd.hunter)
    book = book_of(catalog, state)
    problem = problem or decks.step_problem(book, state.hunters[cmd.hunter], cmd.step)
    if problem:
        return problem
    step = decks.step_of(book, cmd.hunter, cmd.step)
    assert step is not None
    return [
        ev.StepUnlocked(hunter=cmd.hunter, step=cmd.step, cards=step.cards, mastery=step.mastery)
    ]


def weaknesses(state: CampaignState, catalog: PrimalCatalog) -> tuple[str, ...]:
    """The active quest's monster's weaknesses (P-CAMP-35)."""
    assert state.active_quest is not None
    monster = quest_of(book_of(catalog, state), state.active_quest).monster
    return tuple(catalog.monsters[monster].weaknesses)


def build_deck(
    state: CampaignState, actor: Actor, cmd: cc.BuildDeck, catalog: PrimalCatalog
) -> Result:
    problem = phase_guard(state, "crafting", "P-CAMP-33") or seat_of(state, actor, cmd.hunter)
    sheet = state.hunters.get(cmd.hunter)
    if problem or sheet is None:
        return problem or reject("unknown_hunter", "That hunter is not in this campaign.")
    found = decks.deck_problem(catalog, sheet, cmd.loadout, weaknesses(state, catalog))
    return found or [ev.DeckBuilt(hunter=cmd.hunter, loadout=cmd.loadout)]


def give_reward(
    state: CampaignState, actor: Actor, cmd: cc.GiveRewardCard, catalog: PrimalCatalog
) -> Result:
    """P-CAMP-17: each unlocked reward card goes to one hunter (the party decides)."""
    problem = party_guard(state, actor)
    if problem is None and cmd.card not in state.pending_reward_cards:
        problem = reject("no_reward_card", "That reward card is not waiting.", "P-CAMP-17")
    if problem is None and cmd.hunter not in state.hunters:
        problem = reject("unknown_hunter", "That hunter is not in this campaign.")
    if problem:
        return problem
    card = next(r for r in book_of(catalog, state).reward_cards if r.id == cmd.card)
    return [ev.RewardCardGiven(card=cmd.card, hunter=cmd.hunter, equipment=card.equipment)]


def write_notes(
    state: CampaignState, actor: Actor, cmd: cc.WriteNotes, _c: PrimalCatalog
) -> Result:
    problem = seat_of(state, actor, cmd.hunter)
    return problem or [ev.NotesWritten(hunter=cmd.hunter, notes=cmd.notes)]
