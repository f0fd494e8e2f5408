"""Applying undo by policy's events: a rewind is the state it carries; a vote is noted."""

from __future__ import annotations

from app.engine.hunters.state import HuntersTable, RewindVote
from app.engine.hunters.table.rewind import events as ev
from app.engine.kernel.copying import copy_with


def state_rewound(state: HuntersTable, e: ev.StateRewound) -> HuntersTable:
    """The state after event ``to_seq``, as it was (its open vote, if any, closed), with
    the dice starting afresh from the event's new seed when it carries one (issue 24)."""
    assert e.state is not None, "the log keeps the rewound state (players' copies do not)"
    if e.fresh_seed is None:
        return copy_with(e.state, rewind_vote=None)
    return copy_with(e.state, rewind_vote=None, seed=e.fresh_seed, dice_cursor=0)


def draw_piles_reshuffled(state: HuntersTable, e: ev.DrawPilesReshuffled) -> HuntersTable:
    """The quest's piles seen since the rewind's point, in their new order (issue 24)."""
    quest = state.quest
    assert quest is not None, "piles are reshuffled only in a quest the rewind returned to"
    heroes = {
        key: copy_with(unit, draw_pile=e.heroes[key]) if key in e.heroes else unit
        for key, unit in quest.heroes.items()
    }
    decks = {
        key: copy_with(deck, draw_pile=e.enemies[key]) if key in e.enemies else deck
        for key, deck in quest.enemy_decks.items()
    }
    return copy_with(state, quest=copy_with(quest, heroes=heroes, enemy_decks=decks))


def rewind_proposed(state: HuntersTable, e: ev.RewindProposed) -> HuntersTable:
    return copy_with(state, rewind_vote=RewindVote(to_seq=e.to_seq, agreed=(e.seat,)))


def rewind_voted(state: HuntersTable, e: ev.RewindVoted) -> HuntersTable:
    vote = state.rewind_vote
    if vote is None or not e.agree:
        return copy_with(state, rewind_vote=None)
    return copy_with(state, rewind_vote=copy_with(vote, agreed=(*vote.agreed, e.seat)))
