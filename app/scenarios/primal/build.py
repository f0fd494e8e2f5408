"""Setting up a Primal scenario's position: the fight started as the pack says, then
every field the file gives put in place, and the agenda set to where play starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.content.errors import PackError
from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.copying import copy_with
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import SECTOR_INDEX, FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.model.board import SectorState
from app.engine.primal.model.hunters import HunterState, Modifier, Placed
from app.engine.primal.model.monster import Slot, SwarmCard
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import BeginRound, RoundStep, Task, TurnStep
from app.engine.primal.model.turn import TurnState
from app.engine.primal.steps.setup import instances
from app.scenarios.errors import ScenarioError
from app.scenarios.primal.spec import HunterSpec, Scenario

HUNTER_FIELDS = (
    "damage", "threatened", "dazed", "burning", "ko", "eliminated", "captured", "focused",
    "focus_counters", "armor_depleted", "helm_depleted", "weapon_damage",
)  # fmt: skip
ROOT = Path(__file__).resolve().parents[3]
_PACKS: dict[Path, PrimalCatalog] = {}


def load_catalog(content: str, folder: Path) -> PrimalCatalog:
    """The pack named by ``content``: a folder relative to the file's, or to the repo."""
    for base in (folder, ROOT):
        path = (base / content).resolve()
        if path.is_dir():
            if path not in _PACKS:
                try:
                    _PACKS[path] = load_primal_pack(path)
                except PackError as bad:
                    raise ScenarioError("content", f"the pack does not load: {bad}") from None
            return _PACKS[path]
    raise ScenarioError("content", f"no Primal pack at {content!r}")


def build_state(scenario: Scenario, catalog: PrimalCatalog) -> PrimalState:
    start = StartFight(
        fight=scenario.fight, level=scenario.level,
        hunters=tuple(FightHunter(hunter=h.id, seat=h.seat or h.id) for h in scenario.hunters),
        aggro=scenario.aggro,
    )  # fmt: skip
    started = decide_fight(
        PrimalState(), start, SeededDice(scenario.seed), Actor(role="system"), catalog
    )
    if isinstance(started, Rejection):
        raise ScenarioError("hunters", f"{started.code}: {started.message}")
    s = started[1]
    for index, spec in enumerate(scenario.hunters):
        s = _hunter(s, spec, catalog, f"hunters[{index}]")
    s = _monster(s, scenario)
    s = _behavior(s, scenario)
    s = _attrition(s, scenario, catalog)
    s = _board(s, scenario)
    s = _side_decks(s, scenario)
    return _turn(s, scenario)


def _side_decks(s: PrimalState, scenario: Scenario) -> PrimalState:
    decks = dict(s.side_decks)
    for name, spec in scenario.side_decks.items():
        if name not in decks:
            raise ScenarioError(f"side_decks.{name}", "the fight does not use that side deck")
        fields: dict[str, Any] = {}
        for key in ("deck", "discard"):
            if getattr(spec, key) is not None:
                fields[key] = tuple(getattr(spec, key))
        if spec.active is not None:
            fields["active"] = spec.active
        if spec.in_play is not None:
            fields["in_play"] = tuple(SwarmCard(card=c, damage=n) for c, n in spec.in_play.items())
        decks[name] = copy_with(decks[name], **fields)
    return copy_with(s, side_decks=decks)


def _cards(catalog: PrimalCatalog, cards: list[str], where: str) -> None:
    for index, card in enumerate(cards):
        if card.partition("#")[0] not in catalog.cards:
            raise ScenarioError(f"{where}[{index}]", f"{card!r} is not in the content pack")


def _hunter(s: PrimalState, spec: HunterSpec, catalog: PrimalCatalog, where: str) -> PrimalState:
    h = s.hunters[spec.id]
    fields: dict[str, Any] = {}
    piles = {k: getattr(spec, k) for k in ("hand", "deck", "discard", "sequence")}
    if any(v is not None for v in piles.values()):
        seen: dict[str, int] = {}
        for key in ("hand", "deck", "discard", "sequence"):
            cards = piles[key] or []
            _cards(catalog, cards, f"{where}.{key}")
            made = instances(cards, seen)
            fields[key] = tuple(Placed(card=c) for c in made) if key == "sequence" else made
        wounds = instances([catalog.hunters[spec.id].wound_card] * 2, seen)
        fields["wound_reserve"] = wounds[: spec.wounds if spec.wounds is not None else 2]
    if spec.sector is not None:
        fields["sector"] = SECTOR_INDEX[spec.sector]
    for key in HUNTER_FIELDS:
        if getattr(spec, key) is not None:
            fields[key] = getattr(spec, key)
    for token, value in spec.tokens.model_dump().items():
        if value is not None:
            fields[f"{token}_tokens" if token != "strain" else "strain"] = value
    s = _gear(s, spec, catalog)
    h = s.hunters[spec.id]
    return copy_with(s, hunters={**s.hunters, spec.id: copy_with(h, **fields)})


