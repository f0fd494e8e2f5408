"""A hero's turn: playing cards, basic actions and each kind of activity (QUEST-22..33).

Each ``decide_*`` checks one command with the shared guards and, when it is legal,
writes its events on the tape (the caller then lets the quest run on); otherwise it
returns the Rejection and writes nothing.
"""

from __future__ import annotations

from app.content.schema.activities import (
    Activity,
    GainTokensActivity,
    HealActivity,
    HideActivity,
    InteractActivity,
    MoveActivity,
    SpellActivity,
)
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.actions import (
    ActionFinished,
    ActivitySkipped,
    CardPlayed,
    MoraleSpent,
)
from app.engine.hunters.quest.events.movement import MoveBegun
from app.engine.hunters.quest.model.units import PartyUnit
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.activity_guards import (
    heal_guard,
    hide_guard,
    spell_guard,
    tokens_guard,
)
from app.engine.hunters.quest.rules.guards import (
    activity_for,
    hero_turn_guard,
    new_action_guard,
    next_activity,
    turn_guard,
)
from app.engine.hunters.quest.rules.interactions import interact_guard
from app.engine.hunters.quest.rules.paths import check_hero_path, move_flight
from app.engine.hunters.quest.rules.presence import is_engaged
from app.engine.hunters.quest.rules.stats import move_value
from app.engine.hunters.quest.steps.activities import (
    begin_activity,
    emit_heal,
    emit_hide,
    emit_spell,
    emit_tokens,
)
from app.engine.hunters.quest.steps.effects import flush_pushes
from app.engine.hunters.quest.steps.interactions import emit_interact
from app.engine.hunters.quest.steps.rounds import end_turn
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def decide_play_card(tape: QuestRecorder, actor: Actor, cmd: qc.PlayCard) -> Rejection | None:
    """QUEST-23/28: play a card's upper half (a free action costs none of the 2 actions)."""
    hero = hero_turn_guard(tape, actor, cmd.unit, "play a card")
    if isinstance(hero, Rejection):
        return hero
    q = tape.quest
    problem = new_action_guard(q, hero, cmd.card)
    if problem is not None:
        return problem
    card = q.defs.cards.get(cmd.card)
    if card is None:
        return reject("unknown_card", "That card is not part of this quest.", "QUEST-23")
    tape.emit(CardPlayed(unit=hero.id, card=cmd.card, free=card.free))
    return None


def decide_move(tape: QuestRecorder, actor: Actor, cmd: qc.MoveHero) -> Rejection | None:
    """MOVE-01..24: walk a path with this Move (from an engagement: a parting leap)."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    q = tape.quest
    found = activity_for(q, hero, "move", cmd.discard, lambda a: isinstance(a, MoveActivity))
    if isinstance(found, Rejection):
        return found
    index, activity = found
    assert isinstance(activity, MoveActivity)
    engaged = is_engaged(q, hero.id)
    if activity.leap_only and not engaged:
        return reject("not_engaged", "This card only lets an engaged hero leap away.", "MOVE-11")
    flight = move_flight(q, hero, activity)
    value = move_value(q, hero, activity.value)
    checked = check_hero_path(q, hero, cmd.path, value, flight=flight)
    if isinstance(checked, Rejection):
        return checked
    begin_activity(tape, hero.id, index, basic="move", discard=cmd.discard)
    if checked.morale:
        tape.emit(MoraleSpent(unit=hero.id, purpose="move"))
    tape.emit(MoveBegun(unit=hero.id, path=cmd.path, leap=engaged, flight=flight))
    return None


def decide_heal(tape: QuestRecorder, actor: Actor, cmd: qc.HealHero) -> Rejection | None:
    """HERO-STATE-03..05: heal self or an ally as the card allows."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    found = _card_activity(tape, hero, HealActivity)
    if isinstance(found, Rejection):
        return found
    index, activity = found
    assert isinstance(activity, HealActivity)
    problem = heal_guard(tape.quest, hero, activity, cmd.target)
    if problem is not None:
        return problem
    begin_activity(tape, hero.id, index)
    emit_heal(tape, hero.id, activity, cmd.target)
    return None


