"""The guards of the party's own steps (shared by decide and legal_commands)."""

from __future__ import annotations

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.campaign.model import CampaignState
from app.engine.primal.campaign.rules.book import phase_guard


def party_guard(state: CampaignState, actor: Actor) -> Rejection | None:
    if actor.role == "gm" or (actor.role == "seat" and actor.seat in state.seats.values()):
        return None
    return reject("not_seated", "Only a player of this campaign can do that.")


def vote_problem(state: CampaignState, actor: Actor, quest: str) -> Rejection | None:
    """P-CAMP-05: each seat votes once for an available quest."""
    problem = phase_guard(state, "quest_board", "P-CAMP-05")
    if problem is None and actor.role != "seat":
        problem = reject("not_seated", "Each player votes from their seat.", "P-CAMP-05")
    if problem is None and quest not in state.available:
        problem = reject("quest_unavailable", "That quest is not on the board.", "P-CAMP-14")
    if problem is None and actor.seat in state.votes:
        problem = reject("already_voted", "You have voted already.", "P-CAMP-05")
    return problem or party_guard(state, actor)


def hunt_problem(state: CampaignState, actor: Actor, _catalog: PrimalCatalog) -> Rejection | None:
    """P-CAMP-06/07: the Hunt follows the Crafting phase once every hunter has a deck and
    every reward card has its owner; a lost Prologue is played again (P-END-07)."""
    problem = party_guard(state, actor)
    if problem or state.phase == "prologue":
        return problem
    if state.phase != "crafting":
        return reject("wrong_phase", "The hunt follows the Crafting phase.", "P-CAMP-03")
    if any(s.deck is None for s in state.hunters.values()):
        return reject("decks_missing", "Every hunter builds a deck first.", "P-CAMP-06")
    if state.pending_reward_cards:
        return reject("reward_cards_waiting", "Give every reward card first.", "P-CAMP-17")
    return None