def _gear(s: PrimalState, spec: HunterSpec, catalog: PrimalCatalog) -> PrimalState:
    """Gear other than the starter's (its definitions join the fight's)."""
    d = s.defs
    fields: dict[str, Any] = {}
    if spec.weapon is not None:
        weapon = catalog.weapons[spec.weapon]
        d = copy_with(d, weapons={**d.weapons, weapon.id: weapon})
        fields.update(weapon=weapon.id, weapon_level=weapon.level, weapon_damage=weapon.damage)
    for slot in ("armor", "helm"):
        piece_id = getattr(spec, slot)
        if piece_id is not None:
            piece = catalog.protections[piece_id]
            d = copy_with(d, protections={**d.protections, piece.id: piece})
            fields.update({slot: piece.id, f"{slot}_health": piece.health})
    d, more = _items(d, spec, catalog)
    fields.update(more)
    h = s.hunters[spec.id]
    s = copy_with(s, defs=d)
    return copy_with(s, hunters={**s.hunters, spec.id: copy_with(h, **fields)})


def _items(d: Any, spec: HunterSpec, catalog: PrimalCatalog) -> tuple[Any, dict[str, Any]]:
    """Items, potions, the mastery and the cards the file names, their definitions too."""
    fields: dict[str, Any] = {}
    items = [*(spec.potions or []), *([spec.item] if spec.item else [])]
    d = copy_with(d, items={**d.items, **{i: catalog.items[i] for i in items}})
    if spec.item is not None:
        fields["item"] = spec.item
    if spec.potions is not None:
        fields["potions"] = tuple(spec.potions)
    if spec.mastery is not None:
        mastery = catalog.masteries[spec.mastery]
        d = copy_with(d, masteries={**d.masteries, mastery.id: mastery})
        fields["mastery"] = mastery.id
    piles = (*(spec.hand or []), *(spec.deck or []), *(spec.discard or []), *(spec.sequence or []))
    cards = {c.partition("#")[0] for c in piles} & catalog.cards.keys()
    d = copy_with(d, cards={**d.cards, **{c: catalog.cards[c] for c in cards}})
    return d, fields


def _stance_fields(s: PrimalState, numeral: int) -> dict[str, Any]:
    """The stance, its perils and objectives, with the Permanent ones of earlier stances."""
    level = s.defs.level
    assert level is not None
    perils = [p.id for p in level.perils if p.stance < numeral and p.permanent]
    perils += [p.id for p in level.perils if p.stance == numeral]
    goals = [o.id for o in level.objectives if o.stance < numeral and o.permanent]
    goals += [o.id for o in level.objectives if o.stance == numeral]
    return {"stance": numeral - 1, "perils": tuple(perils), "objectives": tuple(goals)}


MONSTER_FIELDS = (
    "health",
    "damage",
    "struggle",
    "acceleration",
    "vulnerable",
    "confused",
    "stun_slot",
)


def _monster(s: PrimalState, scenario: Scenario) -> PrimalState:
    spec = scenario.monster
    m = s.monster
    fields: dict[str, Any] = _stance_fields(s, spec.stance) if spec.stance is not None else {}
    fields.update({k: getattr(spec, k) for k in MONSTER_FIELDS if getattr(spec, k) is not None})
    if spec.tracks is not None:
        fields["tracks"] = {**m.tracks, **spec.tracks}
    for key in ("perils", "objectives", "ballistas"):
        if getattr(spec, key) is not None:
            fields[key] = tuple(getattr(spec, key))
    if spec.bonus_damage is not None:
        fields["bonus_damage"] = (Modifier(amount=spec.bonus_damage, duration="round"),)
    if spec.counters is not None:
        fields["counters"] = dict(spec.counters)
    s = copy_with(s, monster=copy_with(m, **fields))
    if spec.facing is not None:
        s = copy_with(s, board=copy_with(s.board, facing=SECTOR_INDEX[spec.facing]))
    return s


def _slots(s: PrimalState, cards: list[str | None], known: dict[str, Any]) -> tuple[Slot, ...]:
    slots = []
    for index, card in enumerate(cards):
        locked = s.behavior.slots[index].locked_by if index < len(s.behavior.slots) else None
        if card is None:
            slots.append(Slot(locked_by=locked))
        else:
            slots.append(Slot(card=card, icons=known[card].icons, refresh=known[card].refresh))
    return tuple(slots)


