"""Reaction windows and playing a card's lower half (QUEST-34..40, ATK-36, TRAIT-08/09).

A window opens only for the seats holding a playable reaction. A seat alone in it plays
at once. With several seats each offers or passes; once all have answered, a single
offer is played and several become a ``reaction_choice`` for the player whose hero has
the highest Knowledge, then Strength (QUEST-37, DEV-21). When the deadline passes, the
offers made so far are settled the same way (several: the tie-break's own pick) and
the others pass. A Blade Dance attack (QUEST-40) takes every reaction offered.
"""

from __future__ import annotations

from typing import Any

from app.content.schema.activities import Reaction, Timing
from app.content.schema.effects import FreeMove
from app.engine.model import Actor
from app.engine.quest import commands as qc
from app.engine.quest import decisions as d
from app.engine.quest.combat import roll_dice
from app.engine.quest.combat_events import DiceAdded, DiceRerolled, ReactionPlayed
from app.engine.quest.deciding import (
    answered_by,
    hero_seat,
    open_decision,
    open_of,
    party_decider,
    resolve_decision,
)
from app.engine.quest.effect_events import FreeMovesOffered, ReactionOffered
from app.engine.quest.effects import apply_effect
from app.engine.quest.events import ReactionPassed
from app.engine.quest.frames import AttackFrame
from app.engine.quest.guards import controls
from app.engine.quest.presence import is_party
from app.engine.quest.reactions import (
    Moment,
    free_action_targets,
    moment_now,
    playable,
    playable_cards,
    reaction_numbers,
)
from app.engine.quest.state import QuestState
from app.engine.quest.tape import Tape
from app.engine.rejections import Rejection, reject


def open_window(tape: Tape, timing: Timing, actor: str | None, target: str | None) -> bool:
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


def _moment(q: QuestState, decision: d.ReactionWindow | d.ReactionChoiceDecision) -> Moment:
    return moment_now(q, decision.timing, decision.attacker, decision.target)


def _problem(
    tape: Tape, actor: Actor, cmd: qc.PlayReaction, window: d.ReactionWindow
) -> Rejection | None:
    """QUEST-34/36: the seat controls the hero, the card is in its hand and fits now."""
    q = tape.quest
    card = q.defs.cards.get(cmd.card)
    if card is None or cmd.unit not in q.heroes or not controls(tape.state, actor, cmd.unit):
        return reject("cannot_react", "You cannot play that reaction now.", "QUEST-36")
    if cmd.card not in q.heroes[cmd.unit].hand:
        return reject("not_in_hand", "That card is not in the hero's hand.", "QUEST-34")
    moment = _moment(q, window)
    if not playable(q, cmd.unit, card, moment):
        return reject("cannot_react", "That reaction does not fit this moment.", "QUEST-36")
    if any(o.unit == cmd.unit for o in window.offers):
        return reject("already_offered", "That hero has offered a reaction already.", "QUEST-37")
    if cmd.target is not None and not _may_target(q, cmd.unit, card.reaction, moment, cmd.target):
        message = "That reaction cannot reach that miniature; choose one it reaches."
        return reject("bad_target", message, "QUEST-36")
    frame = moment.frame
    indices = cmd.reroll
    numbers = reaction_numbers(q, cmd.unit, card.reaction.effects, frame)
    if indices and (
        not numbers.reroll or frame is None or any(not 0 <= i < len(frame.dice) for i in indices)
    ):
        return reject("bad_reroll", "Name dice of this roll to re-roll.", "ATK-36")
    return None


