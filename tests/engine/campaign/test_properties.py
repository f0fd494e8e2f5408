"""Properties of the campaign layer over random play between quests (issue 12), beside
those of test_views_and_properties.py (the day, resource and equipment tokens, replay):
gold changes only by an event that names an amount of it, every story card lies in
exactly one place and leaves the game only by an event, and restoring a checkpoint gives
its table (CAMP-37) while the fold of the log still gives the state."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import HuntersTable, Rejection, SeededDice, decide, evolve, replay
from app.engine.hunters.campaign.events.region import CardRemoved
from app.engine.hunters.campaign.model.piles import PileName
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.legal import legal_commands
from app.engine.kernel.model import EventBase
from tests.engine.campaign.factory import GM, act, after_quest_one, board_of, with_board
from tests.engine.campaign.test_views_and_properties import total_equipment, total_tokens
from tests.engine.quest_factory import base, seat

PENZBERG = ("L01", "L02", "L03", "L04", "L05", "L06")
PILES: tuple[PileName, ...] = ("road_1", "road_2", "road_3", "town", "plot", "task", "location")


@dataclass
class Walk:
    """A random game between quests from ``start``: each step's state before it and its
    events, all of them in ``log``."""

    start: HuntersTable
    state: HuntersTable
    log: list[EventBase] = field(default_factory=list)
    steps: list[tuple[HuntersTable, list[EventBase]]] = field(default_factory=list)


def starting_point(rng: random.Random) -> HuntersTable:
    """After quest 1, the heroes' purses filled so that gold moves; half the time the
    party stands in Penzberg with its locations laid out (trade, the inn, healing)."""
    state, _ = after_quest_one(test_die=rng.randint(0, 3))
    board = board_of(state)
    heroes = {
        k: h.model_copy(update={"gold_half": rng.randint(0, 24), "xp": rng.randint(0, 30)})
        for k, h in board.heroes.items()
    }
    region = board.region
    if rng.random() < 0.5:
        region = region.model_copy(
            update={"marker": "M10", "revealed": ("M05", "M10"), "locations": PENZBERG}
        )
    return with_board(state, heroes=heroes, region=region)


def random_walk(seed: int, length: int) -> Walk:
    rng = random.Random(seed)
    start = starting_point(rng)
    walk = Walk(start, start)
    for _ in range(length):
        if walk.state.phase != "between_quests":
            break
        actors = [seat(s) for s in walk.state.seats]
        options = [(a, c) for a in actors for c in legal_commands(walk.state, a, base())]
        if not options:
            break
        actor, command = rng.choice(options)
        dice = SeededDice(seed, walk.state.dice_cursor)
        events = decide(walk.state, command, dice, actor=actor, content=base())
        assert not isinstance(events, Rejection), (command, events)
        walk.steps.append((walk.state, events))
        walk.log += events
        walk.state = replay(events, walk.state)
    return walk


def total_gold_half(board: CampaignBoard) -> int:
    """Every purse and what lies on map cards to be collected."""
    purses = sum(h.gold_half for h in board.heroes.values())
    return purses + sum(r.gold_half for r in board.region.rewards.values())


def names_gold(event: EventBase) -> bool:
    return any("gold" in key and value for key, value in event.model_dump().items())


def card_places(board: CampaignBoard) -> Counter[str]:
    """How many times each story card lies somewhere: in a pile, on the table, in hand."""
    places: Counter[str] = Counter()
    for pile in PILES:
        places.update(board.piles.cards(pile))
    places.update(list(board.region.placed))
    places.update(board.story.in_hand)
    return places


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**16))
def test_gold_moves_only_by_an_event_that_names_it(seed: int) -> None:
    walk = random_walk(seed, 14)
    for before, events in walk.steps:
        state = before
        for event in events:
            after = evolve(state, event)
            if state.campaign is not None and after.campaign is not None:
                changed = total_gold_half(after.campaign) != total_gold_half(state.campaign)
                assert not changed or names_gold(event), event
            state = after


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**16))
def test_every_card_lies_in_one_place_and_leaves_only_by_an_event(seed: int) -> None:
    walk = random_walk(seed, 14)
    for before, events in walk.steps:
        state = before
        for event in events:
            after = evolve(state, event)
            if state.campaign is None or after.campaign is None:
                state = after
                continue
            was, now = card_places(state.campaign), card_places(after.campaign)
            assert all(n == 1 for n in now.values()), event
            gone = set(was) - set(now)
            removed = {event.card} if isinstance(event, CardRemoved) else set()
            assert gone == removed, event
            assert not set(now) - set(was), event  # no card appears from nowhere
            state = after


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**16), pick=st.integers(0, 50))
def test_restoring_a_checkpoint_gives_its_table_camp_37(seed: int, pick: int) -> None:
    walk = random_walk(seed, 10)
    saves = [c for c in walk.state.checkpoints if c.reason != "quest_start"]
    if not saves:
        return
    saved = saves[pick % len(saves)]
    state, events = act(walk.state, {"type": "restore_checkpoint", "checkpoint": saved.id}, GM)
    assert events[0].type == "checkpoint_restored"
    assert board_of(state) == saved.board
    assert replay([*walk.log, *events], walk.start) == state  # the fold of the log gives it


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**16))
def test_trade_and_the_wagon_conserve_tokens_and_the_day_never_decreases(seed: int) -> None:
    """With full purses (buying, selling, crafting, the wagon), the supply plus everyone's
    holdings stays the same (EQUIP-43, SETL-10), and no command turns the days back."""
    walk = random_walk(seed, 14)
    tokens, items = total_tokens(walk.start), total_equipment(walk.start)
    for before, events in walk.steps:
        after = replay(events, before)
        if after.campaign is not None and before.campaign is not None:
            assert board_of(after).days.day >= board_of(before).days.day
        if after.phase == "between_quests":
            assert total_tokens(after) == tokens and total_equipment(after) == items
