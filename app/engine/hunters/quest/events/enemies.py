"""Quest events of the enemies' turns (ENEMY-04..29): action cards revealed and reshuffled,
actions chosen, activities begun and skipped, abilities."""

from __future__ import annotations

from typing import Literal

from app.engine.hunters.quest.redaction import hidden_cards
from app.engine.kernel.model import EventBase, Viewer


class EnemyCardRevealed(EventBase):
    """ENEMY-05: the species' action card for this round."""

    type: Literal["enemy_card_revealed"] = "enemy_card_revealed"
    deck: str
    card: str


class EnemyDeckReshuffled(EventBase):
    """ENEMY-06 (default): the used enemy cards became a new pile (order hidden)."""

    type: Literal["enemy_deck_reshuffled"] = "enemy_deck_reshuffled"
    deck: str
    draw_pile: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"draw_pile": hidden_cards(self.draw_pile)})


class EnemyActionChosen(EventBase):
    """ENEMY-07/08: the row for the distance to the closest opponent, first performable action."""

    type: Literal["enemy_action_chosen"] = "enemy_action_chosen"
    unit: str
    card: str
    distance: int
    row: int
    action: int


class EnemyActivityBegun(EventBase):
    """ENEMY-09: the enemy performs activity ``index`` of its action."""

    type: Literal["enemy_activity_begun"] = "enemy_activity_begun"
    unit: str
    index: int


class EnemyActivitySkipped(EventBase):
    """ENEMY-09: an activity that cannot be performed is skipped."""

    type: Literal["enemy_activity_skipped"] = "enemy_activity_skipped"
    unit: str
    index: int
    reason: str


class EnemyActionFinished(EventBase):
    """ENEMY-04: the enemy's one action is done."""

    type: Literal["enemy_action_finished"] = "enemy_action_finished"
    unit: str


class EnemyIdle(EventBase):
    """ENEMY-08: no action of the row can be performed (or nothing to act on)."""

    type: Literal["enemy_idle"] = "enemy_idle"
    unit: str
    reason: str


class AbilityActivated(EventBase):
    """ENEMY-22: an ability that needs an action card is on for this turn."""

    type: Literal["ability_activated"] = "ability_activated"
    unit: str
    ability: str
