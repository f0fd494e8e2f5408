"""Effects on the monster, its decks and the board (the second half of the vocabulary)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.schema.primal import monster_effects as me
from app.engine.primal.events.behavior import (
    AttritionBroughtIn,
    BehaviorBroughtIn,
    SideCardRevealed,
    SideDeckReshuffled,
    SlotUnlocked,
    SwarmChanged,
)
from app.engine.primal.events.monster import (
    AccelerationChanged,
    BallistaSet,
    MonsterBonusGained,
    TrackMoved,
)
from app.engine.primal.events.piles import CardsAdded
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.model.board import side_of
from app.engine.primal.model.context import Context
from app.engine.primal.model.tasks import DamageMonster, FillSlots
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.targets import sectors_for
from app.engine.primal.steps.agenda import end_fight, push
from app.engine.primal.steps.board import place_tokens, remove_tokens
from app.engine.primal.steps.monster_damage import wound
from app.engine.primal.steps.struggle import gain_struggle, remove_struggle

Apply = Callable[[PrimalRecorder, Context, Any, list[str]], None]


def _remove(rec: PrimalRecorder, ctx: Context, e: me.RemoveStruggle, t: list[str]) -> None:
    remove_struggle(rec, value(rec.state, e.amount, ctx), "effect")


def _gain(rec: PrimalRecorder, ctx: Context, e: me.GainStruggle, t: list[str]) -> None:
    gain_struggle(rec, value(rec.state, e.amount, ctx), "effect")


def _wound(rec: PrimalRecorder, ctx: Context, e: me.InflictWound, t: list[str]) -> None:
    """P-DMG-06: health -1 directly, then stance progression (one wound at a time)."""
    for _ in range(e.amount):
        if rec.state.phase == "playing":
            wound(rec)


def _acceleration(rec: PrimalRecorder, ctx: Context, e: me.Acceleration, t: list[str]) -> None:
    rec.emit(AccelerationChanged(value=max(0, rec.state.monster.acceleration + e.amount)))


def _bonus(rec: PrimalRecorder, ctx: Context, e: me.BonusMonsterDamage, t: list[str]) -> None:
    rec.emit(MonsterBonusGained(bonus="damage", amount=e.amount, duration=e.duration))


def _unstoppable(rec: PrimalRecorder, ctx: Context, e: me.Unstoppable, t: list[str]) -> None:
    rec.emit(MonsterBonusGained(bonus="unstoppable", duration=e.duration))


def _track(rec: PrimalRecorder, ctx: Context, e: me.Track, t: list[str]) -> None:
    """P-MON-01/02/23: the marker moves, within its track."""
    monster = rec.state.defs.monster
    spec = next((k for k in monster.tracks if k.id == e.track), None) if monster else None
    if spec is None:
        return
    now = rec.state.monster.tracks.get(spec.id, spec.start)
    new = max(0, min(spec.most, now + e.amount))
    if new != now:
        rec.emit(TrackMoved(track=spec.id, value=new))


def _place_token(rec: PrimalRecorder, ctx: Context, e: me.PlaceToken, t: list[str]) -> None:
    for sector in sectors_for(rec.state, ctx, e.where) or ():
        place_tokens(rec, sector, e.token, e.amount)


def _remove_token(rec: PrimalRecorder, ctx: Context, e: me.RemoveToken, t: list[str]) -> None:
    for sector in sectors_for(rec.state, ctx, e.where) or ():
        remove_tokens(rec, sector, e.token)


def _into_deck(rec: PrimalRecorder, ctx: Context, e: me.BehaviorIntoDeck, t: list[str]) -> None:
    """P-EXP-12/16: cards out of play join the behavior deck, which is shuffled."""
    cards = tuple(c for c in e.cards if c in rec.state.behavior.out_of_play)
    if cards:
        rec.emit(BehaviorBroughtIn(cards=cards))
        order = rec.shuffle("behavior", rec.state.behavior.deck)
        rec.emit(PileShuffled(pile="behavior", order=order))


def _unlock(rec: PrimalRecorder, ctx: Context, e: me.UnlockSlot, t: list[str]) -> None:
    """P-MON-22: the leftmost Awakening card leaves; its slot is filled at once."""
    locked = [i for i, slot in enumerate(rec.state.behavior.slots) if slot.locked_by]
    if locked:
        rec.emit(SlotUnlocked(slot=locked[0]))
        push(rec, FillSlots())


def _reveal_side(rec: PrimalRecorder, ctx: Context, e: me.RevealSideCard, t: list[str]) -> None:
    """P-MON-06/07: the next Rumble card (an empty deck is formed from its discard)."""
    deck = rec.state.side_decks.get(e.deck)
    if deck is None:
        return
    if not deck.deck and deck.discard:
        order = rec.shuffle(f"side:{e.deck}", deck.discard)
        rec.emit(SideDeckReshuffled(deck=e.deck, order=order))
    deck = rec.state.side_decks[e.deck]
    if deck.deck:
        rec.emit(SideCardRevealed(deck=e.deck, card=deck.deck[0]))


def _summon(rec: PrimalRecorder, ctx: Context, e: me.Summon, t: list[str]) -> None:
    """P-MON-11: Swarm cards from their deck into play."""
    deck = rec.state.side_decks.get(e.deck)
    for card in deck.deck[: e.amount] if deck else ():
        rec.emit(SwarmChanged(deck=e.deck, card=card))


def _add_cards(rec: PrimalRecorder, ctx: Context, e: me.AddCards, targets: list[str]) -> None:
    """P-MON-08: Debility (or Wound) cards from the hunter's reserve."""
    for hunter in targets:
        h = rec.state.hunters[hunter]
        reserve = h.debility_reserve if e.card == "debility" else h.wound_reserve
        cards = reserve[: e.amount]
        if cards:
            rec.emit(CardsAdded(hunter=hunter, cards=cards, to=e.to))


