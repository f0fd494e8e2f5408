"""Damage to the monster: one source at a time through Arkeum, Shield, Vulnerable and
a Swarm, onto the stance card, then wounds, stances and victory (P-DMG-01..12,
P-GLOSS-29, P-MON-03/12..14, P-END-01)."""

from __future__ import annotations

from app.engine.primal.events.behavior import SwarmChanged
from app.engine.primal.events.board import SectorTokensSet
from app.engine.primal.events.monster import (
    MonsterDamaged,
    MonsterMarked,
    StanceAdvanced,
    WoundInflicted,
)
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import DamageMonster, StanceRevealed, Wounds
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.monster import is_hardened, shield, stance, toughness
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import end_fight, open_decision, push, seat_of
from app.engine.primal.steps.occur import occur

YES_NO = (Option(label="yes", value=1), Option(label="no", value=0))


def step_damage(rec: PrimalRecorder, task: DamageMonster) -> None:
    if task.step == "block":
        _block(rec, task)
    elif task.step == "shield":
        cut = min(task.amount, shield(rec.state))
        push(rec, task.model_copy(update={"amount": task.amount - cut, "step": "vulnerable"}))
    elif task.step == "vulnerable":
        _vulnerable(rec, task)
    else:
        _apply(rec, task)


def _block(rec: PrimalRecorder, task: DamageMonster) -> None:
    """P-MON-14: an attack card played from a sector holding an Arkeum token deals
    nothing to the monster, and the token goes."""
    s = rec.state
    sector = s.hunters[task.dealer].sector if task.dealer in s.hunters else None
    monster = s.defs.monster
    blockers = [t.id for t in monster.tokens if t.blocks_attacks] if monster else []
    held = s.board.sectors[sector].tokens if sector is not None else {}
    token = next((t for t in blockers if held.get(t, 0) > 0), None)
    if task.attack and token is not None and sector is not None:
        rec.emit(MonsterDamaged(amount=task.amount, dealt=0, dealer=task.dealer, blocked=True))
        rec.emit(SectorTokensSet(sector=sector, token=token, count=held[token] - 1))
        return
    push(rec, task.model_copy(update={"step": "shield"}))


def _vulnerable(rec: PrimalRecorder, task: DamageMonster) -> None:
    """P-GLOSS-29: the hunter dealing the damage may discard the vulnerable token to
    double it (Shield first, then the doubling: P-DMG-12 AMBIGUITY)."""
    s = rec.state
    if s.monster.vulnerable and task.amount > 0 and task.dealer in s.hunters:
        open_decision(
            rec, ChoiceDecision, purpose="vulnerable", hunter=task.dealer, options=YES_NO,
            damage=task, deciders=seat_of(rec, task.dealer),
        )  # fmt: skip
        return
    push(rec, task.model_copy(update={"step": "apply"}))


def use_vulnerable(rec: PrimalRecorder, task: DamageMonster, double: bool) -> None:
    if double:
        rec.emit(MonsterMarked(mark="vulnerable", value=False))
    amount = task.amount * 2 if double else task.amount
    push(rec, task.model_copy(update={"amount": amount, "step": "apply"}))


def _swarm_cards(rec: PrimalRecorder) -> list[tuple[str, str]]:
    return [
        (deck.id, card.card)
        for deck in rec.state.side_decks.values()
        if deck.kind == "swarm"
        for card in deck.in_play
    ]


def _apply(rec: PrimalRecorder, task: DamageMonster) -> None:
    """P-MON-12: while a Swarm card is in play the damage goes to one of them (the
    dealer's choice); else it lies on the stance card and wounds follow."""
    swarm = _swarm_cards(rec)
    if len(swarm) > 1:
        options = tuple(
            Option(label=rec.state.defs.side_card(c).name, card=c, value=i)
            for i, (_, c) in enumerate(swarm)
        )
        open_decision(
            rec, ChoiceDecision, purpose="swarm", hunter=task.dealer, options=options,
            damage=task, deciders=seat_of(rec, task.dealer),
        )  # fmt: skip
        return
    if swarm:
        damage_swarm(rec, swarm[0][1], task.amount)
        return
    rec.emit(MonsterDamaged(amount=task.amount, dealt=task.amount, dealer=task.dealer))
    push(rec, Wounds())


def damage_swarm(rec: PrimalRecorder, card: str, amount: int) -> None:
    """P-MON-13: defeated at the monster's toughness; the excess of that hit is lost."""
    for deck in rec.state.side_decks.values():
        for held in deck.in_play:
            if held.card == card:
                total = held.damage + amount
                defeated = total >= toughness(rec.state)
                rec.emit(SwarmChanged(deck=deck.id, card=card, damage=total, defeated=defeated))
                return


def step_wounds(rec: PrimalRecorder, task: Wounds) -> None:
    """P-DMG-03/04: while the stored damage reaches the toughness, one wound at a time."""
    s = rec.state
    if s.phase != "playing" or s.monster.damage < toughness(s) or s.monster.health <= 0:
        return
    removed = s.monster.damage if is_hardened(s) else toughness(s)
    push(rec, Wounds())
    wound(rec, removed)


def wound(rec: PrimalRecorder, removed: int = 0) -> None:
    """P-DMG-06/07/09: health -1; at 0 the hunters win at once; at the stance's
    progression value the next stance comes."""
    s = rec.state
    health = s.monster.health - 1
    rec.emit(WoundInflicted(health=health, removed=removed))
    if health <= 0:
        end_fight(rec, "victory", f"{s.monster.name} is defeated.", "P-END-01")
        return
    occur(rec, Occurrence(on="wound", hunter=s.active))
    progression = stance(rec.state).progression
    if progression is not None and health <= progression:
        advance_stance(rec)


def advance_stance(rec: PrimalRecorder) -> None:
    """P-DMG-09/15: the next stance, its perils and objectives (Permanent ones stay);
    P-DMG-05, P-MON-03: the damage carries over unless the stance was Resistant or the
    monster is Hardened; P-DMG-10: a wound from it comes before "When revealed"."""
    s = rec.state
    assert s.defs.level is not None
    following = s.monster.stance + 1
    if following >= len(s.defs.level.stances):
        return
    numeral = following + 1
    current = stance(s)
    kept_perils = tuple(p for p in s.monster.perils if s.defs.peril(p).permanent)
    kept_goals = tuple(o for o in s.monster.objectives if s.defs.objective(o).permanent)
    perils = kept_perils + tuple(p.id for p in s.defs.level.perils if p.stance == numeral)
    goals = kept_goals + tuple(o.id for o in s.defs.level.objectives if o.stance == numeral)
    carried = 0 if current.resistant or is_hardened(s) else s.monster.damage
    rec.emit(StanceAdvanced(stance=following, perils=perils, objectives=goals, damage=carried))
    push(rec, Wounds(), StanceRevealed(stance=following))


def step_stance_revealed(rec: PrimalRecorder, task: StanceRevealed) -> None:
    occur(rec, Occurrence(on="when_revealed", hunter=rec.state.active))
