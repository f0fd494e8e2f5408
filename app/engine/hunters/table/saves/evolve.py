"""Applying the save points' events to the campaign (facts only)."""

from __future__ import annotations

from app.engine.hunters.campaign.model.checkpoints import KEPT_UNNAMED, Checkpoint
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.saves import events as ev
from app.engine.kernel.copying import copy_with


def checkpoint_marked(state: HuntersTable, e: ev.CheckpointMarked) -> HuntersTable:
    """The table now becomes checkpoint ``id``; beyond ``KEPT_UNNAMED`` unnamed ones the
    oldest unnamed is dropped."""
    if state.campaign is None:
        return state
    marked = Checkpoint(id=e.id, reason=e.reason, day=e.day, board=state.campaign)
    kept = (*state.checkpoints, marked)
    unnamed = [c.id for c in kept if not c.label]
    dropped = set(unnamed[:-KEPT_UNNAMED]) if len(unnamed) > KEPT_UNNAMED else set()
    return copy_with(state, checkpoints=tuple(c for c in kept if c.id not in dropped))


def checkpoint_named(state: HuntersTable, e: ev.CheckpointNamed) -> HuntersTable:
    named = tuple(copy_with(c, label=e.label) if c.id == e.id else c for c in state.checkpoints)
    return copy_with(state, checkpoints=named)


def checkpoint_restored(state: HuntersTable, e: ev.CheckpointRestored) -> HuntersTable:
    """The table of the checkpoint, between quests; a quest it had open is set up again
    (its story still calls it)."""
    saved = next(c for c in state.checkpoints if c.id == e.id)
    story = copy_with(saved.board.story, quest_open=False)
    board = copy_with(saved.board, story=story)
    return copy_with(state, campaign=board, phase="between_quests", quest=None)
