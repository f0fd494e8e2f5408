"""Issue 30: the triggers a card play is shown before it is confirmed are those the play
sets off when it is decided (app/engine/primal/preview.py runs the play step itself).
Seeded playouts: every card play of them is previewed on the state before it, and the
preview's behavior slots and ability names are the decided play's own."""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.commands import PlayCard
from app.engine.primal.events.agenda import AgendaPushed
from app.engine.primal.events.behavior import BehaviorTriggered
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import ResolveFired
from app.engine.primal.preview import play_triggers, triggers_for
from app.engine.primal.rules.labels import source_label
from tests.engine.primal.helpers import playout, start


def _decided(
    before: PrimalState, events: Sequence[EventBase]
) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The slots triggered and the abilities queued by the play's own step: the events
    up to the first reveal or resolution (what follows is the agenda running on)."""
    slots: list[int] = []
    names: list[str] = []
    for event in events:
        if isinstance(event, BehaviorTriggered) and not names and not slots:
            slots += event.slots
        elif isinstance(event, AgendaPushed):
            fired = [f for t in event.tasks if isinstance(t, ResolveFired) for f in t.fired]
            names += [source_label(before, f.source) for f in fired]
            break
    return tuple(slots), tuple(names)


def test_a_plays_preview_is_what_the_play_sets_off() -> None:
    plays, with_behaviors, with_abilities = 0, 0, 0
    for seed in range(1, 9):
        _, state = start(hunters=("blade", "hammer"), seed=seed)
        for before, command, _, events, _ in playout(state, seed=seed, limit=400, keen=True):
            if not isinstance(command, PlayCard):
                continue
            shown = play_triggers(before, command)
            assert (shown.behaviors, shown.abilities) == _decided(before, events), command
            plays += 1
            with_behaviors += bool(shown.behaviors)
            with_abilities += bool(shown.abilities)
    assert plays > 50 and with_behaviors > 5 and with_abilities > 5, (
        plays, with_behaviors, with_abilities,
    )  # fmt: skip


def test_only_a_seat_is_told_and_only_of_the_cards_it_may_play() -> None:
    _, state = start(hunters=("blade", "hammer"), seed=3)
    for before, command, actor, _, _ in playout(state, seed=3, limit=200, keen=True):
        if isinstance(command, PlayCard):
            seat = Viewer(role="seat", seat=actor.seat, heroes=(command.hunter,))
            told = triggers_for(before, seat)
            assert command.card in told
            assert set(told) <= set(before.hunters[command.hunter].hand)
            assert triggers_for(before, Viewer(role="spectator")) == {}
            other = "hammer" if actor.seat == "blade" else "blade"
            assert triggers_for(before, Viewer(role="seat", seat=other, heroes=(other,))) == {}
            return
    raise AssertionError("no card was played")
