"""decide() for quest commands: check, write the events, then let the quest run on.

Every quest command is routed to its handler in ``QUEST_COMMANDS`` (one per command
family: a hero's turn, its attacks, answers to decisions, reactions, free moves, items,
an NPC ally's turn). A handler reads the quest and the seats through the recorder and
either emits events or returns a Rejection; then ``advance`` plays on until a person
must act.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.evolve.registry import evolve_quest
from app.engine.hunters.quest.flow import advance
from app.engine.hunters.quest.handlers import answers, hero_attacks, hero_turn
from app.engine.hunters.quest.handlers.ally_turn import decide_ally_action
from app.engine.hunters.quest.handlers.free_moves import answer_free_move
from app.engine.hunters.quest.handlers.items import decide_use_item
from app.engine.hunters.quest.handlers.reactions import answer_choice, answer_pass, answer_reaction
from app.engine.hunters.quest.model.frames import AttackFrame, EnemyTurnFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.guards import quest_guard
from app.engine.hunters.quest.steps.setup import ask_opening_hand, ask_placement
from app.engine.kernel.deciders import SeatOf
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.recorder import Evolve
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject

QuestHandler = Callable[[QuestRecorder, Actor, Any], Rejection | None]


def _resume(tape: QuestRecorder, actor: Actor, cmd: qc.Resume) -> Rejection | None:
    """System or GM: nothing to check but who asks; ``advance`` does the rest."""
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the server or the GM can resume play.")
    quest = quest_guard(tape.quest)
    return quest if isinstance(quest, Rejection) else None


QUEST_COMMANDS = CommandRoutes[QuestHandler](
    {
        qc.PlaceHero: answers.answer_place,
        qc.ChooseOpeningHand: answers.answer_hand,
        qc.SetTurnOrder: answers.answer_order,
        qc.PlayCard: hero_turn.decide_play_card,
        qc.MoveHero: hero_turn.decide_move,
        qc.MakeAttack: hero_attacks.decide_attack,
        qc.HealHero: hero_turn.decide_heal,
        qc.CastSpell: hero_turn.decide_spell,
        qc.TakeTokens: hero_turn.decide_tokens,
        qc.Interact: hero_turn.decide_interact,
        qc.UseItem: decide_use_item,
        qc.Hide: hero_turn.decide_hide,
        qc.AllyAction: decide_ally_action,
        qc.SkipActivity: hero_turn.decide_skip,
        qc.FinishAction: hero_turn.decide_finish_action,
        qc.EndTurn: hero_turn.decide_end_turn,
        qc.ChooseEnemyPath: answers.answer_path,
        qc.ChoosePenaltyAttacker: answers.answer_penalty_attacker,
        qc.MakePenaltyAttack: answers.answer_hero_penalty,
        qc.SpendMorale: answers.answer_morale,
        qc.UseDefenseTokens: answers.answer_defense_tokens,
        qc.ChoosePush: answers.answer_push,
        qc.PlayReaction: answer_reaction,
        qc.ChooseReaction: answer_choice,
        qc.TakeFreeMove: answer_free_move,
        qc.PassReaction: answer_pass,
        qc.Resume: _resume,
    }
)


def decide_quest(
    quest: QuestState, seat_of: SeatOf, command: Any, dice: Dice, actor: Actor
) -> list[EventBase] | Rejection:
    """The events a quest command leads to (play runs on until a person must act)."""
    handler = QUEST_COMMANDS.handler_for(command)
    return decide_on_quest(quest, seat_of, handler, command, dice, actor, evolve_quest)


def decide_on_quest(
    quest: QuestState, seat_of: SeatOf, handler: QuestHandler, command: Any, dice: Dice,
    actor: Actor, evolve: Evolve[QuestState],
) -> list[EventBase] | Rejection:  # fmt: skip
    """``handler`` decides ``command`` on a recorder folding with ``evolve``, then play runs
    on until a person must act: the quest's own commands, and the GM's corrections of a
    quest, whose handlers and events the Hunters' decide composes from outside."""
    tape = QuestRecorder(quest, dice, seat_of, evolve)
    problem = handler(tape, actor, command)
    if problem is not None:
        return problem
    advance(tape)
    return tape.events


def preview_quest(
    quest: QuestState, seat_of: SeatOf, command: Any, dice: Dice, actor: Actor
) -> list[EventBase] | Rejection:
    """What ``command`` would do, as far as its own procedure goes (a Move walked, an
    attack declared and rolled with the given stand-in dice), stopping before anything a
    player could not know: an enemy's turn (its hidden action deck), another side's roll
    (a penalty attack), or whatever follows once the command's procedure is over."""
    tape = QuestRecorder(quest, dice, seat_of)
    problem = QUEST_COMMANDS.handler_for(command)(tape, actor, command)
    if problem is not None:
        return problem
    advance(tape, stop=is_beyond_the_command)
    return tape.events


def is_beyond_the_command(q: QuestState) -> bool:
    """The next step of play is not the previewed command's own."""
    top = q.top
    if top is None or isinstance(top, EnemyTurnFrame):
        return True
    return isinstance(top, AttackFrame) and top.attacker not in (*q.heroes, *q.allies)


def settle_quest_decision(
    quest: QuestState, seat_of: SeatOf, decision: int, dice: Dice, actor: Actor
) -> list[EventBase] | Rejection:
    """``apply_default`` for a decision the quest holds: its default applies, then play
    runs on."""
    tape = QuestRecorder(quest, dice, seat_of)
    problem = answers.apply_default(tape, actor, decision)
    if problem is not None:
        return problem
    advance(tape)
    return tape.events


def play_opening(quest: QuestState, seat_of: SeatOf, dice: Dice) -> list[EventBase]:
    """A quest just started: the heroes' placement and opening hands (asked only where
    there is a choice), then whatever runs on its own."""
    tape = QuestRecorder(quest, dice, seat_of)
    for hero in quest.heroes.values():
        ask_placement(tape, hero.id)
        ask_opening_hand(tape, hero.id)
    advance(tape)
    return tape.events
