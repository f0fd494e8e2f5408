"""Stun, Blind and the riding check: keywords that ask several questions in turn
(P-GLOSS-06/20/26/27)."""

from __future__ import annotations

from app.engine.primal.events.hunters import HunterMoved
from app.engine.primal.events.monster import PerilBlinded, StunMoved
from app.engine.primal.events.piles import CardsRevealed
from app.engine.primal.model.board import SECTORS, sector_on
from app.engine.primal.model.context import Context, Source
from app.engine.primal.model.decisions import CardsDecision, ChoiceDecision, Option
from app.engine.primal.model.tasks import AttackReveal, DamageMonster, SufferDamage
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.cards import card_def, weapon_damage
from app.engine.primal.rules.labels import hunter_name, sector_label
from app.engine.primal.rules.monster import monster_damage
from app.engine.primal.steps.agenda import open_decision, party_seat, push, seat_of
from app.engine.primal.steps.attrition_deck import discard_revealed, reveal_attrition
from app.engine.primal.steps.piles import take_from_deck

_RIDE = Source(kind="rule", id="riding_check")


def _deciders(rec: PrimalRecorder, hunter: str | None) -> tuple[str, ...]:
    return seat_of(rec, hunter) if hunter is not None else party_seat(rec)


def ask_stun_slot(rec: PrimalRecorder, ctx: Context) -> None:
    """P-GLOSS-26/27: the stun token on a behavior card in play; with the monster already
    stunned the token may move to another card (or stay)."""
    s = rec.state
    slots = [i for i, slot in enumerate(s.behavior.slots) if slot.card and slot.locked_by is None]
    current = s.monster.stun_slot
    options = [Option(label=f"slot {i + 1}", slot=i, value=i) for i in slots if i != current]
    if current is not None:
        options.insert(
            0, Option(label=f"leave it on slot {current + 1}", slot=current, value=current)
        )
    if len(options) == 1:
        stun_slot_chosen(rec, ctx, options[0].slot)
        return
    if not options:
        stun_slot_chosen(rec, ctx, None)
        return
    open_decision(
        rec, ChoiceDecision, purpose="stun_slot", hunter=ctx.hunter, options=tuple(options),
        context=ctx, deciders=_deciders(rec, ctx.hunter),
    )  # fmt: skip


def stun_slot_chosen(rec: PrimalRecorder, ctx: Context, slot: int | None) -> None:
    if slot is not None and rec.state.monster.stun_slot != slot:
        rec.emit(StunMoved(slot=slot))
    standing = [h.id for h in rec.state.standing() if h.is_targetable]
    if len(standing) == 1:
        ask_attack_reveal(rec, standing[0])
    elif standing:
        options = tuple(
            Option(label=hunter_name(rec.state, h), hunter=h, value=i)
            for i, h in enumerate(standing)
        )
        open_decision(
            rec, ChoiceDecision, purpose="stun_hunter", hunter=ctx.hunter, options=options,
            default=standing.index(ctx.hunter) if ctx.hunter in standing else 0,
            context=ctx, deciders=_deciders(rec, ctx.hunter),
        )  # fmt: skip


def ask_attack_reveal(rec: PrimalRecorder, hunter: str) -> None:
    """The chosen hunter reveals up to 2 attack cards from hand (default: as many as
    they can)."""
    attacks = tuple(
        c for c in rec.state.hunters[hunter].hand if card_def(rec.state, c).color == "attack"
    )
    if not attacks:
        return
    most = min(2, len(attacks))
    open_decision(
        rec, CardsDecision, purpose="stun_reveal", hunter=hunter, cards=attacks, least=0,
        most=most, default=attacks[:most], deciders=seat_of(rec, hunter),
    )  # fmt: skip


def attacks_revealed(rec: PrimalRecorder, hunter: str, cards: tuple[str, ...]) -> None:
    """P-GLOSS-27 AMBIGUITY: each revealed card is its own source of weapon damage; no
    exposure and no Cyricae (no card is played)."""
    if cards:
        rec.emit(CardsRevealed(hunter=hunter, cards=cards, why="stun"))
        push(rec, AttackReveal(hunter=hunter, count=len(cards)))


def step_attack_reveal(rec: PrimalRecorder, task: AttackReveal) -> None:
    damage = weapon_damage(rec.state.hunters[task.hunter])
    push(rec, *(DamageMonster(amount=damage, dealer=task.hunter) for _ in range(task.count)))


def ask_blind(rec: PrimalRecorder, ctx: Context) -> None:
    """P-GLOSS-06, P-DMG-16: a peril in play, not Immune to blind, is blank until the
    start of the blinding hunter's next turn."""
    s = rec.state
    perils = [p for p in s.monster.perils if not s.defs.peril(p).immune_to_blind]
    if not perils or ctx.hunter is None:
        return
    if len(perils) == 1:
        rec.emit(PerilBlinded(peril=perils[0], by=ctx.hunter))
        return
    options = tuple(
        Option(label=s.defs.peril(p).name, card=p, value=i) for i, p in enumerate(perils)
    )
    open_decision(
        rec, ChoiceDecision, purpose="blind", hunter=ctx.hunter, options=options,
        context=ctx, deciders=seat_of(rec, ctx.hunter),
    )  # fmt: skip


def riding_check(rec: PrimalRecorder, hunter: str) -> None:
    """P-GLOSS-20: the top attrition card against the top action card's stamina icons:
    weapon damage and a sector of your choice, or the monster's damage and the front
    sector; both cards discarded."""
    revealed = reveal_attrition(rec, 1)
    top = take_from_deck(rec, hunter, 1, "riding check")
    discard_revealed(rec)
    if not revealed or not top:
        return
    needed = rec.state.defs.attrition_card(revealed[0]).value
    if card_def(rec.state, top[0]).stamina >= needed:
        push(rec, DamageMonster(amount=weapon_damage(rec.state.hunters[hunter]), dealer=hunter))
        options = tuple(
            Option(label=sector_label(rec.state, n), sector=n, value=i)
            for i, n in enumerate(SECTORS)
        )
        open_decision(
            rec, ChoiceDecision, purpose="sector", hunter=hunter, options=options,
            context=Context(source=_RIDE, hunter=hunter), deciders=seat_of(rec, hunter),
        )  # fmt: skip
        return
    front = sector_on("front", rec.state.board.facing)
    if rec.state.hunters[hunter].sector != front:
        sector = rec.state.hunters[hunter].sector
        rec.emit(HunterMoved(hunter=hunter, to=front, source=sector, placed=True))
    push(rec, SufferDamage(hunter=hunter, amount=monster_damage(rec.state), monster=True))