def _attrition_in(rec: PrimalRecorder, ctx: Context, e: me.AttritionIntoDeck, t: list[str]) -> None:
    """P-EXP-18: special cards beside the board join the attrition deck (shuffled)."""
    aside = rec.state.attrition.aside
    cards = tuple(c for c in aside if c.partition("#")[0] in e.cards)
    if cards:
        rec.emit(AttritionBroughtIn(cards=cards))
        order = rec.shuffle("attrition", rec.state.attrition.deck)
        rec.emit(PileShuffled(pile="attrition", order=order))


def has_sight(facing: int, ballista: int) -> bool:
    """P-MON-19: ballista ``n`` stands in the corner between sectors n and n+1; it sees
    the monster when either is the front sector."""
    return "front" in (side_of(ballista, facing), side_of((ballista + 1) % 4, facing))


def _ballistas(rec: PrimalRecorder, ctx: Context, e: me.BallistasFire, t: list[str]) -> None:
    """P-MON-18..20: every loaded ballista with line of sight fires (one source each)."""
    amount = value(rec.state, e.amount, ctx)
    for index, loaded in enumerate(rec.state.monster.ballistas):
        if loaded and has_sight(rec.state.board.facing, index):
            rec.emit(BallistaSet(index=index, loaded=False))
            push(rec, DamageMonster(amount=amount))


def _reload(rec: PrimalRecorder, ctx: Context, e: me.ReloadBallistas, t: list[str]) -> None:
    """P-MON-20: unloaded ballistas turn black, the first ones in corner order."""
    empty = [i for i, loaded in enumerate(rec.state.monster.ballistas) if not loaded]
    for index in empty[: e.amount]:
        rec.emit(BallistaSet(index=index, loaded=True))


def _fail(rec: PrimalRecorder, ctx: Context, e: me.Fail, t: list[str]) -> None:
    end_fight(rec, "defeat", e.reason, "P-END-04")


MONSTER_EFFECTS: dict[str, Apply] = {
    "remove_struggle": _remove,
    "gain_struggle": _gain,
    "inflict_wound": _wound,
    "acceleration": _acceleration,
    "bonus_monster_damage": _bonus,
    "unstoppable": _unstoppable,
    "track": _track,
    "place_token": _place_token,
    "remove_token": _remove_token,
    "behavior_into_deck": _into_deck,
    "unlock_slot": _unlock,
    "reveal_side_card": _reveal_side,
    "summon": _summon,
    "add_cards": _add_cards,
    "attrition_into_deck": _attrition_in,
    "ballistas_fire": _ballistas,
    "reload_ballistas": _reload,
    "fail": _fail,
}
