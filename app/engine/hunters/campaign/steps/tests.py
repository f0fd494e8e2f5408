"""Attribute tests between quests (DEV-18..22, DEV-25/26): who tests, the test die plus
the attribute against the difficulty, morale spent after seeing the die."""

from __future__ import annotations

from app.content.schema.narrative import AttributeTest
from app.engine.hunters.campaign.events.heroes import HeroBoardChanged
from app.engine.hunters.campaign.events.story import TestResolved, TestRolled
from app.engine.hunters.campaign.model.agenda import Frame
from app.engine.hunters.campaign.model.decisions import ChoiceOption, MoraleOffer, TesterVote
from app.engine.hunters.campaign.model.heroes import LOWEST_MORALE
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.party import attribute_for_test, highest_hero
from app.engine.hunters.campaign.steps.frames import (
    decider_seat,
    open_decision,
    party_seats,
    push_frame,
)


def take_test(ledger: CampaignRecorder, frame: Frame, test: AttributeTest) -> None:
    """DEV-22: ``highest`` and ``group`` name the hero with the highest attribute (ties by
    DEV-21); ``chosen`` asks the party; ``each`` gives every hero a test of its own."""
    if test.tester == "each" and frame.testing is None:
        for each in reversed(tuple(ledger.board.heroes)):
            push_frame(ledger, frame.source, frame.kind, (test,), testing=each)
        return
    if frame.testing is not None:
        roll_test(ledger, frame.source, test, (frame.testing,))
        return
    if test.tester == "chosen" and len(ledger.board.heroes) > 1:
        ask_tester(ledger, frame.source, test)
        return
    hero = highest_hero(ledger.board, test.attribute, ledger.content)
    if hero is not None:
        roll_test(ledger, frame.source, test, (hero,))


def ask_tester(ledger: CampaignRecorder, source: str, test: AttributeTest) -> None:
    """The party picks the hero who takes the test (DEV-21 breaks a tie of votes)."""
    heroes = tuple(ledger.board.heroes)
    options = tuple(ChoiceOption(key=h, text=ledger.board.heroes[h].name) for h in heroes)
    default = highest_hero(ledger.board, test.attribute, ledger.content) or heroes[0]
    open_decision(
        ledger, TesterVote, deciders=party_seats(ledger), source=source, options=options,
        default=default, decider=decider_seat(ledger), test=test,
    )  # fmt: skip


def roll_test(
    ledger: CampaignRecorder, source: str, test: AttributeTest, testers: tuple[str, ...]
) -> None:
    """DEV-18: test die 0-3 plus the tester's attribute, then the morale offers."""
    die = ledger.dice.test_die()
    total = die + attribute_for_test(
        ledger.board.heroes[testers[0]], test.attribute, ledger.content
    )
    ledger.emit(
        TestRolled(
            testers=testers, attribute=test.attribute, difficulty=test.difficulty, die=die,
            total=total, selection=test.tester,
        )
    )  # fmt: skip
    offer_morale(ledger, source, test, testers, die, total, ())


def may_spend(
    ledger: CampaignRecorder, test: AttributeTest, testers: tuple[str, ...]
) -> tuple[str, ...]:
    """DEV-19/26: the tester may spend morale on its test; on a group test every hero."""
    heroes = tuple(ledger.board.heroes) if test.tester == "group" else testers
    return tuple(h for h in heroes if ledger.board.heroes[h].morale > LOWEST_MORALE)


def offer_morale(
    ledger: CampaignRecorder, source: str, test: AttributeTest, testers: tuple[str, ...], die: int,
    total: int, asked: tuple[str, ...],
) -> None:  # fmt: skip
    """DEV-25/26: a hero is asked to spend 1 morale only when +1 per willing hero could
    still turn a failure into a pass; otherwise the test resolves at once."""
    left = [h for h in may_spend(ledger, test, testers) if h not in asked]
    short = test.difficulty - total
    if short <= 0 or not left or short > len(left):
        resolve_test(ledger, source, test, testers, total)
        return
    hero = left[0]
    seat = ledger.seating.seat_of(hero)
    open_decision(
        ledger, MoraleOffer, deciders=(seat,) if seat else (), source=source, hero=hero,
        test=test, testers=testers, die=die, total=total, asked=asked,
    )  # fmt: skip


def answer_morale(ledger: CampaignRecorder, offer: MoraleOffer, spend: bool) -> None:
    """The hero spent 1 morale for +1 on the test (DEV-26), or kept it."""
    total = offer.total
    if spend:
        ledger.emit(HeroBoardChanged(hero=offer.hero, reason="test", morale=-1))
        total += 1
    asked = (*offer.asked, offer.hero)
    offer_morale(ledger, offer.source, offer.test, offer.testers, offer.die, total, asked)


def resolve_test(
    ledger: CampaignRecorder, source: str, test: AttributeTest, testers: tuple[str, ...], total: int
) -> None:
    """DEV-18: pass when the total reaches the difficulty; the branch follows next, its
    ``tester`` being the hero(es) who took the test."""
    passed = total >= test.difficulty
    ledger.emit(TestResolved(testers=testers, total=total, passed=passed))
    branch = test.on_pass if passed else test.on_fail
    if branch:
        push_frame(ledger, source, "entry", branch, testers=testers)
