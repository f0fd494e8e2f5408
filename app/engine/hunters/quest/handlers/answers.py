"""Answering open decisions (DESIGN principle 2), by a decider or by default.

Each kind has one ``_apply_*`` that writes the chosen outcome; the answering commands
check the choice first, ``apply_default`` (the service when a deadline passes, or the GM)
uses the decision's default.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.actions import MoraleSpent
from app.engine.hunters.quest.events.attacks import (
    AttackDeclared,
    DefenseTokensUsed,
    MoraleSettled,
    PenaltyAttack,
)
from app.engine.hunters.quest.events.lifecycle import HeroPlaced, OpeningHandChosen
from app.engine.hunters.quest.events.movement import PartingLeap
from app.engine.hunters.quest.events.rounds import TurnOrderSet
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.model.frames import EnemyTurnFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.ally_attack_plans import ally_penalty_event
from app.engine.hunters.quest.rules.guards import not_its_action, quest_guard
from app.engine.hunters.quest.rules.hero_attack_plans import hero_penalty_event
from app.engine.hunters.quest.rules.open_decisions import answered_by, open_of
from app.engine.hunters.quest.rules.presence import card_name, miniature_name
from app.engine.hunters.quest.rules.stats import hero_weapons, rolls_dice
from app.engine.hunters.quest.steps.attacks import declare
from app.engine.hunters.quest.steps.decisions import resolve_decision
from app.engine.hunters.quest.steps.effects import push_to
from app.engine.hunters.quest.steps.enemy_turn import begin_enemy_move
from app.engine.hunters.quest.steps.free_moves import default_free_move
from app.engine.hunters.quest.steps.movement import enemy_penalty
from app.engine.hunters.quest.steps.reaction_windows import default_choice, default_window
from app.engine.hunters.quest.steps.rounds import order_problem
from app.engine.kernel.dice import shuffled
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject

# --------------------------------------------------------------------------- setup and order


def answer_place(tape: QuestRecorder, actor: Actor, cmd: qc.PlaceHero) -> Rejection | None:
    decision = open_of(tape.quest, actor, "place_hero", cmd.unit)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.PlaceHeroDecision)
    if cmd.at not in decision.spaces:
        return reject("not_deployment", "Place the hero inside the deployment zone.", "QUEST-06")
    resolve_decision(tape, decision, answered_by(actor), False)
    tape.emit(HeroPlaced(unit=cmd.unit, at=cmd.at))
    return None


def answer_hand(tape: QuestRecorder, actor: Actor, cmd: qc.ChooseOpeningHand) -> Rejection | None:
    decision = open_of(tape.quest, actor, "opening_hand", cmd.unit)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.OpeningHandDecision)
    rest = list(decision.cards)
    for card in cmd.cards:
        if card not in rest:
            message = f"{card_name(tape.quest, card)} is not in the deck (that many times)."
            return reject("not_in_deck", message, "QUEST-11")
        rest.remove(card)
    if len(cmd.cards) != decision.size:
        return reject("hand_size", f"Choose exactly {decision.size} cards.", "QUEST-11")
    resolve_decision(tape, decision, answered_by(actor), False)
    _deal(tape, decision, cmd.cards)
    return None


def _deal(tape: QuestRecorder, decision: d.OpeningHandDecision, hand: tuple[str, ...]) -> None:
    rest = list(decision.cards)
    for card in hand:
        rest.remove(card)
    pile = shuffled(tape.dice, rest)
    tape.emit(OpeningHandChosen(unit=decision.unit, hand=hand, draw_pile=pile))


def answer_order(tape: QuestRecorder, actor: Actor, cmd: qc.SetTurnOrder) -> Rejection | None:
    decision = open_of(tape.quest, actor, "turn_order")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.TurnOrderDecision)
    problem = order_problem(tape.quest, decision, cmd.order)
    if problem is not None:
        return problem
    resolve_decision(tape, decision, answered_by(actor), False)
    tape.emit(TurnOrderSet(order=cmd.order))
    return None


# --------------------------------------------------------------------------- enemies' turns


def answer_path(tape: QuestRecorder, actor: Actor, cmd: qc.ChooseEnemyPath) -> Rejection | None:
    decision = open_of(tape.quest, actor, "enemy_path")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.EnemyPathDecision)
    options = [p for p in decision.paths if p[-1] == cmd.to]
    if cmd.path is not None:  # paths ending alike over the same traps are one choice
        traps = {t.at for t in tape.quest.traps.values() if t.armed}
        crossed = traps.intersection(cmd.path)
        options = [p for p in options if traps.intersection(p) == crossed]
    rule = "ENEMY-11" if decision.target is not None else "ENEMY-12"  # toward, or away
    if not options:
        name = miniature_name(tape.quest, decision.unit)
        return reject("bad_path", f"{name} cannot end its Move there: pick a space offered.", rule)
    if len(options) > 1:
        message = "Two different paths end there: say which one the enemy takes."
        return reject("ambiguous_path", message, rule)
    _apply_path(tape, decision, options[0], answered_by(actor), False)
    return None


def _apply_path(
    tape: QuestRecorder, decision: d.EnemyPathDecision, path: Any, by: str | None, by_default: bool
) -> None:
    resolve_decision(tape, decision, by, by_default)
    frame = tape.quest.top
    assert isinstance(frame, EnemyTurnFrame)
    activity = frame.activities[frame.next_index]
    begin_enemy_move(tape, decision.unit, frame.next_index, path, activity)  # type: ignore[arg-type]


def answer_penalty_attacker(
    tape: QuestRecorder, actor: Actor, cmd: qc.ChoosePenaltyAttacker
) -> Rejection | None:
    decision = open_of(tape.quest, actor, "penalty_attacker")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.PenaltyAttackerDecision)
    if cmd.enemy not in decision.enemies:
        return reject("bad_choice", "That enemy may not make the penalty attack.", "MOVE-12")
    _apply_penalty_attacker(tape, decision, cmd.enemy, answered_by(actor), False)
    return None


def _apply_penalty_attacker(
    tape: QuestRecorder, decision: d.PenaltyAttackerDecision, enemy: str, by: str | None, dflt: bool
) -> None:
    resolve_decision(tape, decision, by, dflt)
    at = tape.quest.unit_at(decision.unit)
    assert at is not None
    enemy_penalty(tape, enemy, decision.unit, at)


def answer_hero_penalty(
    tape: QuestRecorder, actor: Actor, cmd: qc.MakePenaltyAttack
) -> Rejection | None:
    decision = open_of(tape.quest, actor, "hero_penalty")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.HeroPenaltyDecision)
    if cmd.unit is not None:
        if cmd.unit not in decision.heroes:
            return reject("bad_choice", "That hero may not make the penalty attack.", "MOVE-16")
        event = penalty_event(tape.quest, cmd.unit, decision.unit, cmd.weapon, cmd.unarmed)
        if isinstance(event, Rejection):
            return event
    by = answered_by(actor)
    _apply_hero_penalty(tape, decision, cmd.unit, cmd.weapon, cmd.unarmed, by, False)
    return None


def _apply_hero_penalty(
    tape: QuestRecorder, decision: d.HeroPenaltyDecision, hero: str | None, weapon: str | None,
    unarmed: bool, by: str | None, dflt: bool,
) -> None:  # fmt: skip
    resolve_decision(tape, decision, by, dflt)
    q = tape.quest
    at = q.enemies[decision.unit].at
    assert at is not None
    if hero is None:
        tape.emit(PartingLeap(unit=decision.unit, at=at, reason="no hero strikes"))
        return
    event = penalty_event(q, hero, decision.unit, weapon, unarmed)
    assert not isinstance(event, Rejection)
    tape.emit(PartingLeap(unit=decision.unit, at=at, penalty_by=hero))
    tape.emit(PenaltyAttack(attacker=hero, target=decision.unit))
    declare(tape, event)


def penalty_event(
    q: QuestState, unit: str, target: str, weapon: str | None, unarmed: bool
) -> AttackDeclared | Rejection:
    """MOVE-16: a hero's penalty attack with a weapon or fists; an NPC ally's with its own
    melee profile (QUEST-42: no weapons of a hero's)."""
    if unit in q.allies:
        if weapon or unarmed:
            return not_its_action(q.allies[unit].name, "use a hero's weapon")
        return ally_penalty_event(q, q.allies[unit], target)
    return hero_penalty_event(q, q.heroes[unit], target, weapon, unarmed)


def _default_weapon(tape: QuestRecorder, hero: str) -> tuple[str | None, bool]:
    """For a penalty attack by default: the hero's first melee weapon that rolls dice, or
    fists (an NPC ally: its own profile)."""
    q = tape.quest
    if hero in q.allies:
        return None, False
    for item, _, attack in hero_weapons(q, q.heroes[hero], "melee"):
        if rolls_dice(attack):
            return item, False
    return None, True


# --------------------------------------------------------------------------- attacks


def answer_morale(tape: QuestRecorder, actor: Actor, cmd: qc.SpendMorale) -> Rejection | None:
    decision = open_of(tape.quest, actor, "spend_morale")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.MoraleDecision)
    _apply_morale(tape, decision, cmd.spend, answered_by(actor), False)
    return None


