"""What each kind of ``choice`` decision does with the option picked (model/decisions.py
``Purpose``)."""

from __future__ import annotations

from collections.abc import Callable

from app.content.schema.primal import abilities as ab
from app.content.schema.primal import effects as he
from app.engine.primal.events.behavior import AttritionRevealed
from app.engine.primal.events.hunters import GearDepleted, HunterMoved, PlateauClimbed
from app.engine.primal.events.monster import PerilBlinded
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import DamageMonster, ResolveEffects
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.steps import attrition, behavior, fired, keywords, monster_damage
from app.engine.primal.steps.agenda import push
from app.engine.primal.steps.attrition_deck import discard_revealed
from app.engine.primal.steps.board import place_terrain, turn_monster
from app.engine.primal.steps.effects import apply_effect
from app.engine.primal.steps.piles import take_from_deck

Chosen = Callable[[PrimalRecorder, ChoiceDecision, Option], None]


def _target(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert d.context is not None and d.effect is not None and o.hunter is not None
    apply_effect(rec, d.context, d.effect, [o.hunter])


def _may(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert isinstance(d.effect, ab.May) and d.context is not None
    if o.value:
        push(rec, ResolveEffects(context=d.context, effects=d.effect.effects))


def _choose_one(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert isinstance(d.effect, ab.ChooseOne) and d.context is not None
    push(rec, ResolveEffects(context=d.context, effects=d.effect.options[o.value or 0]))


def _sector(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    """Confuse and "turn the monster" (P-GLOSS-08), placing terrain, the riding check's
    landing (P-GLOSS-20)."""
    assert o.sector is not None and d.context is not None
    if isinstance(d.effect, he.PlaceTerrain):
        place_terrain(rec, o.sector, d.effect.terrain)
    elif isinstance(d.effect, he.TurnMonster):
        turn_monster(rec, o.sector, "card")
    elif d.context.hunter is not None:
        h = rec.state.hunters[d.context.hunter]
        if h.sector != o.sector:
            rec.emit(HunterMoved(hunter=h.id, to=o.sector, source=h.sector, placed=True))


def _deplete(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert d.hunter is not None
    rec.emit(GearDepleted(hunter=d.hunter, slot="armor" if o.value == 0 else "helm"))


def _vulnerable(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert d.damage is not None
    monster_damage.use_vulnerable(rec, d.damage, bool(o.value))


def _swarm(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert d.damage is not None and o.card is not None
    monster_damage.damage_swarm(rec, o.card, d.damage.amount)


def _stun_slot(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert d.context is not None
    keywords.stun_slot_chosen(rec, d.context, o.slot)


def _stun_hunter(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert o.hunter is not None
    keywords.ask_attack_reveal(rec, o.hunter)


def _blind(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert o.card is not None and d.hunter is not None
    rec.emit(PerilBlinded(peril=o.card, by=d.hunter))


def _rock(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    """P-BOARD-23, P-ATTR-08: removing the Rock prevents the damage (it counts as avoided)."""
    assert d.context is not None and d.hunter is not None
    prevented = bool(o.value)
    attrition.conclude(rec, d.hunter, d.context.source.id, avoided=False, prevented=prevented)


def _peek(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    deck = rec.state.attrition.deck
    if o.value and deck:
        rec.emit(AttritionRevealed(cards=(deck[0],)))
        discard_revealed(rec)


def _disrupt(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert d.hunter is not None and o.value is not None
    attrition.cover(rec, d.hunter, o.value)


def _plateau_climb(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    if o.value and rec.state.board.plateau is None:
        rec.emit(PlateauClimbed(hunter=d.hunter))


def _plateau_jump(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    """P-BOARD-21: on the revealed card: its Reaction is cancelled, a riding check."""
    slot = d.slots[0]
    card = rec.state.behavior.slots[slot].card
    rampage = d.trigger_slot is not None
    if card is None:
        return
    behavior.steps(rec, slot, card, cancelled=bool(o.value), rampage=rampage)
    if o.value and d.hunter is not None:
        rec.emit(PlateauClimbed(hunter=None))
        keywords.riding_check(rec, d.hunter)


def _volley(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    """P-GLOSS-28: WL damage for each offensive card discarded, as one source."""
    if not o.value or d.hunter is None:
        return
    cards = take_from_deck(rec, d.hunter, d.amount, "volley")
    hits = sum(1 for c in cards if rec.state.defs.card(c).is_offensive)
    if hits:
        wl = rec.state.hunters[d.hunter].weapon_level
        push(rec, DamageMonster(amount=hits * wl, dealer=d.hunter))


def _order_fired(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    fired.choose_fired(rec, d, o.value or 0)


def _order_behaviors(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert o.slot is not None
    behavior.begin(rec, o.slot)


def _order_rampage(rec: PrimalRecorder, d: ChoiceDecision, o: Option) -> None:
    assert o.slot is not None
    behavior.choose_rampage(rec, d, o.slot)


CHOSEN: dict[str, Chosen] = {
    "order_fired": _order_fired,
    "order_behaviors": _order_behaviors,
    "order_rampage": _order_rampage,
    "target": _target,
    "may": _may,
    "choose_one": _choose_one,
    "sector": _sector,
    "deplete": _deplete,
    "vulnerable": _vulnerable,
    "swarm": _swarm,
    "stun_slot": _stun_slot,
    "stun_hunter": _stun_hunter,
    "blind": _blind,
    "rock": _rock,
    "peek": _peek,
    "disrupt": _disrupt,
    "plateau_climb": _plateau_climb,
    "plateau_jump": _plateau_jump,
    "volley": _volley,
}
