"""Commands a client might send at a position of a fight, legal or not: the other half
of the legality property (decide accepts only what legal_commands lists)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from app.content.schema.primal.fights import PhysicalSector
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import CommandBase
from app.engine.primal import commands as pc
from app.engine.primal.model.context import SourceKind
from app.engine.primal.model.decisions import (
    CardsDecision,
    ChoiceDecision,
    MoveDecision,
    PaymentDecision,
    WindowDecision,
)
from app.engine.primal.model.state import PrimalState

SECTORS: tuple[PhysicalSector, ...] = ("south", "west", "north", "east")


def _subsets(cards: tuple[str, ...], most: int) -> Iterator[tuple[str, ...]]:
    for size in range(most + 1):
        yield from combinations(cards, size)


def _hunter_commands(s: PrimalState, hunter: str) -> Iterator[CommandBase]:
    h = s.hunters[hunter]
    hand = h.hand
    gear: tuple[tuple[SourceKind, str | None], ...] = (
        ("item", h.item),
        ("weapon", h.weapon),
        ("mastery", h.mastery),
    )
    yield pc.StayPut(hunter=hunter)
    yield pc.EndActionPhase(hunter=hunter)
    for pay in _subsets(hand, 2):
        for token in (False, True):
            for to in SECTORS:
                yield pc.MoveHunter(hunter=hunter, to=to, pay=pay, token=token)
            for card in hand:
                if card not in pay:
                    for x in (0, 1, 2):
                        yield pc.PlayCard(hunter=hunter, card=card, pay=pay, token=token, x=x)
            for target in s.order:
                yield pc.Revive(hunter=hunter, target=target, pay=pay, token=token)
            for kind, held in gear:
                if held:
                    yield pc.UseAbility(
                        hunter=hunter, source=kind, card=held, ability=0, pay=pay, token=token
                    )
    for card in hand:
        yield pc.Assist(hunter=hunter, card=card)
        yield pc.Taunt(hunter=hunter, card=card)
        yield pc.ShowResilience(hunter=hunter, card=card)
        for until in s.order:
            yield pc.HideInBrush(hunter=hunter, card=card, until=until)
        for extra in _subsets(tuple(c for c in hand if c != card), 2):
            yield pc.RetaliateWith(hunter=hunter, card=card, cards=(card, *extra))
    for potion in (*h.potions, *([h.item] if h.item else [])):
        yield pc.Consume(hunter=hunter, card=potion)


def _answers(s: PrimalState) -> Iterator[CommandBase]:
    for d in s.pending:
        yield ApplyDefault(decision=d.id, layer="primal")
        if isinstance(d, ChoiceDecision):
            yield from (pc.Choose(decision=d.id, option=i) for i in range(len(d.options) + 1))
        elif isinstance(d, CardsDecision):
            yield from (
                pc.PickCards(decision=d.id, cards=c)
                for c in _subsets(d.cards, min(3, len(d.cards)))
            )
        elif isinstance(d, PaymentDecision):
            yield pc.PayCost(decision=d.id, decline=True)
            for pay in _subsets(s.hunters[d.hunter].hand, 2):
                for token in (False, True):
                    yield pc.PayCost(decision=d.id, pay=pay, token=token)
        elif isinstance(d, MoveDecision):
            yield pc.MoveChoice(decision=d.id)
            for to in SECTORS:
                for pay in _subsets(s.hunters[d.hunter].hand, 1):
                    yield pc.MoveChoice(decision=d.id, to=to, pay=pay)
        elif isinstance(d, WindowDecision):
            yield from (pc.PassWindow(decision=d.id, hunter=h) for h in s.order)


def candidates(s: PrimalState) -> Iterator[CommandBase]:
    for hunter in s.order:
        yield from _hunter_commands(s, hunter)
    yield from _answers(s)
