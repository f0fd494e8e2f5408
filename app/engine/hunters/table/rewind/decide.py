"""decide for undo by policy (issue 15): a seat's own last command, the GM's rewind to
any point, or a vote every seat agrees to; each appends ``state_rewound`` with the
state the service read for the point (``basis``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.rewind import events as ev
from app.engine.hunters.table.rewind import rules
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.table.rewind import commands as c
from app.engine.table.rewind.model import UndoneCommand

Decided = list[EventBase] | Rejection


@dataclass(frozen=True)
class RewindBasis:
    """The point a rewind goes back to: its seq, the state after it, and the commands
    after it (oldest first), as the service read them from the log."""

    to_seq: int
    state: HuntersTable | None
    undone: tuple[UndoneCommand, ...]
    fresh_seed: int | None = None
    """New entropy the service drew for the dice after a GM's or a vote's rewind."""

    def rewound(self, by: Any, seat: str | None = None, reason: str = "") -> ev.StateRewound:
        """Back to the point; a GM's or a vote's rewind also starts the dice afresh (a
        seat's own undo rolled and revealed nothing: app/engine/hunters/table/rewind/fresh.py)."""
        last = self.undone[-1].seq_to if self.undone else self.to_seq
        fresh = None if by == "seat" else self.fresh_seed
        return ev.StateRewound(
            to_seq=self.to_seq, undone_to=last, by=by, seat=seat, reason=reason,
            state=self.state, fresh_seed=fresh,
        )  # fmt: skip


def decide_rewind(
    state: HuntersTable, actor: Actor, command: Any, basis: RewindBasis | None
) -> Decided:
    if isinstance(command, c.VoteOnRewind):
        return rules.vote_refusal(state, actor) or _vote(state, actor, command, basis)
    if isinstance(command, c.ProposeRewind):
        return _propose(state, actor, command, basis)
    if basis is None or basis.state is None:
        if isinstance(command, c.UndoLast):
            return reject("nothing_to_undo", "There is nothing to undo.")
        return reject("no_such_event", "There is no such moment of the table to go back to.")
    if isinstance(command, c.UndoLast):
        problem = rules.undo_refusal(state, actor, basis.undone)
        return problem or [basis.rewound("seat", seat=actor.seat)]
    problem = rules.point_refusal(basis.to_seq, basis.undone)
    if problem is not None:
        return problem
    if actor.role != "gm":
        return reject("gm_only", "Only the GM can take the table back that far.")
    return [basis.rewound("gm", reason=command.reason)]


def _propose(
    state: HuntersTable, actor: Actor, command: c.ProposeRewind, basis: RewindBasis | None
) -> Decided:
    """A seat asks to go back; at a table of one seat, its own yes is everyone's."""
    if actor.role != "seat" or actor.seat not in state.seats:
        return reject("not_seated", "Only a player at this table asks to go back.")
    if state.rewind_vote is not None:
        return reject("vote_open", "The table is already voting on going back.")
    if basis is None or basis.state is None:
        return reject("no_such_event", "There is no such moment of the table to go back to.")
    problem = rules.point_refusal(command.seq, basis.undone)
    if problem is not None:
        return problem
    proposed = ev.RewindProposed(seat=actor.seat, to_seq=command.seq)
    if not rules.is_unanimous(state, (actor.seat,)):
        return [proposed]
    return [proposed, basis.rewound("vote")]


def _vote(
    state: HuntersTable, actor: Actor, command: c.VoteOnRewind, basis: RewindBasis | None
) -> Decided:
    """A vote on the open rewind (``rules.vote_refusal`` first, so a vote with none open
    says ``no_vote``: issue 24): a no ends it, the last yes goes back."""
    if not command.agree:
        return [ev.RewindVoted(seat=str(actor.seat), agree=False)]
    if basis is None or basis.state is None:
        return reject("no_such_event", "There is no such moment of the table to go back to.")
    problem = rules.point_refusal(basis.to_seq, basis.undone)
    if problem is not None:
        return problem
    assert state.rewind_vote is not None
    voted = ev.RewindVoted(seat=str(actor.seat), agree=True)
    if not rules.is_unanimous(state, (*state.rewind_vote.agreed, str(actor.seat))):
        return [voted]
    return [voted, basis.rewound("vote")]


def basis_seq(state: HuntersTable, command: Any) -> int | None:
    """The point the service must read for ``command`` (None: none needed); an undo's
    point is found from the log (its last command), marked here as 0."""
    if isinstance(command, c.UndoLast):
        return 0
    if isinstance(command, c.RewindTo | c.ProposeRewind):
        return command.seq
    if isinstance(command, c.VoteOnRewind) and command.agree and state.rewind_vote:
        return state.rewind_vote.to_seq
    return None
