"""Marking, naming and restoring save points (CAMP-37 default)."""

from __future__ import annotations

from app.engine.hunters.campaign.model.checkpoints import Reason
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.saves import events as ev
from app.engine.hunters.table.saves.rules import name_guard, restore_guard
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection
from app.engine.table.saves import commands as c


def checkpoint_after(
    before: HuntersTable, after: HuntersTable, events: list[EventBase]
) -> list[EventBase]:
    """A checkpoint after a command that started a quest, ended one, or began a day."""
    if after.campaign is None or after.phase == "ended":
        return []
    kinds = {e.type for e in events}
    reason: Reason | None = None
    if "quest_started" in kinds:
        reason = "quest_start"
    elif "quest_ended" in kinds:
        reason = "quest_end"
    elif before.campaign is not None and after.campaign.days.day > before.campaign.days.day:
        reason = "new_day"
    if reason is None:
        return []
    ids = [cp.id for cp in after.checkpoints]
    return [
        ev.CheckpointMarked(id=max(ids, default=0) + 1, reason=reason, day=after.campaign.days.day)
    ]


def decide_name(
    state: HuntersTable, actor: Actor, command: c.NameCheckpoint
) -> list[EventBase] | Rejection:
    problem = name_guard(state, actor, command.checkpoint)
    if problem is not None:
        return problem
    return [ev.CheckpointNamed(id=command.checkpoint, label=command.label)]


def decide_restore(
    state: HuntersTable, actor: Actor, command: c.RestoreCheckpoint
) -> list[EventBase] | Rejection:
    problem = restore_guard(state, actor, command.checkpoint)
    if problem is not None:
        return problem
    return [ev.CheckpointRestored(id=command.checkpoint)]