def decide_spell(tape: QuestRecorder, actor: Actor, cmd: qc.CastSpell) -> Rejection | None:
    """QUEST-32/33: a spell that is not an attack applies automatically, no roll."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    found = _card_activity(tape, hero, SpellActivity)
    if isinstance(found, Rejection):
        return found
    index, activity = found
    assert isinstance(activity, SpellActivity)
    targets = spell_guard(tape.quest, hero, activity, cmd.targets)
    if isinstance(targets, Rejection):
        return targets
    begin_activity(tape, hero.id, index)
    emit_spell(tape, hero.id, activity, targets)
    return None


def decide_tokens(tape: QuestRecorder, actor: Actor, cmd: qc.TakeTokens) -> Rejection | None:
    """QUEST-43: gain the activity's tokens (for self or the chosen ally)."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    found = _card_activity(tape, hero, GainTokensActivity)
    if isinstance(found, Rejection):
        return found
    index, activity = found
    assert isinstance(activity, GainTokensActivity)
    recipient = tokens_guard(tape.quest, hero, activity, cmd.recipient)
    if isinstance(recipient, Rejection):
        return recipient
    begin_activity(tape, hero.id, index)
    emit_tokens(tape, activity, recipient)
    return None


def decide_interact(tape: QuestRecorder, actor: Actor, cmd: qc.Interact) -> Rejection | None:
    """QUEST-29: Interact (basic action or a card's activity)."""
    hero = hero_turn_guard(tape, actor, cmd.unit, "interact")
    if isinstance(hero, Rejection):
        return hero
    q = tape.quest
    matches = lambda a: isinstance(a, InteractActivity)  # noqa: E731
    found = activity_for(q, hero, "interact", cmd.discard, matches)
    if isinstance(found, Rejection):
        return found
    problem = interact_guard(q, hero, cmd)
    if problem is not None:
        return problem
    begin_activity(tape, hero.id, found[0], basic="interact", discard=cmd.discard)
    emit_interact(tape, hero.id, cmd)
    return None


def decide_hide(tape: QuestRecorder, actor: Actor, cmd: qc.Hide) -> Rejection | None:
    """HERO-STATE-07: hide (paid like a basic action, the card kept as the reminder)."""
    hero = hero_turn_guard(tape, actor, cmd.unit, "hide")
    if isinstance(hero, Rejection):
        return hero
    q = tape.quest
    matches = lambda a: isinstance(a, HideActivity)  # noqa: E731
    found = activity_for(q, hero, "hide", cmd.discard, matches)
    if isinstance(found, Rejection):
        return found
    problem = hide_guard(q, hero)
    if problem is not None:
        return problem
    begin_activity(tape, hero.id, found[0], basic="hide", discard=cmd.discard)
    emit_hide(tape, hero.id, cmd.discard)
    return None


def _card_activity(
    tape: QuestRecorder, hero: PartyUnit, kind: type[Activity]
) -> tuple[int, Activity] | Rejection:
    return next_activity(tape.quest, hero, lambda a: isinstance(a, kind))


def decide_skip(tape: QuestRecorder, actor: Actor, cmd: qc.SkipActivity) -> Rejection | None:
    """QUEST-25: any activity may be skipped (never reordered)."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    action = tape.quest.action
    if action is None or action.next_index >= len(action.activities):
        return reject("no_action", "No activity is waiting to be skipped.", "QUEST-25")
    tape.emit(ActivitySkipped(unit=hero.id, index=action.next_index))
    return None


def decide_finish_action(
    tape: QuestRecorder, actor: Actor, cmd: qc.FinishAction
) -> Rejection | None:
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    if tape.quest.action is None:
        return reject("no_action", "No action is in progress.", "QUEST-25")
    flush_pushes(tape)  # TRAIT-26: the action's pushes happen as it ends
    tape.emit(ActionFinished(unit=hero.id))
    return None


def decide_end_turn(tape: QuestRecorder, actor: Actor, cmd: qc.EndTurn) -> Rejection | None:
    """QUEST-22: a hero (or an NPC ally's commander) may take fewer actions, or none."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    end_turn(tape, hero.id)
    return None
