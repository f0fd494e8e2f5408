"""One simulated quest: bots play it to its end straight on the engine.

Who acts next is what the table waits on: the deciders of an open decision (one of
their legal answers, or — when no decider has one — the decision's default, as a
time-out would give), else the player of the hero whose turn it is, else the server
(``resume``). Every command goes through ``decide`` and every event through ``evolve``:
the same rules as a real table, without the service, the database or JSON.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from app.content.catalog import Catalog
from app.engine import Actor, HuntersTable, Rejection, SeededDice, decide, evolve, legal_commands
from app.engine.hunters.quest.commands import Resume
from app.engine.hunters.state import Difficulty
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.copying import copy_with
from app.engine.kernel.model import EventBase
from app.simulate.choosing import Ahead, Command, Policy
from app.simulate.table import quest_table

SYSTEM = Actor(role="system")
MAX_COMMANDS = 4000
"""Far more than any quest takes (a few hundred commands); more means a stuck engine."""


class PlayoutFailed(RuntimeError):
    """The engine refused a command it listed as legal, or a quest never ended."""


@dataclass
class Game:
    """A finished simulated quest: its inputs, every event and the final table."""

    quest: str
    party: tuple[str, ...]
    difficulty: Difficulty
    seed: int
    events: list[EventBase] = field(default_factory=list)
    final: HuntersTable | None = None
    commands: int = 0


def play_quest(
    catalog: Catalog,
    quest: str,
    party: tuple[str, ...],
    difficulty: Difficulty,
    seed: int,
    policy: Policy,
    table: HuntersTable | None = None,
) -> Game:
    """Play ``quest`` for ``party`` with ``policy`` for every seat, to its end (on
    ``table`` if given: a campaign's own heroes, ``campaign_quest_table``)."""
    rng = random.Random(seed)
    game = Game(quest=quest, party=party, difficulty=difficulty, seed=seed)
    state = table or quest_table(catalog, quest, party, difficulty, seed)
    state = _apply(catalog, state, Resume(), SYSTEM, game)
    while state.quest is not None and state.quest.phase != "ended":
        if game.commands >= MAX_COMMANDS:
            raise PlayoutFailed(f"{quest} seed {seed}: no end after {MAX_COMMANDS} commands")
        command, actor = next_command(catalog, state, policy, rng)
        state = _apply(catalog, state, command, actor, game)
    game.final = state
    return game


def next_command(
    catalog: Catalog, state: HuntersTable, policy: Policy, rng: random.Random
) -> tuple[Command, Actor]:
    """What the table waits on, answered by the policy (or by a decision's default)."""
    q = state.quest
    assert q is not None
    if q.pending:
        for decision in q.pending:
            for seat in decision.deciders:
                actor = Actor(role="seat", seat=seat)
                options = [
                    c for c in legal_commands(state, actor, catalog) if c.type != "apply_default"
                ]
                if options:
                    ahead = looking_ahead(catalog, state, actor)
                    return policy.choose(state, options, rng, ahead), actor
        return ApplyDefault(decision=q.pending[0].id), SYSTEM
    if q.active is not None and q.active in q.heroes:
        actor = Actor(role="seat", seat=state.seat_of_hero(q.active))
        return _seat_choice(catalog, state, policy, rng, actor), actor
    ally = q.allies.get(q.active) if q.active is not None else None
    if ally is not None and ally.controller is not None:
        # QUEST-42: an NPC ally's turn is played by the seat of the hero controlling it
        actor = Actor(role="seat", seat=state.seat_of_hero(ally.controller))
        return _seat_choice(catalog, state, policy, rng, actor), actor
    return Resume(), SYSTEM


def _seat_choice(
    catalog: Catalog, state: HuntersTable, policy: Policy, rng: random.Random, actor: Actor
) -> Command:
    options = legal_commands(state, actor, catalog)
    return policy.choose(state, options, rng, looking_ahead(catalog, state, actor))


def looking_ahead(catalog: Catalog, state: HuntersTable, actor: Actor) -> Ahead:
    """The policy's one step ahead: the table after a command (its dice from the table's
    own seeded source, as the real command would roll) and the seat's options then."""

    def ahead(command: Command) -> tuple[HuntersTable, list[Command]] | None:
        dice = SeededDice(state.seed, state.dice_cursor)
        result = decide(state, command, dice, actor=actor, content=catalog)
        if isinstance(result, Rejection):
            return None
        after, quest = state, state.quest
        for event in result:
            after = evolve(after, event)
            quest = after.quest or quest
        follow = legal_commands(after, actor, catalog)
        # A command that ends the quest: the campaign keeps only its ending (END-04), the
        # policy still weighs what follows against the quest as it ended.
        return (after if after.quest else copy_with(after, quest=quest)), follow

    return ahead


def _apply(
    catalog: Catalog, state: HuntersTable, command: Command, actor: Actor, game: Game
) -> HuntersTable:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=catalog)
    if isinstance(result, Rejection):
        raise PlayoutFailed(f"{game.quest} seed {game.seed}: {command!r} refused: {result}")
    game.commands += 1
    for event in result:
        state = evolve(state, event)
    game.events.extend(result)
    return state
