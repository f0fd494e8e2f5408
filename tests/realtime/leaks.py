"""Hidden information must never reach a player (DESIGN principle 5).

``leaks(payload, heroes)`` walks any JSON payload a player receives — a view, an event,
a pending decision, a whole protocol message — and lists every place that shows
something hidden. The rules look at keys wherever they appear, so they keep applying
as the state and the events grow:

- the seed (``seed`` other than the redacted 0) and the dice position (``dice_cursor``,
  ``dice_advanced`` events), and any value listed in ``secrets`` (e.g. the real seed);
- deck order: a ``draw_pile`` is all ``"?"``, or sorted for the hero who owns it;
- another seat's hand: ``hand`` of a hero the viewer does not control is all ``"?"``;
  so are the ``cards`` of another hero's ``cards_drawn`` event or ``opening_hand``
  decision (whose ``default`` is then empty);
- face-down things: an object marked ``"face_down": true`` carries no face
  (``card``, ``face``, ``text``, ``entry``): new hidden state should follow this shape.

The owner of a pile or hand is the object's ``id`` (a hero unit) or ``unit``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

from app.engine.hunters.views import HIDDEN_STATE_KEYS

HIDDEN_CARD = "?"
HIDDEN_EVENT_TYPES = frozenset({"dice_advanced"})
FACE_KEYS = ("card", "face", "text", "entry")


def leaks(payload: Any, heroes: Collection[str], *, secrets: Collection[object] = ()) -> list[str]:
    """Every leak in ``payload`` for a player controlling ``heroes`` (empty: none)."""
    found: list[str] = []
    for path, node in _walk(payload, "$"):
        if isinstance(node, dict):
            found.extend(f"{path}: {problem}" for problem in _object_leaks(node, set(heroes)))
        elif isinstance(node, int | str) and not isinstance(node, bool) and node in secrets:
            found.append(f"{path}: a secret value ({node!r})")
    return found


def _walk(node: Any, path: str) -> Iterator[tuple[str, Any]]:
    yield path, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _walk(value, f"{path}.{key}")
    elif isinstance(node, list | tuple):
        for index, value in enumerate(node):
            yield from _walk(value, f"{path}[{index}]")


def _object_leaks(node: dict[str, Any], heroes: set[str]) -> Iterator[str]:
    for key in HIDDEN_STATE_KEYS:
        if key in node and not (key == "seed" and node[key] == 0):
            yield f"hidden state '{key}'"
    if node.get("type") in HIDDEN_EVENT_TYPES:
        yield f"hidden event '{node['type']}'"
    owner = node.get("id") if isinstance(node.get("id"), str) else node.get("unit")
    mine = owner in heroes
    yield from _pile_leaks(node, mine)
    if node.get("face_down") is True and any(node.get(k) is not None for k in FACE_KEYS):
        yield "the face of a face-down card"


def _pile_leaks(node: dict[str, Any], mine: bool) -> Iterator[str]:
    pile = node.get("draw_pile")
    if isinstance(pile, list) and not _all_hidden(pile) and not (mine and pile == sorted(pile)):
        yield "the order of a deck"
    hand = node.get("hand")
    if isinstance(hand, list) and not mine and not _all_hidden(hand):
        yield "another seat's hand"
    private_cards = node.get("kind") == "opening_hand" or node.get("type") == "cards_drawn"
    if private_cards and not mine:
        if not _all_hidden(node.get("cards") or []):
            yield "another seat's cards"
        if node.get("default"):
            yield "another seat's default opening hand"


def _all_hidden(cards: list[Any]) -> bool:
    return all(card == HIDDEN_CARD for card in cards)
