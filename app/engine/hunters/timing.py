"""How long a Hunters table's open decisions wait, and what an away seat does at once
(issue 15; the deadline keeper of app/service/deadlines.py reads these through the
game registry, app/engine/games.py)."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.quest.commands import PassReaction
from app.engine.hunters.quest.model.decisions import ReactionWindow
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.decisions import DecisionBase
from app.engine.kernel.model import Actor, CommandBase

DecisionKey = tuple[str, int]
AwayCommand = tuple[str, CommandBase, Actor]
"""(what names it in its command id, the command, the seat sending it)."""


def is_away(state: HuntersTable, seat: str) -> bool:
    found = state.seats.get(seat)
    return found is not None and found.away


def decision_seconds(state: HuntersTable, decision: DecisionBase) -> int | None:
    """How long ``decision`` waits before its default applies, as the table plays now."""
    if state.play_mode.style == "by_turns":
        return state.play_mode.turn_hours * 3600
    if decision.deadline_seconds:
        return decision.deadline_seconds
    deciders = decision.deciders
    if deciders and all(is_away(state, seat) for seat in deciders):
        return state.quest_rules.reaction_timeout_seconds
    return None


def timed_decisions(state: HuntersTable) -> dict[DecisionKey, int]:
    """Open decisions with a time limit, in every layer that holds decisions:
    (layer, decision id) -> seconds."""
    timed = {open.key: decision_seconds(state, open.decision) for open in state.open_decisions}
    return {key: seconds for key, seconds in timed.items() if seconds}


def away_passes(state: HuntersTable) -> list[tuple[int, str]]:
    """(reaction window, seat) for every seat marked away that has yet to answer an
    open reaction window of the quest: it passes at once (QUEST-37)."""
    return [
        (open.decision.id, seat)
        for open in state.open_decisions
        if open.layer == "quest" and isinstance(open.decision, ReactionWindow)
        for seat in open.decision.deciders
        if is_away(state, seat) and seat not in open.decision.passed
    ]


def away_commands(state: HuntersTable, content: Catalog) -> list[AwayCommand]:
    """What the server sends for seats marked away, first first: their passes of open
    reaction windows (QUEST-37), else the end of an away hero's turn when it comes
    (QUEST-22), so the table never waits on someone who said they are not there."""
    passes: list[AwayCommand] = [
        (f"{window}:{seat}", PassReaction(), Actor(role="seat", seat=seat))
        for window, seat in away_passes(state)
    ]
    if passes:
        return passes[:1]
    away = sorted(key for key, seat in state.seats.items() if seat.away)
    if not away or state.quest is None:
        return []
    for seat in away:
        actor = Actor(role="seat", seat=seat)
        ending = [c for c in legal_commands(state, actor, content) if c.type == "end_turn"]
        if ending:
            return [(f"turn:{seat}", ending[0], actor)]
    return []
