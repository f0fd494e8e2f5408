"""evolve(state, event) -> state: apply one fact. Never fails, never rolls; replay is a fold.

``CAMPAIGN_EVENTS`` routes the events that change the campaign (the table setup, the
dice position, a quest starting and ending); the campaign layer's events are applied to
its table between quests (``BOARD_EVENTS``: the campaign layer's and the GM's corrections);
every other event belongs to the quest in progress and is applied to it alone
(``QUEST_AND_CORRECTION_EVENTS``: the quest's own and the GM's corrections of it).
"""

from __future__ import annotations

from collections.abc import Iterable

from app.engine.hunters.campaign.evolve.registry import CAMPAIGN_BOARD_EVENTS
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.corrections.board.evolve import CORRECTION_EVENTS
from app.engine.hunters.corrections.quest.evolve import QUEST_CORRECTION_HANDLERS
from app.engine.hunters.events import CampaignCreated, DiceAdvanced
from app.engine.hunters.quest.events.lifecycle import QuestEnded, QuestStarted
from app.engine.hunters.quest.evolve.registry import QUEST_EVENTS
from app.engine.hunters.quest.model.options import RulesOptions
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.state import HuntersTable, QuestEnding
from app.engine.hunters.table.attendance.evolve import ATTENDANCE_EVENTS
from app.engine.hunters.table.rewind import evolve as rewind
from app.engine.hunters.table.saves import evolve as saves
from app.engine.hunters.table.seats.evolve import TABLE_EVENTS
from app.engine.kernel.copying import copy_with
from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes


def genesis(event: CampaignCreated) -> HuntersTable:
    """The state a campaign starts in, from its first event."""
    return HuntersTable(
        seed=event.seed,
        content_pack=event.content_pack,
        content_hash=event.content_hash,
        difficulty=event.difficulty,
        hero_elimination=event.hero_elimination,
        hands=event.hands,
        quest_rules=RulesOptions(reaction_timeout_seconds=event.reaction_timeout_seconds),
    )


def _dice_advanced(state: HuntersTable, event: DiceAdvanced) -> HuntersTable:
    return copy_with(state, dice_cursor=event.cursor)


def _quest_started(state: HuntersTable, event: QuestStarted) -> HuntersTable:
    return state.model_copy(update={"quest": event.quest, "phase": "quest", "last_quest": None})


def _quest_ended(state: HuntersTable, event: QuestEnded) -> HuntersTable:
    """END-01..03: the quest is over and the party is between quests; a victory counts."""
    assert state.quest is not None
    done = state.quests_completed
    if event.outcome == "victory" and event.quest not in done:
        done = (*done, event.quest)
    return state.model_copy(
        update={
            "quest": QUEST_AND_CORRECTION_EVENTS.apply(state.quest, event),
            "phase": "between_quests",
            "quests_completed": done,
        }
    )


CAMPAIGN_EVENTS = EventRoutes[HuntersTable](
    {
        "dice_advanced": _dice_advanced,
        "quest_started": _quest_started,
        "quest_ended": _quest_ended,
        "checkpoint_marked": saves.checkpoint_marked,
        "checkpoint_named": saves.checkpoint_named,
        "checkpoint_restored": saves.checkpoint_restored,
        "state_rewound": rewind.state_rewound,
        "draw_piles_reshuffled": rewind.draw_piles_reshuffled,
        "rewind_proposed": rewind.rewind_proposed,
        "rewind_voted": rewind.rewind_voted,
    }
)
for _kind in TABLE_EVENTS.kinds:
    CAMPAIGN_EVENTS.add(_kind, TABLE_EVENTS.apply)
for _kind, _on_state in ATTENDANCE_EVENTS.items():
    CAMPAIGN_EVENTS.add(_kind, _on_state)  # seats, absent players, the play mode
BOARD_EVENTS = CAMPAIGN_BOARD_EVENTS.merged(CORRECTION_EVENTS)
"""The campaign's table between quests: the campaign layer's events and the GM's
corrections of it (app/engine/hunters/corrections/board/), composed here once; the
campaign layer's own table is left as it is built."""
QUEST_AND_CORRECTION_EVENTS = QUEST_EVENTS.merged(QUEST_CORRECTION_HANDLERS)
"""The quest in progress: the events of play and the GM's corrections of it
(app/engine/hunters/corrections/quest/), composed here once like the board's."""


def evolve_corrected_quest(quest: QuestState, event: EventBase) -> QuestState:
    """The fold of a GM correction's recorder: its own events and whatever play follows
    (unknown types leave the quest unchanged, as the quest's own recorder does)."""
    return QUEST_AND_CORRECTION_EVENTS.apply_known(quest, event)


def _on_campaign_board(state: HuntersTable, event: EventBase) -> HuntersTable:
    """A campaign-layer event, applied to the campaign's table; CAMP-02: when the campaign
    ends, so does the table's play."""
    if event.type == "campaign_set_up":
        board: CampaignBoard = event.board  # type: ignore[attr-defined]
        return copy_with(state, campaign=board)
    if state.campaign is None:
        return state
    after = copy_with(state, campaign=BOARD_EVENTS.apply(state.campaign, event))
    if event.type == "quest_concluded":
        return concluded(after)
    return copy_with(after, phase="ended") if event.type == "campaign_ended" else after


def concluded(state: HuntersTable) -> HuntersTable:
    """END-04: the story took the ended quest back; the table keeps only its ending."""
    q = state.quest
    if q is None or q.phase != "ended":
        return state
    ending = QuestEnding(quest=q.quest, name=q.name, number=q.number, outcome=q.outcome,
                         round=q.round)  # fmt: skip
    return copy_with(state, quest=None, last_quest=ending)


def settled(state: HuntersTable) -> HuntersTable:
    """A state stored by older code as today's fold leaves it: a quest the campaign's
    story had already taken back no longer rides in it (snapshots, app/db/codec.py)."""
    board = state.campaign
    if state.phase == "between_quests" and board is not None and not board.story.quest_open:
        return concluded(state)
    return state


def evolve(state: HuntersTable, event: EventBase) -> HuntersTable:
    if CAMPAIGN_EVENTS.owns(event.type):
        return CAMPAIGN_EVENTS.apply(state, event)
    if BOARD_EVENTS.owns(event.type):
        return _on_campaign_board(state, event)
    if state.quest is not None and QUEST_AND_CORRECTION_EVENTS.owns(event.type):
        quest = QUEST_AND_CORRECTION_EVENTS.apply(state.quest, event)
        return _blow_noted(copy_with(state, quest=quest), event)
    return state


def _blow_noted(state: HuntersTable, event: EventBase) -> HuntersTable:
    """END-14: the campaign remembers whose attack removed the last enemy of the quest."""
    by = getattr(event, "by", None) if event.type == "enemy_eliminated" else None
    board = state.campaign
    if board is None or by not in board.heroes:
        return state
    return copy_with(state, campaign=copy_with(board, story=copy_with(board.story, last_blow=by)))


def replay(events: Iterable[EventBase], state: HuntersTable | None = None) -> HuntersTable:
    """Fold ``events`` onto ``state`` (or onto the genesis the first event describes)."""
    iterator = iter(events)
    if state is None:
        first = next(iterator)
        if not isinstance(first, CampaignCreated):
            raise ValueError("a campaign log starts with campaign_created")
        state = genesis(first)
    for event in iterator:
        state = evolve(state, event)
    return state
