"""The state of one Primal fight.

Self-contained like the quest's: at the start the content it needs (the cards of every
hunter's deck, masteries, gear, the monster at its level, the attrition cards) is copied
into ``defs``, so evolve and the views never need the pack.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.primal.cards import ActionCard, Mastery
from app.content.schema.primal.gear import Item, Protection, Weapon
from app.content.schema.primal.monsters import (
    AttritionCard,
    BehaviorCard,
    LevelSetup,
    Monster,
    Objective,
    Peril,
    SideCard,
    StanceFace,
)
from app.engine.kernel.model import Frozen
from app.engine.primal.model.board import BoardState
from app.engine.primal.model.decisions import Decision
from app.engine.primal.model.hunters import HunterState, content_id
from app.engine.primal.model.monster import (
    AttritionState,
    BehaviorState,
    MonsterState,
    SideDeckState,
)
from app.engine.primal.model.options import PrimalOptions
from app.engine.primal.model.tasks import Task
from app.engine.primal.model.turn import TurnState

FightPhase = Literal["new", "playing", "ended"]
Outcome = Literal["victory", "defeat"]


class FightDefinitions(Frozen):
    """The content one fight needs, copied from the pack when it starts."""

    cards: dict[str, ActionCard] = Field(default_factory=dict)
    masteries: dict[str, Mastery] = Field(default_factory=dict)
    weapons: dict[str, Weapon] = Field(default_factory=dict)
    protections: dict[str, Protection] = Field(default_factory=dict)
    items: dict[str, Item] = Field(default_factory=dict)
    attrition: dict[str, AttritionCard] = Field(default_factory=dict)
    monster: Monster | None = None
    level: LevelSetup | None = None

    def card(self, instance: str) -> ActionCard:
        return self.cards[content_id(instance)]

    def behavior(self, card: str) -> BehaviorCard:
        assert self.monster is not None
        return next(b for b in self.monster.behaviors if b.id == card)

    def attrition_card(self, instance: str) -> AttritionCard:
        return self.attrition[content_id(instance)]

    def stance(self, index: int) -> StanceFace:
        assert self.level is not None
        return self.level.stances[index]

    def peril(self, peril: str) -> Peril:
        assert self.level is not None
        return next(p for p in self.level.perils if p.id == peril)

    def objective(self, objective: str) -> Objective:
        assert self.level is not None
        return next(o for o in self.level.objectives if o.id == objective)

    def side_card(self, card: str) -> SideCard:
        assert self.monster is not None
        return next(c for d in self.monster.side_decks for c in d.cards if c.id == content_id(card))


class PrimalState(Frozen):
    phase: FightPhase = "new"
    outcome: Outcome | None = None
    end_reason: str = ""
    pack: str = ""
    content_hash: str = ""
    fight: str = ""
    mode: str = "expedition"
    level: int = 0
    defs: FightDefinitions = FightDefinitions()
    options: PrimalOptions = PrimalOptions()
    player_count: int = 0
    """P-SETUP-20: the hunters that started the fight (KO'd ones still count)."""
    seats: dict[str, str] = Field(default_factory=dict)
    """Hunter -> the seat that plays it (a solo player holds two, P-SETUP-19)."""
    order: tuple[str, ...] = ()
    """The hunters clockwise around the table (P-ROUND-15)."""
    hunters: dict[str, HunterState] = Field(default_factory=dict)
    monster: MonsterState = MonsterState(id="", name="")
    behavior: BehaviorState = BehaviorState()
    attrition: AttritionState = AttritionState()
    side_decks: dict[str, SideDeckState] = Field(default_factory=dict)
    board: BoardState = BoardState()
    aggro: str | None = None
    first_player: str | None = None
    round: int = 0
    turns_done: tuple[str, ...] = ()
    consumed: tuple[str, ...] = ()
    """P-ROUND-03: hunters who used a Consume ability this round."""
    active: str | None = None
    """P-GLOSS-31: the hunter whose turn it is (None when there is none)."""
    turn: TurnState | None = None
    agenda: tuple[Task, ...] = ()
    pending: tuple[Decision, ...] = ()
    next_decision_id: int = 1

    @property
    def top(self) -> Task | None:
        return self.agenda[-1] if self.agenda else None

    def hunter(self, hunter: str) -> HunterState:
        return self.hunters[hunter]

    def standing(self) -> list[HunterState]:
        return [self.hunters[h] for h in self.order if self.hunters[h].is_standing]

    def decision(self, decision_id: int) -> Decision | None:
        return next((d for d in self.pending if d.id == decision_id), None)
