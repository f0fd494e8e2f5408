"""evolve(state, event) -> state: apply one fact. Never fails, never rolls; replay is a fold."""

from __future__ import annotations

from collections.abc import Iterable

from app.engine.events import CampaignCreated, DiceAdvanced
from app.engine.kernel.copying import changed
from app.engine.kernel.model import EventBase
from app.engine.quest.events.lifecycle import QuestEnded, QuestStarted
from app.engine.quest.evolve.registry import QUEST_HANDLERS, evolve_quest
from app.engine.quest.model.options import RulesOptions
from app.engine.state import CampaignState
from app.engine.table.evolve import evolve_table


def genesis(event: CampaignCreated) -> CampaignState:
    """The state a campaign starts in, from its first event."""
    return CampaignState(
        seed=event.seed,
        content_pack=event.content_pack,
        content_hash=event.content_hash,
        difficulty=event.difficulty,
        hero_elimination=event.hero_elimination,
        quest_rules=RulesOptions(reaction_timeout_seconds=event.reaction_timeout_seconds),
    )


def evolve(state: CampaignState, event: EventBase) -> CampaignState:
    if isinstance(event, DiceAdvanced):
        return changed(state, dice_cursor=event.cursor)
    if event.type in QUEST_HANDLERS and state.quest is not None:
        return _evolve_quest(state, event)
    if isinstance(event, QuestStarted):
        return state.model_copy(update={"quest": event.quest, "phase": "quest"})
    return evolve_table(state, event)


def _evolve_quest(state: CampaignState, event: EventBase) -> CampaignState:
    assert state.quest is not None
    quest = evolve_quest(state.quest, event)
    if not isinstance(event, QuestEnded):
        return changed(state, quest=quest)
    done = state.quests_completed
    if event.outcome == "victory" and event.quest not in done:
        done = (*done, event.quest)
    return state.model_copy(
        update={"quest": quest, "phase": "between_quests", "quests_completed": done}
    )


def replay(events: Iterable[EventBase], state: CampaignState | None = None) -> CampaignState:
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
