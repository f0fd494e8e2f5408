"""Where the campaign meets a quest (DESIGN "Two layers, one kernel"): the campaign hands
the quest its party as it is and the quest plays on its own; when it ends, the campaign
takes back what persists (app/engine/evolve.py, ``quest_ended``).

A quest starts between quests by a ``start_quest`` command, or — the tutorial's first
plot card — as soon as the campaign starts (quest 1).
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.quest.commands import StartQuest
from app.engine.quest.decide import play_opening
from app.engine.quest.events.lifecycle import QuestStarted
from app.engine.quest.steps.setup import build_quest
from app.engine.state import CampaignState


def start_guard(
    state: CampaignState, actor: Actor, quest: str, content: Catalog
) -> Rejection | None:
    """A quest starts between quests, by the GM or a seated player, with a known quest."""
    if state.phase != "between_quests":
        return reject("not_between_quests", "A quest can only start between quests.")
    if actor.role == "seat" and actor.seat not in state.seats:
        return reject("not_seated", "Only a player of this campaign can start a quest.")
    if actor.role not in ("seat", "gm"):
        return reject("forbidden", "Only the GM or a player can start a quest.")
    if quest not in content.quests:
        return reject("unknown_quest", "This content pack has no such quest.")
    missing = [h for h in state.party if h not in content.heroes]
    if missing:
        return reject("unknown_hero", "This content pack lacks some of the party's heroes.")
    return None


def decide_start_quest(
    state: CampaignState, command: StartQuest, dice: Dice, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    problem = start_guard(state, actor, command.quest, content)
    if problem is not None:
        return problem
    return begin_quest(state, dice, content, command.quest)


def begin_quest(
    state: CampaignState, dice: Dice, content: Catalog, quest_id: str
) -> list[EventBase]:
    """QuestStarted with the party as the campaign holds it, then the opening."""
    quest = build_quest(
        content, content.quests[quest_id], state.party, dice, difficulty=state.difficulty,
        options=state.quest_rules, hero_elimination=state.hero_elimination,
    )  # fmt: skip
    return [QuestStarted(quest=quest), *play_opening(quest, state.seat_of_hero, dice)]


def start_first_quest(state: CampaignState, dice: Dice, content: Catalog) -> list[EventBase]:
    """The tutorial's first plot card resolves quest 1 as soon as the campaign starts."""
    first = sorted(content.quests.values(), key=lambda quest: quest.number)
    if not first or first[0].number != 1:
        return []
    return begin_quest(state, dice, content, first[0].id)
