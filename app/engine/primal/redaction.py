"""What a viewer may see of a fight (DESIGN principle 5; issue 28 "Hidden information").

- Each hand is private to its own seat (a first for the platform: The Hunters' hands are
  the party's): another seat sees only how many cards a hunter holds.
- Every deck's order is hidden from everyone but the GM; a hunter's owner sees what is
  left in their own deck, sorted (they could count it), others only its size.
- Face-down behavior cards show their backs (reaction icons and refresh value, P-SETUP-16)
  and never their faces; the behavior deck, the attrition deck and the side decks show
  their sizes only.
- A decision whose options are a hand's cards (discard, pay, reveal) or that would tell a
  hand's content (a window opened for the hunters holding a reaction) shows them to its
  own seat only.

Hidden cards become ``HIDDEN`` placeholders, so counts stay visible and nothing else does.
"""

from __future__ import annotations

from app.engine.kernel.model import Viewer
from app.engine.primal.model.decisions import (
    CardsDecision,
    Decision,
    WindowDecision,
)
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import Task, Window

HIDDEN = "?"


def hidden(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(HIDDEN for _ in cards)


def sees_hand(viewer: Viewer, hunter: str) -> bool:
    """Only the seat playing ``hunter`` (and the GM) sees its hand."""
    return viewer.role == "gm" or viewer.controls(hunter)


def sees_deck_order(viewer: Viewer) -> bool:
    return viewer.role == "gm"


def deck_for(viewer: Viewer, hunter: str, deck: tuple[str, ...]) -> tuple[str, ...]:
    """The owner knows what is left in their deck, never its order; others its size."""
    if viewer.role == "gm":
        return deck
    return tuple(sorted(deck)) if viewer.controls(hunter) else hidden(deck)


def redact_decision(decision: Decision, viewer: Viewer) -> Decision:
    """A choice among a hand's cards shows them to their seat only; a window shows each
    seat only itself among those it waits on (it opens only for hunters holding a
    usable card, so the list would tell what is in a hand)."""
    if viewer.role == "gm":
        return decision
    if isinstance(decision, CardsDecision) and not sees_hand(viewer, decision.hunter):
        return decision.model_copy(
            update={"cards": hidden(decision.cards), "default": hidden(decision.default)}
        )
    if isinstance(decision, WindowDecision):
        mine = tuple(h for h in decision.hunters if viewer.controls(h))
        return decision.model_copy(
            update={
                "hunters": mine,
                "passed": tuple(h for h in decision.passed if h in mine),
                "deciders": tuple(s for s in decision.deciders if s == viewer.seat),
            }
        )
    return decision


def redact_fight(state: PrimalState, viewer: Viewer) -> PrimalState:
    """The fight with every hidden fact replaced by placeholders (module docstring)."""
    if viewer.role == "gm":
        return state
    hunters = {
        key: h.model_copy(
            update={
                "hand": h.hand if sees_hand(viewer, key) else hidden(h.hand),
                "deck": deck_for(viewer, key, h.deck),
            }
        )
        for key, h in state.hunters.items()
    }
    slots = tuple(
        slot if slot.face_up or slot.card is None else slot.model_copy(update={"card": HIDDEN})
        for slot in state.behavior.slots
    )
    behavior = state.behavior.model_copy(
        update={"deck": hidden(state.behavior.deck), "slots": slots}
    )
    attrition = state.attrition.model_copy(update={"deck": hidden(state.attrition.deck)})
    decks = {k: d.model_copy(update={"deck": hidden(d.deck)}) for k, d in state.side_decks.items()}
    agenda = tuple(_redact_task(t, viewer) for t in state.agenda)
    pending = tuple(redact_decision(d, viewer) for d in state.pending)
    return state.model_copy(
        update={
            "hunters": hunters, "behavior": behavior, "attrition": attrition,
            "side_decks": decks, "agenda": agenda, "pending": pending,
        }
    )  # fmt: skip


def _redact_task(task: Task, viewer: Viewer) -> Task:
    """A waiting window names only the viewer's own hunters (like its decision)."""
    if isinstance(task, Window):
        mine = tuple(h for h in task.hunters if viewer.controls(h))
        return task.model_copy(update={"hunters": mine})
    return task
