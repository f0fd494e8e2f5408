"""What the GM may correct in a quest (issue 15): only the GM, only a miniature of the
quest, only values the state can hold (Health 0 to the maximum, morale 0 to the top of
the track, at most 2 Mighty markers, a space on the board)."""

from __future__ import annotations

from app.engine.hunters.corrections.quest.events import BOOLEAN_TOKENS
from app.engine.hunters.quest.board.geometry import Space, geometry
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import AllyUnit, EnemyUnit, HeroUnit
from app.engine.hunters.quest.rules.presence import miniature_name
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject

Miniature = HeroUnit | AllyUnit | EnemyUnit

MOST_MIGHTY = 2
"""TRAIT-19: at most 2 Mighty / destruction markers."""


def correction_guard(q: QuestState, actor: Actor) -> Rejection | None:
    """Only the GM corrects, and only a quest still being played."""
    if actor.role != "gm":
        return reject("gm_only", "Only the campaign's GM can correct the table.")
    if q.phase == "ended":
        return reject("quest_over", "This quest is over.", "END-01")
    return None


def correction_target(q: QuestState, actor: Actor, unit: str) -> Miniature | Rejection:
    """The miniature ``unit``, if ``actor`` is the GM."""
    problem = correction_guard(q, actor)
    if problem is not None:
        return problem
    found = q.heroes.get(unit) or q.enemies.get(unit) or q.allies.get(unit)
    if found is None:
        return reject("unknown_unit", "There is no such miniature in this quest.")
    return found


def health_problem(q: QuestState, unit: Miniature, health: int) -> Rejection | None:
    """ENEMY-20, HERO-STATE: Health from 0 to the maximum (an enemy's: its start)."""
    top = unit.start_health if isinstance(unit, EnemyUnit) else unit.max_health
    if health == 0 and isinstance(unit, EnemyUnit):
        return reject("too_low", "An enemy keeps at least 1 Health here; defeat it in play.")
    if health > top:
        return reject("too_high", f"{miniature_name(q, unit.id)}'s Health goes up to {top}.")
    return None


def morale_problem(unit: Miniature, morale: int) -> Rejection | None:
    if not isinstance(unit, HeroUnit):
        return reject("not_a_hero", "Only heroes have morale.", "DEV-23")
    if morale > unit.morale_top:
        return reject("too_high", f"{unit.name}'s morale goes up to {unit.morale_top}.", "DEV-23")
    return None


def tokens_problem(token: str, amount: int) -> Rejection | None:
    if token in BOOLEAN_TOKENS and amount > 1:
        return reject("bad_amount", "A status is on (1) or off (0).")
    if token == "mighty" and amount > MOST_MIGHTY:
        return reject("too_high", "At most 2 Mighty markers.", "TRAIT-19")
    return None


def place_problem(q: QuestState, at: Space) -> Rejection | None:
    if not geometry(q.board).is_on_board(at):
        return reject("off_board", "That space is not on the board.")
    return None
