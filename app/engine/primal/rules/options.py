"""The commands a hunter's own turn offers now, enumerated through the same guards
decide uses (legal.py lists them; flow.py ends an Action phase with nothing left)."""

from __future__ import annotations

from collections.abc import Iterator

from app.content.schema.primal.abilities import OnAction
from app.engine.kernel.model import Actor
from app.engine.primal.commands import (
    HideInBrush,
    MoveHunter,
    PlayCard,
    Revive,
    StayPut,
    UseAbility,
)
from app.engine.primal.model.board import SECTOR_NAMES
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.abilities import ability_of, hunter_sources
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.board import (
    fire_blocks,
    is_exposed,
    move_cost,
    move_targets,
    sequence_limit,
)
from app.engine.primal.rules.cards import card_def
from app.engine.primal.rules.guards import (
    REVIVE_COST,
    ability_guard,
    hide_guard,
    move_guard,
    play_guard,
    revive_guard,
)
from app.engine.primal.rules.stamina import card_cost, most_stamina, payments


def actor_for(s: PrimalState, hunter: str) -> Actor:
    return Actor(role="seat", seat=s.seats.get(hunter))


def movement_options(s: PrimalState, hunter: str) -> Iterator[MoveHunter | StayPut | HideInBrush]:
    actor = actor_for(s, hunter)
    yield StayPut(hunter=hunter)
    for to in move_targets(s, hunter):
        for cards, token in payments(s, hunter, move_cost(s, hunter)):
            if move_guard(s, actor, hunter, to, cards, token) is None:
                yield MoveHunter(hunter=hunter, to=SECTOR_NAMES[to], pay=cards, token=token)  # type: ignore[arg-type]
    for card in s.hunters[hunter].hand:
        for until in s.order:
            if hide_guard(s, actor, hunter, card, until) is None:
                yield HideInBrush(hunter=hunter, card=card, until=until)


def _playable(s: PrimalState, hunter: str, card: str) -> bool:
    definition = card_def(s, card)
    if definition.kind != "action" or fire_blocks(s, hunter):
        return False
    if len(s.hunters[hunter].sequence) >= sequence_limit(s, hunter):
        return False
    return definition.color != "attack" or is_exposed(s, hunter)


def play_options(s: PrimalState, hunter: str) -> Iterator[PlayCard]:
    """P-TURN-16: each playable card with each minimal payment (and each X, P-TURN-12)."""
    actor = actor_for(s, hunter)
    for card in dict.fromkeys(s.hunters[hunter].hand):
        if not _playable(s, hunter, card):
            continue
        is_x = card_def(s, card).cost == "X"
        top = most_stamina(s, hunter, exclude=(card,)) if is_x else 0
        for x in range(top + 1):
            for cards, token in payments(s, hunter, card_cost(s, card, x), exclude=(card,)):
                if play_guard(s, actor, hunter, card, cards, token, x) is None:
                    yield PlayCard(hunter=hunter, card=card, pay=cards, token=token, x=x)


def ability_options(s: PrimalState, hunter: str) -> Iterator[UseAbility]:
    """P-TURN-40: "Action:" abilities of the cards in play."""
    actor = actor_for(s, hunter)
    for source, _ in hunter_sources(s, hunter):
        trigger = ability_of(s, source).trigger
        if not isinstance(trigger, OnAction):
            continue
        cost = max(0, value(s, trigger.cost))
        for cards, token in payments(s, hunter, cost):
            if (
                ability_guard(
                    s, actor, hunter, source.kind, source.id, source.ability, cards, token
                )
                is None
            ):
                yield UseAbility(
                    hunter=hunter, source=source.kind, card=source.id, ability=source.ability,
                    pay=cards, token=token,
                )  # fmt: skip


def revive_options(s: PrimalState, hunter: str) -> Iterator[Revive]:
    actor = actor_for(s, hunter)
    for target in s.order:
        for cards, token in payments(s, hunter, REVIVE_COST):
            if revive_guard(s, actor, hunter, target, cards, token) is None:
                yield Revive(hunter=hunter, target=target, pay=cards, token=token)


def has_action(s: PrimalState, hunter: str) -> bool:
    """Anything left to do in the Action phase but ending it."""
    for options in (play_options, ability_options, revive_options):
        if next(iter(options(s, hunter)), None) is not None:
            return True
    return False
