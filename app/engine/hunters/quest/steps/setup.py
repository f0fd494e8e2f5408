"""Setting up a quest from the pack (QUEST-01..11, DEV-15/16, TERR-14/19/20).

``build_quest`` copies every definition the quest needs into the quest state, deploys
the enemies for the party's size and shuffles their action piles; placing the heroes
and choosing opening hands are the players' decisions that follow.
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.schema.allies import NpcAlly
from app.content.schema.heroes import Hero
from app.content.schema.quests import Quest
from app.content.slots import arrange
from app.engine.hunters.quest.events.lifecycle import HeroPlaced, OpeningHandChosen
from app.engine.hunters.quest.events.terrain import TrapArmed
from app.engine.hunters.quest.model.decisions import OpeningHandDecision, PlaceHeroDecision
from app.engine.hunters.quest.model.options import RulesOptions
from app.engine.hunters.quest.model.state import QuestDefinitions, QuestState
from app.engine.hunters.quest.model.units import (
    AllyUnit,
    Attributes,
    EnemyDeck,
    EnemyUnit,
    HeroUnit,
    Trap,
)
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.command_chain import party_deciding_hero
from app.engine.hunters.quest.steps.decisions import hero_seat, open_decision
from app.engine.kernel.dice import Dice, shuffled


def starting_deck(content: Catalog, hero: Hero, quest: Quest) -> tuple[str, ...]:
    """DEV-15/16, QUEST-10: the quest-1 deck of 10, otherwise every ST card (20)."""
    if quest.deck == "quest_one":
        return hero.quest_one_deck
    return tuple(
        card.id
        for card in content.hero_cards(hero.id)
        if card.is_starting
        for _ in range(card.copies)
    )


def hero_unit(content: Catalog, hero_id: str, quest: Quest) -> HeroUnit:
    """A hero at its board's start values (the campaign's progression is a later layer)."""
    hero = content.heroes[hero_id]
    items = [content.equipment[i] for i in hero.starting_equipment if i in content.equipment]
    equipped, carried = arrange(items, hero.free_slots)  # DEV-04: what does not fit is carried
    return HeroUnit(
        id=hero_id,
        hero=hero_id,
        name=hero.name,
        attributes=Attributes(
            strength=hero.strength.start,
            agility=hero.agility.start,
            perception=hero.perception.start,
            knowledge=hero.knowledge.start,
        ),
        health=hero.health.start,
        max_health=max(1, hero.health.start),
        morale=hero.morale.start,
        morale_top=hero.morale.top,
        equipment=tuple(item.id for item in equipped),
        backpack=tuple(item.id for item in carried),
        slots=hero.free_slots,
        draw_pile=starting_deck(content, hero, quest),
    )


def deploy_enemies(content: Catalog, quest: Quest, heroes: int) -> dict[str, EnemyUnit]:
    """QUEST-07/08/09: the icons for this many heroes, multiples, starting damage."""
    units: dict[str, EnemyUnit] = {}
    counts: dict[str, int] = {}
    for spot in quest.deployment:
        card = content.enemies[spot.enemy]
        for _ in range(spot.count_for(heroes)):
            counts[spot.enemy] = counts.get(spot.enemy, 0) + 1
            unit = f"{spot.enemy}-{counts[spot.enemy]}"
            health = max(1, card.health - spot.damage)  # ENEMY-20: the cap is this start
            units[unit] = EnemyUnit(
                id=unit, enemy=spot.enemy, at=spot.at, health=health, start_health=health
            )
    return units


def deploy_allies(allies: tuple[NpcAlly, ...], heroes: dict[str, HeroUnit]) -> dict[str, AllyUnit]:
    """QUEST-41/42: the quest's NPC allies on their spaces, at full Health, each commanded
    by the hero its quest names (when in the party), else by the party's decider (DEV-21)."""
    default = party_deciding_hero(heroes)
    named = {ally.id: ally.controller if ally.controller in heroes else default for ally in allies}
    return {ally.id: ally_unit(ally, named[ally.id]) for ally in allies}


def ally_unit(ally: NpcAlly, controller: str | None) -> AllyUnit:
    """QUEST-42: an NPC ally at full Health on its space."""
    return AllyUnit(
        id=ally.id, ally=ally.id, name=ally.name, at=ally.at, health=ally.health,
        max_health=ally.health, controller=controller,
    )  # fmt: skip


