"""The fight's recorder: the kernel's Recorder over the fight state, with the shuffles.

Randomness is the order of shuffled decks (issue 28): ``shuffle`` draws from the seeded
dice, unless the dice are ``ForcedShuffles`` holding an order for that pile (scenario
files), and the order goes into the event that records it. The recorder also notes the
hunters whose hand an event emptied, for the Empty-hand reaction (P-REACT-35).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from app.engine.kernel.dice import Dice, shuffled
from app.engine.kernel.model import EventBase
from app.engine.kernel.recorder import Recorder
from app.engine.primal.evolve.registry import evolve_fight
from app.engine.primal.model.state import PrimalState


class ShufflesExhausted(Exception):
    """A forced shuffle queue ran out, or a forced order is not the pile's cards."""


class ForcedShuffles:
    """Dice whose shuffles of named piles (``deck:HUNTER``, ``behavior``, ``attrition``,
    ``side:DECK``, ``instinct``) come from queues of orders, each the pile's cards top
    first; other draws fall back to ``fallback``."""

    def __init__(self, fallback: Dice, orders: dict[str, list[list[str]]]) -> None:
        self.fallback = fallback
        self.orders = {pile: [list(o) for o in queue] for pile, queue in orders.items()}

    @property
    def cursor(self) -> int:
        return self.fallback.cursor

    def d6(self) -> int:
        return self.fallback.d6()

    def test_die(self) -> int:
        return self.fallback.test_die()

    def travel_die(self) -> bool:
        return self.fallback.travel_die()

    def below(self, n: int) -> int:
        return self.fallback.below(n)

    def forced(self, pile: str, items: Sequence[str]) -> tuple[str, ...] | None:
        queue = self.orders.get(pile)
        if queue is None:
            return None
        if not queue:
            raise ShufflesExhausted(f"the forced shuffles of {pile} ran out")
        order = queue.pop(0)
        if Counter(order) != Counter(items):
            raise ShufflesExhausted(
                f"the forced order of {pile} {order} is not its cards {sorted(items)}"
            )
        return tuple(order)

    def remaining(self) -> dict[str, int]:
        return {pile: len(queue) for pile, queue in self.orders.items() if queue}


HAND_EVENTS = frozenset(
    {
        "primal_card_played", "primal_stamina_paid", "primal_cards_discarded",
        "primal_cards_placed",
    }
)  # fmt: skip


class PrimalRecorder(Recorder[PrimalState]):
    """Fight events decided so far, the state they lead to, the dice, emptied hands."""

    def __init__(self, state: PrimalState, dice: Dice) -> None:
        super().__init__(state, dice, evolve_fight)
        self.emptied: list[str] = []

    def emit(self, *events: EventBase) -> None:
        for event in events:
            if event.type not in HAND_EVENTS:
                super().emit(event)
                continue
            hunter: str = event.hunter  # type: ignore[attr-defined]
            before = len(self.state.hunters[hunter].hand)
            super().emit(event)
            if before and not self.state.hunters[hunter].hand:
                self.emptied.append(hunter)

    def shuffle(self, pile: str, items: Sequence[str]) -> tuple[str, ...]:
        dice = self.dice
        if isinstance(dice, ForcedShuffles):
            order = dice.forced(pile, items)
            if order is not None:
                return order
        return shuffled(dice, sorted(items))
