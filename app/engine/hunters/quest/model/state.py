"""The state of one quest: map, miniatures, decks, round and turn, frames and decisions.

Self-contained (issue 4): at quest start the definitions it needs (action cards of the
heroes' decks, enemy cards and action cards, equipment, board, goal) are copied from
the Catalog into ``defs``, so evolve and views never need the Catalog.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.activities import Activity
from app.content.schema.allies import NpcAlly
from app.content.schema.cards import ActionCard, EnemyActionCard
from app.content.schema.enemies import Enemy
from app.content.schema.equipment import Equipment
from app.content.schema.maps import Board
from app.content.schema.quests import QuestGoal, QuestInteraction, Reinforcement
from app.engine.hunters.quest.board.geometry import Space
from app.engine.hunters.quest.model.decisions import Decision
from app.engine.hunters.quest.model.frames import Frame
from app.engine.hunters.quest.model.options import RulesOptions
from app.engine.hunters.quest.model.units import (
    AllyUnit,
    EnemyDeck,
    EnemyUnit,
    HeroUnit,
    PartyUnit,
    Trap,
)
from app.engine.kernel.model import Frozen

QuestPhase = Literal["setup", "playing", "ended"]
BasicActionName = Literal["move", "melee_attack", "ranged_attack", "interact", "hide"]
Outcome = Literal["victory", "defeat"]


class QuestDefinitions(Frozen):
    """The content a quest needs, copied from the pack at quest start."""

    cards: dict[str, ActionCard] = Field(default_factory=dict)
    enemies: dict[str, Enemy] = Field(default_factory=dict)
    enemy_cards: dict[str, EnemyActionCard] = Field(default_factory=dict)
    equipment: dict[str, Equipment] = Field(default_factory=dict)
    interactions: tuple[QuestInteraction, ...] = ()
    allies: dict[str, NpcAlly] = Field(default_factory=dict)


class HeroAction(Frozen):
    """The action a hero is performing (QUEST-23/25): a card's upper half or a basic action;
    for an NPC ally (QUEST-42), the number of its action in its definition (``ally_action``).

    ``next_index`` is the first activity not yet begun; earlier ones were done or
    skipped (activities are never reordered).
    """

    unit: str
    card: str | None = None
    basic: BasicActionName | None = None
    ally_action: int | None = None
    activities: tuple[Activity, ...]
    next_index: int = 0
    free: bool = False


class QuestState(Frozen):
    quest: str
    name: str
    number: int = 0
    goal: QuestGoal
    night: bool = False
    difficulty: Literal["normal", "professional", "master"] = "normal"
    options: RulesOptions = RulesOptions()
    board: Board
    deployment_zone: tuple[Space, ...] = ()
    defs: QuestDefinitions
    heroes: dict[str, HeroUnit]
    enemies: dict[str, EnemyUnit]
    allies: dict[str, AllyUnit] = Field(default_factory=dict)
    """QUEST-41/42: NPC allies fighting with the heroes."""
    traps: dict[str, Trap] = Field(default_factory=dict)
    findings: tuple[Space, ...] = ()
    enemy_decks: dict[str, EnemyDeck] = Field(default_factory=dict)
    phase: QuestPhase = "setup"
    round: int = 0
    order: tuple[str, ...] = ()
    turn_index: int = -1
    active: str | None = None
    actions_left: int = 0
    action: HeroAction | None = None
    stack: tuple[Frame, ...] = ()
    pending: tuple[Decision, ...] = ()
    next_decision_id: int = 1
    reaction_played: bool = False
    goal_met: bool = False
    outcome: Outcome | None = None
    interactions_done: tuple[str, ...] = ()
    next_trap_id: int = 1
    pending_pushes: tuple[tuple[str, str], ...] = ()
    """TRAIT-26: (pushed, pusher) pairs waiting for the end of the action in progress."""
    reinforcements: tuple[Reinforcement, ...] = ()
    """QUEST-21: enemies still to arrive at the start of a later round."""
    hero_elimination: bool = False
    """HERO-STATE-16, DEV-39: the Hero Elimination variant (a hero at 0 Health is killed)."""

    def unit_at(self, unit: str) -> Space | None:
        if unit in self.heroes:
            return self.heroes[unit].at
        if unit in self.enemies:
            return self.enemies[unit].at
        if unit in self.allies:
            return self.allies[unit].at
        return None

    def miniature(self, unit: str) -> HeroUnit | AllyUnit | EnemyUnit:
        """The hero, NPC ally or enemy with this id (KeyError for none)."""
        if unit in self.heroes:
            return self.heroes[unit]
        if unit in self.enemies:
            return self.enemies[unit]
        return self.allies[unit]

    def party(self) -> list[PartyUnit]:
        """QUEST-41: the heroes' side, heroes and NPC allies."""
        units: list[PartyUnit] = [*self.heroes.values(), *self.allies.values()]
        return units

    def party_unit(self, unit: str) -> PartyUnit | None:
        """QUEST-41: the hero or NPC ally with this id (None: an enemy or nobody)."""
        return self.heroes.get(unit) or self.allies.get(unit)

    @property
    def top(self) -> Frame | None:
        return self.stack[-1] if self.stack else None
