"""Turning a scenario into a quest position: the catalog, the seats and the quest state
(the units: app/scenarios/units.py; a campaign position: app/scenarios/campaign.py)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from app.content.catalog import Catalog
from app.content.schema.cards import EnemyActionCard
from app.content.schema.enemies import Enemy
from app.content.schema.quests import QuestGoal, QuestInteraction, Reinforcement
from app.engine.hunters.quest.model.options import RulesOptions
from app.engine.hunters.quest.model.state import QuestDefinitions, QuestState
from app.engine.hunters.quest.model.units import EnemyDeck, EnemyUnit, HeroUnit, Trap
from app.engine.hunters.quest.steps.rounds import actions_per_turn, proposed_order
from app.engine.hunters.state import HuntersTable, Seat
from app.engine.kernel.dice import SeededDice, shuffled
from app.scenarios.campaign import (
    CampaignOptions,
    CampaignPositionError,
    CampaignSpec,
    campaign_state,
)
from app.scenarios.errors import ScenarioError, read_model
from app.scenarios.spec import Scenario
from app.scenarios.units import Definitions, build_ally, read_units

__all__ = ["ScenarioError", "build_state", "load_catalog"]

DEFAULT_GOAL = QuestGoal(kind="eliminate_all", rounds=6)
_PACKS: dict[str, Catalog] = {}


def load_catalog(content: str, folder: Path) -> Catalog:
    """``base`` (the shipped pack), ``none`` (everything inline) or a pack folder path."""
    if content in _PACKS:
        return _PACKS[content]
    from app.content.errors import PackError
    from app.content.loader import load_pack
    from app.settings import get_settings

    if content == "none":
        catalog = Catalog(pack="none", version="0", content_hash="0" * 64)
    else:
        path = get_settings().base_pack if content == "base" else folder / content
        try:
            catalog = load_pack(path)
        except PackError as broken:
            raise ScenarioError("content", f"the pack does not load: {broken}") from broken
    if content in ("base", "none"):
        _PACKS[content] = catalog
    return catalog


def build_state(scenario: Scenario, catalog: Catalog) -> HuntersTable:
    """The campaign with its seats and the scenario's quest position (or, with a
    ``campaign:`` key, the party between quests, app/scenarios/campaign.py)."""
    if scenario.campaign is not None:
        return _campaign_position(scenario, catalog)
    assert scenario.board is not None
    defs = Definitions(catalog)
    units = read_units(scenario, defs)
    heroes = units.heroes
    npcs = {spec.id: build_ally(spec, defs, where, heroes) for where, spec in units.allies}
    quest = _quest(scenario, defs, heroes, units.enemies, units.traps)
    if npcs:  # QUEST-42: the allies and their definitions
        found = {a.ally: defs.allies[a.ally] for a in npcs.values()}
        definitions = quest.defs.model_copy(update={"allies": found})
        quest = quest.model_copy(update={"allies": npcs, "defs": definitions})
    return HuntersTable(
        seed=scenario.seed,
        content_pack=catalog.pack,
        content_hash=catalog.content_hash,
        difficulty=scenario.options.difficulty,
        phase="quest",
        seats=_seats(scenario, heroes),
        quest=_turn(scenario, quest),
    )


def _seats(scenario: Scenario, heroes: dict[str, HeroUnit]) -> dict[str, Seat]:
    """One seat per hero, named after it, unless ``options.seats`` says otherwise."""
    plan = scenario.options.seats or {h: [h] for h in heroes}
    for seat, units in plan.items():
        unknown = [u for u in units if u not in heroes]
        if unknown:
            raise ScenarioError(f"options.seats.{seat}", f"unknown heroes {unknown}")
    return {s: Seat(seat=s, heroes=tuple(units), ready=True) for s, units in plan.items()}


def _quest(
    scenario: Scenario,
    defs: Definitions,
    heroes: dict[str, HeroUnit],
    enemies: dict[str, EnemyUnit],
    traps: dict[str, Trap],
) -> QuestState:
    options, board = scenario.options, scenario.board
    if board is None:
        raise ScenarioError("board", "a quest position needs a board")
    waves = tuple(
        read_model(Reinforcement, w, f"options.reinforcements[{n}]")
        for n, w in enumerate(options.reinforcements)
    )
    for n, wave in enumerate(waves):
        for spot in wave.enemies:
            defs.resolve(spot.enemy, defs.enemies, Enemy, f"options.reinforcements[{n}]")
    kinds = {e.enemy for e in enemies.values()} | {s.enemy for w in waves for s in w.enemies}
    decks = _enemy_decks(scenario, defs, kinds)
    return QuestState(
        quest="scenario",
        name=scenario.name,
        goal=read_model(QuestGoal, options.goal, "options.goal") if options.goal else DEFAULT_GOAL,
        night=options.night,
        difficulty=options.difficulty,
        options=read_model(RulesOptions, options.rules, "options.rules"),
        board=board,
        deployment_zone=tuple(options.deployment_zone),
        defs=_definitions(scenario, defs, heroes, kinds, traps, decks),
        heroes=heroes,
        enemies=enemies,
        reinforcements=waves,
        hero_elimination=options.hero_elimination,
        traps=traps,
        next_trap_id=len(traps) + 1,
        findings=tuple((s[0], s[1]) for s in board.findings),
        enemy_decks=decks,
    )


def _definitions(
    scenario: Scenario,
    defs: Definitions,
    heroes: dict[str, HeroUnit],
    kinds: set[str],
    traps: dict[str, Trap],
    decks: dict[str, EnemyDeck],
) -> QuestDefinitions:
    cards = {c for h in heroes.values() for c in (*h.hand, *h.draw_pile, *h.used)}
    items = {i for h in heroes.values() for i in (*h.equipment, *h.backpack)}
    items |= {t.item for t in traps.values()}
    interactions = tuple(
        read_model(QuestInteraction, i, f"options.interactions[{n}]")
        for n, i in enumerate(scenario.options.interactions)
    )
    return QuestDefinitions(
        cards={c: defs.cards[c] for c in sorted(cards)},
        enemies={k: defs.enemies[k] for k in sorted(kinds)},
        enemy_cards={c: defs.enemy_cards[c] for d in decks.values() for c in d.draw_pile},
        equipment={i: defs.equipment[i] for i in sorted(items)},
        interactions=interactions,
    )


def _enemy_decks(scenario: Scenario, defs: Definitions, kinds: set[str]) -> dict[str, EnemyDeck]:
    """Given piles (top first), else the pack's pile of each species, shuffled by the seed."""
    dice = SeededDice(scenario.seed)
    decks: dict[str, EnemyDeck] = {}
    for name, cards in scenario.enemy_decks.items():
        pile = tuple(
            defs.resolve(c, defs.enemy_cards, EnemyActionCard, f"enemy_decks.{name}[{i}]")
            for i, c in enumerate(cards)
        )
        decks[name] = EnemyDeck(draw_pile=pile)
    for species in sorted({defs.enemies[k].deck for k in kinds}):
        if species not in decks:
            ids = [c.id for _, c in sorted(defs.enemy_cards.items()) if c.deck == species]
            decks[species] = EnemyDeck(draw_pile=shuffled(dice, ids))
    return decks


