"""decide() for quest commands: check, write the events, then let the quest run on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.catalog import Catalog
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.quest import commands as qc
from app.engine.quest.flow import advance
from app.engine.quest.handlers import answers as a
from app.engine.quest.handlers import hero_attacks as ha
from app.engine.quest.handlers import hero_turn as h
from app.engine.quest.handlers.ally_turn import decide_ally_action
from app.engine.quest.handlers.free_moves import answer_free_move
from app.engine.quest.handlers.items import decide_use_item
from app.engine.quest.handlers.reactions import answer_choice, answer_pass, answer_reaction
from app.engine.quest.recorder import Evolve, Tape
from app.engine.quest.rules.guards import quest_guard
from app.engine.quest.steps.setup import decide_start_quest
from app.engine.state import CampaignState

Decider = Callable[[Tape, Actor, Any], Rejection | None]

DECIDERS: dict[type[Any], Decider] = {
    qc.PlaceHero: a.answer_place,
    qc.ChooseOpeningHand: a.answer_hand,
    qc.SetTurnOrder: a.answer_order,
    qc.PlayCard: h.decide_play_card,
    qc.MoveHero: h.decide_move,
    qc.MakeAttack: ha.decide_attack,
    qc.HealHero: h.decide_heal,
    qc.CastSpell: h.decide_spell,
    qc.TakeTokens: h.decide_tokens,
    qc.Interact: h.decide_interact,
    qc.UseItem: decide_use_item,
    qc.Hide: h.decide_hide,
    qc.AllyAction: decide_ally_action,
    qc.SkipActivity: h.decide_skip,
    qc.FinishAction: h.decide_finish_action,
    qc.EndTurn: h.decide_end_turn,
    qc.ChooseEnemyPath: a.answer_path,
    qc.ChoosePenaltyAttacker: a.answer_penalty_attacker,
    qc.MakePenaltyAttack: a.answer_hero_penalty,
    qc.SpendMorale: a.answer_morale,
    qc.UseDefenseTokens: a.answer_defense_tokens,
    qc.ChoosePush: a.answer_push,
    qc.PlayReaction: answer_reaction,
    qc.ChooseReaction: answer_choice,
    qc.TakeFreeMove: answer_free_move,
    qc.PassReaction: answer_pass,
    qc.ApplyDefault: a.answer_default,
}


def _resume(tape: Tape, actor: Actor, cmd: qc.Resume) -> Rejection | None:
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the server or the GM can resume play.")
    quest = quest_guard(tape.state)
    return quest if isinstance(quest, Rejection) else None


def decide_quest(
    state: CampaignState,
    command: qc.QuestCommand,
    dice: Dice,
    *,
    actor: Actor,
    content: Catalog,
    evolve: Evolve,
) -> list[EventBase] | Rejection:
    """The events a quest command leads to (play runs on until a person must act)."""
    tape = Tape(state, dice, evolve)
    if isinstance(command, qc.StartQuest):
        problem = decide_start_quest(tape, actor, command, content)
    elif isinstance(command, qc.Resume):
        problem = _resume(tape, actor, command)
    else:
        problem = DECIDERS[type(command)](tape, actor, command)
    if problem is not None:
        return problem
    advance(tape)
    return tape.events


def start_first_quest(
    state: CampaignState, dice: Dice, *, content: Catalog, evolve: Evolve
) -> list[EventBase]:
    """The tutorial's first plot card resolves quest 1 as soon as the campaign starts."""
    from app.engine.quest.steps.setup import begin_quest

    first = sorted(content.quests.values(), key=lambda quest: quest.number)
    if not first or first[0].number != 1:
        return []
    tape = Tape(state, dice, evolve)
    begin_quest(tape, content, first[0].id)
    advance(tape)
    return tape.events
