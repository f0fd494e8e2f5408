"""Random playouts of the base pack's quests, driven by a list of choice numbers that
hypothesis generates, so that a failing playout shrinks to a short one.

At each step every command the players (or, when no player has one, the server) are
offered is gathered, in a stable order; the next choice number picks one of them. A
choice below ``FIGHT_SHARE`` picks among the commands that make a quest move on (attacks,
reactions, cards, steps on the board), one below ``STAY_SHARE`` among all but steps off
the board, so random play meets the enemies instead of leaving; a larger one among all.
When the choices run out the playout stops.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from hypothesis import strategies as st

from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, evolve
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.quest.commands import MoveHero, Resume, TakeFreeMove
from app.engine.hunters.quest.steps.setup import build_quest
from app.engine.hunters.state import Difficulty, Seat
from app.engine.kernel.model import EventBase
from tests.engine.quest_factory import SYSTEM, base

QUESTS = ("q1", "q2", "q3a", "q3b")
HEROES = ("landsknecht", "huntress", "medic", "sorceress", "man_at_arms")
FIGHT_SHARE = 700
STAY_SHARE = 990
CHOICE_RANGE = 1000
FIGHTING = ("attack", "play_reaction", "play_card", "cast_spell", "heal", "take_tokens")

Option = tuple[Command, Actor]


@dataclass(frozen=True)
class Setup:
    """Which quest, which heroes, and whether the first seat runs two of them (a solo
    player's seat, DESIGN "Words")."""

    quest: str
    heroes: tuple[str, ...]
    shared_seat: bool
    seed: int
    difficulty: Difficulty


def parties() -> st.SearchStrategy[tuple[str, ...]]:
    """2-4 different heroes of the base pack, in any order."""
    return st.permutations(HEROES).flatmap(
        lambda order: st.integers(2, 4).map(lambda n: tuple(order[:n]))
    )


def setups() -> st.SearchStrategy[Setup]:
    """Every base quest, 2-4 heroes, sometimes a seat with two heroes."""
    return st.builds(
        Setup,
        quest=st.sampled_from(QUESTS),
        heroes=parties(),
        shared_seat=st.booleans(),
        seed=st.integers(0, 2**16),
        difficulty=st.sampled_from(("normal", "professional", "master")),
    )


def choices(most: int) -> st.SearchStrategy[list[int]]:
    """The choice numbers of one playout: at most ``most`` commands and at least half as
    many (hypothesis would otherwise draw mostly short lists); a failure shrinks towards
    the first offers at each step."""
    return st.lists(st.integers(0, CHOICE_RANGE - 1), min_size=most // 2, max_size=most)


def start(setup: Setup) -> HuntersTable:
    """The quest built for the party and set going by the server (placement and opening
    hands are asked of the players)."""
    quest = base().quests[setup.quest]
    state = build_quest(
        base(), quest, setup.heroes, SeededDice(setup.seed), difficulty=setup.difficulty
    )
    groups = (
        [setup.heroes[:2], *((h,) for h in setup.heroes[2:])]
        if setup.shared_seat
        else [(h,) for h in setup.heroes]
    )
    seats = {f"s{i}": Seat(seat=f"s{i}", heroes=g, ready=True) for i, g in enumerate(groups)}
    campaign = HuntersTable(
        seed=setup.seed, content_pack="base", content_hash=base().content_hash, phase="quest",
        seats=seats, quest=state, difficulty=setup.difficulty,
    )  # fmt: skip
    events = decided(campaign, Resume(), SYSTEM)
    return fold(campaign, events)


def actors(state: HuntersTable) -> list[Actor]:
    return [Actor(role="seat", seat=s) for s in state.seats]


def options(state: HuntersTable) -> list[Option]:
    """What the players are offered now, or the server's defaults when they have nothing."""
    found = [(c, a) for a in actors(state) for c in legal_commands(state, a, base())]
    return found or [(c, SYSTEM) for c in legal_commands(state, SYSTEM, base())]


def leaves_board(state: HuntersTable, option: Option) -> bool:
    """A Move that steps off the board (MOVE-06: the hero leaves the quest)."""
    command = option[0]
    if not isinstance(command, MoveHero | TakeFreeMove) or not command.path:
        return False
    assert state.quest is not None
    width, height = state.quest.board.size
    path = command.path
    return not all(0 <= x < width and 0 <= y < height for x, y in path)


def pick(state: HuntersTable, found: list[Option], choice: int) -> Option:
    """Below FIGHT_SHARE: a fighting command (attack, reaction, card, step on the board);
    below STAY_SHARE: anything but leaving the board; above it: anything."""
    staying = [o for o in found if not leaves_board(state, o)]
    fighting = [o for o in staying if o[0].type in FIGHTING or o[0].type == "move_hero"]
    for share, group in ((FIGHT_SHARE, fighting), (STAY_SHARE, staying)):
        if choice < share and group:
            return group[choice % len(group)]
    return found[choice % len(found)]


def decided(state: HuntersTable, command: Command, actor: Actor) -> list[EventBase]:
    """decide's events for an offered command (a rejection fails the test)."""
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())
    assert not isinstance(result, Rejection), (command, actor, result)
    return result


def fold(state: HuntersTable, events: list[EventBase]) -> HuntersTable:
    for event in events:
        state = evolve(state, event)
    return state


Step = tuple[HuntersTable, Option, list[EventBase]]


def playout(state: HuntersTable, picks: list[int]) -> Iterator[Step]:
    """Each step of the playout: the state before, the command chosen, its events."""
    for choice in picks:
        if state.phase != "quest":
            return
        found = options(state)
        assert found, "a quest in progress always offers somebody something to do"
        option = pick(state, found, choice)
        events = decided(state, *option)
        yield state, option, events
        state = fold(state, events)


def last_state(
    state: HuntersTable, picks: list[int], visit: Callable[[Step], None]
) -> HuntersTable:
    """Play the playout, showing each step to ``visit``; the state it ends in."""
    for step in playout(state, picks):
        visit(step)
        state = fold(step[0], step[2])
    return state