def answer_reaction(tape: Tape, actor: Actor, cmd: qc.PlayReaction) -> Rejection | None:
    """QUEST-34..39: play (or, beside other seats, offer) a card's lower half."""
    window = open_of(tape, actor, "reaction")
    if isinstance(window, Rejection):
        return window
    assert isinstance(window, d.ReactionWindow)
    problem = _problem(tape, actor, cmd, window)
    if problem is not None:
        return problem
    seat = tape.seat_of(cmd.unit) or answered_by(actor) or "gm"
    offer = d.ReactionOffer(
        seat=seat,
        unit=cmd.unit,
        card=cmd.card,
        reroll=tuple(dict.fromkeys(cmd.reroll)),
        target=cmd.target,
    )
    frame = _moment(tape.quest, window).frame
    waiting = _still_to_answer(window, {seat})
    if (frame is not None and frame.unlimited_reactions) or (not waiting and not window.offers):
        resolve_decision(tape, window, answered_by(actor), False)
        play(tape, _moment(tape.quest, window), offer)
        return None
    tape.emit(
        ReactionOffered(
            id=window.id,
            seat=seat,
            unit=cmd.unit,
            card=cmd.card,
            reroll=offer.reroll,
            target=offer.target,
        )
    )
    if not waiting:
        _settle(tape, window.id, answered_by(actor), by_default=False)
    return None


def _still_to_answer(window: d.ReactionWindow, answering: set[str]) -> list[str]:
    answered = {*window.passed, *(o.seat for o in window.offers), *answering}
    return [s for s in window.deciders if s not in answered]


def answer_pass(tape: Tape, actor: Actor, cmd: qc.PassReaction) -> Rejection | None:
    window = open_of(tape, actor, "reaction")
    if isinstance(window, Rejection):
        return window
    assert isinstance(window, d.ReactionWindow)
    seat = actor.seat if actor.role == "seat" else None
    if seat is None or seat in window.passed or any(o.seat == seat for o in window.offers):
        return reject("already_passed", "You have answered this reaction window.")
    tape.emit(ReactionPassed(id=window.id, seat=seat))
    if not _still_to_answer(window, {seat}):
        _settle(tape, window.id, seat, by_default=False)
    return None


def _ranked(tape: Tape, offers: tuple[d.ReactionOffer, ...]) -> list[d.ReactionOffer]:
    """DEV-21: the offers by their heroes' Knowledge, then Strength, then party order."""
    q = tape.quest
    party = list(q.heroes)

    def rank(offer: d.ReactionOffer) -> tuple[int, int, int]:
        hero = q.heroes[offer.unit]
        return (-hero.attributes.knowledge, -hero.attributes.strength, party.index(offer.unit))

    return sorted(offers, key=rank)


def _settle(tape: Tape, window_id: int, by: str | None, *, by_default: bool) -> None:
    """Every seat has answered (or the time is up): none, one or a choice among offers."""
    window = next(x for x in tape.quest.pending if x.id == window_id)
    assert isinstance(window, d.ReactionWindow)
    resolve_decision(tape, window, by, by_default)
    offers = _ranked(tape, window.offers)
    if not offers:
        return
    moment = _moment(tape.quest, window)
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


def answer_choice(tape: Tape, actor: Actor, cmd: qc.ChooseReaction) -> Rejection | None:
    """QUEST-37, DEV-21: the deciding player picks the one reaction played."""
    choice = open_of(tape, actor, "reaction_choice")
    if isinstance(choice, Rejection):
        return choice
    assert isinstance(choice, d.ReactionChoiceDecision)
    offer = next((o for o in choice.offers if (o.unit, o.card) == (cmd.unit, cmd.card)), None)
    if offer is None:
        return reject("bad_choice", "Choose one of the reactions offered.", "QUEST-37")
    resolve_decision(tape, choice, answered_by(actor), False)
    play(tape, _moment(tape.quest, choice), offer)
    return None


def default_window(tape: Tape, decision: Any, by: str) -> None:
    _settle(tape, decision.id, by, by_default=True)


def default_choice(tape: Tape, decision: Any, by: str) -> None:
    resolve_decision(tape, decision, by, True)
    play(tape, _moment(tape.quest, decision), decision.default)


