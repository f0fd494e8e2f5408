"""A hunter's turn (P-TURN-01..53, P-KO-10/11, P-BOARD-11..13/20..22/25/28,
P-GLOSS-06/11, P-MON-09)."""

from __future__ import annotations

from app.content.schema.primal import effects as he
from app.content.schema.primal.abilities import May
from app.content.schema.primal.common import Amount
from app.engine.primal.events.hunters import (
    BrushLeft,
    HunterReleased,
    HunterTokenSet,
    PlateauClimbed,
)
from app.engine.primal.events.monster import PerilBlinded
from app.engine.primal.events.piles import CardsDiscarded, CardsPlaced, SequenceDiscarded
from app.engine.primal.events.turns import (
    ActionPhaseEnded,
    ModifiersExpired,
    TurnEnded,
    TurnPhaseBegun,
    TurnStarted,
)
from app.engine.primal.model.board import sector_on
from app.engine.primal.model.context import Context, Source
from app.engine.primal.model.decisions import CardsDecision, ChoiceDecision, Option
from app.engine.primal.model.tasks import Draw, ResolveEffects, SufferDamage, Task, TurnStep, Window
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.board import has_terrain
from app.engine.primal.rules.cards import card_def, hand_limit
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.rules.windows import can_assist, can_taunt
from app.engine.primal.steps.agenda import open_decision, push, seat_of
from app.engine.primal.steps.board import turn_to_hunter
from app.engine.primal.steps.hunter_damage import flip_or_rise
from app.engine.primal.steps.occur import occur
from app.engine.primal.steps.piles import take_from_deck

PLAYED_STEPS = ("start_effects", "movement", "action", "end_action", "attrition", "end")


def _turn(hunter: str, *steps: str) -> list[Task]:
    return [TurnStep(hunter=hunter, step=step) for step in steps]  # type: ignore[arg-type]


def start(rec: PrimalRecorder, hunter: str) -> None:
    """P-KO-10/11: a KO'd hunter's turn flips the token or rises; P-KO-13: one out of the
    fight has none; P-GLOSS-11: a captured hunter comes back first."""
    h = rec.state.hunters[hunter]
    rec.emit(TurnStarted(hunter=hunter))
    for peril, by in rec.state.monster.blinded.items():
        if by == hunter:
            rec.emit(PerilBlinded(peril=peril, by=None))
    if h.eliminated:
        rec.emit(TurnEnded(hunter=hunter, skipped=True))
        return
    if h.ko is not None:
        push(rec, TurnStep(hunter=hunter, step="over"))
        flip_or_rise(rec, hunter, ends_turn=True)
        return
    if h.captured:
        _released(rec, hunter)
        return
    _begin(rec, hunter)
    push(rec, *_turn(hunter, *PLAYED_STEPS, "over"))


def _begin(rec: PrimalRecorder, hunter: str) -> None:
    """P-BOARD-22: step off the plateau; P-MON-09: Debility cards from hand into the
    sequence. (P-GLOSS-06: the hunter's Blind ended as the turn began, KO'd or not.)"""
    s = rec.state
    if s.board.plateau == hunter:
        rec.emit(PlateauClimbed(hunter=None))
    debility = tuple(c for c in s.hunters[hunter].hand if card_def(s, c).kind == "debility")
    if debility:
        rec.emit(CardsPlaced(hunter=hunter, cards=debility))


def _released(rec: PrimalRecorder, hunter: str) -> None:
    """P-GLOSS-11 (1-3): the front sector, draw up to the hand size limit, damage WL."""
    front = sector_on("front", rec.state.board.facing)
    rec.emit(HunterReleased(hunter=hunter, to=front))
    h = rec.state.hunters[hunter]
    missing = hand_limit(h) - len(h.hand)
    push(
        rec,
        *([Draw(hunter=hunter, count=missing)] if missing > 0 else []),
        SufferDamage(hunter=hunter, amount=h.weapon_level),
        TurnStep(hunter=hunter, step="released"),
    )


def released(rec: PrimalRecorder, hunter: str) -> None:
    """P-GLOSS-11 (4-5): discard the top 2 of the deck; an attack among them: the turn is
    played normally, else it is skipped."""
    cards = take_from_deck(rec, hunter, 2, "captured")
    attack = any(card_def(rec.state, c).color == "attack" for c in cards)
    if rec.state.hunters[hunter].is_standing and attack:
        push(rec, *_turn(hunter, *PLAYED_STEPS, "over"))
    else:
        push(rec, TurnStep(hunter=hunter, step="over"))


def resume(rec: PrimalRecorder, hunter: str) -> None:
    """P-BOARD-12/13: back from the brush, the turn goes on from the Movement phase
    (AMBIGUITY reading: no start-of-turn effect repeats)."""
    rec.emit(TurnStarted(hunter=hunter, resumed=True))
    rec.emit(BrushLeft(hunter=hunter))
    push(rec, *_turn(hunter, "movement", "action", "end_action", "attrition", "end", "over"))


