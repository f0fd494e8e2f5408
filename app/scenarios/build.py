"""Turning a scenario into a quest position: the catalog, the seats and the quest state."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from app.content.catalog import Catalog
from app.content.schema.allies import NpcAlly
from app.content.schema.cards import ActionCard, EnemyActionCard
from app.content.schema.enemies import Enemy
from app.content.schema.equipment import Equipment
from app.content.schema.heroes import Hero
from app.content.schema.quests import QuestGoal, QuestInteraction, Reinforcement
from app.engine.kernel.dice import SeededDice, shuffled
from app.engine.quest.model.options import RulesOptions
from app.engine.quest.model.state import QuestDefinitions, QuestState
from app.engine.quest.model.units import (
    AllyUnit,
    Attributes,
    EnemyDeck,
    EnemyUnit,
    HeroUnit,
    Tokens,
    Trap,
)
from app.engine.quest.rules.command_chain import party_deciding_hero
from app.engine.quest.steps.rounds import actions_per_turn, proposed_order
from app.engine.state import CampaignState, Seat
from app.scenarios.campaign import CampaignPositionError, CampaignSpec, campaign_state
from app.scenarios.spec import HealthSpec, Inline, Scenario, UnitSpec

Model = TypeVar("Model", bound=BaseModel)
DEFAULT_GOAL = QuestGoal(kind="eliminate_all", rounds=6)
_PACKS: dict[str, Catalog] = {}


class ScenarioError(Exception):
    """A scenario that cannot be set up: ``where`` is the path of the bad field."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where


def load_catalog(content: str, folder: Path) -> Catalog:
    """``base`` (the shipped pack), ``none`` (everything inline) or a pack folder path."""
    if content in _PACKS:
        return _PACKS[content]
    from app.content.errors import PackError
    from app.content.loader import BASE_PACK, load_pack

    if content == "none":
        catalog = Catalog(pack="none", version="0", content_hash="0" * 64)
    else:
        path = BASE_PACK if content == "base" else folder / content
        try:
            catalog = load_pack(path)
        except PackError as broken:
            raise ScenarioError("content", f"the pack does not load: {broken}") from broken
    if content in ("base", "none"):
        _PACKS[content] = catalog
    return catalog


