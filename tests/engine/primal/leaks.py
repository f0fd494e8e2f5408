"""Hidden information of a fight must never reach a player (issue 28, DESIGN principle 5).

``leaks(view, viewer_hunters)`` walks a seat's view of a fight (``view_for``'s JSON) and
lists every place that shows something hidden: another hunter's hand, any deck's order
(a hunter's own deck may be shown sorted), a face-down behavior card's face, the
behavior, attrition and side decks, another hunter's choice among hand cards, and a
window naming other hunters. ``event_leaks`` does the same for an event as a viewer
receives it.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

HIDDEN = "?"


def _all_hidden(cards: list[str]) -> bool:
    return all(card == HIDDEN for card in cards)


def _hunter_leaks(key: str, hunter: dict[str, Any], mine: bool) -> Iterator[str]:
    if not mine and not _all_hidden(hunter["hand"]):
        yield f"hunters.{key}.hand shows another hunter's cards"
    deck = hunter["deck"]
    if mine and deck != sorted(deck):
        yield f"hunters.{key}.deck shows the order of the deck"
    if not mine and not _all_hidden(deck):
        yield f"hunters.{key}.deck shows another hunter's deck"


def _shows_cards(decision: dict[str, Any]) -> bool:
    return not _all_hidden(decision["cards"]) or not _all_hidden(decision["default"])


def _decision_leaks(decision: dict[str, Any], heroes: Collection[str]) -> Iterator[str]:
    kind = decision["kind"]
    if kind == "cards" and decision["hunter"] not in heroes and _shows_cards(decision):
        yield f"decision {decision['id']} shows another hunter's hand"
    if kind == "window" and not set(decision["hunters"]) <= set(heroes):
        yield f"window {decision['id']} names the hunters who hold a reaction"


def leaks(view: dict[str, Any], heroes: Collection[str]) -> list[str]:
    found: list[str] = []
    for key, hunter in view["hunters"].items():
        found += _hunter_leaks(key, hunter, key in heroes)
    behavior = view["behavior"]
    if not _all_hidden(behavior["deck"]):
        found.append("behavior.deck shows its cards")
    for index, slot in enumerate(behavior["slots"]):
        if slot["card"] is not None and not slot["face_up"] and slot["card"] != HIDDEN:
            found.append(f"behavior.slots[{index}] shows a face-down card")
    if not _all_hidden(view["attrition"]["deck"]):
        found.append("attrition.deck shows its cards")
    for key, deck in view["side_decks"].items():
        if not _all_hidden(deck["deck"]):
            found.append(f"side_decks.{key}.deck shows its cards")
    for decision in view["pending"]:
        found += _decision_leaks(decision, heroes)
    for task in view["agenda"]:
        if task["kind"] == "window" and not set(task["hunters"]) <= set(heroes):
            found.append("a waiting window names the hunters who hold a reaction")
    return found


def event_leaks(event: dict[str, Any] | None, heroes: Collection[str]) -> list[str]:
    """An event as a seat receives it (None: not sent at all)."""
    if event is None:
        return []
    kind = event["type"]
    owner = event.get("hunter")
    problems = []
    if kind == "primal_cards_drawn" and owner not in heroes and not _all_hidden(event["cards"]):
        problems.append("another hunter's draw shows the cards")
    if kind in ("primal_pile_shuffled", "primal_side_deck_reshuffled") and not _all_hidden(
        event["order"]
    ):
        problems.append("a shuffle shows the order it produced")
    if kind == "primal_slot_filled" and event["card"] != HIDDEN:
        problems.append("a face-down behavior card's face is shown")
    if kind == "primal_attrition_peeked" and owner not in heroes and event["card"] != HIDDEN:
        problems.append("another hunter's look at the attrition deck is shown")
    if kind == "primal_decision_opened":
        problems += list(_decision_leaks(event["decision"], heroes))
    if kind == "primal_window_passed" and owner not in heroes:
        problems.append("another hunter's pass is shown")
    return problems
