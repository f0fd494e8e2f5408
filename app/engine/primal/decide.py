"""decide() for a Primal fight: check, write the events, then let the fight run on.

``PRIMAL_COMMANDS`` routes each command class to its handler (one module per family: a
hunter's own turn, out-of-turn play, answers to decisions, the start). A handler reads
the fight through the recorder and emits events or returns a Rejection; then
``advance`` plays on until a person must act. ``decide_fight`` also returns the state
the events lead to (the recorder applied each one already), so a caller need not fold
them again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal import commands as pc
from app.engine.primal.flow import advance
from app.engine.primal.handlers import answers, out_of_turn, turn
from app.engine.primal.handlers.start import decide_start
from app.engine.primal.model.state import PrimalState
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.guards import fight_guard

Handler = Callable[[PrimalRecorder, Actor, Any], Rejection | None]


def _resume(rec: PrimalRecorder, actor: Actor, cmd: pc.Resume) -> Rejection | None:
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the server or the GM can resume play.")
    return fight_guard(rec.state)


PRIMAL_COMMANDS = CommandRoutes[Handler](
    {
        pc.MoveHunter: turn.decide_move,
        pc.StayPut: turn.decide_stay,
        pc.HideInBrush: turn.decide_hide,
        pc.PlayCard: turn.decide_play,
        pc.UseAbility: turn.decide_ability,
        pc.Revive: turn.decide_revive,
        pc.EndActionPhase: turn.decide_end_action,
        pc.Assist: out_of_turn.decide_helper,
        pc.Taunt: out_of_turn.decide_helper,
        pc.Consume: out_of_turn.decide_consume,
        pc.RetaliateWith: out_of_turn.decide_retaliate,
        pc.ShowResilience: out_of_turn.decide_resilience,
        pc.PassWindow: out_of_turn.decide_pass,
        pc.Choose: answers.answer_choose,
        pc.PickCards: answers.answer_cards,
        pc.PayCost: answers.answer_pay,
        pc.MoveChoice: answers.answer_move,
        ApplyDefault: answers.apply_default,
        pc.Resume: _resume,
    }
)


def decide_fight(
    state: PrimalState, command: Any, dice: Dice, actor: Actor,
    content: PrimalCatalog | None = None,
) -> tuple[list[EventBase], PrimalState] | Rejection:  # fmt: skip
    """The events a command leads to and the state they reach, or a Rejection."""
    rec = PrimalRecorder(state, dice)
    if isinstance(command, pc.StartFight):
        problem = decide_start(rec, actor, command, content)
    else:
        problem = PRIMAL_COMMANDS.handler_for(command)(rec, actor, command)
    if problem is not None:
        return problem
    advance(rec)
    return rec.events, rec.state


def decide(
    state: PrimalState, command: Any, dice: Dice, actor: Actor,
    content: PrimalCatalog | None = None,
) -> list[EventBase] | Rejection:  # fmt: skip
    """DESIGN principle 1: ``decide(state, command, dice) -> events | Rejection``."""
    result = decide_fight(state, command, dice, actor, content)
    return result if isinstance(result, Rejection) else result[0]
