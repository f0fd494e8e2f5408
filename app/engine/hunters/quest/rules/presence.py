"""Who stands where, who is engaged, who may be targeted (MOVE-03/09, QUEST-41).

The heroes' side ("the party") is the heroes and their NPC allies: to an enemy both are
opponents, and the enemy rules that say "hero" apply to NPC allies too (QUEST-41).
"""

from __future__ import annotations

from app.engine.hunters.quest.board.geometry import Space
from app.engine.hunters.quest.model.state import QuestState

NOT_IN_ORDER = 10_000


def miniature_name(q: QuestState, unit: str) -> str:
    """What the players call a miniature: a hero's or an NPC ally's name, an enemy's kind
    and number ("Wolf 2"), as the table shows them."""
    if unit in q.enemies:
        kind = q.defs.enemies[q.enemies[unit].enemy].name
        number = unit.rpartition("-")[2]
        return f"{kind} {number}" if number.isdigit() else kind
    if unit in q.heroes:
        return q.heroes[unit].name
    return q.allies[unit].name if unit in q.allies else "That miniature"


def card_name(q: QuestState, card: str) -> str:
    """An action card's printed name (never its id)."""
    definition = q.defs.cards.get(card)
    return definition.name if definition is not None else "That card"


def item_name(q: QuestState, item: str) -> str:
    """An item's printed name (never its id)."""
    definition = q.defs.equipment.get(item)
    return definition.name if definition is not None else "That item"


def is_party(q: QuestState, unit: str) -> bool:
    """QUEST-41: a hero or an NPC ally (the enemies' opponents)."""
    return unit in q.heroes or unit in q.allies


def is_active(q: QuestState, unit: str) -> bool:
    """On the board and able to fight: a conscious hero, an ally or an enemy not removed."""
    if unit in q.heroes:
        return q.heroes[unit].is_active_miniature
    enemy = q.enemies.get(unit)
    if enemy is not None:
        return enemy.is_active_miniature
    ally = q.allies.get(unit)
    return ally is not None and ally.is_active_miniature


def party_at(q: QuestState, space: Space) -> list[str]:
    """Conscious heroes and NPC allies on ``space`` (HERO-STATE-06: the unconscious do not
    engage; QUEST-41, MOVE-13/17: allies engage and count like heroes)."""
    found = [h.id for h in q.heroes.values() if h.at == space and h.is_active_miniature]
    if q.allies:
        found += [a.id for a in q.allies.values() if a.at == space and a.is_active_miniature]
    return found


def enemies_at(q: QuestState, space: Space) -> list[str]:
    return [e.id for e in q.enemies.values() if e.at == space and e.is_active_miniature]


def opponents_at(q: QuestState, unit: str, space: Space) -> list[str]:
    """QUEST-41: enemies are the party's opponents, heroes and NPC allies an enemy's."""
    return enemies_at(q, space) if is_party(q, unit) else party_at(q, space)


def allies_at(q: QuestState, unit: str, space: Space) -> list[str]:
    same = party_at(q, space) if is_party(q, unit) else enemies_at(q, space)
    return [u for u in same if u != unit]


def is_stunned(q: QuestState, unit: str) -> bool:
    return q.miniature(unit).tokens.stun


def is_engaged(q: QuestState, unit: str) -> bool:
    """MOVE-09: sharing a space with an opponent; TRAIT-23: not when every opponent there
    is stunned."""
    at = q.unit_at(unit)
    if at is None or not is_active(q, unit):
        return False
    opponents = opponents_at(q, unit, at)
    return any(not is_stunned(q, o) for o in opponents)


def active_heroes(q: QuestState) -> list[str]:
    return [h.id for h in q.heroes.values() if h.is_active_miniature]


def active_allies(q: QuestState) -> list[str]:
    """QUEST-42: NPC allies still in the fight."""
    return [a.id for a in q.allies.values() if a.is_active_miniature]


def targetable_opponents(q: QuestState) -> list[str]:
    """ENEMY-14, HERO-STATE-06/08, QUEST-41: the heroes (conscious, not hidden) and NPC
    allies enemies may move toward or attack."""
    found = [h.id for h in q.heroes.values() if h.is_active_miniature and not h.hidden]
    if q.allies:
        found += active_allies(q)
    return found


def opponent_spaces(q: QuestState) -> dict[str, Space]:
    """ENEMY-07/11/16, QUEST-41: where each hero and NPC ally an enemy may target stands."""
    found = {
        h.id: h.at
        for h in q.heroes.values()
        if h.at is not None and h.is_active_miniature and not h.hidden
    }
    if q.allies:
        found.update(
            {a.id: a.at for a in q.allies.values() if a.at is not None and a.is_active_miniature}
        )
    return found


def active_enemies(q: QuestState) -> list[str]:
    return [e.id for e in q.enemies.values() if e.is_active_miniature]


def order_position(q: QuestState, unit: str) -> int:
    """Place in this round's turn order (ENEMY-11/15/16 tie-break); absent units last."""
    return q.order.index(unit) if unit in q.order else NOT_IN_ORDER
