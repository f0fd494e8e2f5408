"""Days at the inn for a party of several players (SETL-11): one player proposes the
stay with its own heroes' work and rest; every other player with a hero in the party
answers for its own; the days pass once, for all of them."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.decisions import InnStay
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules.guards import controls_hero
from app.engine.hunters.campaign.rules.trade import services_guard
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def open_stay(board: CampaignBoard, decision: int) -> InnStay | None:
    found = next((d for d in board.story.pending if d.id == decision), None)
    return found if isinstance(found, InnStay) else None


def answer_guard(
    board: CampaignBoard, content: Catalog, seating: Seating, actor: Actor,
    decision: int, work: tuple[str, ...], rest: tuple[str, ...],
) -> Rejection | None:  # fmt: skip
    """SETL-11: each asked player answers once, for its own heroes only; the inn must
    offer what they choose and a resting hero pay for every day (SETL-12/13)."""
    stay = open_stay(board, decision)
    if stay is None:
        return reject("no_decision", "No stay at the inn waits on an answer.", "SETL-11")
    if actor.seat not in stay.deciders:
        return reject("not_a_decider", "The stay does not wait on you.", "SETL-11")
    if actor.seat in stay.answered:
        return reject("already_answered", "You have already answered the stay.", "SETL-11")
    for hero in (*work, *rest):
        problem = controls_hero(board, actor, seating, hero)
        if problem is not None:
            return problem
    return services_guard(board, content, stay.days, work, rest)
