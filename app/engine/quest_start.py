"""Where the campaign meets a quest (DESIGN "Two layers, one kernel"): the campaign hands
the quest its party as it is and the quest plays on its own; when it ends, the campaign
takes back what persists (app/engine/evolve.py, ``quest_ended``).

With a campaign chapter in the pack, quests are opened by the story (CAMP-36): a card's
``resolve_quest`` leaves the quest called on the campaign's table, ``hand_over`` sets it
up here, and when it ends ``take_back`` has the campaign follow its victory or defeat
section (END-04). Without a chapter, a quest starts between quests by ``start_quest``.
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.campaign.decide import conclude_quest
from app.engine.campaign.events.story import QuestHandedOver
from app.engine.campaign.model.seating import Seating
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.quest.commands import StartQuest
from app.engine.quest.decide import play_opening
from app.engine.quest.events.lifecycle import QuestEnded, QuestStarted
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
    if state.campaign is not None and actor.role == "seat":
        return reject("story_opens_quests", "In a campaign the story opens the quests.", "CAMP-36")
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


def seating(state: CampaignState) -> Seating:
    """The campaign's seats as the campaign layer reads them."""
    return Seating(seats=tuple(state.seats), seat_of=state.seat_of_hero)


def hand_over(state: CampaignState, dice: Dice, content: Catalog) -> list[EventBase]:
    """CAMP-36: the quest the story called is set up with the party and played."""
    board = state.campaign
    if board is None or board.story.called_quest is None or board.story.quest_open:
        return []
    quest = board.story.called_quest
    return [QuestHandedOver(quest=quest), *begin_quest(state, dice, content, quest)]


def take_back(
    state: CampaignState, ended: QuestEnded, dice: Dice, content: Catalog
) -> list[EventBase]:
    """END-04/14: the quest the story called ended; the campaign follows its outcome."""
    board = state.campaign
    if board is None or not board.story.quest_open or board.story.called_quest != ended.quest:
        return []
    return conclude_quest(
        board, seating(state), ended.quest, ended.outcome, dict(ended.finding_rolls), dice, content
    )
