"""Which abilities a moment fires (P-TURN-18/30..38, P-TURN-32, P-REACT-18).

An ``Occurrence`` is a moment of play: a card played, a hunter becoming threatened, a
turn starting, the end of the round, an Unleash... ``fired`` lists every ability in play
that it triggers and whose conditions hold, each with the hunter it calls "you".
"""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.abilities import (
    Ability,
    OnAttrition,
    OnEvent,
    OnNext,
    OnPlay,
    OnRun,
    Whose,
)
from app.engine.kernel.model import Frozen
from app.engine.primal.model.context import Source
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import Fired
from app.engine.primal.rules.abilities import (
    ability_of,
    hunter_sources,
    is_spent,
    monster_sources,
)
from app.engine.primal.rules.cards import placed_matches
from app.engine.primal.rules.conditions import holds


class Occurrence(Frozen):
    """A moment of play: ``on`` a trigger name (``card_played`` for a card entering the
    sequence), the hunter it happened to, the card played, an attrition result."""

    on: str
    hunter: str | None = None
    card: str | None = None
    result: Literal["avoided", "suffered"] | None = None


def _whose(whose: Whose, owner: str | None, s: PrimalState, occ: Occurrence) -> bool:
    if owner is None or whose == "any":
        return True
    if whose == "own":
        return occ.hunter in (owner, None)
    if whose == "others":
        return occ.hunter is not None and occ.hunter != owner
    return occ.hunter is not None and occ.hunter == s.active


def _run_matches(s: PrimalState, hunter: str, cards: tuple[str, ...]) -> bool:
    """P-TURN-33/34: the last cards of the sequence, ending with the one just played,
    are these icons in this order (so runs overlap and a longer run fires again)."""
    sequence = s.hunters[hunter].sequence
    if len(sequence) < len(cards):
        return False
    tail = sequence[-len(cards) :]
    return all(placed_matches(s, p, m) for p, m in zip(tail, cards, strict=True))  # type: ignore[arg-type]


def _next_matches(s: PrimalState, hunter: str, position: int, cards: tuple[str, ...]) -> bool:
    """P-TURN-35: the cards right after ``position`` are these icons and the last of them
    is the one just played."""
    sequence = s.hunters[hunter].sequence
    if len(sequence) - 1 != position + len(cards):
        return False
    after = sequence[position + 1 :]
    return all(placed_matches(s, p, m) for p, m in zip(after, cards, strict=True))  # type: ignore[arg-type]


def _card_trigger(
    s: PrimalState, ability: Ability, source: Source, position: int | None, occ: Occurrence
) -> bool:
    trigger = ability.trigger
    player = occ.hunter
    if player is None:
        return False
    if isinstance(trigger, OnPlay):
        return source.kind == "card" and source.id == occ.card
    if isinstance(trigger, OnNext):
        mine = source.owner == player and position is not None
        return mine and _next_matches(s, player, position, trigger.cards)  # type: ignore[arg-type]
    if isinstance(trigger, OnRun):
        return _whose(trigger.whose, source.owner, s, occ) and _run_matches(
            s, player, trigger.cards
        )
    return False


def _moment_trigger(s: PrimalState, ability: Ability, source: Source, occ: Occurrence) -> bool:
    trigger = ability.trigger
    if isinstance(trigger, OnEvent):
        return trigger.when == occ.on and _whose(trigger.whose, source.owner, s, occ)
    if isinstance(trigger, OnAttrition):
        wanted = trigger.result in ("any", occ.result)
        return occ.on == "attrition" and wanted and _whose(trigger.whose, source.owner, s, occ)
    return False


def _you(source: Source, occ: Occurrence, s: PrimalState) -> str | None:
    """A hunter's card speaks of its owner; a monster's card of the hunter the moment
    happened to, else of the active hunter."""
    return source.owner if source.owner is not None else (occ.hunter or s.active)


def fired(s: PrimalState, occ: Occurrence) -> list[Fired]:
    """Every ability ``occ`` triggers whose conditions hold and that is not spent."""
    found: list[Fired] = []
    candidates: list[tuple[Source, int | None]] = [(m, None) for m in monster_sources(s)]
    for hunter in s.order:
        if s.hunters[hunter].is_standing:
            candidates += hunter_sources(s, hunter)
    for source, position in candidates:
        ability = ability_of(s, source)
        if occ.on == "card_played":
            hit = _card_trigger(s, ability, source, position, occ)
        else:
            hit = _moment_trigger(s, ability, source, occ)
        you = _you(source, occ, s)
        if hit and not is_spent(s, source, ability) and holds(s, ability.conditions, you, position):
            card = occ.card if occ.on == "card_played" else None
            found.append(Fired(source=source, hunter=you, card=card))
    return found


def by_tier(found: list[Fired]) -> list[list[Fired]]:
    """P-REACT-18: stance, then peril, then other cards (behavior cards resolve apart)."""
    tiers: dict[int, list[Fired]] = {}
    for item in found:
        tiers.setdefault(item.source.tier, []).append(item)
    return [tiers[t] for t in sorted(tiers)]
