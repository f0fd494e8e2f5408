"""Evolve handlers of the fight's start, the agenda, decisions, rounds and turns."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.kernel.copying import copy_with
from app.engine.primal.events import agenda as ag
from app.engine.primal.events import setup as se
from app.engine.primal.events import turns as te
from app.engine.primal.evolve.helpers import with_behavior, with_board, with_hunter, with_monster
from app.engine.primal.model.decisions import WindowDecision
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.turn import TurnState

Handler = Callable[[PrimalState, Any], PrimalState]


def _started(s: PrimalState, e: se.FightStarted) -> PrimalState:
    return PrimalState(
        phase="playing", pack=e.pack, content_hash=e.content_hash, fight=e.fight,
        mode=e.mode, level=e.level, defs=e.defs, options=e.options,
        player_count=len(e.order), seats=e.seats, order=e.order, hunters=e.hunters,
        monster=e.monster, behavior=e.behavior, attrition=e.attrition,
        side_decks=e.side_decks, board=e.board, aggro=e.aggro,
    )  # fmt: skip


def _shuffled(s: PrimalState, e: se.PileShuffled) -> PrimalState:
    if e.pile == "deck" and e.hunter is not None:
        fields: dict[str, Any] = {"deck": e.order}
        if e.from_discard or e.merged:
            fields["discard"] = ()
        return with_hunter(s, e.hunter, **fields)
    if e.pile == "behavior":
        discard = () if e.from_discard else s.behavior.discard
        return with_behavior(s, deck=e.order, discard=discard)
    if e.pile == "instinct":
        kept = e.order[: e.keep if e.keep is not None else len(e.order)]
        signature = tuple(c for c in s.behavior.deck if c not in e.order)
        return with_behavior(s, deck=signature + kept)
    if e.pile == "attrition":
        discard = () if e.from_discard else s.attrition.discard
        return copy_with(s, attrition=copy_with(s.attrition, deck=e.order, discard=discard))
    assert e.deck is not None
    decks = dict(s.side_decks)
    decks[e.deck] = copy_with(decks[e.deck], deck=e.order)
    return copy_with(s, side_decks=decks)


def _pushed(s: PrimalState, e: ag.AgendaPushed) -> PrimalState:
    return copy_with(s, agenda=s.agenda + tuple(reversed(e.tasks)))


def _popped(s: PrimalState, e: ag.AgendaPopped) -> PrimalState:
    return copy_with(s, agenda=s.agenda[:-1])


def _cleared(s: PrimalState, e: ag.AgendaCleared) -> PrimalState:
    return copy_with(s, agenda=(), pending=())


def _opened(s: PrimalState, e: ag.DecisionOpened) -> PrimalState:
    return copy_with(s, pending=(*s.pending, e.decision), next_decision_id=e.decision.id + 1)


def _resolved(s: PrimalState, e: ag.DecisionResolved) -> PrimalState:
    return copy_with(s, pending=tuple(d for d in s.pending if d.id != e.id))


def _window(s: PrimalState, decision_id: int, **update: Any) -> PrimalState:
    pending = []
    for d in s.pending:
        if d.id == decision_id and isinstance(d, WindowDecision):
            fields = {k: (*getattr(d, k), v) for k, v in update.items()}
            d = copy_with(d, **fields)
        pending.append(d)
    return copy_with(s, pending=tuple(pending))


def _passed(s: PrimalState, e: ag.WindowPassed) -> PrimalState:
    return _window(s, e.id, passed=e.hunter)


def _used(s: PrimalState, e: ag.WindowUsed) -> PrimalState:
    return _window(s, e.id, done=e.hunter)


def _round_started(s: PrimalState, e: te.RoundStarted) -> PrimalState:
    s = copy_with(s, round=e.round, turns_done=(), consumed=(), first_player=None)
    return with_monster(s, confused=False)


def _first(s: PrimalState, e: te.FirstPlayerSet) -> PrimalState:
    return copy_with(s, first_player=e.hunter)


def _turn_started(s: PrimalState, e: te.TurnStarted) -> PrimalState:
    return copy_with(s, active=e.hunter, turn=TurnState(hunter=e.hunter, resumed=e.resumed))


def _phase(s: PrimalState, e: te.TurnPhaseBegun) -> PrimalState:
    if s.turn is None:
        return s
    return copy_with(s, turn=copy_with(s.turn, phase=e.phase))


def _action_ended(s: PrimalState, e: te.ActionPhaseEnded) -> PrimalState:
    if s.turn is None:
        return s
    return copy_with(s, turn=copy_with(s.turn, finished=True))


def _turn_ended(s: PrimalState, e: te.TurnEnded) -> PrimalState:
    return copy_with(s, turns_done=(*s.turns_done, e.hunter), active=None, turn=None)


def _paused(s: PrimalState, e: te.TurnPaused) -> PrimalState:
    s = copy_with(s, active=None, turn=None)
    return with_board(s, brush=e.hunter, brush_resume_after=e.until)


def _expired(s: PrimalState, e: te.ModifiersExpired) -> PrimalState:
    hunters = {}
    for key, h in s.hunters.items():
        fields: dict[str, Any] = {
            "weapon_bonuses": tuple(m for m in h.weapon_bonuses if m.duration != e.duration),
            "hand_limit_mods": tuple(m for m in h.hand_limit_mods if m.duration != e.duration),
            "limits_used": tuple(k for k in h.limits_used if not k.endswith(f":{e.duration}")),
        }
        if e.duration == "round":
            fields["resilience_shown"] = ()
        hunters[key] = copy_with(h, **fields)
    m = s.monster
    monster = copy_with(
        m,
        bonus_damage=tuple(b for b in m.bonus_damage if b.duration != e.duration),
        unstoppable=tuple(b for b in m.unstoppable if b.duration != e.duration),
        done=tuple(k for k in m.done if not k.endswith(f":{e.duration}")),
    )
    return copy_with(s, hunters=hunters, monster=monster)


def _ended(s: PrimalState, e: te.FightEnded) -> PrimalState:
    return copy_with(s, phase="ended", outcome=e.outcome, end_reason=e.reason, active=None)


FLOW_HANDLERS: dict[str, Handler] = {
    "primal_fight_started": _started,
    "primal_pile_shuffled": _shuffled,
    "primal_agenda_pushed": _pushed,
    "primal_agenda_popped": _popped,
    "primal_agenda_cleared": _cleared,
    "primal_decision_opened": _opened,
    "primal_decision_resolved": _resolved,
    "primal_window_passed": _passed,
    "primal_window_used": _used,
    "primal_round_started": _round_started,
    "primal_first_player_set": _first,
    "primal_turn_started": _turn_started,
    "primal_turn_phase_begun": _phase,
    "primal_action_phase_ended": _action_ended,
    "primal_turn_ended": _turn_ended,
    "primal_turn_paused": _paused,
    "primal_round_ended": lambda s, e: s,
    "primal_modifiers_expired": _expired,
    "primal_fight_ended": _ended,
}
