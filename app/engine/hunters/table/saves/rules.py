"""Guards of the save points (CAMP-37), shared by decide and legal."""

from __future__ import annotations

from app.engine.hunters.state import HuntersTable
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def name_guard(state: HuntersTable, actor: Actor, checkpoint: int) -> Rejection | None:
    if actor.role == "seat" and actor.seat not in state.seats:
        return reject("not_seated", "Only a player of this campaign can name a save.")
    if actor.role == "system":
        return reject("forbidden", "Only a player or the GM names a save.")
    if state.phase != "between_quests":
        return reject("not_between_quests", "A save is named between quests.", "CAMP-37")
    if not any(c.id == checkpoint for c in state.checkpoints):
        return reject("no_checkpoint", "There is no such save.", "CAMP-37")
    return None


def restore_guard(state: HuntersTable, actor: Actor, checkpoint: int) -> Rejection | None:
    if actor.role != "gm":
        return reject("forbidden", "Only the GM restores a save.", "CAMP-37")
    if not any(c.id == checkpoint for c in state.checkpoints):
        return reject("no_checkpoint", "There is no such save.", "CAMP-37")
    return None
