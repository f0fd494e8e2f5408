"""Reaction windows (QUEST-34..40, ATK-36, TRAIT-08/09, DESIGN principle 3): opened only for
the seats holding a playable reaction, settled once every seat has answered (or the time is
up), and a reaction's effects played."""

from __future__ import annotations

from typing import Any

from app.content.schema.activities import Reaction, Timing
from app.content.schema.effects import FreeMove
from app.engine.hunters.quest.events.attacks import DiceAdded, DiceRerolled, ReactionPlayed
from app.engine.hunters.quest.events.decisions import FreeMovesOffered
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.attack_math import roll_dice
from app.engine.hunters.quest.rules.reaction_targets import area_wide, moment_of, reached
from app.engine.hunters.quest.rules.reactions import (
    Moment,
    moment_now,
    playable_cards,
    reaction_numbers,
)
from app.engine.hunters.quest.steps.decisions import (
    hero_seat,
    open_decision,
    party_decider,
    resolve_decision,
)
from app.engine.hunters.quest.steps.effects import apply_effect


def open_window(tape: QuestRecorder, timing: Timing, actor: str | None, target: str | None) -> bool:
    """QUEST-34..37, DESIGN principle 3: a window for the seats that can react, or none."""
    q = tape.quest
    cards = playable_cards(q, moment_now(q, timing, actor, target))
    seats = tuple(dict.fromkeys(s for hero in cards for s in hero_seat(tape, hero)))
    if not seats:
        return False
    open_decision(
        tape,
        d.ReactionWindow,
        deciders=seats,
        deadline_seconds=q.options.reaction_timeout_seconds,
        timing=timing,
        attacker=actor,
        target=target,
    )
    return True


def _ranked(tape: QuestRecorder, offers: tuple[d.ReactionOffer, ...]) -> list[d.ReactionOffer]:
    """DEV-21: the offers by their heroes' Knowledge, then Strength, then party order."""
    q = tape.quest
    party = list(q.heroes)

    def rank(offer: d.ReactionOffer) -> tuple[int, int, int]:
        hero = q.heroes[offer.unit]
        return (-hero.attributes.knowledge, -hero.attributes.strength, party.index(offer.unit))

    return sorted(offers, key=rank)


def settle(tape: QuestRecorder, window_id: int, by: str | None, *, by_default: bool) -> None:
    """Every seat has answered (or the time is up): none, one or a choice among offers."""
    window = next(x for x in tape.quest.pending if x.id == window_id)
    assert isinstance(window, d.ReactionWindow)
    resolve_decision(tape, window, by, by_default)
    offers = _ranked(tape, window.offers)
    if not offers:
        return
    moment = moment_of(tape.quest, window)
    if len(offers) == 1 or by_default:
        play(tape, moment, offers[0])
        return
    deciders = party_decider(tape, [o.unit for o in offers])
    mine = next((o for o in offers if o.seat in deciders), offers[0])
    open_decision(
        tape, d.ReactionChoiceDecision, deciders=deciders,
        deadline_seconds=tape.quest.options.reaction_timeout_seconds, window=window.id,
        timing=window.timing, attacker=window.attacker, target=window.target,
        offers=tuple(offers), default=mine,
    )  # fmt: skip


def default_window(tape: QuestRecorder, decision: Any, by: str) -> None:
    settle(tape, decision.id, by, by_default=True)


def default_choice(tape: QuestRecorder, decision: Any, by: str) -> None:
    resolve_decision(tape, decision, by, True)
    play(tape, moment_of(tape.quest, decision), decision.default)


def play(tape: QuestRecorder, moment: Moment, offer: d.ReactionOffer) -> None:
    """The reaction's effects: attack numbers, re-rolls and added dice rolled at once
    (ATK-36), or a free action's effects on its targets."""
    q = tape.quest
    reaction = q.defs.cards[offer.card].reaction
    frame = moment.frame
    n = reaction_numbers(q, offer.unit, reaction.effects, frame)
    affected = tuple(reached(q, moment, offer))
    tape.emit(
        ReactionPlayed(
            unit=offer.unit, card=offer.card, timing=moment.timing, effects=reaction.effects,
            to_hit=n.to_hit, dice=n.dice, attribute=n.attribute, defense=n.defense,
            double_defense=n.double_defense, pierce=n.pierce, ignore_pierce=n.ignore_pierce,
            ignored_traits=n.ignored_traits, added_traits=n.added_traits,
            area_wide=area_wide(q, offer.unit, reaction, frame), affected=affected,
        )
    )  # fmt: skip
    if frame is not None and offer.reroll:
        rolled = roll_dice(tape.dice, len(offer.reroll))
        tape.emit(DiceRerolled(attacker=frame.attacker, indices=offer.reroll, dice=rolled))
    if frame is not None and n.dice > 0 and frame.stage != "start":
        tape.emit(DiceAdded(attacker=frame.attacker, dice=roll_dice(tape.dice, n.dice)))
    if reaction.subject == "free_action":
        _free_action(tape, offer.unit, reaction, affected)


def _free_action(
    tape: QuestRecorder, hero: str, reaction: Reaction, targets: tuple[str, ...]
) -> None:
    for effect in reaction.effects:
        if isinstance(effect, FreeMove):
            if targets:  # QUEST-42: only those who may move were reached
                tape.emit(
                    FreeMovesOffered(units=targets, value=effect.value, leap_only=effect.leap_only)
                )
            continue
        for target in targets:
            apply_effect(tape, hero, target, effect)
