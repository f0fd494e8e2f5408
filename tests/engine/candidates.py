"""Commands a player might send, built from the position's plain facts only (unit ids,
cards in hand, items carried, spaces of the board, open decisions) and never from the
engine's rules, so that the legality property can find a command decide accepts but
legal_commands does not list.

Moves are candidates along straight king-step paths to every space within
``REACH`` of the mover (and just off the board, MOVE-06); attacks name every target,
every weapon carried or none, armed or unarmed, each attack kind, paid by no card or by
the first or last card in hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Literal

from app.content.schema.common import AttackKind
from app.engine import Command
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.board.geometry import Space
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.kernel.commands import ApplyDefault

REACH = 5


def candidates(q: QuestState) -> Iterator[Command]:
    """Every candidate command at this position, for any sender."""
    yield qc.Resume()
    for decision in q.pending:
        yield ApplyDefault(decision=decision.id)
        yield from _answers(q, decision)
    if q.active is not None:
        yield from _turn(q, q.active)
    for unit in (u for u in (*q.heroes, *q.allies) if u != q.active):
        yield qc.EndTurn(unit=unit)  # out of turn: never accepted (QUEST-22)
        yield from (qc.PlayCard(unit=unit, card=c) for h, c in _hands(q) if h.id == unit)


def line(start: Space, end: Space) -> tuple[Space, ...]:
    """King steps from ``start`` to ``end``: diagonally while both coordinates differ."""
    path: list[Space] = []
    x, y = start
    while (x, y) != end:
        x += (end[0] > x) - (end[0] < x)
        y += (end[1] > y) - (end[1] < y)
        path.append((x, y))
    return tuple(path)


def _near(q: QuestState, start: Space | None) -> list[Space]:
    if start is None:
        return []
    width, height = q.board.size
    return [
        (x, y)
        for x in range(-1, width + 1)
        for y in range(-1, height + 1)
        if 0 < max(abs(x - start[0]), abs(y - start[1])) <= REACH
    ]


def _spaces(q: QuestState) -> list[Space]:
    width, height = q.board.size
    return [(x, y) for x in range(width) for y in range(height)]


def _hands(q: QuestState) -> Iterator[tuple[HeroUnit, str]]:
    for hero in q.heroes.values():
        for card in dict.fromkeys(hero.hand):
            yield hero, card


def _answers(q: QuestState, decision: d.Decision) -> Iterator[Command]:
    units = [*q.heroes, *q.allies]
    match decision:
        case d.PlaceHeroDecision():
            yield from (qc.PlaceHero(unit=decision.unit, at=s) for s in _spaces(q))
        case d.OpeningHandDecision():
            yield qc.ChooseOpeningHand(unit=decision.unit, cards=decision.default)
            yield qc.ChooseOpeningHand(unit=decision.unit, cards=decision.cards[: decision.size])
        case d.TurnOrderDecision():
            yield qc.SetTurnOrder(order=decision.default)
            yield qc.SetTurnOrder(order=tuple(reversed(decision.default)))
        case d.EnemyPathDecision():
            yield from (qc.ChooseEnemyPath(to=s) for s in _spaces(q))
        case d.PenaltyAttackerDecision():
            yield from (qc.ChoosePenaltyAttacker(enemy=e) for e in q.enemies)
        case d.HeroPenaltyDecision():
            yield qc.MakePenaltyAttack(unit=None)
            for unit in units:
                for weapon in _weapons(q, unit):
                    yield qc.MakePenaltyAttack(unit=unit, weapon=weapon)
                yield qc.MakePenaltyAttack(unit=unit, unarmed=True)
        case d.MoraleDecision():
            yield from (qc.SpendMorale(spend=b) for b in (True, False))
        case d.DefenseTokensDecision():
            yield from (qc.UseDefenseTokens(count=n) for n in range(3))
        case d.PushDecision():
            yield from (qc.ChoosePush(to=s) for s in _spaces(q))
        case d.ReactionWindow():
            yield qc.PassReaction()
            yield from _reactions(q)
        case d.ReactionChoiceDecision():
            yield from (qc.ChooseReaction(unit=h.id, card=c) for h, c in _hands(q))
        case d.FreeMoveDecision():
            yield from _free_moves(q, units)


def _reactions(q: QuestState) -> Iterator[Command]:
    targets: list[str | None] = [None, *q.heroes, *q.allies, *q.enemies]
    for (hero, card), target in product(_hands(q), targets):
        yield qc.PlayReaction(unit=hero.id, card=card, target=target)
    for hero, card in _hands(q):
        yield qc.PlayReaction(unit=hero.id, card=card, reroll=(0,))


def _free_moves(q: QuestState, units: list[str]) -> Iterator[Command]:
    for unit in units:
        yield qc.TakeFreeMove(unit=unit)
        start = q.miniature(unit).at
        for end in _near(q, start):
            assert start is not None
            yield qc.TakeFreeMove(unit=unit, path=line(start, end))


def _weapons(q: QuestState, unit: str) -> list[str | None]:
    hero = q.heroes.get(unit)
    return [None, *dict.fromkeys(hero.equipment)] if hero is not None else [None]


def _discards(q: QuestState, unit: str) -> list[str | None]:
    hero = q.heroes.get(unit)
    if hero is None or not hero.hand:
        return [None]
    return list(dict.fromkeys((None, hero.hand[0], hero.hand[-1])))


def _turn(q: QuestState, unit: str) -> Iterator[Command]:
    yield from (qc.PlayCard(unit=unit, card=c) for h, c in _hands(q) if h.id == unit)
    yield from (qc.AllyAction(unit=unit, action=n) for n in range(4))
    yield qc.SkipActivity(unit=unit)
    yield qc.FinishAction(unit=unit)
    yield qc.EndTurn(unit=unit)
    discards = _discards(q, unit)
    start = q.miniature(unit).at
    for end, discard in product(_near(q, start), discards):
        assert start is not None
        yield qc.MoveHero(unit=unit, path=line(start, end), discard=discard)
    yield from _attacks(q, unit, discards)
    yield from _helping(q, unit, discards)


def _attacks(q: QuestState, unit: str, discards: list[str | None]) -> Iterator[Command]:
    kinds: list[AttackKind | None] = [None, "melee", "ranged", "magic"]
    hero = q.heroes.get(unit)
    grenades = [*hero.equipment, *hero.backpack] if hero is not None else []
    for target in [*q.enemies, *q.heroes, *q.allies]:
        for weapon, unarmed, kind, discard in product(
            _weapons(q, unit), (False, True), kinds, discards
        ):
            yield qc.MakeAttack(
                unit=unit, target=target, weapon=weapon, unarmed=unarmed, kind=kind,
                discard=discard,
            )  # fmt: skip
        for grenade, kind, discard in product(dict.fromkeys(grenades), kinds, discards):
            yield qc.MakeAttack(
                unit=unit, target=target, grenade=grenade, kind=kind, discard=discard
            )
        yield qc.MakeAttack(unit=unit, target=target, offense_tokens=1, spend_morale=True)


def _helping(q: QuestState, unit: str, discards: list[str | None]) -> Iterator[Command]:
    party = [*q.heroes, *q.allies]
    hero = q.heroes.get(unit)
    items = list(dict.fromkeys([*hero.equipment, *hero.backpack])) if hero is not None else []
    yield from (qc.HealHero(unit=unit, target=t) for t in party)
    yield qc.CastSpell(unit=unit)
    yield from (qc.CastSpell(unit=unit, targets=(t,)) for t in [*party, *q.enemies])
    yield from (qc.TakeTokens(unit=unit, recipient=r) for r in [None, *party])
    yield from (qc.UseItem(unit=unit, item=i) for i in items)
    yield from (qc.Hide(unit=unit, discard=c) for c in discards)
    for discard in discards:
        yield from _interactions(q, unit, party, items, discard)


def _interactions(
    q: QuestState, unit: str, party: list[str], items: list[str], discard: str | None
) -> Iterator[Command]:
    """Each Interact with the one field its kind reads (QUEST-29)."""
    yield qc.Interact(unit=unit, what="collect", discard=discard)
    yield qc.Interact(unit=unit, what="reorganize", discard=discard)
    yield from (qc.Interact(unit=unit, what="revive", target=t, discard=discard) for t in party)
    item_uses: tuple[Literal["set_trap", "reload"], ...] = ("set_trap", "reload")
    for what, item in product(item_uses, items):
        yield qc.Interact(unit=unit, what=what, item=item, discard=discard)
    for spec in q.defs.interactions:
        yield qc.Interact(unit=unit, what="quest", interaction=spec.id, discard=discard)
