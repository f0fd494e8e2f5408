"""Setting a fight up (P-SETUP-01..20): the table as ``FightStarted`` records it, then the
shuffles, the opening hands, the behavior slots and "Setup:" abilities, then round 1."""

from __future__ import annotations

from collections.abc import Iterable

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.fights import Fight
from app.content.schema.primal.hunters import Loadout
from app.content.schema.primal.monsters import BehaviorCard, LevelSetup, Monster
from app.engine.primal.commands import SECTOR_INDEX, StartFight
from app.engine.primal.events.setup import FightStarted, PileShuffled
from app.engine.primal.model.board import BoardState, SectorState
from app.engine.primal.model.hunters import HunterState
from app.engine.primal.model.monster import (
    AttritionState,
    BehaviorState,
    MonsterState,
    SideDeckState,
    Slot,
)
from app.engine.primal.model.state import FightDefinitions
from app.engine.primal.model.tasks import BeginRound, Draw, FillSlots, RoundStep
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.steps.agenda import push

OPENING_HAND = 5


def instances(cards: Iterable[str], seen: dict[str, int] | None = None) -> tuple[str, ...]:
    """Card instances: the first copy keeps its id, later ones ``id#2``, ``id#3``."""
    counts = seen if seen is not None else {}
    out = []
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
        out.append(card if counts[card] == 1 else f"{card}#{counts[card]}")
    return tuple(out)


def hunter_state(
    catalog: PrimalCatalog, hunter: str, loadout: Loadout, monster: Monster
) -> HunterState:
    """P-SETUP-10..13: the board with its gear, the deck (unshuffled), the mastery
    unfocused, the reserve of Wound cards (and Debility cards, P-EXP-14)."""
    definition = catalog.hunters[hunter]
    weapon = catalog.weapons[loadout.weapon]
    seen: dict[str, int] = {}
    deck = instances(loadout.deck, seen)
    wounds = instances([definition.wound_card] * definition.wounds, seen)
    debility = (
        instances([monster.debility_card] * monster.debility_per_hunter, seen)
        if monster.debility_card
        else ()
    )
    return HunterState(
        id=hunter, name=definition.name, weapon_class=definition.weapon_class, sector=0,
        deck=deck, wound_reserve=wounds, debility_reserve=debility, weapon=weapon.id,
        weapon_level=weapon.level, weapon_damage=weapon.damage, armor=loadout.armor,
        helm=loadout.helm, armor_health=catalog.protections[loadout.armor].health,
        helm_health=catalog.protections[loadout.helm].health, item=loadout.item,
        potions=loadout.potions, mastery=loadout.mastery, hand_limit=definition.hand_limit,
    )  # fmt: skip


def level_setup(monster: Monster, fight: Fight, level: int) -> LevelSetup:
    """P-SETUP-06, P-MON-28: the level's faces; the fight's objectives (campaign-only
    ones left out unless the fight names them)."""
    setup = monster.levels[level]
    if fight.objectives is None:
        objectives = tuple(o for o in setup.objectives if not o.campaign_only)
    else:
        objectives = tuple(o for o in setup.objectives if o.id in fight.objectives)
    return setup.model_copy(update={"objectives": objectives})


