"""Rounds and turns (QUEST-12..22, END-01..05): drawing, the turn order, whose turn it is,
the end of a round and of the quest."""

from __future__ import annotations

from typing import Literal

from app.content.schema.effects import Regenerate
from app.engine.hunters.quest.events.actions import ActionFinished
from app.engine.hunters.quest.events.harm_and_help import StatusCleared
from app.engine.hunters.quest.events.lifecycle import EnemiesArrived, HeroRecovered, QuestEnded
from app.engine.hunters.quest.events.rounds import (
    CardsDrawn,
    DeckReshuffled,
    RoundEnded,
    RoundStarted,
    TurnEnded,
    TurnOrderSet,
    TurnStarted,
)
from app.engine.hunters.quest.model.decisions import TurnOrderDecision
from app.engine.hunters.quest.model.state import Outcome, QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.presence import (
    active_allies,
    active_enemies,
    active_heroes,
    is_active,
    miniature_name,
)
from app.engine.hunters.quest.rules.reinforcements import reinforcements_for
from app.engine.hunters.quest.rules.stats import hand_limit, perception, unit_effects
from app.engine.hunters.quest.steps.decisions import open_decision, party_decider
from app.engine.hunters.quest.steps.effects import flush_pushes, heal, take_damage
from app.engine.hunters.quest.steps.enemy_cards import begin_enemy_turn
from app.engine.hunters.quest.steps.quest_end import clean_up_heroes
from app.engine.kernel.dice import shuffled
from app.engine.kernel.rejections import Rejection, reject


def begin_round(tape: QuestRecorder, number: int) -> None:
    """QUEST-13: (1) heroes draw, (2) the turn order is set, (3) turns follow; QUEST-21:
    enemies arriving this round are deployed first, so they act in it."""
    tape.emit(RoundStarted(round=number))
    if number > 1:
        for hero in list(tape.quest.heroes.values()):
            if hero.is_on_board:
                draw_up(tape, hero.id)
    arrivals = reinforcements_for(tape.quest, number)
    if arrivals:
        tape.emit(EnemiesArrived(units=arrivals, round=number))
    settle_turn_order(tape)


def draw_up(tape: QuestRecorder, unit: str) -> None:
    """QUEST-15/16: draw up to the hand limit, reshuffling the used pile when the draw pile
    runs out (QUEST-15 default: a hand over the limit is kept as it is)."""
    hero = tape.quest.heroes[unit]
    need = hand_limit(tape.quest, hero) - len(hero.hand)
    if need <= 0:
        return
    first = hero.draw_pile[:need]
    if first:
        tape.emit(CardsDrawn(unit=unit, cards=first))
    need -= len(first)
    hero = tape.quest.heroes[unit]
    if need > 0 and hero.used:
        tape.emit(DeckReshuffled(unit=unit, draw_pile=shuffled(tape.dice, hero.used)))
        more = tape.quest.heroes[unit].draw_pile[:need]
        if more:
            tape.emit(CardsDrawn(unit=unit, cards=more))


def acting_units(q: QuestState) -> list[str]:
    """Who takes a turn this round: conscious heroes on the board (not revived or healed
    this round, HERO-STATE-02/05), NPC allies still in the fight (QUEST-42) and enemies
    on the board (QUEST-21)."""
    heroes = [h for h in active_heroes(q) if q.heroes[h].acts_from_round <= q.round]
    return heroes + active_allies(q) + active_enemies(q)


def proposed_order(q: QuestState) -> tuple[tuple[str, ...], dict[str, int]]:
    """QUEST-17: descending Perception; ties default to heroes first (party order), then
    NPC allies, then enemies."""
    units = acting_units(q)
    seen = {u: perception(q, u) for u in units}
    party = [*q.heroes, *q.allies]

    def rank(u: str) -> tuple[int, int, int]:
        side = 0 if u in q.heroes else (1 if u in q.allies else 2)
        return -seen[u], side, party.index(u) if side < 2 else 0

    units.sort(key=rank)
    return tuple(units), seen


def settle_turn_order(tape: QuestRecorder) -> None:
    """QUEST-17..19: ties and delays are the players' choice; asked only when there is one."""
    q = tape.quest
    order, seen = proposed_order(q)
    heroes = tuple(u for u in order if u in q.heroes)
    ties = tuple(
        group
        for value in sorted(set(seen.values()), reverse=True)
        if len(group := tuple(u for u in order if seen[u] == value)) > 1
    )
    can_delay = any(order.index(h) < len(order) - 1 for h in heroes)
    if not ties and not can_delay:
        tape.emit(TurnOrderSet(order=order))
        return
    open_decision(
        tape,
        TurnOrderDecision,
        deciders=party_decider(tape),
        perception=seen,
        heroes=heroes,
        ties=ties,
        default=order,
    )


def order_problem(
    q: QuestState, decision: TurnOrderDecision, order: tuple[str, ...]
) -> Rejection | None:
    """QUEST-17..19: the same units; a unit acting before a higher-Perception one is fine
    only if that later one is a hero who delays."""
    names = {unit: miniature_name(q, unit) for unit in decision.default}
    if sorted(order) != sorted(decision.default):
        return reject("bad_order", "Give every unit of this round exactly once.", "QUEST-17")
    seen = decision.perception
    for i, earlier in enumerate(order):
        for later in order[i + 1 :]:
            if seen[earlier] < seen[later] and later not in decision.heroes:
                message = (
                    f"{names[later]} has a higher Perception and acts earlier: only heroes delay."
                )
                return reject("bad_order", message, "QUEST-19")
    return None


