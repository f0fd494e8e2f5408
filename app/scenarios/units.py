"""The units of a scenario's quest position: heroes, enemies, NPC allies and traps, built
from their specs and the pack's (or inline) definitions."""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import ValidationError

from app.content.catalog import Catalog
from app.content.schema.allies import NpcAlly
from app.content.schema.cards import ActionCard
from app.content.schema.enemies import Enemy
from app.content.schema.equipment import Equipment
from app.content.schema.heroes import Hero
from app.engine.hunters.quest.model.units import (
    AllyUnit,
    Attributes,
    EnemyUnit,
    HeroUnit,
    Tokens,
    Trap,
)
from app.engine.hunters.quest.rules.command_chain import party_deciding_hero
from app.scenarios.errors import Model, ScenarioError
from app.scenarios.spec import HealthSpec, Inline, Scenario, UnitSpec


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


def build_ally(
    spec: UnitSpec, defs: Definitions, where: str, heroes: dict[str, HeroUnit]
) -> AllyUnit:
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
class Units:
    """The scenario's units by kind (allies kept as specs: built once the heroes are)."""

    heroes: dict[str, HeroUnit] = field(default_factory=dict)
    enemies: dict[str, EnemyUnit] = field(default_factory=dict)
    traps: dict[str, Trap] = field(default_factory=dict)
    allies: list[tuple[str, UnitSpec]] = field(default_factory=list)


def read_units(scenario: Scenario, defs: Definitions) -> Units:
    units = Units()
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
    units: Units, scenario: Scenario, spec: UnitSpec, defs: Definitions, where: str
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
