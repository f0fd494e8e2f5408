"""Which cards' abilities are in play, and finding one by its source (P-TURN-30..47,
P-DMG-13..16, P-GLOSS-07)."""

from __future__ import annotations

from collections.abc import Iterator

from app.content.schema.primal.abilities import Ability
from app.engine.primal.model.context import Source, SourceKind
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.cards import is_blank
from app.engine.primal.rules.monster import active_perils, stance


def mastery_abilities(s: PrimalState, hunter: str) -> tuple[Ability, ...]:
    """P-TURN-44..46: the focus abilities while unfocused, then the mastery's own (which
    work only once it is focused); one list, so an index names either."""
    mastery = s.defs.masteries[s.hunters[hunter].mastery]
    return mastery.focus + mastery.abilities


def abilities_of(s: PrimalState, kind: SourceKind, card: str) -> tuple[Ability, ...]:
    """The abilities printed on a card (a behavior card's are not abilities here)."""
    d = s.defs
    if kind == "card":
        return d.card(card).abilities
    if kind == "weapon":
        return d.weapons[card].abilities
    if kind in ("armor", "helm"):
        return d.protections[card].abilities
    if kind in ("item", "potion"):
        return d.items[card].abilities
    if kind == "stance":
        return d.stance(int(card)).abilities
    if kind == "peril":
        return d.peril(card).abilities
    if kind == "objective":
        return d.objective(card).abilities
    if kind == "side_card":
        return d.side_card(card).abilities
    if kind == "retaliate":
        retaliate = d.card(card).retaliate
        return (retaliate.ability,) if retaliate else ()
    return ()


def ability_of(s: PrimalState, source: Source) -> Ability:
    if source.kind == "mastery":
        assert source.owner is not None
        return mastery_abilities(s, source.owner)[source.ability]
    return abilities_of(s, source.kind, source.id)[source.ability]


def _gear(s: PrimalState, hunter: str) -> Iterator[tuple[SourceKind, str]]:
    h = s.hunters[hunter]
    yield "weapon", h.weapon
    yield "armor", h.armor
    yield "helm", h.helm
    if h.item is not None:
        yield "item", h.item
    for potion in h.potions:
        yield "potion", potion


def hunter_sources(s: PrimalState, hunter: str) -> Iterator[tuple[Source, int | None]]:
    """Every ability on a hunter's cards in play (the sequence, gear, mastery), with the
    card's position in the sequence; blank cards have none (P-GLOSS-07)."""
    h = s.hunters[hunter]
    for position, placed in enumerate(h.sequence):
        if not placed.played or is_blank(s, h, placed.card, placed):
            continue
        for index, _ in enumerate(s.defs.card(placed.card).abilities):
            yield Source(kind="card", id=placed.card, owner=hunter, ability=index), position
    for kind, card in _gear(s, hunter):
        if card in h.exhausted:
            continue
        for index, _ in enumerate(abilities_of(s, kind, card)):
            yield Source(kind=kind, id=card, owner=hunter, ability=index), None
    mastery = s.defs.masteries[h.mastery]
    first = 0 if not h.focused else len(mastery.focus)
    last = len(mastery.focus) if not h.focused else len(mastery.focus) + len(mastery.abilities)
    for index in range(first, last):
        yield Source(kind="mastery", id=h.mastery, owner=hunter, ability=index), None


def monster_sources(s: PrimalState) -> Iterator[Source]:
    """The current stance, the perils in play that are not blank, the objectives, the
    Swarm cards in play and the active Rumble card."""
    for index, _ in enumerate(stance(s).abilities):
        yield Source(kind="stance", id=str(s.monster.stance), ability=index)
    for peril in active_perils(s):
        for index, _ in enumerate(peril.abilities):
            yield Source(kind="peril", id=peril.id, ability=index)
    for objective in s.monster.objectives:
        for index, _ in enumerate(s.defs.objective(objective).abilities):
            yield Source(kind="objective", id=objective, ability=index)
    for deck in s.side_decks.values():
        cards = [c.card for c in deck.in_play] + ([deck.active] if deck.active else [])
        for card in cards:
            for index, _ in enumerate(s.defs.side_card(card).abilities):
                yield Source(kind="side_card", id=card, ability=index)


def limit_key(source: Source, period: str) -> str:
    return f"{source.kind}:{source.id}:{source.ability}:{period}"


def is_spent(s: PrimalState, source: Source, ability: Ability) -> bool:
    """An ability under a ``limit`` already used this turn, round or fight."""
    if ability.limit is None:
        return False
    key = limit_key(source, ability.limit)
    if source.owner is not None:
        return key in s.hunters[source.owner].limits_used
    return key in s.monster.done
