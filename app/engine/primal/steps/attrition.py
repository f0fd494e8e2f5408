"""The Attrition phase (P-ATTR-01..12, P-MON-05, P-BOARD-23)."""

from __future__ import annotations

from app.content.schema.primal.abilities import Effect
from app.engine.primal.events.behavior import AttritionChecked
from app.engine.primal.events.board import TerrainRemoved
from app.engine.primal.events.hunters import HunterTokenSet
from app.engine.primal.events.piles import SequenceMarked
from app.engine.primal.events.turns import TurnPhaseBegun
from app.engine.primal.model.context import Context, Source
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import ResolveEffects, SufferDamage, Task, TurnStep
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.attrition import avoids, worse_card
from app.engine.primal.rules.board import has_terrain
from app.engine.primal.rules.cards import card_def, defensive_count, placed_matches
from app.engine.primal.rules.labels import card_name
from app.engine.primal.rules.monster import monster_damage
from app.engine.primal.rules.triggers import Occurrence
from app.engine.primal.steps.agenda import open_decision, push, seat_of
from app.engine.primal.steps.attrition_deck import discard_revealed, reveal_attrition
from app.engine.primal.steps.occur import occur


def begin_attrition(rec: PrimalRecorder, hunter: str) -> None:
    """P-ATTR-01, P-MON-05: exactly one check; first a disrupt token for each Dust in
    the sector."""
    rec.emit(TurnPhaseBegun(hunter=hunter, phase="attrition"))
    h = rec.state.hunters[hunter]
    monster = rec.state.defs.monster
    dusty = {t.id for t in monster.tokens if t.disrupts} if monster else set()
    tokens = rec.state.board.sectors[h.sector].tokens if h.sector is not None else {}
    dust = sum(n for token, n in tokens.items() if token in dusty)
    if dust:
        rec.emit(
            HunterTokenSet(hunter=hunter, token="disrupt_tokens", value=h.disrupt_tokens + dust)
        )
    push(
        rec,
        TurnStep(hunter=hunter, step="disrupt"),
        TurnStep(hunter=hunter, step="attrition_check"),
        TurnStep(hunter=hunter, step="attrition_end"),
    )


def place_disrupt(rec: PrimalRecorder, hunter: str) -> None:
    """P-ATTR-11: each disrupt token cancels a defense token, else covers a defensive
    card of the sequence (the hunter picks which when the colors differ), else does
    nothing (AMBIGUITY reading)."""
    h = rec.state.hunters[hunter]
    if h.disrupt_tokens <= 0:
        return
    if h.defense_tokens > 0:
        rec.emit(HunterTokenSet(hunter=hunter, token="defense_tokens", value=h.defense_tokens - 1))
        rec.emit(HunterTokenSet(hunter=hunter, token="disrupt_tokens", value=h.disrupt_tokens - 1))
        push(rec, TurnStep(hunter=hunter, step="disrupt"))
        return
    free = [
        i
        for i, p in enumerate(h.sequence)
        if not p.disrupted and placed_matches(rec.state, p, "defensive")
    ]
    if not free:
        rec.emit(HunterTokenSet(hunter=hunter, token="disrupt_tokens", value=0))
        return
    colors = {card_def(rec.state, h.sequence[i].card).color for i in free}
    if len(colors) == 1:
        cover(rec, hunter, free[0])
        return
    options = tuple(Option(label=card_name(rec.state, h.sequence[i].card), value=i) for i in free)
    open_decision(
        rec, ChoiceDecision, purpose="disrupt", hunter=hunter, options=options,
        deciders=seat_of(rec, hunter),
    )  # fmt: skip


def cover(rec: PrimalRecorder, hunter: str, index: int) -> None:
    h = rec.state.hunters[hunter]
    rec.emit(SequenceMarked(hunter=hunter, index=index))
    rec.emit(HunterTokenSet(hunter=hunter, token="disrupt_tokens", value=h.disrupt_tokens - 1))
    push(rec, TurnStep(hunter=hunter, step="disrupt"))


def check(rec: PrimalRecorder, hunter: str) -> None:
    """P-ATTR-02..06: reveal the top card (two when threatened: the worse one counts);
    avoided with enough defensive cards; a Rock may prevent the damage (P-BOARD-23)."""
    h = rec.state.hunters[hunter]
    revealed = reveal_attrition(rec, 2 if h.threatened else 1)
    if not revealed:
        return
    card = worse_card(rec.state, h, revealed)
    if avoids(rec.state, h, rec.state.defs.attrition_card(card)):
        conclude(rec, hunter, card, avoided=True)
    elif has_terrain(rec.state, h.sector, "rock"):
        options = (Option(label="remove the Rock", value=1), Option(label="suffer it", value=0))
        open_decision(
            rec, ChoiceDecision, purpose="rock", hunter=hunter, options=options,
            context=Context(source=Source(kind="attrition", id=card), hunter=hunter),
            deciders=seat_of(rec, hunter),
        )  # fmt: skip
    else:
        conclude(rec, hunter, card, avoided=False)


def conclude(
    rec: PrimalRecorder, hunter: str, card: str, *, avoided: bool, prevented: bool = False
) -> None:
    """P-ATTR-04/05/08/10: damage equal to the monster's damage unless avoided (a
    prevented damage counts as avoided); the card's own effects; defense tokens go; the
    revealed cards go to the attrition discard pile."""
    h = rec.state.hunters[hunter]
    if prevented and h.sector is not None:
        rec.emit(TerrainRemoved(sector=h.sector, terrain="rock", why="prevented attrition"))
    rec.emit(
        AttritionChecked(
            hunter=hunter, card=card, defensive=_count(rec, hunter), avoided=avoided or prevented,
            prevented=prevented,
        )
    )  # fmt: skip
    if h.defense_tokens:
        rec.emit(HunterTokenSet(hunter=hunter, token="defense_tokens", value=0))
    discard_revealed(rec)
    suffered = not (avoided or prevented)
    push(rec, *_outcome(rec, hunter, card, suffered))
    occur(
        rec, Occurrence(on="attrition", hunter=hunter, result="suffered" if suffered else "avoided")
    )


def _outcome(rec: PrimalRecorder, hunter: str, card: str, suffered: bool) -> list[Task]:
    """The damage when it was not avoided, then the card's own effects (and its
    ``on_fail`` ones when the damage came)."""
    definition = rec.state.defs.attrition_card(card)
    extras: tuple[Effect, ...] = definition.effects + (definition.on_fail if suffered else ())
    tasks: list[Task] = []
    if suffered:
        tasks.append(SufferDamage(hunter=hunter, amount=monster_damage(rec.state), monster=True))
    if extras:
        context = Context(source=Source(kind="attrition", id=card), hunter=hunter)
        tasks.append(ResolveEffects(context=context, effects=extras))
    return tasks


def _count(rec: PrimalRecorder, hunter: str) -> int:
    return defensive_count(rec.state, rec.state.hunters[hunter])


def end_attrition(rec: PrimalRecorder, hunter: str) -> None:
    """P-ATTR-11, P-REACT-34: disrupt tokens gone, the End-of-Attrition reaction."""
    if rec.state.hunters[hunter].disrupt_tokens:
        rec.emit(HunterTokenSet(hunter=hunter, token="disrupt_tokens", value=0))
    occur(rec, Occurrence(on="end_of_attrition", hunter=hunter), between=True)
