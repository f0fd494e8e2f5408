"""NPC allies in whole quests (QUEST-41/42): deployed at the start with their commander
(the quest's named hero, else the party's decider, DEV-21), offered only to that
commander's seat, seen alike by everyone, and played to the end of a quest by random
legal choices with every legal command accepted and the log replaying to the same state."""

from __future__ import annotations

import random
from functools import cache

import pytest

from app.content.catalog import Catalog
from app.content.schema.allies import NpcAlly
from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, evolve
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.quest.commands import Resume
from app.engine.hunters.quest.events.lifecycle import QuestStarted
from app.engine.hunters.quest.steps.setup import build_quest
from app.engine.hunters.state import Seat
from app.engine.hunters.views import view_for
from app.engine.kernel.model import EventBase, Viewer
from tests.engine.quest_factory import SYSTEM, base

INNKEEPER = NpcAlly.model_validate(
    {
        "id": "innkeeper",
        "name": "The Innkeeper",
        "at": [5, 5],
        "health": 4,
        "perception": 2,
        "defense": {"melee": 1},
        "attacks": [
            {"kind": "melee", "attribute": 1, "dice": 2},
            {"kind": "ranged", "attribute": 1, "dice": 1, "range": {"min": 1, "max": 3}},
        ],
        "actions": [
            [{"do": "move", "value": 2}, {"do": "attack", "kind": "melee", "to_hit": 2}],
            [{"do": "attack", "kind": "ranged", "to_hit": 2}],
            [{"do": "heal", "amount": 1}],
        ],
    }
)
SEEDS = range(30)
MAX_COMMANDS = 1500


@cache
def pack(controller: str | None = None, protect: bool = False) -> Catalog:
    """The base pack whose quest 2 has the Innkeeper fighting with the heroes."""
    q2 = base().quests["q2"]
    goal = q2.goal.model_copy(update={"protect": ("innkeeper",) if protect else ()})
    ally = INNKEEPER.model_copy(update={"controller": controller})
    quest = q2.model_copy(update={"allies": (ally,), "goal": goal})
    return base().model_copy(update={"quests": {**base().quests, "q2": quest}})


def campaign(party: tuple[str, ...], seed: int, catalog: Catalog) -> HuntersTable:
    quest = build_quest(catalog, catalog.quests["q2"], party, SeededDice(seed))
    seats = {h: Seat(seat=h, heroes=(h,), ready=True) for h in party}
    return HuntersTable(
        seed=seed, content_pack="base", content_hash=catalog.content_hash, phase="quest",
        seats=seats, quest=quest,
    )  # fmt: skip


def test_the_ally_is_deployed_under_the_party_deciders_command() -> None:
    state = campaign(("landsknecht", "medic"), 1, pack())
    assert state.quest is not None
    ally = state.quest.allies["innkeeper"]
    assert (ally.at, ally.health, ally.max_health) == ((5, 5), 4, 4)
    assert ally.controller == "medic", "DEV-21: the highest Knowledge commands"
    assert state.quest.defs.allies["innkeeper"] == INNKEEPER


@pytest.mark.parametrize(
    ("named", "commander"), [("landsknecht", "landsknecht"), ("huntress", "medic")]
)
def test_the_quest_may_name_the_allys_commander(named: str, commander: str) -> None:
    state = campaign(("landsknecht", "medic"), 1, pack(controller=named))
    assert state.quest is not None
    assert state.quest.allies["innkeeper"].controller == commander


def test_nothing_about_the_ally_is_hidden() -> None:
    state = campaign(("landsknecht", "medic"), 1, pack())
    viewers = (Viewer(role="seat", seat="landsknecht"), Viewer(role="spectator"), Viewer(role="gm"))
    views = [view_for(state, viewer) for viewer in viewers]
    allies = [v["quest"]["allies"] for v in views]
    assert allies[0] == allies[1] == allies[2]
    assert allies[0]["innkeeper"]["controller"] == "medic"


def apply(
    state: HuntersTable, command: Command, actor: Actor, catalog: Catalog
) -> tuple[HuntersTable, list[EventBase]]:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=catalog)
    assert not isinstance(result, Rejection), (command, result)
    for event in result:
        state = evolve(state, event)
    return state, result


def offers(state: HuntersTable, catalog: Catalog) -> list[tuple[Command, Actor]]:
    seats = [Actor(role="seat", seat=s) for s in state.seats]
    found = [(c, a) for a in seats for c in legal_commands(state, a, catalog)]
    return found or [(c, SYSTEM) for c in legal_commands(state, SYSTEM, catalog)]


def test_the_allys_turn_is_offered_to_its_commander_only() -> None:
    catalog = pack()
    state = campaign(("landsknecht", "medic"), 3, catalog)
    state, _ = apply(state, Resume(), SYSTEM, catalog)
    rng = random.Random(3)
    for _ in range(MAX_COMMANDS):
        quest = state.quest
        assert quest is not None
        if quest.active == "innkeeper" and not quest.pending:
            break
        state, _ = apply(state, *rng.choice(offers(state, catalog)), catalog)
    assert state.quest is not None and state.quest.active == "innkeeper"
    mine = legal_commands(state, Actor(role="seat", seat="medic"), catalog)
    assert mine and all(getattr(c, "unit", None) == "innkeeper" for c in mine)
    assert {c.type for c in mine} <= {"ally_action", "end_turn"}
    assert not legal_commands(state, Actor(role="seat", seat="landsknecht"), catalog)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_quest_with_an_ally_is_played_to_its_end_and_replays(seed: int) -> None:
    """Random legal play by every seat: every command offered is accepted, the ally's
    Health stays within bounds, the quest ends (a protected ally lost means defeat), and
    the quest's events fold into the same state (DESIGN principle 1)."""
    rng = random.Random(seed)
    party = tuple(
        rng.sample(("landsknecht", "huntress", "medic", "sorceress", "man_at_arms"), 2 + seed % 3)
    )
    catalog = pack(protect=seed % 2 == 0)
    state = campaign(party, seed, catalog)
    state, log = apply(state, Resume(), SYSTEM, catalog)
    for _ in range(MAX_COMMANDS):
        if state.quest is None or state.quest.phase == "ended":
            break
        state, events = apply(state, *rng.choice(offers(state, catalog)), catalog)
        log += events
        assert state.quest is not None
        ally = state.quest.allies["innkeeper"]
        assert 0 <= ally.health <= ally.max_health
    quest = state.quest
    assert quest is not None and quest.phase == "ended"
    if quest.goal.protect and quest.allies["innkeeper"].removed:
        assert quest.outcome == "defeat"
    assert _fold(campaign(party, seed, catalog), log) == state


def _fold(before: HuntersTable, log: list[EventBase]) -> HuntersTable:
    """The log folded from the quest's first state: evolve alone, no decide."""
    state = before.model_copy(update={"quest": None, "phase": "between_quests"})
    assert before.quest is not None
    state = evolve(state, QuestStarted(quest=before.quest))
    for event in log:
        state = evolve(state, event)
    return state