def _area_wide(q: QuestState, hero: str, reaction: Reaction, frame: AttackFrame | None) -> bool:
    """TRAIT-08/09: the attacker's side helps every target; a target's side only itself,
    unless the card says it covers the space (SR17)."""
    if frame is None or reaction.subject != "attack":
        return False
    return reaction.covers_area or is_party(q, frame.attacker)


def _may_target(q: QuestState, hero: str, reaction: Reaction, moment: Moment, unit: str) -> bool:
    """A named target is for a one-target free action, and must be one it reaches."""
    if reaction.subject != "free_action" or reaction.target is None:
        return False
    one = reaction.target.count == "one"
    return one and unit in free_action_targets(q, hero, reaction, moment)


def choosable_targets(q: QuestState, hero: str, reaction: Reaction, moment: Moment) -> list[str]:
    """The miniatures a player may pick for a one-target free action (QUEST-36/38);
    empty when the reaction takes no choice (a defender's, an all-targets one, or only
    one reachable)."""
    if reaction.subject != "free_action" or reaction.target is None:
        return []
    if reaction.target.count == "all":
        return []
    targets = free_action_targets(q, hero, reaction, moment)
    return targets if len(targets) > 1 else []


def _reached(q: QuestState, moment: Moment, offer: d.ReactionOffer) -> list[str]:
    """Whom the reaction reaches: a defender its target; a free action its targets (one of
    several: the one the player named, else the attack's target, else the reacting hero)."""
    reaction = q.defs.cards[offer.card].reaction
    if reaction.subject == "defender":
        return [moment.target] if moment.target else []
    if reaction.subject != "free_action":
        return []
    targets = free_action_targets(q, offer.unit, reaction, moment)
    if reaction.target is None or reaction.target.count == "all" or len(targets) <= 1:
        return targets
    for pick in (offer.target, moment.target, offer.unit):
        if pick in targets:
            return [pick]
    return targets[:1]


def play(tape: Tape, moment: Moment, offer: d.ReactionOffer) -> None:
    """The reaction's effects: attack numbers, re-rolls and added dice rolled at once
    (ATK-36), or a free action's effects on its targets."""
    q = tape.quest
    reaction = q.defs.cards[offer.card].reaction
    frame = moment.frame
    n = reaction_numbers(q, offer.unit, reaction.effects, frame)
    affected = tuple(_reached(q, moment, offer))
    tape.emit(
        ReactionPlayed(
            unit=offer.unit, card=offer.card, timing=moment.timing, effects=reaction.effects,
            to_hit=n.to_hit, dice=n.dice, attribute=n.attribute, defense=n.defense,
            double_defense=n.double_defense, pierce=n.pierce, ignore_pierce=n.ignore_pierce,
            ignored_traits=n.ignored_traits, added_traits=n.added_traits,
            area_wide=_area_wide(q, offer.unit, reaction, frame), affected=affected,
        )
    )  # fmt: skip
    if frame is not None and offer.reroll:
        rolled = roll_dice(tape.dice, len(offer.reroll))
        tape.emit(DiceRerolled(attacker=frame.attacker, indices=offer.reroll, dice=rolled))
    if frame is not None and n.dice > 0 and frame.stage != "start":
        tape.emit(DiceAdded(attacker=frame.attacker, dice=roll_dice(tape.dice, n.dice)))
    if reaction.subject == "free_action":
        _free_action(tape, offer.unit, reaction, affected)


def _free_action(tape: Tape, hero: str, reaction: Reaction, targets: tuple[str, ...]) -> None:
    for effect in reaction.effects:
        if isinstance(effect, FreeMove):
            if targets:  # QUEST-42: only those who may move were reached
                tape.emit(
                    FreeMovesOffered(units=targets, value=effect.value, leap_only=effect.leap_only)
                )
            continue
        for target in targets:
            apply_effect(tape, hero, target, effect)


def default_free_move(tape: Tape, decision: Any, by: str) -> None:
    from app.engine.quest.free_moves import stay

    resolve_decision(tape, decision, by, True)
    stay(tape, decision.unit)
