"""The monster's answers: triggered behavior cards revealed and resolved (P-REACT-04..21),
slots refilled, escalation, the Behavior Refresh (P-ROUND-06/07)."""

from __future__ import annotations

from app.content.schema.primal.abilities import Effect
from app.engine.primal.events.behavior import (
    BehaviorDiscarded,
    BehaviorRevealed,
    BehaviorTriggered,
    BoostPaid,
    SlotFilled,
)
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.model.context import Context, Source
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import (
    BehaviorStep,
    Escalate,
    FillSlots,
    Rampage,
    ResolveEffects,
    RevealTriggered,
)
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.monster import is_unstoppable, lowest_refresh
from app.engine.primal.rules.reactions import rampage_slots, waiting_slots
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import open_decision, party_hunter, push, seat_of
from app.engine.primal.steps.occur import occur
from app.engine.primal.steps.struggle import gain_struggle


def _options(rec: PrimalRecorder, slots: tuple[int, ...]) -> tuple[Option, ...]:
    behavior = rec.state.behavior
    return tuple(
        Option(label=f"slot {slot + 1} (refresh {_refresh(rec, slot)})", slot=slot, value=i)
        for i, slot in enumerate(slots)
        if behavior.slots[slot].card is not None
    )


def _refresh(rec: PrimalRecorder, slot: int) -> int:
    card = rec.state.behavior.slots[slot].card
    return rec.state.defs.behavior(card).refresh if card else 0


def step_reveal_triggered(rec: PrimalRecorder, task: RevealTriggered) -> None:
    """P-REACT-14/15: one waiting card at a time, in the players' order (Enters-play
    cards first); the rest wait for their turn."""
    slots = waiting_slots(rec.state)
    if not slots:
        return
    push(rec, RevealTriggered())
    if len(slots) == 1:
        begin(rec, slots[0])
        return
    chooser = party_hunter(rec)
    open_decision(
        rec, ChoiceDecision, purpose="order_behaviors", hunter=chooser,
        options=_options(rec, slots), slots=slots, deciders=seat_of(rec, chooser),
    )  # fmt: skip


def begin(rec: PrimalRecorder, slot: int, rampage: bool = False, trigger_slot: int = -1) -> None:
    """P-REACT-06: reveal; a hunter on a plateau may jump on it (P-BOARD-21)."""
    card = rec.state.behavior.slots[slot].card
    if card is None:
        return
    rec.emit(BehaviorRevealed(slot=slot, card=card, rampage=rampage))
    rider = rec.state.board.plateau
    if rider is not None and rec.state.hunters[rider].is_standing:
        open_decision(
            rec, ChoiceDecision, purpose="plateau_jump", hunter=rider,
            options=(Option(label="jump on it", value=1), Option(label="stay", value=0)),
            default=1, slots=(slot,), trigger_slot=trigger_slot if rampage else None,
            deciders=seat_of(rec, rider),
        )  # fmt: skip
        return
    steps(rec, slot, card, cancelled=False, rampage=rampage)


def steps(rec: PrimalRecorder, slot: int, card: str, *, cancelled: bool, rampage: bool) -> None:
    """A rampage card resolves its Reaction only (P-REACT-11/12 AMBIGUITY: no chaining);
    a triggering card its Reaction, Rampage, then Discard and Replenish."""
    reaction = BehaviorStep(slot=slot, card=card, step="reaction", cancelled=cancelled)
    if rampage:
        push(rec, reaction)
        return
    push(
        rec,
        reaction,
        BehaviorStep(slot=slot, card=card, step="rampage"),
        BehaviorStep(slot=slot, card=card, step="discard"),
    )


def step_behavior(rec: PrimalRecorder, task: BehaviorStep) -> None:
    if task.step == "reaction":
        if not task.cancelled:
            reaction(rec, task.slot, task.card)
    elif task.step == "rampage":
        slots = rampage_slots(rec.state, task.slot)
        if slots:
            rec.emit(BehaviorTriggered(slots=slots, why="rampage"))
            push(rec, Rampage(trigger_slot=task.slot, slots=slots))
    else:
        discard(rec)


