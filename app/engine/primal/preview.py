"""What a card about to be played would set off, told to its player before they
confirm it (issue 30): the behavior cards its reaction icons trigger (P-REACT-03,
P-REACT-22..25/37) and the abilities it fires (P-TURN-30..38: color runs, arrows,
Opening, Finisher), found by the engine's own play step (steps/play.py ``play_card``)
on the state as it stands. Nothing is stored; the step rolls and draws nothing before
its triggers, and every source it can name is in play for everyone to see."""

from __future__ import annotations

from typing import Any

from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, Frozen, Viewer
from app.engine.primal.commands import PlayCard
from app.engine.primal.events.agenda import AgendaPushed
from app.engine.primal.events.behavior import BehaviorTriggered
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import ResolveFired
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.labels import source_label
from app.engine.primal.steps.play import play_card


class NoChance:
    """Dice for a preview: the play step asks none before its triggers; asking is a
    fault (a preview must never spend or learn the table's chance)."""

    cursor = 0

    def _asked(self) -> int:
        raise AssertionError("a play's preview asked the dice")

    def d6(self) -> int:
        return self._asked()

    def test_die(self) -> int:
        return self._asked()

    def travel_die(self) -> bool:
        raise AssertionError("a play's preview asked the dice")

    def below(self, n: int) -> int:
        return self._asked()


class PlayTriggers(Frozen):
    """The behavior slots a play triggers (indices of ``behavior.slots``) and the names
    of the abilities it fires, in the order the engine queues them."""

    behaviors: tuple[int, ...] = ()
    abilities: tuple[str, ...] = ()


def play_triggers(state: PrimalState, command: PlayCard) -> PlayTriggers:
    """P-TURN-16/30, P-REACT-03/04: the play's own step, run on a copy."""
    dice: Dice = NoChance()
    rec = PrimalRecorder(state, dice)
    play_card(rec, command.hunter, command.card, command.pay, command.token, command.x)
    slots = [i for e in rec.events if isinstance(e, BehaviorTriggered) for i in e.slots]
    fired = [
        f
        for e in rec.events
        if isinstance(e, AgendaPushed)
        for task in e.tasks
        if isinstance(task, ResolveFired)
        for f in task.fired
    ]
    return PlayTriggers(
        behaviors=tuple(slots), abilities=tuple(source_label(state, f.source) for f in fired)
    )


def triggers_for(state: PrimalState, viewer: Viewer) -> dict[str, Any]:
    """For each card of the viewer's hands it may play now (its legal list), what the
    play would set off: ``{card: {"behaviors": [...], "abilities": [...]}}``."""
    if viewer.role != "seat" or viewer.seat is None or state.phase != "playing":
        return {}
    plays = legal_commands(state, Actor(role="seat", seat=viewer.seat))
    found: dict[str, Any] = {}
    for command in plays:
        if isinstance(command, PlayCard) and command.card not in found:
            found[command.card] = play_triggers(state, command).model_dump(mode="json")
    return found