def build_quest(
    content: Catalog,
    quest: Quest,
    party: tuple[str, ...],
    dice: Dice,
    *,
    difficulty: str = "normal",
    options: RulesOptions | None = None,
    hero_elimination: bool = False,
    units: dict[str, HeroUnit] | None = None,
) -> QuestState:
    """The quest's starting state for ``party`` (heroes not yet placed, hands not chosen).
    ``units`` are the heroes as the campaign hands them over (END-04); a hero not in it
    starts from its board's start values."""
    heroes = {h: (units or {}).get(h) or hero_unit(content, h, quest) for h in party}
    enemies = deploy_enemies(content, quest, len(party))
    kinds = {e.enemy for e in enemies.values()} | arriving_kinds(quest)
    species = {content.enemies[k].deck for k in kinds}
    decks = {
        deck: EnemyDeck(draw_pile=shuffled(dice, [c.id for c in content.enemy_deck(deck)]))
        for deck in sorted(species)
    }
    qmap = content.maps[quest.map]
    return QuestState(
        quest=quest.id,
        name=quest.name,
        number=quest.number,
        goal=quest.goal,
        night=quest.night,
        difficulty=difficulty,  # type: ignore[arg-type]
        options=options or RulesOptions(),
        board=qmap.board,
        deployment_zone=qmap.deployment_zone,
        defs=quest_definitions(content, quest, heroes, kinds, decks),
        heroes=heroes,
        enemies=enemies,
        allies=deploy_allies(quest.allies, heroes),
        reinforcements=quest.reinforcements,
        hero_elimination=hero_elimination,
        traps={
            f"trap-{n}": Trap(id=f"trap-{n}", item=t.trap, at=t.at, armed=False)
            for n, t in enumerate(quest.traps, start=1)
        },
        next_trap_id=len(quest.traps) + 1,
        findings=qmap.board.findings,
        enemy_decks=decks,
    )


def arriving_kinds(quest: Quest) -> set[str]:
    """QUEST-21: the kinds of enemy that arrive later in the quest."""
    return {spot.enemy for wave in quest.reinforcements for spot in wave.enemies}


def quest_definitions(
    content: Catalog,
    quest: Quest,
    heroes: dict[str, HeroUnit],
    kinds: set[str],
    decks: dict[str, EnemyDeck],
) -> QuestDefinitions:
    """Every definition the quest reads, copied so the state needs no Catalog."""
    cards = {c for h in heroes.values() for c in h.draw_pile}
    items = {i for h in heroes.values() for i in (*h.equipment, *h.backpack)}
    items |= {t.trap for t in quest.traps}
    return QuestDefinitions(
        cards={c: content.cards[c] for c in sorted(cards)},
        enemies={e: content.enemies[e] for e in sorted(kinds)},
        enemy_cards={c: content.enemy_cards[c] for d in decks.values() for c in d.draw_pile},
        equipment={i: content.equipment[i] for i in sorted(items) if i in content.equipment},
        interactions=quest.interactions,
        allies={ally.id: ally for ally in quest.allies},
    )


def ask_placement(tape: QuestRecorder, unit: str) -> None:
    """QUEST-06: any space of the deployment zone."""
    zone = tape.quest.deployment_zone
    if len(zone) == 1:
        tape.emit(HeroPlaced(unit=unit, at=zone[0]))
        return
    open_decision(
        tape, PlaceHeroDecision, deciders=hero_seat(tape, unit), unit=unit,
        spaces=zone, default=zone[0],
    )  # fmt: skip


def ask_opening_hand(tape: QuestRecorder, unit: str) -> None:
    """QUEST-11: any 5 cards of the deck; the rest is shuffled into the pile."""
    q = tape.quest
    deck = q.heroes[unit].draw_pile
    size = q.options.hand_size
    if len(deck) <= size:
        tape.emit(OpeningHandChosen(unit=unit, hand=deck, draw_pile=()))
        return
    open_decision(
        tape, OpeningHandDecision, deciders=hero_seat(tape, unit), unit=unit,
        cards=deck, size=size, default=deck[:size],
    )  # fmt: skip


def arm_map_traps(tape: QuestRecorder) -> None:
    """TERR-19/20: traps placed by the quest are armed from the start, except under a hero."""
    q = tape.quest
    occupied = {h.at for h in q.heroes.values() if h.at is not None}
    for trap in q.traps.values():
        if not trap.armed and trap.owner is None and trap.at not in occupied:
            tape.emit(TrapArmed(trap=trap.id))
