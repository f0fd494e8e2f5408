"""Whole quests of the base pack played to their end by a simple scripted party, over 200
seeds, without an engine error (issue 5): the heroes attack when they can, otherwise walk
toward the nearest enemy; decisions are answered by a legal choice or left to their
default (as a time-out would); the quest always ends within its rounds (END-01..03)."""

from __future__ import annotations

import random

import pytest

from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, evolve
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.quest.board.geometry import distance
from app.engine.hunters.quest.commands import Resume
from app.engine.hunters.quest.steps.setup import build_quest
from app.engine.hunters.state import Difficulty, Seat
from app.engine.kernel.commands import ApplyDefault
from tests.engine.quest_factory import SYSTEM, base

SEEDS = range(200)
QUESTS = (
    *("q1", "q2", "q3a", "q3b", "q4", "q5", "q6", "q7a", "q7b"),
    *("q8a", "q8b", "q9", "q10", "sk_wolves", "sk_highwaymen", "sk_rats"),
)
HEROES = ("landsknecht", "huntress", "medic", "sorceress", "man_at_arms")
MAX_COMMANDS = 1500
DIFFICULTIES: tuple[Difficulty, ...] = ("normal", "professional", "master")


def start(seed: int) -> HuntersTable:
    """A quest of the pack for 2-4 random heroes, one seat each, ready to be played."""
    rng = random.Random(seed)
    party = tuple(rng.sample(HEROES, rng.randint(2, 4)))
    quest = base().quests[QUESTS[seed % len(QUESTS)]]
    difficulty: Difficulty = DIFFICULTIES[seed % 3]
    state = build_quest(base(), quest, party, SeededDice(seed), difficulty=difficulty)
    seats = {h: Seat(seat=h, heroes=(h,), ready=True) for h in party}
    campaign = HuntersTable(
        seed=seed, content_pack="base", content_hash=base().content_hash, phase="quest",
        seats=seats, quest=state, difficulty=difficulty, hero_elimination=seed % 7 == 0,
    )  # fmt: skip
    return apply(campaign, Resume(), SYSTEM)


def apply(state: HuntersTable, command: Command, actor: Actor) -> HuntersTable:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())
    assert not isinstance(result, Rejection), (command, result)
    for event in result:
        state = evolve(state, event)
    return state


def nearest_enemy_gap(state: HuntersTable, command: Command) -> int:
    """How far the end of a move leaves the hero from the nearest enemy."""
    q = state.quest
    assert q is not None
    path = getattr(command, "path", None) or ((0, 0),)
    spots = [e.at for e in q.enemies.values() if e.is_active_miniature and e.at]
    return min((distance(path[-1], s) for s in spots), default=0)


def hero_choice(state: HuntersTable, options: list[Command], rng: random.Random) -> Command:
    """Attack if possible, else step toward the enemies, else play a card, else end."""
    for kind in ("attack", "cast_spell", "heal", "use_item"):
        found: list[Command] = [c for c in options if c.type == kind]
        if found:
            return rng.choice(found)
    moves = [c for c in options if c.type == "move_hero"]
    if moves:
        return min(moves, key=lambda c: (nearest_enemy_gap(state, c), rng.random()))
    for kind in ("take_tokens", "play_card", "interact", "hide", "skip_activity"):
        found = [c for c in options if c.type == kind]
        if found:
            return rng.choice(found)
    return next(c for c in options if c.type in ("finish_action", "end_turn"))


def next_command(state: HuntersTable, rng: random.Random) -> tuple[Command, Actor]:
    q = state.quest
    assert q is not None
    if q.pending:
        decision = q.pending[0]
        if rng.random() < 0.3:
            return ApplyDefault(decision=decision.id), SYSTEM
        for name in decision.deciders:
            seat = Actor(role="seat", seat=name)
            answers = [c for c in legal_commands(state, seat, base()) if c.type != "apply_default"]
            if answers:
                return rng.choice(answers), seat
        return ApplyDefault(decision=decision.id), SYSTEM
    if q.active in q.allies:  # QUEST-42: the ally's controller commands it
        controller = q.allies[q.active].controller
        assert controller is not None, "every NPC ally has a controlling hero"
        seat = Actor(role="seat", seat=state.seat_of_hero(controller))
        return hero_choice(state, list(legal_commands(state, seat, base())), rng), seat
    assert q.active in q.heroes, "with nothing pending, play waits for a hero or an ally"
    seat = Actor(role="seat", seat=state.seat_of_hero(q.active))
    return hero_choice(state, list(legal_commands(state, seat, base())), rng), seat


@pytest.mark.parametrize("seed", SEEDS)
def test_a_quest_is_played_to_its_end(seed: int) -> None:
    rng = random.Random(seed)
    state = start(seed)
    for _ in range(MAX_COMMANDS):
        if state.phase != "quest":
            break
        command, actor = next_command(state, rng)
        state = apply(state, command, actor)
    assert state.quest is not None
    assert state.quest.phase == "ended", f"round {state.quest.round}: the quest did not end"
    assert state.quest.outcome in ("victory", "defeat")