def start_effects(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-02 (AMBIGUITY: card priority, then the players, then the Primal Rule):
    monster cards and the sector reactions, then "Start:" abilities, then Baethanis
    (heal WL, P-BOARD-11) and Synaerea (may take WL to draw 1, P-BOARD-25)."""
    h = rec.state.hunters[hunter]
    wl = Amount(weapon_level=1)
    terrain: list[Task] = []
    rule = Context(source=Source(kind="rule", id="terrain"), hunter=hunter)
    if has_terrain(rec.state, h.sector, "baethanis"):
        terrain.append(ResolveEffects(context=rule, effects=(he.Heal(amount=wl),)))
    if has_terrain(rec.state, h.sector, "synaerea"):
        effect = May(effects=(he.Suffer(amount=wl), he.Draw()))
        terrain.append(ResolveEffects(context=rule, effects=(effect,)))
    push(rec, *terrain)
    occur(rec, Occurrence(on="start", hunter=hunter), between=True)


def movement(rec: PrimalRecorder, hunter: str) -> None:
    rec.emit(TurnPhaseBegun(hunter=hunter, phase="movement"))


def end_action(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-48/49: the Action phase ends; the other hunters may still Assist or Taunt
    (a window, only for those who can); then the stamina token."""
    turn = rec.state.turn
    if turn is not None:
        rec.emit(ActionPhaseEnded(hunter=hunter, finisher=turn.finished))
    helpers = tuple(
        h for h in rec.state.order if can_assist(rec.state, h) or can_taunt(rec.state, h)
    )
    push(
        rec,
        *([Window(moment="assist", hunters=helpers)] if helpers else []),
        TurnStep(hunter=hunter, step="stamina"),
    )


def stamina(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-49/11: 2 or more cards in hand give a stamina token (at most 1 held)."""
    h = rec.state.hunters[hunter]
    if len(h.hand) >= 2 and h.stamina_tokens < 1:
        rec.emit(HunterTokenSet(hunter=hunter, token="stamina_tokens", value=1))


def end(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-50: the sequence discarded in play order; then the end-of-turn terrain:
    Wildmaw (threatened: damage WL, P-BOARD-28) and the plateau (P-BOARD-20)."""
    rec.emit(TurnPhaseBegun(hunter=hunter, phase="end"))
    h = rec.state.hunters[hunter]
    if h.sequence:
        rec.emit(SequenceDiscarded(hunter=hunter))
    tasks: list[Task] = []
    if h.threatened and has_terrain(rec.state, h.sector, "wildmaw"):
        tasks.append(SufferDamage(hunter=hunter, amount=h.weapon_level))
    push(rec, *tasks, *_turn(hunter, "refill", "rotate"))
    if has_terrain(rec.state, h.sector, "plateau") and rec.state.board.plateau is None:
        options = (Option(label="climb the plateau", value=1), Option(label="stay", value=0))
        open_decision(
            rec, ChoiceDecision, purpose="plateau_climb", hunter=hunter, options=options,
            default=1, deciders=seat_of(rec, hunter),
        )  # fmt: skip


def refill(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-51, P-GLOSS-25: discard down to the hand size limit, or draw up to it, one
    fewer for each strain token (all of them discarded)."""
    h = rec.state.hunters[hunter]
    limit = hand_limit(h)
    strain = h.strain
    if strain:
        rec.emit(HunterTokenSet(hunter=hunter, token="strain", value=0))
    extra = len(h.hand) - limit
    if extra > 0:
        open_decision(
            rec, CardsDecision, purpose="hand_limit", hunter=hunter, cards=h.hand,
            least=extra, most=extra, default=h.hand[-extra:], deciders=seat_of(rec, hunter),
        )  # fmt: skip
        return
    missing = limit - len(h.hand) - strain
    if missing > 0:
        push(rec, Draw(hunter=hunter, count=missing))


def rotate(rec: PrimalRecorder, hunter: str) -> None:
    """P-TURN-53: the monster turns to face the aggro player."""
    aggro = rec.state.aggro
    if aggro is not None:
        turn_to_hunter(rec, aggro, "end of turn")


def over(rec: PrimalRecorder, hunter: str) -> None:
    """The turn is over; a hunter waiting in the brush for this one goes on."""
    rec.emit(ModifiersExpired(duration="turn"))
    rec.emit(TurnEnded(hunter=hunter))
    board = rec.state.board
    if board.brush is not None and board.brush_resume_after == hunter:
        push(rec, TurnStep(hunter=board.brush, step="resume"))


def discard_down(rec: PrimalRecorder, hunter: str, cards: tuple[str, ...]) -> None:
    rec.emit(CardsDiscarded(hunter=hunter, cards=cards, why="hand size limit"))