class Definitions:
    """The catalog plus the scenario's inline objects, looked up by id with field paths."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.heroes = dict(catalog.heroes)
        self.enemies = dict(catalog.enemies)
        self.equipment = dict(catalog.equipment)
        self.cards = dict(catalog.cards)
        self.enemy_cards = dict(catalog.enemy_cards)
        self.allies = {a.id: a for quest in catalog.quests.values() for a in quest.allies}

    def resolve(
        self, value: Inline, table: dict[str, Model], model: type[Model], where: str
    ) -> str:
        if isinstance(value, dict):
            try:
                parsed = model.model_validate(value)
            except ValidationError as invalid:
                problem = invalid.errors()[0]
                path = ".".join(str(p) for p in problem["loc"])
                raise ScenarioError(f"{where}.{path}" if path else where, problem["msg"]) from None
            key: str = parsed.id  # type: ignore[attr-defined]
            table[key] = parsed
            return key
        if value not in table:
            raise ScenarioError(where, f"'{value}' is not in the content pack")
        return value


def _tokens(spec: UnitSpec, where: str) -> Tokens:
    try:
        return Tokens.model_validate(spec.tokens)
    except ValidationError as invalid:
        raise ScenarioError(f"{where}.tokens", invalid.errors()[0]["msg"]) from None


def _resolve_all(defs: Definitions, values: list[Inline], kind: str, where: str) -> tuple[str, ...]:
    """Card ids (``kind`` cards) or equipment ids, inline objects added to the lookup."""
    if kind == "cards":
        return tuple(
            defs.resolve(v, defs.cards, ActionCard, f"{where}[{i}]") for i, v in enumerate(values)
        )
    return tuple(
        defs.resolve(v, defs.equipment, Equipment, f"{where}[{i}]") for i, v in enumerate(values)
    )


def _health(spec: UnitSpec, hero: Hero) -> tuple[int, int]:
    """``health: {current, max}``, ``health: n`` (current; the maximum at least the board's),
    or the board's start."""
    health = spec.health
    if isinstance(health, HealthSpec):
        return health.current, max(1, health.max, health.current)
    if health is not None:
        return health, max(1, hero.health.start, health)
    return hero.health.start, max(1, hero.health.start)


def _hero(spec: UnitSpec, defs: Definitions, where: str, *, started: bool) -> HeroUnit:
    assert spec.hero is not None
    hero = defs.heroes[defs.resolve(spec.hero, defs.heroes, Hero, f"{where}.hero")]
    starts = {n: getattr(hero, n).start for n in ("strength", "agility", "perception", "knowledge")}
    current, top = _health(spec, hero)
    equipment: list[Inline] = (
        spec.equipment if spec.equipment is not None else list(hero.starting_equipment)
    )
    worn = _resolve_all(defs, equipment, "equipment", f"{where}.equipment")
    tokens = _tokens(spec, where)
    armor = next((i for i in worn if defs.equipment[i].category == "armor"), None)
    damage = {armor: tokens.mighty} if armor and tokens.mighty else {}
    attributes: dict[str, int] = {**starts, **{str(k): v for k, v in spec.attributes.items()}}
    return HeroUnit(
        id=spec.id,
        hero=hero.id,
        name=hero.name,
        at=spec.at,
        attributes=Attributes.model_validate(attributes),
        health=current,
        max_health=top,
        morale=spec.morale if spec.morale is not None else hero.morale.start,
        morale_top=hero.morale.top,
        equipment=worn,
        armor_damage=damage,
        backpack=_resolve_all(defs, spec.backpack, "equipment", f"{where}.backpack"),
        slots=hero.free_slots,
        draw_pile=_resolve_all(defs, spec.deck, "cards", f"{where}.deck"),
        hand=_resolve_all(defs, spec.hand or [], "cards", f"{where}.hand"),
        used=_resolve_all(defs, spec.used, "cards", f"{where}.used"),
        tokens=tokens,
        hidden=spec.hidden,
        placed=spec.at is not None,
        hand_chosen=started or spec.hand is not None or len(spec.deck) <= 5,
    )


def _enemy(spec: UnitSpec, defs: Definitions, where: str) -> EnemyUnit:
    assert spec.enemy is not None
    enemy = defs.enemies[defs.resolve(spec.enemy, defs.enemies, Enemy, f"{where}.enemy")]
    if spec.at is None:
        raise ScenarioError(f"{where}.at", "an enemy needs a space")
    if spec.health is not None and not isinstance(spec.health, int):
        raise ScenarioError(f"{where}.health", "an enemy's health is one number")
    health = spec.health if spec.health is not None else enemy.health
    start = spec.start_health or max(enemy.health, health)
    return EnemyUnit(
        id=spec.id, enemy=enemy.id, at=spec.at, health=health, start_health=max(start, health),
        tokens=_tokens(spec, where),
    )  # fmt: skip


def _ally(spec: UnitSpec, defs: Definitions, where: str, heroes: dict[str, HeroUnit]) -> AllyUnit:
    """QUEST-42: an NPC ally from an inline definition (its ``at`` the unit's) or a pack
    quest's ally; commanded by ``controller``, else the party's decider (DEV-21)."""
    assert spec.ally is not None
    if spec.at is None:
        raise ScenarioError(f"{where}.at", "an ally needs a space")
    value = {"at": spec.at, **spec.ally} if isinstance(spec.ally, dict) else spec.ally
    ally = defs.allies[defs.resolve(value, defs.allies, NpcAlly, f"{where}.ally")]
    if spec.controller is not None and spec.controller not in heroes:
        raise ScenarioError(f"{where}.controller", f"'{spec.controller}' is not a hero here")
    if spec.health is not None and not isinstance(spec.health, int):
        raise ScenarioError(f"{where}.health", "an ally's health is one number")
    return AllyUnit(
        id=spec.id, ally=ally.id, name=ally.name, at=spec.at, max_health=ally.health,
        health=ally.health if spec.health is None else spec.health, tokens=_tokens(spec, where),
        controller=spec.controller or party_deciding_hero(heroes),
    )  # fmt: skip


def _trap(spec: UnitSpec, defs: Definitions, where: str) -> Trap:
    assert spec.trap is not None
    item = defs.resolve(spec.trap, defs.equipment, Equipment, f"{where}.trap")
    if spec.at is None:
        raise ScenarioError(f"{where}.at", "a trap needs a space")
    return Trap(id=spec.id, item=item, at=spec.at, armed=spec.armed, owner=spec.owner)


@dataclass
class _Units:
    """The scenario's units by kind (allies kept as specs: built once the heroes are)."""

    heroes: dict[str, HeroUnit] = field(default_factory=dict)
    enemies: dict[str, EnemyUnit] = field(default_factory=dict)
    traps: dict[str, Trap] = field(default_factory=dict)
    allies: list[tuple[str, UnitSpec]] = field(default_factory=list)


def build_state(scenario: Scenario, catalog: Catalog) -> CampaignState:
    """The campaign with its seats and the scenario's quest position (or, with a
    ``campaign:`` key, the party between quests, app/scenarios/campaign.py)."""
    if scenario.campaign is not None:
        return _campaign_position(scenario, catalog)
    assert scenario.board is not None
    defs = Definitions(catalog)
    units = _read_units(scenario, defs)
    heroes = units.heroes
    npcs = {spec.id: _ally(spec, defs, where, heroes) for where, spec in units.allies}
    quest = _quest(scenario, defs, heroes, units.enemies, units.traps)
    if npcs:  # QUEST-42: the allies and their definitions
        found = {a.ally: defs.allies[a.ally] for a in npcs.values()}
        definitions = quest.defs.model_copy(update={"allies": found})
        quest = quest.model_copy(update={"allies": npcs, "defs": definitions})
    return CampaignState(
        seed=scenario.seed,
        content_pack=catalog.pack,
        content_hash=catalog.content_hash,
        difficulty=scenario.options.difficulty,
        phase="quest",
        seats=_seats(scenario, heroes),
        quest=_turn(scenario, quest),
    )


def _read_units(scenario: Scenario, defs: Definitions) -> _Units:
    units = _Units()
    ids: set[str] = set()
    for index, spec in enumerate(scenario.units):
        where = f"units[{index}]"
        if spec.id in ids:
            raise ScenarioError(f"{where}.id", f"the id '{spec.id}' is used twice")
        ids.add(spec.id)
        if sum(x is not None for x in (spec.hero, spec.enemy, spec.ally, spec.trap)) != 1:
            raise ScenarioError(where, "a unit is exactly one of hero, enemy, ally or trap")
        _add_unit(units, scenario, spec, defs, where)
    if not units.heroes:
        raise ScenarioError("units", "a scenario needs at least one hero")
    return units


def _add_unit(
    units: _Units, scenario: Scenario, spec: UnitSpec, defs: Definitions, where: str
) -> None:
    if spec.kind == "ally":
        units.allies.append((where, spec))
    elif spec.kind == "hero":
        if spec.at is None and not scenario.options.deployment_zone:
            raise ScenarioError(f"{where}.at", "a hero needs a space (or a deployment zone)")
        units.heroes[spec.id] = _hero(spec, defs, where, started=scenario.turn is not None)
    elif spec.kind == "enemy":
        units.enemies[spec.id] = _enemy(spec, defs, where)
    else:
        units.traps[spec.id] = _trap(spec, defs, where)


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
    options = scenario.options
    waves = tuple(
        _model(Reinforcement, w, f"options.reinforcements[{n}]")
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
        goal=_model(QuestGoal, options.goal, "options.goal") if options.goal else DEFAULT_GOAL,
        night=options.night,
        difficulty=options.difficulty,
        options=_model(RulesOptions, options.rules, "options.rules"),
        board=scenario.board,
        deployment_zone=tuple(options.deployment_zone),
        defs=_definitions(scenario, defs, heroes, kinds, traps, decks),
        heroes=heroes,
        enemies=enemies,
        reinforcements=waves,
        hero_elimination=options.hero_elimination,
        traps=traps,
        next_trap_id=len(traps) + 1,
        findings=tuple((s[0], s[1]) for s in scenario.board.findings),
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
        _model(QuestInteraction, i, f"options.interactions[{n}]")
        for n, i in enumerate(scenario.options.interactions)
    )
    return QuestDefinitions(
        cards={c: defs.cards[c] for c in sorted(cards)},
        enemies={k: defs.enemies[k] for k in sorted(kinds)},
        enemy_cards={c: defs.enemy_cards[c] for d in decks.values() for c in d.draw_pile},
        equipment={i: defs.equipment[i] for i in sorted(items)},
        interactions=interactions,
    )


def _model(model: type[Model], data: Any, where: str) -> Model:
    try:
        return model.model_validate(data)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        path = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(f"{where}.{path}" if path else where, problem["msg"]) from None


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


def _campaign_position(scenario: Scenario, catalog: Catalog) -> CampaignState:
    try:
        spec = CampaignSpec.model_validate(scenario.campaign)
        return campaign_state(spec, catalog, scenario.seed)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(f"campaign.{where}", problem["msg"]) from None
    except CampaignPositionError as wrong:
        raise ScenarioError("campaign", str(wrong)) from None