def attrition_cards(
    catalog: PrimalCatalog, fight: Fight
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """P-SETUP-09, P-MON-16, P-EXP-15/17/18: the base deck less the cards the fight takes
    out, with its special cards (``add``) and those set aside (``aside``)."""
    base = list(catalog.base_attrition())
    values = {c: catalog.attrition[c].value for c in base}
    for removed in fight.attrition.remove_values:
        match = next((c for c in base if values[c] == removed), None)
        if match is not None:
            base.remove(match)
    base = [c for c in base if values[c] not in fight.attrition.remove_all_values]
    seen: dict[str, int] = {}
    deck = instances([*base, *fight.attrition.add], seen)
    aside = instances(fight.attrition.aside, seen)
    return deck, aside


def behavior_decks(monster: Monster, fight: Fight, level: int) -> BehaviorState:
    """P-SETUP-06/07, P-EXP-12/16/19: this level's cards; some kept out of play; the
    rightmost slots locked by Awakening cards (P-MON-21)."""
    cards = [b.id for b in monster.behaviors if level in b.levels]
    out = tuple(c for c in cards if c in fight.out_of_play or monster_card(monster, c).out_of_play)
    deck = tuple(c for c in cards if c not in out)
    locks = len(monster.awakening_cards)
    slots = tuple(
        Slot(locked_by=monster.awakening_cards[i - (monster.slots - locks)])
        if i >= monster.slots - locks
        else Slot()
        for i in range(monster.slots)
    )
    return BehaviorState(deck=deck, slots=slots, out_of_play=out)


def monster_card(monster: Monster, card: str) -> BehaviorCard:
    return next(b for b in monster.behaviors if b.id == card)


def side_decks(monster: Monster, fight: Fight, level: int) -> dict[str, SideDeckState]:
    return {
        d.id: SideDeckState(id=d.id, kind=d.kind, deck=tuple(c.id for c in d.cards))
        for d in monster.side_decks
        if d.id in fight.side_decks and level in d.levels
    }


def board(fight: Fight) -> BoardState:
    """P-SETUP-01..03: the monster faces the bottom sector; the terrain of the layout."""
    sectors = [SectorState() for _ in range(4)]
    for placed in fight.terrain:
        index = SECTOR_INDEX[placed.sector]
        sector = sectors[index]
        if placed.terrain == "fire":
            sectors[index] = sector.model_copy(update={"fire": "red"})
        else:
            terrain = sector.terrain + (placed.terrain,) * placed.count
            sectors[index] = sector.model_copy(update={"terrain": terrain})
    return BoardState(facing=0, sectors=tuple(sectors))  # type: ignore[arg-type]


def definitions(
    catalog: PrimalCatalog, monster: Monster, setup: LevelSetup, loadouts: dict[str, Loadout],
    attrition: Iterable[str],
) -> FightDefinitions:  # fmt: skip
    """The content this fight needs, copied into its state."""
    cards = {c for lo in loadouts.values() for c in lo.deck}
    cards |= {catalog.hunters[h].wound_card for h in loadouts}
    if monster.debility_card:
        cards.add(monster.debility_card)
    items = {i for lo in loadouts.values() for i in (*lo.potions, *([lo.item] if lo.item else []))}
    return FightDefinitions(
        cards={c: catalog.cards[c] for c in sorted(cards)},
        masteries={lo.mastery: catalog.masteries[lo.mastery] for lo in loadouts.values()},
        weapons={lo.weapon: catalog.weapons[lo.weapon] for lo in loadouts.values()},
        protections={
            p: catalog.protections[p] for lo in loadouts.values() for p in (lo.armor, lo.helm)
        },
        items={i: catalog.items[i] for i in sorted(items)},
        attrition={c.partition("#")[0]: catalog.attrition[c.partition("#")[0]] for c in attrition},
        monster=monster,
        level=setup,
    )


def start_fight(
    rec: PrimalRecorder, catalog: PrimalCatalog, cmd: StartFight, loadouts: dict[str, Loadout]
) -> None:
    """P-SETUP-01..18: the table, then the shuffles (recorded), the opening hands (5 each,
    P-SETUP-15), the three behavior slots (P-SETUP-16), "Setup:" (P-SETUP-17), round 1."""
    fight = catalog.fights[cmd.fight]
    monster = catalog.monsters[fight.monster]
    setup = level_setup(monster, fight, cmd.level)
    deck, aside = attrition_cards(catalog, fight)
    hunters = {h: hunter_state(catalog, h, lo, monster) for h, lo in loadouts.items()}
    rec.emit(
        FightStarted(
            fight=fight.id, pack=catalog.pack, content_hash=catalog.content_hash,
            mode=fight.mode, level=cmd.level,
            defs=definitions(catalog, monster, setup, loadouts, (*deck, *aside)),
            options=cmd.options, seats={f.hunter: f.seat for f in cmd.hunters},
            order=tuple(f.hunter for f in cmd.hunters), hunters=hunters,
            monster=_monster_state(monster, setup),
            behavior=behavior_decks(monster, fight, cmd.level),
            attrition=AttritionState(deck=deck, aside=aside),
            side_decks=side_decks(monster, fight, cmd.level), board=board(fight),
            aggro=cmd.aggro or cmd.hunters[0].hunter,
        )
    )  # fmt: skip
    _shuffle_all(rec, monster, fight)
    push(
        rec,
        *(Draw(hunter=h, count=OPENING_HAND) for h in rec.state.order),
        FillSlots(),
        RoundStep(step="setup"),
        BeginRound(round=1),
    )


def _monster_state(monster: Monster, setup: LevelSetup) -> MonsterState:
    """P-SETUP-05/08/18: 10 health, Stance I with its perils and objectives."""
    return MonsterState(
        id=monster.id, name=monster.name, health=monster.health,
        perils=tuple(p.id for p in setup.perils if p.stance == 1),
        objectives=tuple(o.id for o in setup.objectives if o.stance == 1),
        tracks={t.id: t.start for t in monster.tracks},
        ballistas=(True,) * monster.ballistas,
    )  # fmt: skip


def _shuffle_all(rec: PrimalRecorder, monster: Monster, fight: Fight) -> None:
    """P-SETUP-07/09/12, P-EXP-19: every deck shuffled, each order recorded."""
    s = rec.state
    if fight.instinct_cards is not None:
        pool = tuple(c for c in s.behavior.deck if not monster_card(monster, c).signature)
        order = rec.shuffle("instinct", pool)
        rec.emit(PileShuffled(pile="instinct", order=order, keep=fight.instinct_cards))
    rec.emit(PileShuffled(pile="behavior", order=rec.shuffle("behavior", rec.state.behavior.deck)))
    rec.emit(PileShuffled(pile="attrition", order=rec.shuffle("attrition", s.attrition.deck)))
    for deck in s.side_decks.values():
        order = rec.shuffle(f"side:{deck.id}", deck.deck)
        rec.emit(PileShuffled(pile="side_deck", deck=deck.id, order=order))
    for hunter in s.order:
        order = rec.shuffle(f"deck:{hunter}", s.hunters[hunter].deck)
        rec.emit(PileShuffled(pile="deck", hunter=hunter, order=order))
