"""Applying the region's events: facts only, no rules (DESIGN principle 1)."""

from __future__ import annotations

from app.engine.hunters.campaign.events import region as ev
from app.engine.hunters.campaign.model.piles import PileName, Piles
from app.engine.hunters.campaign.model.region import Placement, Rewards
from app.engine.hunters.campaign.model.state import CampaignBoard, Front
from app.engine.kernel.copying import copy_with


def _with_pile(piles: Piles, pile: PileName, cards: tuple[str, ...]) -> Piles:
    return copy_with(piles, **{pile: cards})


def _without(board: CampaignBoard, card: str) -> CampaignBoard:
    """``card`` taken off any pile, the map and the cards in hand."""
    piles = board.piles
    pile = piles.holding(card)
    if pile is not None:
        piles = _with_pile(piles, pile, tuple(c for c in piles.cards(pile) if c != card))
    placed = {k: v for k, v in board.region.placed.items() if k != card}
    story = copy_with(board.story, in_hand=tuple(c for c in board.story.in_hand if c != card))
    return copy_with(board, piles=piles, region=copy_with(board.region, placed=placed), story=story)


def _with_fronts(board: CampaignBoard, fronts: dict[str, Front]) -> CampaignBoard:
    story = copy_with(board.story, fronts={**board.story.fronts, **fronts})
    return copy_with(board, story=story)


def party_moved(board: CampaignBoard, e: ev.PartyMoved) -> CampaignBoard:
    return copy_with(board, region=copy_with(board.region, marker=e.to, location=e.location))


def map_card_revealed(board: CampaignBoard, e: ev.MapCardRevealed) -> CampaignBoard:
    region = board.region
    board = _with_fronts(board, {e.card: e.front})
    return copy_with(board, region=copy_with(region, revealed=(*region.revealed, e.card)))


def card_drawn(board: CampaignBoard, e: ev.CardDrawn) -> CampaignBoard:
    taken = _with_fronts(_without(board, e.card), {e.card: e.front})
    return copy_with(taken, story=copy_with(taken.story, in_hand=(*taken.story.in_hand, e.card)))


def card_read(board: CampaignBoard, e: ev.CardRead) -> CampaignBoard:
    taken = _with_fronts(_without(board, e.card), {e.card: e.front})
    story = taken.story
    story = copy_with(
        story, in_hand=(*story.in_hand, e.card), cards_read=(*story.cards_read, e.card)
    )
    return copy_with(taken, story=story)


def pile_reshuffled(board: CampaignBoard, e: ev.PileReshuffled) -> CampaignBoard:
    piles = _with_pile(board.piles, e.pile, e.order)
    piles = copy_with(piles, used=tuple(c for c in piles.used if c not in e.order))
    return copy_with(board, piles=piles)


def card_returned(board: CampaignBoard, e: ev.CardReturned) -> CampaignBoard:
    taken = _without(board, e.card)
    cards = list(taken.piles.cards(e.pile))
    cards.insert(e.index, e.card)
    piles = _with_pile(taken.piles, e.pile, tuple(cards))
    if e.used:
        piles = copy_with(piles, used=(*piles.used, e.card))
    return copy_with(taken, piles=piles)


def card_placed(board: CampaignBoard, e: ev.CardPlaced) -> CampaignBoard:
    taken = _without(board, e.card)
    if e.front is not None:
        taken = _with_fronts(taken, {e.card: e.front})
    placed = {**taken.region.placed, e.card: Placement(at=e.at, face=e.face, token=e.token)}
    days = taken.days
    if e.token is not None and e.token_day is not None:
        days = copy_with(days, time_tokens={**days.time_tokens, e.token: e.token_day})
    return copy_with(taken, region=copy_with(taken.region, placed=placed), days=days)


def card_removed(board: CampaignBoard, e: ev.CardRemoved) -> CampaignBoard:
    return _without(board, e.card)


def locations_placed(board: CampaignBoard, e: ev.LocationsPlaced) -> CampaignBoard:
    taken = _with_fronts(board, e.fronts)
    for card in e.locations:
        taken = _without(taken, card)
    region = taken.region
    laid = (*region.locations, *(c for c in e.locations if c not in region.locations))
    return copy_with(taken, region=copy_with(region, locations=laid))


def locations_removed(board: CampaignBoard, e: ev.LocationsRemoved) -> CampaignBoard:
    region = board.region
    laid = tuple(c for c in region.locations if c not in e.locations)
    return copy_with(board, region=copy_with(region, locations=laid))


def rewards_placed(board: CampaignBoard, e: ev.RewardsPlaced) -> CampaignBoard:
    """The tokens left on the card come out of the supply (they are physical tokens)."""
    region = board.region
    old = region.rewards.get(e.at, Rewards())
    resources = dict(old.resources)
    for kind, count in e.resources.items():
        resources[kind] = resources.get(kind, 0) + count
    new = Rewards(gold_half=old.gold_half + e.gold_half, xp=old.xp + e.xp, resources=resources)
    supply = {k: v - e.resources.get(k, 0) for k, v in board.supply.resources.items()}
    return copy_with(
        board,
        region=copy_with(region, rewards={**region.rewards, e.at: new}),
        supply=copy_with(board.supply, resources=supply),
    )


def rewards_collected(board: CampaignBoard, e: ev.RewardsCollected) -> CampaignBoard:
    """The rewards leave the map card; the heroes' shares arrive in their own events (the
    resources go back to the supply first, to leave it again with each share)."""
    region = board.region
    left = region.rewards.get(e.at, Rewards())
    supply = dict(board.supply.resources)
    for kind, count in left.resources.items():
        supply[kind] = supply.get(kind, 0) + count
    rewards = {k: v for k, v in region.rewards.items() if k != e.at}
    return copy_with(
        board,
        region=copy_with(region, rewards=rewards),
        supply=copy_with(board.supply, resources=supply),
    )