def _behavior(s: PrimalState, scenario: Scenario) -> PrimalState:
    spec = scenario.behavior
    b = s.behavior
    monster = s.defs.monster
    assert monster is not None
    known = {card.id: card for card in monster.behaviors}
    for card in [*(spec.slots or []), *(spec.deck or []), *(spec.discard or [])]:
        if card is not None and card not in known:
            raise ScenarioError("behavior", f"{card!r} is no behavior card of {monster.id}")
    fields: dict[str, Any] = {}
    if spec.slots is not None:
        fields["slots"] = _slots(s, spec.slots, known)
    for key in ("out_of_play", "discard", "deck"):
        if getattr(spec, key) is not None:
            fields[key] = tuple(getattr(spec, key))
    if spec.deck is None and fields:
        out = fields.get("out_of_play", b.out_of_play)
        placed = {*(spec.slots or []), *(spec.discard or []), *out}
        level = [c.id for c in monster.behaviors if scenario.level in c.levels]
        fields["deck"] = tuple(c for c in level if c not in placed)
    return copy_with(s, behavior=copy_with(b, **fields))


def _attrition(s: PrimalState, scenario: Scenario, catalog: PrimalCatalog) -> PrimalState:
    spec = scenario.attrition
    fields: dict[str, Any] = {}
    seen: dict[str, int] = {}
    defs = dict(s.defs.attrition)
    for key in ("deck", "discard", "aside"):
        cards = getattr(spec, key)
        if cards is None:
            continue
        for index, card in enumerate(cards):
            if card not in catalog.attrition:
                raise ScenarioError(f"attrition.{key}[{index}]", f"{card!r} is no attrition card")
            defs[card] = catalog.attrition[card]
        fields[key] = instances(cards, seen)
    s = copy_with(s, defs=copy_with(s.defs, attrition=defs))
    return copy_with(s, attrition=copy_with(s.attrition, **fields))


def _board(s: PrimalState, scenario: Scenario) -> PrimalState:
    spec = scenario.board
    sectors = list(s.board.sectors)
    if spec.terrain is not None:
        sectors = [SectorState() for _ in range(4)]
        for name, kinds in spec.terrain.items():
            fire = "fire" in kinds
            rest = tuple(k for k in kinds if k != "fire")
            sectors[SECTOR_INDEX[name]] = SectorState(terrain=rest, fire="red" if fire else None)
    for name in spec.fire_yellow:
        sectors[SECTOR_INDEX[name]] = copy_with(sectors[SECTOR_INDEX[name]], fire="yellow")
    for name, tokens in spec.tokens.items():
        sectors[SECTOR_INDEX[name]] = copy_with(sectors[SECTOR_INDEX[name]], tokens=dict(tokens))
    board = copy_with(s.board, sectors=tuple(sectors), plateau=spec.plateau)
    return copy_with(s, board=board)


ROUND_TAIL = ("close", "housekeeping", "end_effects", "next_turn")
PHASE_STEPS = {
    "start": ("start",),
    "movement": ("over", "end", "attrition", "end_action", "action", "movement"),
    "action": ("over", "end", "attrition", "end_action", "action"),
}


def _turn(s: PrimalState, scenario: Scenario) -> PrimalState:
    """The agenda from the bottom: the rest of the round, then the hunter's turn."""
    t = scenario.turn
    base = dict(
        round=t.round, pending=(), next_decision_id=1, turns_done=tuple(t.done), consumed=()
    )
    if t.phase == "round" or t.hunter is None:
        agenda: tuple[Task, ...] = (BeginRound(round=t.round),)
        return copy_with(s, agenda=agenda, active=None, turn=None, first_player=None, **base)
    hunter = t.hunter
    first = t.first_player or s.aggro
    tail: list[Task] = [RoundStep(step=step) for step in ROUND_TAIL]  # type: ignore[arg-type]
    turn: list[Task] = [TurnStep(hunter=hunter, step=step) for step in PHASE_STEPS[t.phase]]  # type: ignore[arg-type]
    if t.phase == "start":
        return copy_with(
            s, agenda=tuple(tail + turn), active=None, turn=None, first_player=first, **base
        )
    state = TurnState(hunter=hunter, phase=t.phase)
    return copy_with(
        s, agenda=tuple(tail + turn), active=hunter, turn=state, first_player=first, **base
    )


__all__ = ["HunterState", "build_state", "load_catalog"]