def _apply_morale(
    tape: QuestRecorder, decision: d.MoraleDecision, spend: bool, by: str | None, dflt: bool
) -> None:
    resolve_decision(tape, decision, by, dflt)
    if spend:
        tape.emit(MoraleSpent(unit=decision.unit, purpose="attack"))
    tape.emit(MoraleSettled(unit=decision.unit, spent=spend))


def answer_defense_tokens(
    tape: QuestRecorder, actor: Actor, cmd: qc.UseDefenseTokens
) -> Rejection | None:
    decision = open_of(tape.quest, actor, "defense_tokens")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.DefenseTokensDecision)
    if cmd.count > decision.most:
        name = miniature_name(tape.quest, decision.unit)
        message = f"{name} can use at most {decision.most} defense tokens on this attack."
        return reject("no_tokens", message, "ATK-31")
    resolve_decision(tape, decision, answered_by(actor), False)
    tape.emit(DefenseTokensUsed(unit=decision.unit, count=cmd.count))
    return None


def answer_push(tape: QuestRecorder, actor: Actor, cmd: qc.ChoosePush) -> Rejection | None:
    decision = open_of(tape.quest, actor, "push")
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, d.PushDecision)
    if cmd.to not in decision.spaces:
        return reject("bad_push", "The push must take it farther away, legally.", "TRAIT-25")
    resolve_decision(tape, decision, answered_by(actor), False)
    push_to(tape, decision.unit, decision.by, cmd.to)
    return None


