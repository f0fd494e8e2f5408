"""Replay through what the server really stores (DESIGN principle 4, issue 10): random
playouts of every base quest, their events written with the storage codec and read back,
folded by ``replay``; the states written as snapshot JSON and read back. Both must give
the live state exactly. And the quest recorder's own state after each command (what the
rules read while deciding) is the fold of the events it recorded.

``REPLAY_EXAMPLES=100`` runs a longer search than ``make test`` does.
"""

from __future__ import annotations

import os
from typing import Any
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from app.db.codec import decode_event, decode_snapshot, encode_event, encode_snapshot
from app.engine import Command, HuntersTable, Rejection, SeededDice, replay
from app.engine.hunters import decide as hunters_decide
from app.engine.hunters.commands import parse_command
from app.engine.hunters.decide import decide_reaching
from app.engine.hunters.evolve import evolve
from app.engine.hunters.quest.decide import QUEST_COMMANDS
from app.engine.hunters.quest.flow import advance
from app.engine.hunters.quest.handlers.answers import apply_default
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import Actor, EventBase
from tests.engine.playouts import (
    Setup,
    choices,
    decided,
    fold,
    parties,
    playout,
    setups,
    start,
)
from tests.engine.quest_factory import base, new_campaign

EXAMPLES = int(os.environ.get("REPLAY_EXAMPLES", "8"))


def dump(state: HuntersTable) -> dict[str, Any]:
    return state.model_dump(mode="json")


def stored(state: HuntersTable) -> HuntersTable:
    """The state as a snapshot row gives it back."""
    decoded = decode_snapshot(encode_snapshot(state))
    assert isinstance(decoded, HuntersTable)
    return decoded


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), picks=choices(200))
def test_a_played_quest_replays_from_its_stored_events_and_snapshots(
    setup: Setup, picks: list[int]
) -> None:
    """Every event survives the codec unchanged; the decoded log folded onto the stored
    opening snapshot is the live state; every tenth state survives its snapshot."""
    begin = start(setup)
    rows: list[tuple[str, int, str]] = []
    live = begin
    for index, (before, _, events) in enumerate(playout(begin, picks)):
        if index % 10 == 0:
            assert dump(stored(before)) == dump(before)
        for event in events:
            row = encode_event(event)
            assert decode_event(*row) == event, event.type
            rows.append(row)
        live = fold(before, events)
    folded = replay((decode_event(*row) for row in rows), stored(begin))
    assert dump(folded) == dump(live)
    assert stored(live) == live


@settings(max_examples=max(2, EXAMPLES // 4), deadline=None)
@given(
    party=parties(),
    quest=st.sampled_from(["q2", "q3a", "q3b"]),
    first=choices(400),
    second=choices(200),
)
def test_a_campaign_replays_from_its_first_stored_event(
    party: tuple[str, ...], quest: str, first: list[int], second: list[int]
) -> None:
    """A campaign from its creation (quest 1 starts with it), played, then another quest
    started and played: the whole decoded log folds from genesis to the live state."""
    live, log = new_campaign(party)
    for before, _, events in playout(live, first):
        log += events
        live = fold(before, events)
    if live.phase == "between_quests":
        # In a campaign the story opens quests (CAMP-36); the GM may open any to jump ahead.
        events = decided(live, _start(quest), Actor(role="gm"))
        log += events
        live = fold(live, events)
        for before, _, events in playout(live, second):
            log += events
            live = fold(before, events)
    decoded = [decode_event(*encode_event(event)) for event in log]
    assert dump(replay(decoded)) == dump(live)


def _start(quest: str) -> Command:
    return parse_command({"type": "start_quest", "quest": quest})


def recorded(state: HuntersTable, command: Command, actor: Actor) -> QuestRecorder:
    """The quest recorder as decide leaves it after this command
    (app/engine/hunters/quest/decide)."""
    assert state.quest is not None
    dice = SeededDice(state.seed, state.dice_cursor)
    tape = QuestRecorder(state.quest, dice, state.seat_of_hero)
    if isinstance(command, ApplyDefault):
        problem = apply_default(tape, actor, command.decision)
    else:
        problem = QUEST_COMMANDS.handler_for(command)(tape, actor, command)
    assert problem is None, problem
    advance(tape)
    return tape


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), picks=choices(150))
def test_the_recorders_state_is_the_fold_of_its_events(setup: Setup, picks: list[int]) -> None:
    """DESIGN principle 1: what the rules read while deciding (the QuestRecorder's quest) is what
    replay makes of the events decide returned — the service folds the same events."""
    for before, (command, actor), events in playout(start(setup), picks):
        tape = recorded(before, command, actor)
        quest_events = [e for e in events if e.type != "dice_advanced"]
        assert tape.events == quest_events
        after = replay(events, before).quest
        assert after is not None
        assert tape.quest.model_dump(mode="json") == after.model_dump(mode="json")


def decided_counting(
    before: HuntersTable, command: Command, actor: Actor
) -> tuple[tuple[list[EventBase], HuntersTable] | Rejection, list[EventBase]]:
    """What the Hunters' decide reaches, and every event it applied to the table."""
    applied: list[EventBase] = []

    def counted(state: HuntersTable, event: EventBase) -> HuntersTable:
        applied.append(event)
        return evolve(state, event)

    dice = SeededDice(before.seed, before.dice_cursor)
    with patch.object(hunters_decide, "evolve", counted):
        reached = decide_reaching(before, command, dice, actor=actor, content=base())
    return reached, applied


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), picks=choices(100))
def test_decide_gives_the_table_its_events_reach_applying_each_once(
    setup: Setup, picks: list[int]
) -> None:
    """Issue 28: the Hunters' decide hands back the table its events reach (the fold of
    those events), having applied each event to the table once: not again for the
    layers' hand-overs, the checkpoint, or by the service after it."""
    for before, (command, actor), events in playout(start(setup), picks):
        reached, applied = decided_counting(before, command, actor)
        assert not isinstance(reached, Rejection)
        got, after = reached
        assert got == events
        assert applied == events
        assert dump(after) == dump(replay(events, before))


def test_a_campaigns_opening_applies_each_event_once_in_decide() -> None:
    """Issue 28: through the layers' hand-overs (S001 calls quest 1, the Tome of Quests
    opens it) and the quest-start checkpoint (CAMP-37), the Hunters' decide applies each
    event of the log to the table once; only ``campaign_started`` twice, since the start's
    handler reads the seats it fixes before the campaign layer lays the table out."""
    applied: list[EventBase] = []

    def counted(state: HuntersTable, event: EventBase) -> HuntersTable:
        applied.append(event)
        return evolve(state, event)

    with patch.object(hunters_decide, "evolve", counted):
        state, log = new_campaign(("landsknecht", "huntress"))
    assert state.phase == "quest" and any(e.type == "checkpoint_marked" for e in log)
    started = next(i for i, e in enumerate(log) if e.type == "campaign_started")
    assert applied == [*log[1 : started + 1], *log[started:]]
