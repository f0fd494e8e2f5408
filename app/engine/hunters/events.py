"""Every event of the log, as one tagged union on ``type``, plus the engine's own events."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.hunters.campaign.events.catalog import CampaignEvent
from app.engine.hunters.corrections.board.events import CorrectionEvent
from app.engine.hunters.corrections.quest.events import (
    HealthCorrected,
    MoraleCorrected,
    PlaceCorrected,
    QuestEndedByGm,
    TokensCorrected,
)
from app.engine.hunters.quest.events import allies as ae
from app.engine.hunters.quest.events import equipment as ie
from app.engine.hunters.quest.events.actions import (
    ActionFinished,
    ActivityBegun,
    ActivitySkipped,
    BasicActionTaken,
    CardPlayed,
    MoraleSpent,
)
from app.engine.hunters.quest.events.attacks import (
    AreaAttackBegun,
    AreaAttackEnded,
    AttackDeclared,
    AttackEnded,
    AttackResolved,
    AttackRolled,
    DefenseTokensUsed,
    DiceAdded,
    DiceRerolled,
    EngagementRolled,
    ExtraDiceRolled,
    MoraleSettled,
    PenaltyAttack,
    ReactionPlayed,
)
from app.engine.hunters.quest.events.decisions import (
    DecisionOpened,
    DecisionResolved,
    FreeMovesFinished,
    FreeMovesOffered,
    FreeMoveTaken,
    ReactionOffered,
    ReactionPassed,
)
from app.engine.hunters.quest.events.enemies import (
    AbilityActivated,
    EnemyActionChosen,
    EnemyActionFinished,
    EnemyActivityBegun,
    EnemyActivitySkipped,
    EnemyCardRevealed,
    EnemyDeckReshuffled,
    EnemyIdle,
)
from app.engine.hunters.quest.events.harm_and_help import (
    DamageTaken,
    EnemyEliminated,
    Healed,
    HeroHid,
    HeroKilled,
    HeroKnockedOut,
    HeroRevived,
    HiddenLost,
    MightyMarked,
    MoraleChanged,
    SpellCast,
    SpellFinished,
    StatusApplied,
    StatusCleared,
    StatusRolled,
    TokensGained,
)
from app.engine.hunters.quest.events.lifecycle import (
    EnemiesArrived,
    GoalReached,
    HeroPlaced,
    HeroRecovered,
    OpeningHandChosen,
    QuestEnded,
    QuestStarted,
)
from app.engine.hunters.quest.events.movement import (
    MoveBegun,
    MoveEnded,
    PartingLeap,
    PushesBegun,
    PushesFinished,
    PushQueued,
    PushStarted,
    UnitExited,
    UnitMoved,
)
from app.engine.hunters.quest.events.rounds import (
    CardsDrawn,
    DeckReshuffled,
    RoundEnded,
    RoundStarted,
    TurnEnded,
    TurnOrderSet,
    TurnStarted,
)
from app.engine.hunters.quest.events.terrain import (
    FindingCollected,
    InteractionPerformed,
    TrapArmed,
    TrapAttackBegun,
    TrapDiscarded,
    TrapSet,
    TrapTriggered,
)
from app.engine.hunters.state import Difficulty, Hands
from app.engine.hunters.table.rewind.events import RewindEvent
from app.engine.hunters.table.saves.events import SaveEvent
from app.engine.kernel.model import EventBase, Viewer
from app.engine.table.attendance.events import AttendanceEvent
from app.engine.table.seats.events import (
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
    hands: Hands = "closed"

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        # The seed would let whoever reads it predict every roll: nobody is sent it, the
        # GM neither (issue 23); the log keeps it for replay.
        return self.model_copy(update={"seed": 0})


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
    | QuestStarted
    | HeroPlaced
    | OpeningHandChosen
    | RoundStarted
    | CardsDrawn
    | DeckReshuffled
    | TurnOrderSet
    | TurnStarted
    | TurnEnded
    | DecisionOpened
    | DecisionResolved
    | ReactionPassed
    | CardPlayed
    | BasicActionTaken
    | ActivityBegun
    | ActivitySkipped
    | ActionFinished
    | MoveBegun
    | PartingLeap
    | UnitMoved
    | UnitExited
    | MoveEnded
    | MoraleSpent
    | RoundEnded
    | GoalReached
    | HeroRecovered
    | QuestEnded
    | PenaltyAttack
    | AttackDeclared
    | EngagementRolled
    | AttackRolled
    | DiceRerolled
    | DiceAdded
    | ExtraDiceRolled
    | DefenseTokensUsed
    | MoraleSettled
    | AttackResolved
    | EnemyEliminated
    | HeroKnockedOut
    | DamageTaken
    | TokensGained
    | StatusApplied
    | StatusCleared
    | MightyMarked
    | Healed
    | HeroRevived
    | HeroHid
    | HiddenLost
    | FindingCollected
    | InteractionPerformed
    | TrapSet
    | TrapArmed
    | TrapTriggered
    | TrapAttackBegun
    | TrapDiscarded
    | SpellCast
    | PushStarted
    | SpellFinished
    | ReactionPlayed
    | EnemyCardRevealed
    | EnemyDeckReshuffled
    | EnemyActionChosen
    | EnemyActivityBegun
    | EnemyActivitySkipped
    | EnemyActionFinished
    | EnemyIdle
    | AbilityActivated
    | AttackEnded
    | AreaAttackBegun
    | AreaAttackEnded
    | StatusRolled
    | PushQueued
    | PushesBegun
    | PushesFinished
    | ReactionOffered
    | FreeMovesOffered
    | FreeMoveTaken
    | FreeMovesFinished
    | EnemiesArrived
    | HeroKilled
    | MoraleChanged
    | ie.WeaponEmptied
    | ie.WeaponReloaded
    | ie.ItemUsed
    | ie.ActionsGained
    | ie.EquipmentReorganized
    | ie.QuestCleanedUp
    | ae.AllyActionTaken
    | ae.AllyEliminated
    | HealthCorrected
    | MoraleCorrected
    | TokensCorrected
    | PlaceCorrected
    | QuestEndedByGm
    | CampaignEvent
    | SaveEvent
    | CorrectionEvent
    | RewindEvent
    | AttendanceEvent,
    Field(discriminator="type"),
]

EVENTS: TypeAdapter[Event] = TypeAdapter(Event)


def parse_event(data: object) -> Event:
    return EVENTS.validate_python(data)


def event_version(event: EventBase) -> int:
    return type(event).schema_version
