"""Damage to hunters, the KO steps, rising and the end when nobody stands (P-DMG-22,
P-KO-01..15, P-END-02)."""

from __future__ import annotations

from app.engine.primal.events.hunters import (
    AggroTaken,
    DamageSuffered,
    GearDepleted,
    HunterEliminated,
    HunterKnockedOut,
    HunterRose,
    KoFlipped,
    TurnMarked,
)
from app.engine.primal.events.piles import CardsAdded, CardsDiscarded, SequenceDiscarded
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import Draw, KnockOut, Rise, SufferDamage, Window
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.cards import hand_limit
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import end_fight, open_decision, push, seat_of
from app.engine.primal.steps.board import turn_to_hunter
from app.engine.primal.steps.occur import occur
from app.engine.primal.steps.piles import merge_and_shuffle


def step_suffer(rec: PrimalRecorder, task: SufferDamage) -> None:
    """P-DMG-22, P-KO-01: damage tokens; at the health value the hunter is KO'd at once;
    otherwise the monster's damage opens Retaliate and Resilience (P-GLOSS-17/18)."""
    h = rec.state.hunters[task.hunter]
    if task.amount <= 0 or not h.is_targetable:
        return
    rec.emit(DamageSuffered(hunter=task.hunter, amount=task.amount, monster=task.monster))
    h = rec.state.hunters[task.hunter]
    if h.damage >= h.health_value:
        push(rec, KnockOut(hunter=task.hunter))
        return
    if task.monster:
        push(rec, Window(moment="damage", hunters=(task.hunter,)))
        occur(rec, Occurrence(on="monster_damage", hunter=task.hunter))


def _next_aggro(rec: PrimalRecorder, fallen: str) -> str | None:
    """P-KO-04: the first player; if KO'd, the next standing hunter in player order."""
    s = rec.state
    order = list(s.order)
    first = s.first_player or order[0]
    start = order.index(first)
    for step in range(len(order)):
        hunter = order[(start + step) % len(order)]
        if hunter != fallen and s.hunters[hunter].is_standing:
            return hunter
    return None


def step_knock_out(rec: PrimalRecorder, task: KnockOut) -> None:
    if task.step == "begin":
        _ko_begin(rec, task.hunter)
    elif task.step == "deplete":
        _ko_deplete(rec, task.hunter)
    else:
        _ko_finish(rec, task.hunter)


def _ko_begin(rec: PrimalRecorder, hunter: str) -> None:
    """P-KO-02..06: the turn ends, tokens go, the aggro passes, hand and sequence are
    discarded, a Wound card joins the discard pile, which is shuffled into the deck."""
    s = rec.state
    if s.active == hunter:
        rec.emit(TurnMarked(mark="ended", by=hunter))
    rec.emit(HunterKnockedOut(hunter=hunter))
    if s.aggro == hunter:
        heir = _next_aggro(rec, hunter)
        if heir is not None:
            rec.emit(AggroTaken(hunter=heir))
    h = rec.state.hunters[hunter]
    if h.hand:
        rec.emit(CardsDiscarded(hunter=hunter, cards=h.hand, why="knocked out"))
    if h.sequence:
        rec.emit(SequenceDiscarded(hunter=hunter))
    wounds = rec.state.hunters[hunter].wound_reserve[:1]
    if wounds:
        rec.emit(CardsAdded(hunter=hunter, cards=wounds, to="discard"))
    merge_and_shuffle(rec, hunter)
    if not rec.state.standing():
        end_fight(rec, "defeat", "Every hunter is knocked out.", "P-END-02")
        return
    push(rec, KnockOut(hunter=hunter, step="deplete"), KnockOut(hunter=hunter, step="finish"))


def _ko_deplete(rec: PrimalRecorder, hunter: str) -> None:
    """P-KO-07: a deplete token on the armor or the helm (the player's choice)."""
    h = rec.state.hunters[hunter]
    free = [slot for slot in ("armor", "helm") if not getattr(h, f"{slot}_depleted")]
    if len(free) == 1:
        rec.emit(GearDepleted(hunter=hunter, slot=free[0]))  # type: ignore[arg-type]
    elif len(free) == 2:
        # Default: deplete the piece with fewer health points (the hunter keeps more).
        default = 0 if h.armor_health <= h.helm_health else 1
        options = (
            Option(label=f"armor ({h.armor_health} health)", value=0),
            Option(label=f"helm ({h.helm_health} health)", value=1),
        )
        open_decision(
            rec, ChoiceDecision, purpose="deplete", hunter=hunter, options=options,
            default=default, deciders=seat_of(rec, hunter),
        )  # fmt: skip


def _ko_finish(rec: PrimalRecorder, hunter: str) -> None:
    """P-KO-08/09/13: the hunter lies down (out of the fight when armor and helm are
    both depleted); the monster turns to the aggro player."""
    h = rec.state.hunters[hunter]
    if h.armor_depleted and h.helm_depleted:
        rec.emit(HunterEliminated(hunter=hunter))
    aggro = rec.state.aggro
    if aggro is not None:
        turn_to_hunter(rec, aggro, "knock out")
    occur(rec, Occurrence(on="ko", hunter=hunter))


def step_rise(rec: PrimalRecorder, task: Rise) -> None:
    """P-KO-11: discard the KO token, stand up, draw up to the hand size limit."""
    h = rec.state.hunters[task.hunter]
    if h.ko is None or h.eliminated:
        return
    rec.emit(HunterRose(hunter=task.hunter))
    missing = hand_limit(h) - len(h.hand)
    if missing > 0:
        push(rec, Draw(hunter=task.hunter, count=missing))


def flip_or_rise(rec: PrimalRecorder, hunter: str, ends_turn: bool) -> None:
    """P-KO-10, P-TURN-43: a red KO token turns black; a black one goes and the hunter
    rises."""
    if rec.state.hunters[hunter].ko == "red":
        rec.emit(KoFlipped(hunter=hunter))
    else:
        push(rec, Rise(hunter=hunter, ends_turn=ends_turn))
