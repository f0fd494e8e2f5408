"""Quest events of what happens to miniatures: damage, elimination, knock-outs and deaths,
healing and revival, statuses and tokens, hiding, morale, spells."""

from __future__ import annotations

from typing import Literal

from app.content.schema.common import Attribute, TokenKind
from app.content.schema.effects import Effect
from app.engine.hunters.quest.model.units import StatusName
from app.engine.kernel.model import EventBase


class EnemyEliminated(EventBase):
    """ATK-12, ENEMY-23: an enemy at 0 Health is removed at once."""

    type: Literal["enemy_eliminated"] = "enemy_eliminated"
    unit: str
    by: str | None = None


class HeroKnockedOut(EventBase):
    """ATK-13, HERO-STATE-01: a hero at 0 Health is unconscious."""

    type: Literal["hero_knocked_out"] = "hero_knocked_out"
    unit: str


class DamageTaken(EventBase):
    """ATK-26: damage not from an attack (poison, a spell) ignores defense."""

    type: Literal["damage_taken"] = "damage_taken"
    unit: str
    amount: int
    source: str
    health: int


class TokensGained(EventBase):
    """QUEST-43, ATK-33: tokens gained; ``amount`` is what fit under the cap."""

    type: Literal["tokens_gained"] = "tokens_gained"
    unit: str
    token: TokenKind
    amount: int


class StatusApplied(EventBase):
    """TRAIT-05/21, HERO-STATE-11: a poison, stun or immobilize marker is placed."""

    type: Literal["status_applied"] = "status_applied"
    unit: str
    status: StatusName


class StatusCleared(EventBase):
    """HERO-STATE-11: a marker is removed (its turn ended, or an effect took it)."""

    type: Literal["status_cleared"] = "status_cleared"
    unit: str
    status: StatusName


class MightyMarked(EventBase):
    """TRAIT-19/20: destruction markers on a miniature (capped at 2)."""

    type: Literal["mighty_marked"] = "mighty_marked"
    unit: str
    markers: int
    armor: str | None = None
    """For a hero: the armor piece the markers sit on (TRAIT-21)."""


class Healed(EventBase):
    """HERO-STATE-03/04, ENEMY-19: Health regained, never above the maximum."""

    type: Literal["healed"] = "healed"
    unit: str
    amount: int
    by: str | None = None
    health: int


class HeroRevived(EventBase):
    """HERO-STATE-02: an unconscious hero is back at 1 Health and acts from next round."""

    type: Literal["hero_revived"] = "hero_revived"
    unit: str
    by: str


class HeroHid(EventBase):
    """HERO-STATE-07: the hero is Hidden; ``card`` stays on its board as the reminder."""

    type: Literal["hero_hid"] = "hero_hid"
    unit: str
    card: str | None = None


class HiddenLost(EventBase):
    """HERO-STATE-09, ATK-38: the hero is no longer Hidden."""

    type: Literal["hidden_lost"] = "hidden_lost"
    unit: str
    reason: str


class SpellCast(EventBase):
    """QUEST-32: a non-attack spell; its effects apply to every target, no roll."""

    type: Literal["spell_cast"] = "spell_cast"
    unit: str
    targets: tuple[str, ...]
    effects: tuple[Effect, ...]
    to_push: tuple[str, ...] = ()


class SpellFinished(EventBase):
    """QUEST-32: the spell and its pushes are done."""

    type: Literal["spell_finished"] = "spell_finished"
    unit: str


class StatusRolled(EventBase):
    """A1 Net: one D6 against the target's attribute; above it, the status is applied."""

    type: Literal["status_rolled"] = "status_rolled"
    attacker: str
    target: str
    roll: int
    beats: Attribute
    value: int
    status: StatusName
    applied: bool


class HeroKilled(EventBase):
    """HERO-STATE-16, DEV-39: under Hero Elimination the hero dies instead of falling
    unconscious; it leaves the board for good."""

    type: Literal["hero_killed"] = "hero_killed"
    unit: str


class MoraleChanged(EventBase):
    """DEV-24: a hero's morale moved by ``amount`` (capped at the track's ends)."""

    type: Literal["morale_changed"] = "morale_changed"
    unit: str
    amount: int
    morale: int
