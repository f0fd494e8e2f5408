"""Drawing, discarding from the deck's top, emptied decks and reshuffles (P-TURN-51/52,
P-DMG-23, P-DMG-27, P-GLOSS-15, P-KO-06)."""

from __future__ import annotations

from app.engine.primal.events.hunters import HunterTokenSet
from app.engine.primal.events.piles import CardsDiscarded, CardsDrawn
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.model.tasks import Draw, EmptiedDeck, SufferDamage
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.steps.agenda import push


def step_draw(rec: PrimalRecorder, task: Draw) -> None:
    """Draw one pile's worth at a time; when the deck runs out, fatigue and a reshuffle
    come first and the drawing goes on (P-TURN-52). A KO'd or captured hunter draws
    nothing (P-KO-12, P-GLOSS-10)."""
    h = rec.state.hunters[task.hunter]
    if task.count <= 0 or not h.is_standing or h.captured:
        return
    if not h.deck:
        if h.discard:
            reshuffle(rec, task.hunter)
            push(rec, task)
        return
    cards = h.deck[: task.count]
    rec.emit(CardsDrawn(hunter=task.hunter, cards=cards))
    if not rec.state.hunters[task.hunter].deck:
        rest = task.count - len(cards)
        push(
            rec,
            EmptiedDeck(hunter=task.hunter),
            *([Draw(hunter=task.hunter, count=rest)] if rest else []),
        )


def take_from_deck(rec: PrimalRecorder, hunter: str, count: int, why: str) -> tuple[str, ...]:
    """The top ``count`` cards onto the discard pile (an emptied deck follows, P-DMG-23)."""
    deck = rec.state.hunters[hunter].deck
    cards = deck[:count]
    if cards:
        rec.emit(CardsDiscarded(hunter=hunter, cards=cards, source="deck", why=why))
        if not rec.state.hunters[hunter].deck:
            push(rec, EmptiedDeck(hunter=hunter))
    return cards


def step_emptied(rec: PrimalRecorder, task: EmptiedDeck) -> None:
    """P-DMG-23/27, P-GLOSS-15: fatigue damage WL; burning adds WL as its own source;
    then the discard pile is shuffled into a new deck."""
    h = rec.state.hunters[task.hunter]
    if task.step == "reshuffle":
        if not h.deck and h.discard and h.is_standing:
            reshuffle(rec, task.hunter)
        return
    damages = [SufferDamage(hunter=task.hunter, amount=h.weapon_level)]
    if h.burning:
        rec.emit(HunterTokenSet(hunter=task.hunter, token="burning", value=0))
        damages.append(SufferDamage(hunter=task.hunter, amount=h.weapon_level))
    push(rec, *damages, EmptiedDeck(hunter=task.hunter, step="reshuffle"))


def reshuffle(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-52: the discard pile shuffled to form a new deck."""
    discard = rec.state.hunters[hunter].discard
    order = rec.shuffle(f"deck:{hunter}", discard)
    rec.emit(PileShuffled(pile="deck", hunter=hunter, order=order, from_discard=True))


def merge_and_shuffle(rec: PrimalRecorder, hunter: str) -> None:
    """P-KO-06 AMBIGUITY: the discard pile shuffled into the deck (the two merged)."""
    h = rec.state.hunters[hunter]
    order = rec.shuffle(f"deck:{hunter}", h.deck + h.discard)
    rec.emit(PileShuffled(pile="deck", hunter=hunter, order=order, merged=True))
