"""Where the campaign meets a quest (DESIGN "Two layers, one kernel"): the campaign hands
the quest its party as it is and the quest plays on its own; when it ends, the campaign
takes back what persists (app/engine/hunters/evolve.py, ``quest_ended``).

With a campaign chapter in the pack, quests are opened by the story (CAMP-36): a card's
``resolve_quest`` leaves the quest called on the campaign's table, ``hand_over`` sets it
up here, and when it ends ``take_back`` has the campaign follow its victory or defeat
section (END-04). Without a chapter, a quest starts between quests by ``start_quest``.
"""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.engine.hunters.campaign.decide import conclude_quest
from app.engine.hunters.campaign.events.heroes import HeroReturned
from app.engine.hunters.campaign.events.story import QuestHandedOver
from app.engine.hunters.campaign.evolve.registry import CAMPAIGN_BOARD_EVENTS
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.quest.commands import StartQuest
from app.engine.hunters.quest.decide import play_opening
from app.engine.hunters.quest.events.lifecycle import QuestEnded, QuestStarted
from app.engine.hunters.quest.model.units import Attributes, HeroUnit, Tokens
from app.engine.hunters.quest.steps.setup import build_quest, hero_unit, starting_deck
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject


def start_guard(
    state: HuntersTable, actor: Actor, quest: str, content: Catalog
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
    state: HuntersTable, command: StartQuest, dice: Dice, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    problem = start_guard(state, actor, command.quest, content)
    if problem is not None:
        return problem
    return begin_quest(state, dice, content, command.quest)


def begin_quest(
    state: HuntersTable, dice: Dice, content: Catalog, quest_id: str
) -> list[EventBase]:
    """QuestStarted with the party as the campaign holds it, then the opening."""
    units = campaign_units(state, content, quest_id)
    # DEV-39: in a campaign, the party is the heroes still on the campaign's table.
    party = tuple(units) if state.campaign is not None else state.party
    quest = build_quest(
        content, content.quests[quest_id], party, dice, difficulty=state.difficulty,
        options=state.quest_rules, hero_elimination=state.hero_elimination, units=units,
    )  # fmt: skip
    return [QuestStarted(quest=quest), *play_opening(quest, state.seat_of_hero, dice)]


def campaign_units(state: HuntersTable, content: Catalog, quest_id: str) -> dict[str, HeroUnit]:
    """END-04: each hero enters the quest as its campaign board stands: attributes, Health,
    morale, equipment, slots, poison and Mighty markers (TRAIT-29), and its deck (DEV-15/16:
    quest 1's ten cards, else the deck built from its pool, by default its 20 ST cards)."""
    if state.campaign is None:
        return {}
    quest = content.quests[quest_id]
    return {
        hero: hero_on_board(content, quest_id, board)
        for hero, board in state.campaign.heroes.items()
        if hero in content.heroes and quest is not None
    }


def hero_on_board(content: Catalog, quest_id: str, board: HeroBoard) -> HeroUnit:
    quest = content.quests[quest_id]
    printed = hero_unit(content, board.hero, quest)
    deck = starting_deck(content, content.heroes[board.hero], quest)
    if quest.deck != "quest_one" and board.deck:
        deck = board.deck
    return printed.model_copy(
        update={
            "attributes": Attributes(
                strength=board.strength, agility=board.agility,
                perception=board.perception, knowledge=board.knowledge,
            ),
            "health": board.health, "max_health": max(1, board.max_health),
            "morale": board.morale, "morale_top": board.morale_top,
            "equipment": board.equipment, "backpack": board.backpack, "slots": board.slots,
            "draw_pile": deck,
            "armor_damage": dict(board.armor_damage),
            "tokens": Tokens(
                poison=board.poisoned, mighty=max(board.armor_damage.values(), default=0)
            ),
        }
    )  # fmt: skip


def returned_heroes(state: HuntersTable) -> list[EventBase]:
    """END-04, TRAIT-29: what persists goes back onto the campaign boards: Health, morale,
    poison, Mighty markers, the equipment as arranged; items used up return to the supply."""
    if state.campaign is None or state.quest is None:
        return []
    out: list[EventBase] = []
    for hero, unit in state.quest.heroes.items():
        board = state.campaign.heroes.get(hero)
        if board is None or unit.killed:
            continue
        left = Counter(board.belongings) - Counter((*unit.equipment, *unit.backpack))
        kept = Counter(board.belongings)
        equipment = tuple(i for i in unit.equipment if kept[i])
        backpack = tuple(i for i in unit.backpack if kept[i])
        out.append(
            HeroReturned(
                hero=hero, health=unit.health, morale=unit.morale, poisoned=unit.tokens.poison,
                armor_damage={k: v for k, v in unit.armor_damage.items() if v},
                equipment=equipment, backpack=backpack, discarded=tuple(left.elements()),
            )
        )  # fmt: skip
    return out


def seating(state: HuntersTable) -> Seating:
    """The campaign's seats as the campaign layer reads them."""
    return Seating(seats=tuple(state.seats), seat_of=state.seat_of_hero)


def hand_over(state: HuntersTable, dice: Dice, content: Catalog) -> list[EventBase]:
    """CAMP-36: the quest the story called is set up with the party and played."""
    board = state.campaign
    if board is None or board.story.called_quest is None or board.story.quest_open:
        return []
    quest = board.story.called_quest
    return [QuestHandedOver(quest=quest), *begin_quest(state, dice, content, quest)]


def take_back(
    state: HuntersTable, ended: QuestEnded, dice: Dice, content: Catalog
) -> list[EventBase]:
    """END-04/14: the quest the story called ended; the campaign follows its outcome."""
    board = state.campaign
    if board is None or not board.story.quest_open or board.story.called_quest != ended.quest:
        return []
    back = returned_heroes(state)
    for event in back:
        board = CAMPAIGN_BOARD_EVENTS.apply_known(board, event)
    findings = dict(ended.finding_rolls)
    fallen = (
        tuple(h for h, unit in state.quest.heroes.items() if unit.killed) if state.quest else ()
    )
    concluded = conclude_quest(
        board, seating(state), ended.quest, ended.outcome, findings, dice, content, fallen
    )
    return [*back, *concluded]
