"""Cards of the story on the table (CAMP-14..33, SETL-02, SETL-07): drawing road and town
cards from the bottom, returning them, placing plot and task cards, reading them."""

from __future__ import annotations

from app.content.schema.narrative import PlaceCard
from app.engine.hunters.campaign.events.region import (
    CardDrawn,
    CardPlaced,
    CardRead,
    CardRemoved,
    CardReturned,
    MapCardRevealed,
    PileReshuffled,
)
from app.engine.hunters.campaign.model.piles import PileName, road_pile
from app.engine.hunters.campaign.model.state import TIME_TOKENS
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.fronts import front_of
from app.engine.hunters.campaign.steps.days import miss_if_late
from app.engine.hunters.campaign.steps.frames import push_frame
from app.engine.kernel.dice import shuffled

TOP_RETURN_PILES = ("road_1", "road_2", "road_3", "town")  # CAMP-15: back on top


def reveal(ledger: CampaignRecorder, card: str) -> None:
    """CAMP-18: a face-down map card is turned face up."""
    if card in ledger.content.map_cards and not ledger.board.region.is_revealed(card):
        ledger.emit(MapCardRevealed(card=card, front=front_of(ledger.content, card)))


def draw_from_bottom(ledger: CampaignRecorder, pile: PileName) -> str | None:
    """CAMP-14, SETL-07: the bottom card of ``pile``, reshuffling it first when every card
    left in it was drawn since its last shuffle (CAMP-16)."""
    piles = ledger.board.piles
    if not piles.cards(pile):
        return None
    if piles.is_exhausted(pile):
        ledger.emit(PileReshuffled(pile=pile, order=shuffled(ledger.dice, piles.cards(pile))))
    card = ledger.board.piles.cards(pile)[-1]
    ledger.emit(CardDrawn(card=card, pile=pile, front=front_of(ledger.content, card)))
    return card


def road_pile_to_draw(ledger: CampaignRecorder, level: int) -> PileName:
    """CAMP-16: an exhausted pile gives way to the next higher level that is not; if none
    is left, the pile of ``level`` itself is reshuffled."""
    piles = ledger.board.piles
    for higher in range(level, 4):
        pile = road_pile(higher)
        if piles.cards(pile) and not piles.is_exhausted(pile):
            return pile
    return road_pile(level)


def draw_road_card(ledger: CampaignRecorder, level: int) -> None:
    """CAMP-12..17: draw a road card of ``level`` and put its instructions on the agenda."""
    card = draw_from_bottom(ledger, road_pile_to_draw(ledger, level))
    if card is not None:
        road = ledger.content.road_cards[card]
        push_frame(ledger, card, "road", road.instructions, card=card)


def draw_town_card(ledger: CampaignRecorder) -> None:
    """SETL-06/07: a town card from the bottom of the single town pile."""
    card = draw_from_bottom(ledger, "town")
    if card is not None:
        town = ledger.content.town_cards[card]
        push_frame(ledger, card, "town", town.instructions, card=card)


def return_card(ledger: CampaignRecorder, card: str) -> None:
    """CAMP-15: a road or town card goes on top of its pile; CAMP-26/31: a plot, task or
    location card back into its numbered pile in order."""
    pile = ledger.board.piles.home.get(card)
    if pile is None:
        ledger.emit(CardRemoved(card=card))
        return
    cards = ledger.board.piles.cards(pile)
    if pile in TOP_RETURN_PILES:
        ledger.emit(CardReturned(card=card, pile=pile, index=0, used=True))
        return
    index = sum(1 for c in cards if c < card)
    ledger.emit(CardReturned(card=card, pile=pile, index=index))


def free_time_token(ledger: CampaignRecorder) -> str | None:
    """CAMP-32: a lettered token not already on the board."""
    used = ledger.board.days.time_tokens
    return next((t for t in TIME_TOKENS if t not in used), None)


def place_card(ledger: CampaignRecorder, order: PlaceCard) -> None:
    """CAMP-20/29/32, SETL-02: the card lies where the instruction says; a delayed card
    gets a time token whose twin goes ``time_token_days`` ahead on the days track. When
    no token is free (CAMP-33's gap) the card is placed without one. Face up, its front
    is on the table for everyone to read (CAMP-20/29)."""
    token = free_time_token(ledger) if order.time_token_days else None
    day = ledger.board.days.day + order.time_token_days if token and order.time_token_days else None
    front = front_of(ledger.content, order.card) if order.face == "up" else None
    ledger.emit(
        CardPlaced(
            card=order.card, at=order.at, face=order.face, token=token, token_day=day,
            front=front,
        )
    )  # fmt: skip
    miss_if_late(ledger, order.card)
    if is_read_at_once(ledger, order.card):
        read_card(ledger, order.card)


def is_read_at_once(ledger: CampaignRecorder, card: str) -> bool:
    """CAMP-22: a face-down plot card with the red triangle, where the marker stands and
    under no time token, is read at once."""
    placement = ledger.board.region.placed.get(card)
    plot = ledger.content.plot_cards.get(card)
    if placement is None or plot is None or not plot.back.red_triangle:
        return False
    region = ledger.board.region
    here = region.location or region.marker
    return placement.face == "down" and placement.token is None and placement.at == here


def read_card(ledger: CampaignRecorder, card: str) -> None:
    """CAMP-21/22/29/31: turn a plot card over (or take up a task card) and follow it."""
    ledger.emit(CardRead(card=card, front=front_of(ledger.content, card)))
    if card in ledger.content.plot_cards:
        push_frame(ledger, card, "plot", ledger.content.plot_cards[card].instructions, card=card)
    else:
        task = ledger.content.task_cards[card]
        push_frame(ledger, card, "task", task.undertake, card=card)


def read_cards_here(ledger: CampaignRecorder) -> None:
    """CAMP-22 on arrival: every red-triangle card where the marker now stands, in number
    order (the first is read first)."""
    region = ledger.board.region
    for card in reversed(region.cards_at(region.location or region.marker)):
        if is_read_at_once(ledger, card):
            read_card(ledger, card)


def return_card_to_box(ledger: CampaignRecorder, card: str) -> None:
    """DiscardCard ``to: box``: the card leaves the game."""
    ledger.emit(CardRemoved(card=card))
