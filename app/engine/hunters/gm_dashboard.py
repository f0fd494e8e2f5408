"""The GM's dashboard in game terms (issue 23, "The GM"): the heroes as their boards read
now (health, morale, gold, XP, equipment by name), every open decision in words with the
seats it still waits on, the story the party has read, and what changed between two
moments as sentences. Built from the whole state and the pack, in one place; the dice
seed is never part of it (a GM who could read it could foresee every roll).

Between quests the heroes are read from the campaign's hero boards (CAMP-05), not from
the quest that ended (its Health is the fight's, not the board's)."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.views import still_deciding
from app.engine.kernel.decisions import OpenDecision
from app.engine.kernel.model import Frozen

PHASE_WORDS = {
    "setup": "Choosing heroes",
    "between_quests": "Between quests, on the map",
    "quest": "In a quest",
    "ended": "The campaign is over",
}

QUEST_DECISION_WORDS = {
    "place_hero": "where a hero starts (QUEST-06)",
    "opening_hand": "a hero's opening hand (QUEST-11)",
    "turn_order": "the turn order (QUEST-18)",
    "enemy_path": "where an enemy ends its move (ENEMY-11)",
    "penalty_attacker": "which enemy makes a penalty attack (MOVE-12)",
    "hero_penalty": "which hero makes a penalty attack (MOVE-16)",
    "spend_morale": "whether a hero spends morale on an attack (ATK-37)",
    "defense_tokens": "how many defense tokens a hero uses (ATK-31)",
    "push": "where a unit is pushed (TRAIT-25)",
    "reaction": "whether to play a reaction (QUEST-34)",
    "reaction_choice": "which offered reaction is played (QUEST-37)",
    "free_move": "a hero's free move (QUEST-34)",
}


class HeroReport(Frozen):
    """One hero as the GM reads it: ``gold_half`` in half-gold coins (CAMP-15)."""

    hero: str
    name: str
    health: int
    max_health: int
    morale: int
    morale_top: int
    gold_half: int
    xp: int
    equipment: tuple[str, ...]
    backpack: tuple[str, ...]


class DecisionReport(Frozen):
    """An open decision: what it decides, in words, and the seats still to answer."""

    what: str
    awaiting: tuple[str, ...]
    deadline_seconds: int | None = None


class GmReport(Frozen):
    phase: str
    party: str
    day: int | None
    quest: str | None
    heroes: tuple[HeroReport, ...]
    decisions: tuple[DecisionReport, ...]
    story_read: tuple[str, ...]
    names: dict[str, str]
    """What the table calls each card, item and enemy the state names by id (the raw
    panels of a quest: hands, draw piles, enemies)."""


def gm_report(state: HuntersTable, content: Catalog) -> GmReport:
    """The dashboard's facts for ``state`` (see the module's docstring)."""
    board = state.campaign
    in_quest = state.phase == "quest" and state.quest is not None
    return GmReport(
        phase=PHASE_WORDS.get(state.phase, state.phase),
        party=state.party_name,
        day=board.days.day if board is not None else None,
        quest=state.quest.name if in_quest and state.quest is not None else None,
        heroes=_heroes(state, content),
        decisions=tuple(_decision(open, state, content) for open in state.open_decisions),
        story_read=_story_read(state, content),
        names=_names(state, content),
    )


def _names(state: HuntersTable, content: Catalog) -> dict[str, str]:
    names = {c.id: c.name for c in content.cards.values()}
    names.update({e.id: e.name for e in content.equipment.values()})
    quest = state.quest
    for unit in quest.enemies.values() if quest is not None else ():
        kind = content.enemies.get(unit.enemy)
        number = "".join(ch for ch in unit.id if ch.isdigit())
        names[unit.id] = f"{kind.name if kind else unit.enemy} {number}".strip()
    return names


def _heroes(state: HuntersTable, content: Catalog) -> tuple[HeroReport, ...]:
    boards = state.campaign.heroes if state.campaign is not None else {}
    quest = state.quest if state.phase == "quest" else None
    if quest is not None and quest.phase == "ended":
        quest = None  # the fight is over: the boards hold what persists (CAMP-05)
    units = quest.heroes if quest is not None else {}
    out = []
    for hero in state.party:
        unit, board = units.get(hero), boards.get(hero)
        if unit is None and board is None:
            continue
        out.append(_hero(hero, unit, board, content))
    return tuple(out)


def _hero(
    hero: str, unit: HeroUnit | None, board: HeroBoard | None, content: Catalog
) -> HeroReport:
    """In a quest the miniature's health and morale; the board's gold and XP always."""
    live: HeroUnit | HeroBoard | None = unit if unit is not None else board
    assert live is not None  # _heroes passes a hero that has a miniature or a board
    return HeroReport(
        hero=hero,
        name=live.name,
        health=live.health,
        max_health=live.max_health,
        morale=live.morale,
        morale_top=live.morale_top,
        gold_half=board.gold_half if board is not None else 0,
        xp=board.xp if board is not None else 0,
        equipment=tuple(_item_name(content, i) for i in live.equipment),
        backpack=tuple(_item_name(content, i) for i in live.backpack),
    )


def _item_name(content: Catalog, item: str) -> str:
    found = content.equipment.get(item)
    return found.name if found is not None else item.replace("_", " ")


def card_title(content: Catalog, card: str) -> str:
    """A story card or Tome of Tales entry by the name the table reads on it."""
    for titled in (content.plot_cards, content.task_cards):
        if card in titled:
            return titled[card].title
    for named in (content.road_cards, content.town_cards, content.locations, content.map_cards):
        name: object = getattr(named.get(card), "name", None)
        if isinstance(name, str) and name:
            return name
    if card in content.tales:
        return f"Tome of Tales, entry {card}"
    return card.replace("_", " ")


def _story_read(state: HuntersTable, content: Catalog) -> tuple[str, ...]:
    if state.campaign is None:
        return ()
    story = state.campaign.story
    fronts = story.fronts
    cards = [fronts[c].title if c in fronts and fronts[c].title else card_title(content, c)
             for c in story.cards_read]  # fmt: skip
    return (*cards, *(f"Tome of Tales, entry {e}" for e in story.entries_read))


def _decision(open: OpenDecision, state: HuntersTable, content: Catalog) -> DecisionReport:
    d = open.decision
    return DecisionReport(
        what=decision_words(d, state, content),
        awaiting=tuple(still_deciding(open)),
        deadline_seconds=d.deadline_seconds,
    )


def decision_words(decision: object, state: HuntersTable, content: Catalog) -> str:
    """What an open decision decides, named by its card and rule."""
    kind = str(getattr(decision, "kind", ""))
    source = str(getattr(decision, "source", ""))
    title = card_title(content, source) if source else ""
    if kind == "option":
        return f"a vote on the options of “{title}” (CAMP-23)"
    if kind == "tester":
        test = getattr(decision, "test", None)
        what = f"{test.attribute} {test.difficulty}" if test is not None else "a test"
        return f"who takes the test ({what}) on “{title}” (DEV-18)"
    if kind == "reading":
        quest = content.quests.get(str(getattr(decision, "quest", "")))
        return f"reading on before the quest “{quest.name if quest else title}” (CAMP-36)"
    if kind == "prepare":
        quest = content.quests.get(str(getattr(decision, "quest", "")))
        name = quest.name if quest else "the next quest"
        return f"preparing for the quest “{name}”, until the Tome of Quests is opened (DEV-15)"
    if kind == "morale":
        hero = _hero_name(state, str(getattr(decision, "hero", "")))
        return f"whether {hero} spends 1 morale on the test of “{title}” (DEV-26)"
    if kind == "inn":
        return "who works and who rests at the inn (SETL-11)"
    return QUEST_DECISION_WORDS.get(kind, kind.replace("_", " "))


def _hero_name(state: HuntersTable, hero: str) -> str:
    board = state.campaign.heroes.get(hero) if state.campaign is not None else None
    return board.name if board is not None else hero.replace("_", " ")
