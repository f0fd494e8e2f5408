"""Playing a card (P-TURN-16..25/30..39, P-GLOSS-05/13/24) and its resolution: the
abilities it fires in tier order (its own text among the player's), then its color
effect, then the Berserker draw and the Finisher; the behavior cards it triggered are
revealed once all that is done (P-REACT-04)."""

from __future__ import annotations

from app.engine.primal.events.hunters import AggroTaken, HunterTokenSet, TurnMarked, TurnModified
from app.engine.primal.events.piles import CardPlayed, StaminaPaid
from app.engine.primal.model.tasks import CardStep, DamageMonster, Draw
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.board import has_terrain
from app.engine.primal.rules.cards import card_def, weapon_damage
from app.engine.primal.rules.stamina import cost_cut_for
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import push
from app.engine.primal.steps.occur import fired_tasks, trigger_behaviors
from app.engine.primal.steps.struggle import remove_struggle


def pay(
    rec: PrimalRecorder, hunter: str, cards: tuple[str, ...], token: bool, amount: int, why: str
) -> None:
    """P-TURN-08..10: the cards discarded (and the token) for a stamina cost."""
    if cards or token:
        rec.emit(StaminaPaid(hunter=hunter, cards=cards, token=token, amount=amount, why=why))


def play_card(
    rec: PrimalRecorder, hunter: str, card: str, paid: tuple[str, ...], token: bool, x: int
) -> None:
    """P-TURN-16: pay, then the card at the right end of the sequence; P-TURN-25: an
    aggro card takes the aggro token at once; P-GLOSS-13: the next maneuver after Dazed
    is blank."""
    s = rec.state
    definition = card_def(s, card)
    h = s.hunters[hunter]
    blank = definition.color == "maneuver" and h.dazed
    _, cut = cost_cut_for(s, definition)
    if cut is not None:
        rec.emit(TurnModified(used_cost_cut=cut))
    rec.emit(CardPlayed(hunter=hunter, card=card, paid=paid, token=token, x=x, blank=blank))
    if blank:
        rec.emit(HunterTokenSet(hunter=hunter, token="dazed", value=0))
    if definition.aggro and rec.state.aggro != hunter:
        rec.emit(AggroTaken(hunter=hunter))
    if definition.berserker and not blank:
        rec.emit(TurnMarked(mark="berserker", by=hunter))
    occ = Occurrence(on="card_played", hunter=hunter, card=card)
    trigger_behaviors(rec, occ)
    tasks = fired_tasks(rec, occ, between=False, tokened=False, x=x)
    push(
        rec,
        *tasks,
        CardStep(hunter=hunter, card=card, step="color"),
        CardStep(hunter=hunter, card=card, step="after"),
    )


def step_card(rec: PrimalRecorder, task: CardStep) -> None:
    if task.step == "color":
        color_effect(rec, task.hunter, task.card)
    else:
        after(rec, task.hunter, task.card)


def color_effect(rec: PrimalRecorder, hunter: str, card: str) -> None:
    """P-TURN-20/22/23: an attack deals weapon damage (+ its bonuses, + WL from Cyricae,
    P-BOARD-14) as one source; a maneuver removes 1 struggle (even blank, P-GLOSS-13);
    parry and dodge do nothing more."""
    s = rec.state
    color = card_def(s, card).color
    h = s.hunters[hunter]
    if color == "attack":
        bonus = s.turn.attack_bonus if s.turn is not None else 0
        cyricae = h.weapon_level if has_terrain(s, h.sector, "cyricae") else 0
        if s.turn is not None and s.turn.attack_bonus:
            rec.emit(TurnModified(reset_attack_bonus=True))
        push(
            rec,
            DamageMonster(amount=weapon_damage(h) + bonus + cyricae, dealer=hunter, attack=True),
        )
    elif color == "maneuver":
        remove_struggle(rec, 1, "maneuver")


def after(rec: PrimalRecorder, hunter: str, card: str) -> None:
    """P-GLOSS-05 (AMBIGUITY: the Berserker card does not draw for itself): in the
    berserker state, an attack card draws 1; P-TURN-39: a Finisher ends the Action phase."""
    s = rec.state
    definition = card_def(s, card)
    placed = next((p for p in s.hunters[hunter].sequence if p.card == card), None)
    blank = placed is not None and placed.blank
    berserker_before = (
        s.turn is not None
        and s.turn.berserker
        and not (definition.berserker and _first_berserker(rec, hunter, card))
    )
    if berserker_before and definition.color == "attack":
        push(rec, Draw(hunter=hunter, count=1))
    if definition.finisher and not blank and s.turn is not None:
        rec.emit(TurnMarked(mark="finished"))


def _first_berserker(rec: PrimalRecorder, hunter: str, card: str) -> bool:
    """The card started the berserker state: no Berserker card was played before it."""
    sequence = rec.state.hunters[hunter].sequence
    index = next(i for i, p in enumerate(sequence) if p.card == card)
    return not any(card_def(rec.state, p.card).berserker and not p.blank for p in sequence[:index])