def reaction(rec: PrimalRecorder, slot: int, card: str) -> None:
    """P-REACT-07..10/17: the base ability, then the boost if the monster can pay it
    (the cost is always paid then); Enhancement replaces the base; the confused token
    cancels the boost (its cost still paid)."""
    s = rec.state
    behavior = s.defs.behavior(card)
    effects: tuple[Effect, ...] = behavior.effects
    boost = behavior.boost
    if boost is not None:
        cost = value(s, boost.cost)
        if s.monster.struggle >= cost:
            confused = s.monster.confused
            rec.emit(BoostPaid(slot=slot, cost=cost, cancelled=confused))
            if not confused:
                effects = boost.effects if boost.enhancement else effects + boost.effects
    context = Context(source=Source(kind="behavior", id=card, ability=-1), hunter=s.active)
    if effects:
        push(rec, ResolveEffects(context=context, effects=effects))


def step_rampage(rec: PrimalRecorder, task: Rampage) -> None:
    """P-REACT-11: each triggered rampage card revealed and resolved, in the players'
    order."""
    slots = tuple(slot for slot in task.slots if rec.state.behavior.slots[slot].card is not None)
    if not slots:
        return
    if len(slots) == 1:
        begin(rec, slots[0], rampage=True, trigger_slot=task.trigger_slot)
        return
    chooser = party_hunter(rec)
    open_decision(
        rec, ChoiceDecision, purpose="order_rampage", hunter=chooser,
        options=_options(rec, slots), slots=slots, trigger_slot=task.trigger_slot,
        deciders=seat_of(rec, chooser),
    )  # fmt: skip


def choose_rampage(rec: PrimalRecorder, decision: ChoiceDecision, slot: int) -> None:
    rest = tuple(s for s in decision.slots if s != slot)
    if rest:
        push(rec, Rampage(trigger_slot=decision.trigger_slot or 0, slots=rest))
    begin(rec, slot, rampage=True, trigger_slot=decision.trigger_slot or 0)


def discard(rec: PrimalRecorder) -> None:
    """P-REACT-12/13: the resolved card and the rampage cards it revealed are discarded
    together; P-REACT-19: an unstoppable monster gains 1 struggle for each; then every
    empty slot is refilled."""
    face_up = tuple(i for i, slot in enumerate(rec.state.behavior.slots) if slot.face_up)
    if face_up:
        rec.emit(BehaviorDiscarded(slots=face_up, why="resolved"))
    push(rec, FillSlots())
    if is_unstoppable(rec.state):
        gain_struggle(rec, len(face_up), "unstoppable")


def step_fill(rec: PrimalRecorder, task: FillSlots) -> None:
    """P-REACT-13/15/20: the top card into each empty slot; an Enters-play card triggers
    at once; when the deck empties, the discard pile becomes the deck and the monster
    escalates."""
    for index, slot in enumerate(rec.state.behavior.slots):
        if slot.card is not None or slot.locked_by is not None:
            continue
        deck = rec.state.behavior.deck
        if not deck:
            break
        card = rec.state.defs.behavior(deck[0])
        rec.emit(SlotFilled(slot=index, card=card.id, icons=card.icons, refresh=card.refresh))
        if "enters_play" in card.icons:
            rec.emit(BehaviorTriggered(slots=(index,), why="enters_play", entered=True))
        if not rec.state.behavior.deck:
            escalate(rec)


def escalate(rec: PrimalRecorder) -> None:
    """P-REACT-20: the discard pile shuffled into a new deck, then the escalation."""
    discard_pile = rec.state.behavior.discard
    if discard_pile:
        order = rec.shuffle("behavior", discard_pile)
        rec.emit(PileShuffled(pile="behavior", order=order, from_discard=True))
    push(rec, Escalate())


def step_escalate(rec: PrimalRecorder, task: Escalate) -> None:
    """P-REACT-20/21: +1 struggle (an Unleash may follow), then "Escalation:"."""
    occur(rec, Occurrence(on="escalation"))
    gain_struggle(rec, 1, "escalation")


def refresh(rec: PrimalRecorder) -> None:
    """P-ROUND-05..07: from round 2, the lowest refresh value leaves (ties: all)."""
    slots = lowest_refresh(rec.state)
    if slots:
        rec.emit(BehaviorDiscarded(slots=slots, why="refresh"))
        push(rec, FillSlots())
