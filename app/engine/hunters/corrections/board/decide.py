"""decide for the GM's campaign corrections (issue 15): each checks its target and value
(app/engine/hunters/corrections/board/rules.py) and records the value before and after with the
reason. Only a reshuffle draws from the dice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.region import Face
from app.engine.hunters.campaign.model.state import CampaignBoard, Front
from app.engine.hunters.campaign.rules.fronts import front_of
from app.engine.hunters.corrections.board import commands as c
from app.engine.hunters.corrections.board import events as ev
from app.engine.hunters.corrections.board import rules
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.dice import Dice, shuffled
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection

Decided = list[EventBase] | Rejection
Rule = Callable[[CampaignBoard, Any, Catalog, Dice], Decided]


def _hero(board: CampaignBoard, cmd: c.CorrectHero, _content: Catalog, _dice: Dice) -> Decided:
    hero = rules.hero_guard(board, cmd.hero)
    if isinstance(hero, Rejection):
        return hero
    problem = rules.track_problem(hero, cmd)
    if problem is not None:
        return problem
    before = int(getattr(hero, cmd.track))
    return [ev.HeroCorrected(hero=cmd.hero, track=cmd.track, before=before, after=cmd.value,
                             reason=cmd.reason)]  # fmt: skip


def _resource(board: CampaignBoard, cmd: c.CorrectResource, content: Catalog, _d: Dice) -> Decided:
    hero = rules.hero_guard(board, cmd.hero)
    if isinstance(hero, Rejection):
        return hero
    problem = rules.resource_problem(content, cmd.resource)
    if problem is not None:
        return problem
    before = hero.resources.get(cmd.resource, 0)
    return [ev.ResourceCorrected(hero=cmd.hero, resource=cmd.resource, before=before,
                                 after=cmd.amount, reason=cmd.reason)]  # fmt: skip


def _give(board: CampaignBoard, cmd: c.GiveEquipment, content: Catalog, _dice: Dice) -> Decided:
    hero = rules.hero_guard(board, cmd.hero)
    if isinstance(hero, Rejection):
        return hero
    problem = rules.give_problem(content, cmd.item)
    if problem is not None:
        return problem
    in_supply = board.supply.equipment.get(cmd.item, 0) > 0
    return [ev.EquipmentGiven(hero=cmd.hero, item=cmd.item, from_supply=in_supply,
                              reason=cmd.reason)]  # fmt: skip


def _take(board: CampaignBoard, cmd: c.TakeEquipment, _content: Catalog, _dice: Dice) -> Decided:
    hero = rules.hero_guard(board, cmd.hero)
    if isinstance(hero, Rejection):
        return hero
    problem = rules.take_problem(hero, cmd.item)
    if problem is not None:
        return problem
    return [ev.EquipmentTaken(hero=cmd.hero, item=cmd.item, reason=cmd.reason)]


def _turn(board: CampaignBoard, cmd: c.TurnMapCard, content: Catalog, _dice: Dice) -> Decided:
    problem = rules.map_card_problem(board, cmd)
    if problem is not None:
        return problem
    front = front_of(content, cmd.card) if cmd.face == "up" else Front()
    before: Face = "down" if cmd.face == "up" else "up"
    return [ev.MapCardTurned(card=cmd.card, before=before, after=cmd.face, front=front,
                             reason=cmd.reason)]  # fmt: skip


def _reshuffle(
    board: CampaignBoard, cmd: c.ReshufflePile, _content: Catalog, dice: Dice
) -> Decided:
    problem = rules.pile_problem(board, cmd)
    if problem is not None:
        return problem
    order = shuffled(dice, board.piles.cards(cmd.pile))
    return [ev.PileReordered(pile=cmd.pile, order=order, reason=cmd.reason)]


def _day(board: CampaignBoard, cmd: c.CorrectDay, _content: Catalog, _dice: Dice) -> Decided:
    problem = rules.day_problem(board, cmd)
    if problem is not None:
        return problem
    return [ev.DayCorrected(before=board.days.day, after=cmd.day, reason=cmd.reason)]


CORRECTION_RULES: dict[type[Any], Rule] = {
    c.CorrectHero: _hero,
    c.CorrectResource: _resource,
    c.GiveEquipment: _give,
    c.TakeEquipment: _take,
    c.TurnMapCard: _turn,
    c.ReshufflePile: _reshuffle,
    c.CorrectDay: _day,
}


def decide_correction(
    state: HuntersTable, actor: Actor, command: Any, content: Catalog, dice: Dice
) -> Decided:
    """A GM correction of the campaign's table, as the GM, between quests."""
    board = rules.board_guard(state, actor)
    if isinstance(board, Rejection):
        return board
    return CORRECTION_RULES[type(command)](board, command, content, dice)