def start_next_turn(tape: QuestRecorder) -> None:
    """QUEST-14/22: the next miniature in the order acts; none left ends the round."""
    q = tape.quest
    for unit in q.order[q.turn_index + 1 :]:
        if unit in acting_units(q):
            begin_turn(tape, unit)
            return
    end_round(tape)


TURN_STATUSES: tuple[Literal["stun", "immobilize"], ...] = ("stun", "immobilize")
"""TRAIT-22/24: the statuses that bind a miniature for the turn it begins under them."""


def begin_turn(tape: QuestRecorder, unit: str) -> None:
    """QUEST-22: 2 actions for a hero (an NPC ally: its quest's number, QUEST-42); poison
    bites first (HERO-STATE-12, ENEMY-26); a stunned miniature's turn passes with nothing
    done (TRAIT-22)."""
    q = tape.quest
    tokens = q.miniature(unit).tokens
    statuses = tuple(s for s in TURN_STATUSES if tokens.has_status(s))
    tape.emit(TurnStarted(unit=unit, actions=actions_per_turn(q, unit), statuses=statuses))
    if tokens.poison:
        take_damage(tape, unit, 1, "poison")
    q = tape.quest
    if not is_active(q, unit) or tokens.stun:
        end_turn(tape, unit)
        return
    if unit in q.enemies:
        begin_enemy_turn(tape, unit)


def actions_per_turn(q: QuestState, unit: str) -> int:
    """QUEST-22: a hero's actions (2 by default); an NPC ally's, its quest's (QUEST-42)."""
    if unit in q.heroes:
        return q.options.actions_per_turn
    if unit in q.allies:
        return q.defs.allies[q.allies[unit].ally].actions_per_turn
    return 0


def end_turn(tape: QuestRecorder, unit: str) -> None:
    """HERO-STATE-11: stun and immobilize end with the affected miniature's turn;
    ENEMY-21, HERO-STATE-13: a damaged miniature that regenerates heals now."""
    flush_pushes(tape)
    q = tape.quest
    if q.action is not None:
        tape.emit(ActionFinished(unit=unit))
    regenerate(tape, unit)
    statuses = q.miniature(unit).turn_statuses
    tokens = q.miniature(unit).tokens
    for status in statuses:
        if tokens.has_status(status):
            tape.emit(StatusCleared(unit=unit, status=status))
    tape.emit(TurnEnded(unit=unit))


def regenerate(tape: QuestRecorder, unit: str) -> None:
    """ENEMY-20/21, HERO-STATE-13: regenerate x at the end of its own turn while damaged
    and conscious, never above its maximum (an enemy: its starting Health)."""
    q = tape.quest
    if not is_active(q, unit):
        return
    amount = sum(e.amount for e in unit_effects(q, unit) if isinstance(e, Regenerate))
    if amount:
        heal(tape, unit, amount, "regenerate")


def end_round(tape: QuestRecorder) -> None:
    """QUEST-12/14, END-01/02: the round marker moves on, or the quest ends."""
    q = tape.quest
    tape.emit(RoundEnded(round=q.round))
    result = quest_result(tape.quest)
    if result is None:
        begin_round(tape, q.round + 1)
    else:
        end_quest(tape, *result)


def quest_result(q: QuestState) -> tuple[Outcome, str] | None:
    """END-01..03, QUEST-44, MOVE-07 (default): the outcome at the end of this round; a
    protected NPC ally out of the quest loses it first (QUEST-42, ``goal.protect``)."""
    lost = [
        q.allies[a].name
        for a in q.goal.protect
        if a in q.allies and not q.allies[a].is_active_miniature
    ]
    if lost:
        return "defeat", f"{lost[0]} fell"
    if q.goal.kind == "eliminate_all" and not active_enemies(q):
        return "victory", "every enemy is eliminated"
    goals = {q.goal.interaction, q.goal.alternative_interaction} - {None}
    if (q.goal.kind == "interaction" or q.goal.alternative_interaction) and (
        goals & set(q.interactions_done)
    ):
        return "victory", "the quest's goal is done"
    if not active_heroes(q):
        return "defeat", "no hero is left standing on the board"
    if q.round >= q.goal.rounds:
        if q.goal.kind == "survive":
            return "victory", f"the heroes survived {q.goal.rounds} rounds"
        return "defeat", "the rounds ran out"
    return None


def end_quest(tape: QuestRecorder, outcome: Outcome, reason: str) -> None:
    """END-05: unconscious heroes recover 1 Health; END-07..12: infusions cost their Health,
    tokens and items are cleaned up; TERR-15: a D6 per collected finding."""
    q = tape.quest
    for hero in q.heroes.values():
        if hero.health == 0 and not hero.killed:
            tape.emit(HeroRecovered(unit=hero.id))
    clean_up_heroes(tape)
    rolls = {
        h.id: tuple(tape.dice.d6() for _ in range(h.findings))
        for h in q.heroes.values()
        if h.findings
    }
    tape.emit(
        QuestEnded(
            quest=q.quest, outcome=outcome, round=q.round, reason=reason, finding_rolls=rolls
        )
    )