def _turn(scenario: Scenario, quest: QuestState) -> QuestState:
    """``turn``: the round under way and whose turn it is (units before it have acted)."""
    turn = scenario.turn
    if turn is None:
        return quest
    quest = quest.model_copy(update={"phase": "playing", "round": turn.round})
    order = tuple(turn.order) if turn.order else proposed_order(quest)[0]
    if turn.active not in order:
        raise ScenarioError("turn.active", f"'{turn.active}' does not act this round")
    index = order.index(turn.active)
    if turn.active in quest.enemies:
        return quest.model_copy(update={"order": order, "turn_index": index - 1})
    unit = quest.party_unit(turn.active)
    assert unit is not None
    statuses = tuple(s for s in ("stun", "immobilize") if unit.tokens.has_status(s))
    table = "heroes" if turn.active in quest.heroes else "allies"
    units = {**getattr(quest, table), unit.id: unit.model_copy(update={"turn_statuses": statuses})}
    left = turn.actions_left if turn.actions_left is not None else actions_per_turn(quest, unit.id)
    return quest.model_copy(
        update={
            "order": order,
            "turn_index": index,
            "active": turn.active,
            "actions_left": left,
            table: units,
        }
    )


def _campaign_position(scenario: Scenario, catalog: Catalog) -> HuntersTable:
    try:
        spec = CampaignSpec.model_validate(scenario.campaign)
        o = scenario.options
        quest_only = set(o.model_dump(exclude_defaults=True)) - set(CampaignOptions.model_fields)
        if quest_only:  # never silently ignored: these shape a quest position only
            raise ScenarioError(f"options.{sorted(quest_only)[0]}", "not for a campaign position")
        options = CampaignOptions(
            difficulty=o.difficulty, hero_elimination=o.hero_elimination, rules=o.rules
        )
        return campaign_state(spec, catalog, scenario.seed, options)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(f"campaign.{where}", problem["msg"]) from None
    except CampaignPositionError as wrong:
        raise ScenarioError("campaign", str(wrong)) from None
