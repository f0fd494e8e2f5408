"""Who commands whom: a hero's player, an NPC ally's controller (QUEST-42) and the party's
decider for party-wide choices (DEV-21/22). Pure functions of the quest and the seats."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.kernel.deciders import Candidate, SeatOf, deciding_hero


class QuestTable(Protocol):
    """What a quest's rules read besides the quest: who sits behind each hero. The
    quest's recorder is one; legal_commands builds one from the campaign's seats."""

    @property
    def quest(self) -> QuestState: ...

    def seat_of(self, hero: str) -> str | None: ...


def party_deciding_hero(
    heroes: dict[str, HeroUnit], pool: Iterable[str] | None = None
) -> str | None:
    """DEV-21: the hero whose player decides among ``pool`` (default: the whole party),
    ranked in the party's order."""
    chosen = set(pool) if pool is not None else set(heroes)
    return deciding_hero(
        [
            Candidate(h.id, h.attributes.knowledge, h.attributes.strength)
            for h in heroes.values()
            if h.id in chosen
        ]
    )


def party_seat(
    q: QuestState, seat_of: SeatOf, heroes: Iterable[str] | None = None
) -> tuple[str, ...]:
    """DEV-21/22: a party-wide choice is made by the player whose hero has the highest
    Knowledge, then Strength. Heroes still standing on the board are preferred (their
    players are in the game). An NPC ally in ``heroes`` stands for its controller."""
    units = list(heroes) if heroes is not None else list(q.heroes)
    named = [h for u in units if (h := _as_hero(q, u)) is not None]
    if units and not named:
        named = list(q.heroes)
    standing = [h for h in named if q.heroes[h].is_active_miniature]
    seated = [h for h in (standing or named) if seat_of(h)]
    best = party_deciding_hero(q.heroes, seated)
    seat = seat_of(best) if best is not None else None
    return (seat,) if seat else ()


def unit_seats(q: QuestState, seat_of: SeatOf, unit: str) -> tuple[str, ...]:
    """The seat commanding ``unit``: a hero's player; an NPC ally's controller's player
    (QUEST-42), or the party's decider when that hero has no player now (DEV-21)."""
    ally = q.allies.get(unit)
    if ally is None:
        seat = seat_of(unit)
        return (seat,) if seat else ()
    seat = seat_of(ally.controller) if ally.controller else None
    return (seat,) if seat else party_seat(q, seat_of)


def _as_hero(q: QuestState, unit: str) -> str | None:
    """A hero stands for itself; an NPC ally for its controller (QUEST-42)."""
    if unit in q.heroes:
        return unit
    ally = q.allies.get(unit)
    return ally.controller if ally is not None and ally.controller in q.heroes else None
