"""Building quest positions for engine tests, in the scenario file's own terms."""

from __future__ import annotations

from functools import cache
from typing import Any, TypeGuard, get_args

from app.content.catalog import Catalog
from app.content.loader import load_pack
from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, evolve
from app.engine.hunters.commands import parse_command
from app.engine.hunters.events import CampaignCreated
from app.engine.hunters.evolve import genesis
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import CommandBase, EventBase
from app.scenarios.build import build_state
from app.scenarios.spec import Scenario


@cache
def base() -> Catalog:
    return load_pack()


def position(data: dict[str, Any]) -> HuntersTable:
    """A quest position from a scenario-shaped mapping (name and rules may be left out)."""
    full = {"name": "test", "rules": ["QUEST-01"], **data}
    return build_state(Scenario.model_validate(full), base())


def act(
    state: HuntersTable, command: dict[str, Any], actor: Actor, dice: Dice | None = None
) -> tuple[HuntersTable, list[EventBase]]:
    """Decide and apply one command; a rejection fails the test."""
    result = decide(
        state,
        parse_command(command),
        dice or SeededDice(state.seed, state.dice_cursor),
        actor=actor,
        content=base(),
    )
    assert not isinstance(result, Rejection), result
    for event in result:
        state = evolve(state, event)
    return state, result


def seat(name: str) -> Actor:
    return Actor(role="seat", seat=name)


SYSTEM = Actor(role="system")
COMMAND_CLASSES: tuple[type[CommandBase], ...] = get_args(get_args(Command)[0])


def is_command(command: CommandBase) -> TypeGuard[Command]:
    """``command`` is one of the engine's commands, the union decide takes (the scripted
    party in app/simulate hands its choices back typed by their base class)."""
    return isinstance(command, COMMAND_CLASSES)


def new_campaign(heroes: tuple[str, ...], seed: int = 1) -> tuple[HuntersTable, list[EventBase]]:
    """A campaign with one seat per hero, started, and read on past S001 into quest 1."""
    created = CampaignCreated(
        seed=seed,
        content_pack="base",
        content_hash=base().content_hash,
        difficulty="normal",
        hero_elimination=False,
    )
    state = genesis(created)
    log: list[EventBase] = [created]
    seats = [f"s{i}" for i in range(len(heroes))]
    steps: list[tuple[dict[str, Any], Actor]] = [
        ({"type": "open_seat", "seat": s}, SYSTEM) for s in seats
    ]
    steps += [
        ({"type": "choose_hero", "hero": h}, seat(s)) for s, h in zip(seats, heroes, strict=True)
    ]
    steps += [({"type": "set_ready"}, seat(s)) for s in seats]
    steps.append(({"type": "start_campaign"}, seat(seats[0])))
    for command, actor in steps:
        state, events = act(state, command, actor)
        log += events
    return read_on(state, log)


ANSWERS = {"reading": "read_on", "prepare": "open_tome"}
"""The one answer of the steps before a quest: read on (CAMP-36), open the Tome (DEV-15)."""


def read_on(state: HuntersTable, log: list[EventBase]) -> tuple[HuntersTable, list[EventBase]]:
    """CAMP-36: every seat reads on past the text that starts a quest (its reading step),
    then opens the Tome of Quests in the prepare step that follows (DEV-15), if any."""
    for _ in ANSWERS:
        board = state.campaign
        for decision in board.story.pending if board else ():
            if decision.kind not in ANSWERS:
                continue
            for voter in decision.deciders:
                vote = {
                    "type": "vote_on_choice", "decision": decision.id,
                    "choice": ANSWERS[decision.kind],
                }  # fmt: skip
                state, events = act(state, vote, seat(voter))
                log += events
    return state, log
