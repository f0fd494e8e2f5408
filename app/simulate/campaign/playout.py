"""One simulated campaign: a party seated, "The Beginning" set up, every day and every
quest played by bots to the campaign's end (CAMP-02: the main plot won, or the days run
out), straight on the engine: ``decide`` then ``evolve``, no service, no JSON."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from app.content.catalog import Catalog
from app.engine import Actor, HuntersTable, Rejection, SeededDice, decide, evolve, genesis
from app.engine.hunters.commands import parse_command
from app.engine.hunters.events import CampaignCreated
from app.engine.hunters.state import Difficulty
from app.engine.kernel.model import CommandBase, EventBase
from app.simulate.campaign.party import CampaignParty
from app.simulate.playout import PlayoutFailed
from app.simulate.playout import next_command as next_quest_command
from app.simulate.policies import Policy

SYSTEM = Actor(role="system")
Observer = Callable[[HuntersTable, HuntersTable], None]
MAX_COMMANDS = 40_000
"""Far more than a campaign takes (some thousands); more means a stuck engine or party."""


@dataclass(frozen=True)
class QuestPlayed:
    """A quest the story called: which, on what day, and how it ended."""

    quest: str
    day: int
    outcome: str


@dataclass
class CampaignGame:
    """A finished simulated campaign: its inputs, every event, the quests, the end."""

    party: tuple[str, ...]
    difficulty: Difficulty
    seed: int
    events: list[EventBase] = field(default_factory=list)
    quests: list[QuestPlayed] = field(default_factory=list)
    final: HuntersTable | None = None
    commands: int = 0


def seated_campaign(
    catalog: Catalog, party: tuple[str, ...], difficulty: Difficulty, seed: int,
    game: CampaignGame,
) -> HuntersTable:  # fmt: skip
    """A seat per hero (named after it), each ready, the campaign started."""
    created = CampaignCreated(
        seed=seed, content_pack="base", content_hash=catalog.content_hash,
        difficulty=difficulty, hero_elimination=False,
    )  # fmt: skip
    state = genesis(created)
    game.events.append(created)
    steps: list[tuple[dict[str, str], Actor]] = [
        ({"type": "open_seat", "seat": h}, SYSTEM) for h in party
    ]
    for hero in party:
        steps.append(({"type": "choose_hero", "hero": hero}, Actor(role="seat", seat=hero)))
    steps += [({"type": "set_ready"}, Actor(role="seat", seat=h)) for h in party]
    steps.append(({"type": "start_campaign"}, Actor(role="seat", seat=party[0])))
    for command, actor in steps:
        state = apply(catalog, state, parse_command(command), actor, game)
    return state


def play_campaign(
    catalog: Catalog, party: tuple[str, ...], difficulty: Difficulty, seed: int,
    quest_policy: Policy, observe: Observer | None = None,
) -> CampaignGame:  # fmt: skip
    """Play a whole campaign for ``party``: quests with ``quest_policy``, the days between
    them with the scripted party; ``observe(before, after)`` sees every step (tests check
    the invariants there)."""
    rng = random.Random(seed)
    game = CampaignGame(party=party, difficulty=difficulty, seed=seed)
    state = seated_campaign(catalog, party, difficulty, seed, game)
    between = CampaignParty(catalog)
    while state.phase != "ended":
        if game.commands >= MAX_COMMANDS:
            raise PlayoutFailed(f"campaign seed {seed}: no end after {MAX_COMMANDS} commands")
        if state.phase == "quest":
            command, actor = next_quest_command(catalog, state, quest_policy, rng)
        else:
            command, actor = between.choose(state, rng)
        before, state = state, apply(catalog, state, command, actor, game)
        if observe is not None:
            observe(before, state)
    game.final = state
    return game


def apply(
    catalog: Catalog, state: HuntersTable, command: CommandBase, actor: Actor,
    game: CampaignGame,
) -> HuntersTable:  # fmt: skip
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=catalog)  # type: ignore[arg-type]
    if isinstance(result, Rejection):
        raise PlayoutFailed(f"campaign seed {game.seed}: {command!r} refused: {result}")
    game.commands += 1
    for event in result:
        state = evolve(state, event)
        note_quest(state, event, game)
    game.events.extend(result)
    return state


def note_quest(state: HuntersTable, event: EventBase, game: CampaignGame) -> None:
    """Keep the quest a ``quest_ended`` event closes, with the day it was played on."""
    if event.type != "quest_ended":
        return
    day = state.campaign.days.day if state.campaign is not None else 1
    game.quests.append(QuestPlayed(event.quest, day, event.outcome))  # type: ignore[attr-defined]
