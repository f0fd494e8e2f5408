"""preview(state, command, dice): what a quest command would do, asked before a player
confirms it (a Move's leap and steps, an attack's numbers), and nothing is stored.

It runs the command's own rules on the state with the dice the caller gives (the web
route passes stand-in dice that never touch the campaign's seeded dice), and stops before
anything hidden from the player: app/engine/quest/decide.py ``preview_quest``.
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.commands import Command
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.quest import commands as qc
from app.engine.quest.decide import preview_quest
from app.engine.state import CampaignState


def preview(
    state: CampaignState, command: Command, dice: Dice, *, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    """The events ``command`` would lead to within its own procedure, or why the rules
    would refuse it."""
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    if not isinstance(command, qc.MoveHero | qc.MakeAttack):
        return reject("not_previewable", "Only moves and attacks can be previewed.")
    return preview_quest(state.quest, state.seat_of_hero, command, dice, actor)
