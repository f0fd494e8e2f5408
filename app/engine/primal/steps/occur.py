"""A moment of play happened: trigger the behavior cards it triggers (trigger tokens,
P-REACT-03/04) and queue the abilities it fires by tier (P-REACT-18: stance, peril,
behavior, other cards).

Inside a card's or an ability's resolution the tokened behavior cards wait until that
resolution is over (P-REACT-04, P-TURN-19); at a timing point of the round or turn
(``between=True``) they are revealed before the other cards' abilities.
"""

from __future__ import annotations

from app.engine.primal.events.behavior import BehaviorTriggered
from app.engine.primal.model.tasks import ResolveFired, RevealTriggered, Task
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.reactions import triggered_slots
from app.engine.primal.rules.triggers import Occurrence, by_tier, fired
from app.engine.primal.steps.agenda import party_hunter, push


def trigger_behaviors(rec: PrimalRecorder, occ: Occurrence) -> bool:
    slots = triggered_slots(rec.state, occ)
    if slots:
        rec.emit(BehaviorTriggered(slots=slots, why=occ.on))
    return bool(slots)


def fired_tasks(
    rec: PrimalRecorder, occ: Occurrence, *, between: bool, tokened: bool, x: int = 0
) -> list[Task]:
    found = [f.model_copy(update={"x": x}) if x else f for f in fired(rec.state, occ)]
    tiers = by_tier(found)
    chooser = party_hunter(rec)
    tasks: list[Task] = []
    revealed = False
    for tier in tiers:
        if between and tokened and not revealed and tier[0].source.tier >= 2:
            tasks.append(RevealTriggered())
            revealed = True
        tasks.append(ResolveFired(fired=tuple(tier), chooser=chooser))
    if between and tokened and not revealed:
        tasks.append(RevealTriggered())
    return tasks


def occur(rec: PrimalRecorder, occ: Occurrence, *, between: bool = False) -> None:
    """Trigger and queue everything ``occ`` sets off."""
    tokened = trigger_behaviors(rec, occ)
    push(rec, *fired_tasks(rec, occ, between=between, tokened=tokened))


def hands_emptied(rec: PrimalRecorder) -> None:
    """P-REACT-35: the Empty-hand icon, for each hand an event just emptied."""
    while rec.emptied:
        hunter = rec.emptied.pop(0)
        if rec.state.hunters[hunter].is_standing:
            trigger_behaviors(rec, Occurrence(on="empty_hand", hunter=hunter))
