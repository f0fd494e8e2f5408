"""An enemy's turn begins (ENEMY-05..08): the species' action card is revealed (or reused), the
row for the distance to the closest opponent is read and the first action that can be
performed is chosen."""

from __future__ import annotations

from app.engine.hunters.quest.board.geometry import distance
from app.engine.hunters.quest.events.enemies import (
    EnemyActionChosen,
    EnemyCardRevealed,
    EnemyDeckReshuffled,
    EnemyIdle,
)
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.enemy_moves import is_performable
from app.engine.hunters.quest.rules.presence import (
    opponent_spaces,
)
from app.engine.kernel.dice import shuffled


def begin_enemy_turn(tape: QuestRecorder, unit: str) -> None:
    """ENEMY-05..08: reveal (or reuse) the species' card, pick the row and the action."""
    q = tape.quest
    enemy = q.enemies[unit]
    card_id = _reveal(tape, q.defs.enemies[enemy.enemy].deck)
    spots = list(opponent_spaces(q).values())
    if card_id is None or not spots or enemy.at is None:
        tape.emit(EnemyIdle(unit=unit, reason="no card" if card_id is None else "no opponent"))
        return
    spaces = min(distance(enemy.at, s) for s in spots)
    card = tape.quest.defs.enemy_cards[card_id]
    row = next((i for i, r in enumerate(card.rows) if r.covers(spaces)), None)
    if row is None:
        tape.emit(EnemyIdle(unit=unit, reason=f"no row for distance {spaces}"))
        return
    for index, activities in enumerate(card.rows[row].actions):
        if is_performable(tape.quest, enemy, activities):
            tape.emit(
                EnemyActionChosen(unit=unit, card=card_id, distance=spaces, row=row, action=index)
            )
            return
    tape.emit(EnemyIdle(unit=unit, reason="no action can be performed"))


def _reveal(tape: QuestRecorder, deck_id: str) -> str | None:
    """ENEMY-05 default: the first of a species to act reveals the card, the rest reuse it;
    ENEMY-06 default: an empty pile is rebuilt from the used cards."""
    deck = tape.quest.enemy_decks.get(deck_id)
    if deck is None:
        return None
    if deck.current is not None:
        return deck.current
    if not deck.draw_pile:
        if not deck.used:
            return None
        tape.emit(EnemyDeckReshuffled(deck=deck_id, draw_pile=shuffled(tape.dice, deck.used)))
    card = tape.quest.enemy_decks[deck_id].draw_pile[0]
    tape.emit(EnemyCardRevealed(deck=deck_id, card=card))
    return card
