"""Canaries in every hidden place of a fight (issue 28 "Hidden information"): a card id
planted in a hand, a deck, a face-down behavior slot, the behavior deck, the attrition
deck, a side deck and a choice among hand cards must never appear in another seat's view
or events; its owner (for a hand) and the GM do see it."""

from __future__ import annotations

import json

import pytest

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.events.agenda import DecisionOpened
from app.engine.primal.events.behavior import AttritionPeeked, SideDeckReshuffled, SlotFilled
from app.engine.primal.events.piles import CardsDrawn
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.model.decisions import CardsDecision
from app.engine.primal.model.monster import Slot
from app.engine.primal.model.state import PrimalState
from app.engine.primal.views import view_for
from tests.engine.primal.helpers import start
from tests.engine.primal.leaks import leaks

BLADE = Viewer(role="seat", seat="blade", heroes=("blade",))
HAMMER = Viewer(role="seat", seat="hammer", heroes=("hammer",))
GM = Viewer(role="gm")
SPECTATOR = Viewer(role="spectator")


def planted() -> PrimalState:
    _, s = start(fight="hive-marsh", level=1)
    hammer = s.hunters["hammer"].model_copy(
        update={"hand": ("canary-hand",), "deck": ("canary-deck", "canary-deck#2")}
    )
    slots = (Slot(card="canary-slot", icons=("attack",), refresh=1), *s.behavior.slots[1:])
    behavior = s.behavior.model_copy(update={"slots": slots, "deck": ("canary-behavior",)})
    attrition = s.attrition.model_copy(update={"deck": ("canary-attrition",)})
    rumble = s.side_decks["rumble"].model_copy(update={"deck": ("canary-rumble",)})
    choice = CardsDecision(
        id=9, deciders=("hammer",), purpose="discard", hunter="hammer",
        cards=("canary-choice",), least=1, most=1, default=("canary-choice",),
    )  # fmt: skip
    return s.model_copy(
        update={
            "hunters": {**s.hunters, "hammer": hammer}, "behavior": behavior,
            "attrition": attrition, "side_decks": {**s.side_decks, "rumble": rumble},
            "pending": (choice,),
        }
    )  # fmt: skip


def shown(viewer: Viewer, s: PrimalState) -> str:
    return json.dumps(view_for(s, viewer, with_defs=False))


@pytest.mark.parametrize("viewer", [BLADE, SPECTATOR])
def test_no_canary_reaches_another_seat(viewer: Viewer) -> None:
    text = shown(viewer, planted())
    assert "canary" not in text
    assert leaks(view_for(planted(), viewer, with_defs=False), viewer.heroes) == []


def test_the_owner_sees_their_hand_and_choice_not_their_decks_order() -> None:
    view = view_for(planted(), HAMMER, with_defs=False)
    assert view["hunters"]["hammer"]["hand"] == ["canary-hand"]
    assert view["hunters"]["hammer"]["deck"] == ["canary-deck", "canary-deck#2"]  # sorted
    assert view["pending"][0]["cards"] == ["canary-choice"]
    assert "canary-slot" not in json.dumps(view) and "canary-behavior" not in json.dumps(view)


def test_the_gm_sees_everything() -> None:
    text = shown(GM, planted())
    for canary in ("hand", "deck", "slot", "behavior", "attrition", "rumble", "choice"):
        assert f"canary-{canary}" in text


EVENTS: list[EventBase] = [
    CardsDrawn(hunter="hammer", cards=("canary-draw",)),
    PileShuffled(pile="deck", hunter="blade", order=("canary-own-order",)),
    PileShuffled(pile="behavior", order=("canary-behavior-order",)),
    SlotFilled(slot=0, card="canary-face", icons=("attack",), refresh=2),
    AttritionPeeked(hunter="hammer", card="canary-peek"),
    SideDeckReshuffled(deck="rumble", order=("canary-rumble-order",)),
    DecisionOpened(
        decision=CardsDecision(
            id=3,
            deciders=("hammer",),
            purpose="recycle",
            hunter="hammer",
            cards=("canary-recycle",),
            least=0,
            most=1,
            default=(),
        )
    ),
]


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.type)
def test_no_event_carries_a_canary_to_another_seat(event: EventBase) -> None:
    for viewer in (BLADE, SPECTATOR):
        visible = event.for_viewer(viewer)
        assert visible is None or "canary" not in visible.model_dump_json()
    shown = event.for_viewer(GM)
    assert shown is not None and "canary" in shown.model_dump_json()
