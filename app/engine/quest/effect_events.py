"""Quest events of traits, Area attacks, pushes, reaction offers, free moves and arrivals
(past tense; issue 5). The older fighting events are in combat_events.py."""

from __future__ import annotations

from typing import Literal

from app.content.schema.common import AttackKind, Attribute, Trait
from app.engine.model import EventBase
from app.engine.quest.board import Space
from app.engine.quest.frames import AttackSource
from app.engine.quest.units import EnemyUnit, StatusName


class AttackEnded(EventBase):
    """ATK-13, TRAIT-04: the attack is over: its end-of-attack reactions were played and
    its traits applied."""

    type: Literal["attack_ended"] = "attack_ended"
    attacker: str
    target: str


class AreaAttackBegun(EventBase):
    """TRAIT-07: an Area attack on every miniature of a space, friends too, each resolved
    separately (``targets`` in the order they are attacked)."""

    type: Literal["area_attack_begun"] = "area_attack_begun"
    attacker: str
    targets: tuple[str, ...]
    kind: AttackKind
    source: AttackSource
    to_hit: int
    dice_count: int
    attribute: int
    weapon: str | None = None
    distance: int = 0
    traits: tuple[Trait, ...] = ()
    spend_morale: bool | None = None


class AreaAttackEnded(EventBase):
    """TRAIT-07: every target of the Area attack has been attacked."""

    type: Literal["area_attack_ended"] = "area_attack_ended"
    attacker: str


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


class PushQueued(EventBase):
    """TRAIT-26: ``unit`` will be pushed by ``by`` at the end of the action (once only)."""

    type: Literal["push_queued"] = "push_queued"
    unit: str
    by: str


class PushesBegun(EventBase):
    """TRAIT-26: the action is over; its pushes are resolved now, one by one."""

    type: Literal["pushes_begun"] = "pushes_begun"
    pushes: tuple[tuple[str, str], ...]


class PushesFinished(EventBase):
    """TRAIT-26: every push of the action is done."""

    type: Literal["pushes_finished"] = "pushes_finished"


class ReactionOffered(EventBase):
    """QUEST-37: a seat wants to play this reaction; when several seats do, the players
    choose one (DEV-21)."""

    type: Literal["reaction_offered"] = "reaction_offered"
    id: int
    seat: str
    unit: str
    card: str
    reroll: tuple[int, ...] = ()
    target: str | None = None


class FreeMovesOffered(EventBase):
    """A reaction's free Move (MA01, HT04 …): each of ``units`` may take a free Move (or
    Parting Leap) of ``value``, one after the other."""

    type: Literal["free_moves_offered"] = "free_moves_offered"
    units: tuple[str, ...]
    value: int
    leap_only: bool = False


class FreeMoveTaken(EventBase):
    """A hero took its free Move along ``path`` (None: it stayed where it was)."""

    type: Literal["free_move_taken"] = "free_move_taken"
    unit: str
    path: tuple[Space, ...] | None = None


class FreeMovesFinished(EventBase):
    """Every hero offered a free Move has moved or declined."""

    type: Literal["free_moves_finished"] = "free_moves_finished"


class EnemiesArrived(EventBase):
    """QUEST-21: reinforcements deployed at the start of the round; they act in it."""

    type: Literal["enemies_arrived"] = "enemies_arrived"
    units: tuple[EnemyUnit, ...]


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