# --------------------------------------------------------------------------- defaults


def apply_default(tape: QuestRecorder, actor: Actor, decision_id: int) -> Rejection | None:
    """A deadline passed (system) or the GM settles it: the decision's default applies."""
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the server or the GM can settle a decision.")
    quest = quest_guard(tape.quest)
    if isinstance(quest, Rejection):
        return quest
    decision = next((x for x in quest.pending if x.id == decision_id), None)
    if decision is None:
        return reject("no_decision", "That decision is not open.")
    DEFAULTS[decision.kind](tape, decision, actor.role)
    return None


def _default_hero_penalty(tape: QuestRecorder, decision: Any, by: str) -> None:
    hero = decision.default
    weapon, unarmed = _default_weapon(tape, hero) if hero else (None, False)
    _apply_hero_penalty(tape, decision, hero, weapon, unarmed, by, True)


def _default_simple(event: Callable[[Any], Any]) -> Callable[[QuestRecorder, Any, str], None]:
    def apply(tape: QuestRecorder, decision: Any, by: str) -> None:
        resolve_decision(tape, decision, by, True)
        tape.emit(event(decision))

    return apply


def _default_hand(tape: QuestRecorder, decision: Any, by: str) -> None:
    resolve_decision(tape, decision, by, True)
    _deal(tape, decision, decision.default)


def _default_push(tape: QuestRecorder, decision: Any, by: str) -> None:
    resolve_decision(tape, decision, by, True)
    push_to(tape, decision.unit, decision.by, decision.default)


DEFAULTS: dict[str, Callable[[QuestRecorder, Any, str], None]] = {
    "place_hero": _default_simple(lambda x: HeroPlaced(unit=x.unit, at=x.default)),
    "opening_hand": _default_hand,
    "turn_order": _default_simple(lambda x: TurnOrderSet(order=x.default)),
    "enemy_path": lambda t, x, by: _apply_path(t, x, x.paths[0], by, True),
    "penalty_attacker": lambda t, x, by: _apply_penalty_attacker(t, x, x.default, by, True),
    "hero_penalty": _default_hero_penalty,
    "spend_morale": lambda t, x, by: _apply_morale(t, x, x.default, by, True),
    "defense_tokens": _default_simple(lambda x: DefenseTokensUsed(unit=x.unit, count=x.default)),
    "push": _default_push,
    "reaction": default_window,
    "reaction_choice": default_choice,
    "free_move": default_free_move,
}
