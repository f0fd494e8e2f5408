"""Every event of the log, as one tagged union on ``type``, plus the engine's own events."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.model import EventBase, Viewer
from app.engine.quest import ally_events as ae
from app.engine.quest import combat_events as ce
from app.engine.quest import effect_events as fe
from app.engine.quest import events as qe
from app.engine.quest import item_events as ie
from app.engine.state import Difficulty
from app.engine.table.events import (
    CampaignStarted,
    HeroAssigned,
    HeroChosen,
    HeroReleased,
    PartyNamed,
    SeatClosed,
    SeatOpened,
    SeatReadied,
)


class CampaignCreated(EventBase):
    """The first event of every log: the seed, the pinned content and the settings."""

    type: Literal["campaign_created"] = "campaign_created"
    seed: int
    content_pack: str
    content_hash: str
    difficulty: Difficulty
    hero_elimination: bool
    reaction_timeout_seconds: int = 20

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        # The seed would let a player predict every roll: only the GM sees it.
        return self if viewer.role == "gm" else self.model_copy(update={"seed": 0})


class DiceAdvanced(EventBase):
    """Bookkeeping: the seeded dice moved to ``cursor`` (the results are in the events
    before it). Never shown to players: positions are useless without the seed."""

    type: Literal["dice_advanced"] = "dice_advanced"
    cursor: int

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        return self if viewer.role == "gm" else None


Event = Annotated[
    CampaignCreated
    | DiceAdvanced
    | SeatOpened
    | SeatClosed
    | HeroChosen
    | HeroReleased
    | HeroAssigned
    | PartyNamed
    | SeatReadied
    | CampaignStarted
    | qe.QuestStarted
    | qe.HeroPlaced
    | qe.OpeningHandChosen
    | qe.RoundStarted
    | qe.CardsDrawn
    | qe.DeckReshuffled
    | qe.TurnOrderSet
    | qe.TurnStarted
    | qe.TurnEnded
    | qe.DecisionOpened
    | qe.DecisionResolved
    | qe.ReactionPassed
    | qe.CardPlayed
    | qe.BasicActionTaken
    | qe.ActivityBegun
    | qe.ActivitySkipped
    | qe.ActionFinished
    | qe.MoveBegun
    | qe.PartingLeap
    | qe.UnitMoved
    | qe.UnitExited
    | qe.MoveEnded
    | qe.MoraleSpent
    | qe.RoundEnded
    | qe.GoalReached
    | qe.HeroRecovered
    | qe.QuestEnded
    | ce.PenaltyAttack
    | ce.AttackDeclared
    | ce.EngagementRolled
    | ce.AttackRolled
    | ce.DiceRerolled
    | ce.DiceAdded
    | ce.ExtraDiceRolled
    | ce.DefenseTokensUsed
    | ce.MoraleSettled
    | ce.AttackResolved
    | ce.EnemyEliminated
    | ce.HeroKnockedOut
    | ce.DamageTaken
    | ce.TokensGained
    | ce.StatusApplied
    | ce.StatusCleared
    | ce.MightyMarked
    | ce.Healed
    | ce.HeroRevived
    | ce.HeroHid
    | ce.HiddenLost
    | ce.FindingCollected
    | ce.InteractionPerformed
    | ce.TrapSet
    | ce.TrapArmed
    | ce.TrapTriggered
    | ce.TrapAttackBegun
    | ce.TrapDiscarded
    | ce.SpellCast
    | ce.PushStarted
    | ce.SpellFinished
    | ce.ReactionPlayed
    | ce.EnemyCardRevealed
    | ce.EnemyDeckReshuffled
    | ce.EnemyActionChosen
    | ce.EnemyActivityBegun
    | ce.EnemyActivitySkipped
    | ce.EnemyActionFinished
    | ce.EnemyIdle
    | ce.AbilityActivated
    | fe.AttackEnded
    | fe.AreaAttackBegun
    | fe.AreaAttackEnded
    | fe.StatusRolled
    | fe.PushQueued
    | fe.PushesBegun
    | fe.PushesFinished
    | fe.ReactionOffered
    | fe.FreeMovesOffered
    | fe.FreeMoveTaken
    | fe.FreeMovesFinished
    | fe.EnemiesArrived
    | fe.HeroKilled
    | fe.MoraleChanged
    | ie.WeaponEmptied
    | ie.WeaponReloaded
    | ie.ItemUsed
    | ie.ActionsGained
    | ie.EquipmentReorganized
    | ie.QuestCleanedUp
    | ae.AllyActionTaken
    | ae.AllyEliminated,
    Field(discriminator="type"),
]

EVENTS: TypeAdapter[Event] = TypeAdapter(Event)


def parse_event(data: object) -> Event:
    return EVENTS.validate_python(data)


def event_version(event: EventBase) -> int:
    return type(event).schema_version
