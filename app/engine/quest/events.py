"""Quest events (past tense): the quest's lifecycle, rounds, turns, cards, decisions, moves.

Events that carry hidden facts (deck orders, another seat's hand) redact themselves
in ``for_viewer`` (DESIGN principle 5).
"""

from __future__ import annotations

from typing import Literal

from app.engine.model import EventBase, Viewer
from app.engine.quest.board import Space
from app.engine.quest.decisions import Decision
from app.engine.quest.redaction import hidden_cards, redact_quest
from app.engine.quest.state import BasicActionName, Outcome, QuestState


class QuestStarted(EventBase):
    """A quest was set up (QUEST-01..10): the whole initial quest state, self-contained."""

    type: Literal["quest_started"] = "quest_started"
    quest: QuestState

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        return self.model_copy(update={"quest": redact_quest(self.quest, viewer)})


class HeroPlaced(EventBase):
    """QUEST-06: a hero stands on a deployment space."""

    type: Literal["hero_placed"] = "hero_placed"
    unit: str
    at: Space


class OpeningHandChosen(EventBase):
    """QUEST-11: the hero took its opening hand; the rest of the deck was shuffled."""

    type: Literal["opening_hand_chosen"] = "opening_hand_chosen"
    unit: str
    hand: tuple[str, ...]
    draw_pile: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        hand = self.hand if viewer.controls(self.unit) else hidden_cards(self.hand)
        return self.model_copy(update={"hand": hand, "draw_pile": hidden_cards(self.draw_pile)})


class RoundStarted(EventBase):
    """QUEST-12/13: the round marker moved to ``round``."""

    type: Literal["round_started"] = "round_started"
    round: int


class CardsDrawn(EventBase):
    """QUEST-15: a hero drew from its pile up to the hand limit."""

    type: Literal["cards_drawn"] = "cards_drawn"
    unit: str
    cards: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm" or viewer.controls(self.unit):
            return self
        return self.model_copy(update={"cards": hidden_cards(self.cards)})


class DeckReshuffled(EventBase):
    """QUEST-16: the used cards became the new draw pile, in this (hidden) order."""

    type: Literal["deck_reshuffled"] = "deck_reshuffled"
    unit: str
    draw_pile: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"draw_pile": hidden_cards(self.draw_pile)})


class TurnOrderSet(EventBase):
    """QUEST-17..20: the order of this round's turns (fixed until the round ends)."""

    type: Literal["turn_order_set"] = "turn_order_set"
    order: tuple[str, ...]


class TurnStarted(EventBase):
    """QUEST-22, ENEMY-04: a miniature's turn began."""

    type: Literal["turn_started"] = "turn_started"
    unit: str
    actions: int = 0


class TurnEnded(EventBase):
    """QUEST-22: the miniature's turn is over."""

    type: Literal["turn_ended"] = "turn_ended"
    unit: str


class DecisionOpened(EventBase):
    """Play waits for a choice (DESIGN principle 2)."""

    type: Literal["decision_opened"] = "decision_opened"
    decision: Decision

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm" or self.decision.kind != "opening_hand":
            return self
        if viewer.controls(self.decision.unit):
            return self
        hidden = self.decision.model_copy(
            update={"cards": hidden_cards(self.decision.cards), "default": ()}
        )
        return self.model_copy(update={"decision": hidden})


class DecisionResolved(EventBase):
    """A decision was answered (``by`` a seat) or settled by its default (``by_default``)."""

    type: Literal["decision_resolved"] = "decision_resolved"
    id: int
    by: str | None = None
    by_default: bool = False


class ReactionPassed(EventBase):
    """QUEST-37: a seat let a reaction window go by."""

    type: Literal["reaction_passed"] = "reaction_passed"
    id: int
    seat: str


class CardPlayed(EventBase):
    """QUEST-23: a hero plays a card's upper half as an action (``free``: QUEST-28)."""

    type: Literal["card_played"] = "card_played"
    unit: str
    card: str
    free: bool = False


class BasicActionTaken(EventBase):
    """QUEST-23/24: a hero discarded a card to take a basic action."""

    type: Literal["basic_action_taken"] = "basic_action_taken"
    unit: str
    action: BasicActionName
    discarded: str


class ActivityBegun(EventBase):
    """QUEST-25: the hero performs activity ``index`` of its action (earlier ones skipped)."""

    type: Literal["activity_begun"] = "activity_begun"
    unit: str
    index: int


class ActivitySkipped(EventBase):
    """QUEST-25: activity ``index`` of the action was skipped (asked, or impossible)."""

    type: Literal["activity_skipped"] = "activity_skipped"
    unit: str
    index: int


class ActionFinished(EventBase):
    """QUEST-27: the action is over; its card lies on the used pile."""

    type: Literal["action_finished"] = "action_finished"
    unit: str


class MoveBegun(EventBase):
    """MOVE-01: a miniature starts a Move along ``path`` (``forced``: a push, MOVE-21)."""

    type: Literal["move_begun"] = "move_begun"
    unit: str
    path: tuple[Space, ...]
    leap: bool = False
    flight: bool = False
    forced: bool = False


class PartingLeap(EventBase):
    """MOVE-11..17: the mover leaves an engagement; ``penalty_by`` makes a penalty attack."""

    type: Literal["parting_leap"] = "parting_leap"
    unit: str
    at: Space
    penalty_by: str | None = None
    reason: str = ""


class UnitMoved(EventBase):
    """The miniature took these steps of its Move (it now stands on the last one); when
    they were the last of its path, the Move is over."""

    type: Literal["unit_moved"] = "unit_moved"
    unit: str
    path: tuple[Space, ...]

    @property
    def to(self) -> Space:
        return self.path[-1]


class UnitExited(EventBase):
    """MOVE-06/07, ENEMY-27: the miniature left the board and is out until the quest ends."""

    type: Literal["unit_exited"] = "unit_exited"
    unit: str
    at: Space


class MoveEnded(EventBase):
    """The Move stopped before its path was walked: the mover was knocked down or removed
    on the way (a penalty attack, a trap)."""

    type: Literal["move_ended"] = "move_ended"
    unit: str
    at: Space | None
    reason: str = ""


class MoraleSpent(EventBase):
    """DEV-25..28: one morale spent (on a Move or an attack)."""

    type: Literal["morale_spent"] = "morale_spent"
    unit: str
    purpose: Literal["move", "attack"]


class RoundEnded(EventBase):
    """QUEST-14: every miniature has had its turn."""

    type: Literal["round_ended"] = "round_ended"
    round: int


class GoalReached(EventBase):
    """END-01: the quest goal is achieved; the round is still played to its end."""

    type: Literal["goal_reached"] = "goal_reached"
    goal: str


class HeroRecovered(EventBase):
    """END-05: an unconscious hero recovers 1 Health at the end of the quest."""

    type: Literal["hero_recovered"] = "hero_recovered"
    unit: str


class QuestEnded(EventBase):
    """END-01..03: the quest is over; ``finding_rolls`` are the D6 per finding (TERR-15)."""

    type: Literal["quest_ended"] = "quest_ended"
    quest: str
    outcome: Outcome
    round: int
    reason: str
    finding_rolls: dict[str, tuple[int, ...]] = {}
