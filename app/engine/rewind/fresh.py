"""Fresh chance after a rewind (issue 24): going back must not show the table what comes
next. The GM's rewind and the table's vote carry a new seed the service drew
(``StateRewound.fresh_seed``), so every die after the point falls anew; and each road
and town pile whose cards were seen since the point (CAMP-14..16, SETL-07: drawn from
the bottom, put back on top) is reshuffled with it, as ``pile_reshuffled`` events. A
seat's own quiet undo rolled and revealed nothing (rules.py), so it keeps its dice."""

from __future__ import annotations

from app.engine.campaign.events.region import PileReshuffled
from app.engine.campaign.model.piles import PileName, Piles
from app.engine.kernel.dice import SeededDice, shuffled
from app.engine.kernel.model import EventBase
from app.engine.rewind.events import StateRewound
from app.engine.state import CampaignState

SHUFFLED_PILES: tuple[PileName, ...] = ("road_1", "road_2", "road_3", "town")
"""The piles the rules shuffle (CAMP-06, CAMP-16, SETL-07); plot, task and location
cards lie in numbered order, which nothing hidden decides."""


def seen_since(then: Piles, now: Piles | None) -> tuple[PileName, ...]:
    """The shuffled piles whose cards moved since ``then`` (one was drawn, turned or
    reshuffled): their order, as ``then`` holds it, is known to the table now."""
    if now is None:
        return tuple(p for p in SHUFFLED_PILES if then.cards(p))
    return tuple(
        pile
        for pile in SHUFFLED_PILES
        if then.cards(pile) != now.cards(pile) or _drawn(then, pile) != _drawn(now, pile)
    )


def _drawn(piles: Piles, pile: PileName) -> set[str]:
    return {card for card in piles.used if card in piles.cards(pile)}


def fresh_chance(now: CampaignState, events: list[EventBase]) -> tuple[list[EventBase], int]:
    """The reshuffles a rewind among ``events`` calls for, drawn from its fresh seed, and
    the dice position after them (0: no rewind with a fresh seed, or nothing seen)."""
    rewound = next((e for e in events if isinstance(e, StateRewound)), None)
    if rewound is None or rewound.fresh_seed is None or rewound.state is None:
        return [], 0
    then = rewound.state.campaign
    if then is None:
        return [], 0
    dice = SeededDice(rewound.fresh_seed)
    seen = seen_since(then.piles, now.campaign.piles if now.campaign else None)
    reshuffled: list[EventBase] = [
        PileReshuffled(pile=pile, order=shuffled(dice, then.piles.cards(pile))) for pile in seen
    ]
    return reshuffled, dice.cursor
