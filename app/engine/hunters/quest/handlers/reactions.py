"""Answering a reaction window (QUEST-34..37, ATK-36): play or offer a card's lower half, pass,
or pick the one reaction played among several offers (DEV-21)."""

from __future__ import annotations

from app.content.schema.cards import ActionCard
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.decisions import ReactionOffered, ReactionPassed
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.guards import controls
from app.engine.hunters.quest.rules.open_decisions import answered_by, open_of
from app.engine.hunters.quest.rules.presence import card_name
from app.engine.hunters.quest.rules.reaction_targets import may_target, moment_of
from app.engine.hunters.quest.rules.reactions import (
    playable,
    reaction_numbers,
)
from app.engine.hunters.quest.steps.decisions import (
    resolve_decision,
)
from app.engine.hunters.quest.steps.reaction_windows import play, settle
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def _card_in_hand(
    tape: QuestRecorder, actor: Actor, cmd: qc.PlayReaction
) -> ActionCard | Rejection:
    """QUEST-34: a reaction is the lower half of a card in the hand of a hero the seat
    controls."""
    q = tape.quest
    if cmd.unit not in q.heroes:
        return reject("cannot_react", "Only a hero plays reactions, from its hand.", "QUEST-34")
    hero = q.heroes[cmd.unit]
    if not controls(tape, actor, cmd.unit):
        return reject("not_your_hero", f"You do not control {hero.name}.")
    card = q.defs.cards.get(cmd.card)
    if card is None or cmd.card not in hero.hand:
        message = f"{card_name(q, cmd.card)} is not in {hero.name}'s hand."
        return reject("not_in_hand", message, "QUEST-34")
    return card


def _problem(
    tape: QuestRecorder, actor: Actor, cmd: qc.PlayReaction, window: d.ReactionWindow
) -> Rejection | None:
    """QUEST-34/36: the seat controls the hero, the card is in its hand and fits now."""
    q = tape.quest
    if actor.role == "seat" and actor.seat in window.passed:
        return reject("already_passed", "You let this reaction window go by.", "QUEST-37")
    card = _card_in_hand(tape, actor, cmd)
    if isinstance(card, Rejection):
        return card
    moment = moment_of(q, window)
    if not playable(q, cmd.unit, card, moment):
        return reject("cannot_react", "That reaction does not fit this moment.", "QUEST-36")
    if any(o.unit == cmd.unit for o in window.offers):
        return reject("already_offered", "That hero has offered a reaction already.", "QUEST-37")
    if cmd.target is not None and not may_target(q, cmd.unit, card.reaction, moment, cmd.target):
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


def answer_reaction(tape: QuestRecorder, actor: Actor, cmd: qc.PlayReaction) -> Rejection | None:
    """QUEST-34..39: play (or, beside other seats, offer) a card's lower half."""
    window = open_of(tape.quest, actor, "reaction")
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
    frame = moment_of(tape.quest, window).frame
    waiting = _still_to_answer(window, {seat})
    if (frame is not None and frame.unlimited_reactions) or (not waiting and not window.offers):
        resolve_decision(tape, window, answered_by(actor), False)
        play(tape, moment_of(tape.quest, window), offer)
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
        settle(tape, window.id, answered_by(actor), by_default=False)
    return None


def _still_to_answer(window: d.ReactionWindow, answering: set[str]) -> list[str]:
    answered = {*window.passed, *(o.seat for o in window.offers), *answering}
    return [s for s in window.deciders if s not in answered]


def answer_pass(tape: QuestRecorder, actor: Actor, cmd: qc.PassReaction) -> Rejection | None:
    window = open_of(tape.quest, actor, "reaction")
    if isinstance(window, Rejection):
        return window
    assert isinstance(window, d.ReactionWindow)
    seat = actor.seat if actor.role == "seat" else None
    if seat is None or seat in window.passed or any(o.seat == seat for o in window.offers):
        return reject("already_passed", "You have answered this reaction window.")
    tape.emit(ReactionPassed(id=window.id, seat=seat))
    if not _still_to_answer(window, {seat}):
        settle(tape, window.id, seat, by_default=False)
    return None


def answer_choice(tape: QuestRecorder, actor: Actor, cmd: qc.ChooseReaction) -> Rejection | None:
    """QUEST-37, DEV-21: the deciding player picks the one reaction played."""
    choice = open_of(tape.quest, actor, "reaction_choice")
    if isinstance(choice, Rejection):
        return choice
    assert isinstance(choice, d.ReactionChoiceDecision)
    offer = next((o for o in choice.offers if (o.unit, o.card) == (cmd.unit, cmd.card)), None)
    if offer is None:
        return reject("bad_choice", "Choose one of the reactions offered.", "QUEST-37")
    resolve_decision(tape, choice, answered_by(actor), False)
    play(tape, moment_of(tape.quest, choice), offer)
    return None
