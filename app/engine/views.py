"""What each viewer may see of the state (DESIGN principle 5).

``view_for`` is the only way state reaches a player. It never contains the seed or
the dice position, the order of any deck, face-down card faces, another seat's hand,
or another seat's private choices (the quest part is redacted by
``app.engine.quest.redaction``, the campaign's table by ``app.engine.campaign.redaction``:
pile orders, the story's instructions still to come, the outcomes behind open options).
The GM view is separate and explicit (``gm_view``).
"""

from __future__ import annotations

from typing import Any

from app.engine.campaign.redaction import redact_board
from app.engine.kernel.decisions import OpenDecision
from app.engine.kernel.model import Viewer
from app.engine.quest.redaction import redact_quest
from app.engine.state import CampaignState

HIDDEN_STATE_KEYS = frozenset({"seed", "dice_cursor"})


def view_for(state: CampaignState, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` may see it, as JSON-ready data."""
    if viewer.role == "gm":
        return gm_view(state)
    hidden = set(HIDDEN_STATE_KEYS) | {"quest", "campaign", "checkpoints"}
    data = state.model_dump(mode="json", exclude=hidden)
    # A save's table holds the piles of its day: players see only which saves there are.
    data["checkpoints"] = [c.model_dump(mode="json", exclude={"board"}) for c in state.checkpoints]
    data["quest"] = (
        redact_quest(state.quest, viewer).model_dump(mode="json") if state.quest else None
    )
    data["campaign"] = (
        redact_board(state.campaign, viewer).model_dump(mode="json") if state.campaign else None
    )
    data["you"] = {"role": viewer.role, "seat": viewer.seat, "heroes": list(viewer.heroes)}
    return data


def gm_view(state: CampaignState) -> dict[str, Any]:
    """Everything, for the campaign's GM and site admins only."""
    data = state.model_dump(mode="json")
    data["you"] = {"role": "gm", "seat": None, "heroes": []}
    return data


def viewer_for_seat(state: CampaignState, seat: str) -> Viewer:
    heroes = state.seats[seat].heroes if seat in state.seats else ()
    return Viewer(role="seat", seat=seat, heroes=heroes, open_hands=state.hands == "open")


def still_deciding(open: OpenDecision) -> list[str]:
    """The deciding seats yet to answer: not passed on a reaction window, not voted on a
    party decision (DEV-21), not answered a stay at the inn (SETL-11)."""
    d = open.decision
    done = {*getattr(d, "passed", ()), *getattr(d, "votes", {}), *getattr(d, "answered", ())}
    return [seat for seat in d.deciders if seat not in done]


def table_summary(state: CampaignState) -> dict[str, Any]:
    """Where a table stands, for the GM's list of campaigns: the phase, the quest and its
    round, and what the table waits on — each open decision (its kind and its deciding
    seats, in every layer), else the seat whose hero's turn it is."""
    q = state.quest
    quest = None if q is None else {"id": q.quest, "name": q.name, "round": q.round,
                                    "phase": q.phase, "outcome": q.outcome}  # fmt: skip
    waits = [
        {"kind": open.decision.model_dump().get("kind", ""), "seats": still_deciding(open)}
        for open in state.open_decisions
    ]
    if not waits and state.phase == "quest" and q is not None and q.active in q.heroes:
        waits = [{"kind": "turn", "seats": [state.seat_of_hero(q.active) or "gm"]}]
    return {"phase": state.phase, "quest": quest, "waits_on": waits}


def is_waiting_on(state: CampaignState, seat: str | None) -> bool:
    """The table waits on ``seat`` (issue 15, the lobby's "waits on you"): a decision it
    has yet to answer (a reaction window it has not passed), or its hero's turn."""
    if seat is None or state.phase == "ended":
        return False
    if any(seat in still_deciding(open) for open in state.open_decisions):
        return True
    waits = table_summary(state)["waits_on"]
    return any(w["kind"] == "turn" and seat in w["seats"] for w in waits)
