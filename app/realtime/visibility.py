"""What one viewer of a live table receives: who they are in the engine's terms, the
events they may see, and the decisions that wait on them.

Views come from ``app.engine.view_for`` and events from ``EventBase.for_viewer`` (via
``app.service.campaigns.redact``): nothing here decides what is hidden. Pending
decisions are read from the viewer's own (already redacted) view, so they can never
show more than the view does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from app.db.event_store import StoredEvent
from app.engine import CampaignState, Viewer
from app.service.campaigns import redact
from app.service.membership import Access


def viewer_of(access: Access, state: CampaignState) -> Viewer:
    """A seat sees as the heroes it controls now; a GM or admin as the GM; others as
    spectators."""
    return access.viewer(state)


def visible_events(stored: Iterable[StoredEvent], viewer: Viewer) -> list[dict[str, Any]]:
    """``[{"seq", "event"}]``: each event as ``viewer`` may see it; hidden ones left out."""
    return [{"seq": seq, "event": event} for seq, event in redact(list(stored), viewer)]


def describe_you(access: Access, viewer: Viewer) -> dict[str, Any]:
    return {
        "user": access.user.username,
        "role": access.role,
        "seat": access.seat_key,
        "heroes": list(viewer.heroes),
        "can_command": access.role != "spectator",
    }


def open_decisions(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The quest's pending decisions as they appear in ``view`` (none outside a quest)."""
    quest = view.get("quest")
    if not isinstance(quest, dict):
        return []
    return [d for d in quest.get("pending") or () if isinstance(d, dict)]


def waits_on(decision: Mapping[str, Any], viewer: Viewer) -> bool:
    """Whether ``decision`` waits on ``viewer``: its seat or one of its heroes decides and
    has not passed yet. The GM is shown every open decision (to follow and repair)."""
    if viewer.role == "gm":
        return True
    if viewer.role != "seat":
        return False
    who = {viewer.seat, *viewer.heroes}
    deciders = set(decision.get("deciders") or ()) - set(decision.get("passed") or ())
    return bool(who & deciders)


def pending_for(
    view: Mapping[str, Any], viewer: Viewer, due: Mapping[int, datetime | None]
) -> list[dict[str, Any]]:
    """The decisions waiting on ``viewer``, each with ``deadline``: when it is settled by
    its default (ISO time, from ``due``), or None without a time limit."""
    waiting = []
    for decision in open_decisions(view):
        if waits_on(decision, viewer):
            deadline = due.get(decision.get("id", -1))
            waiting.append({**decision, "deadline": deadline.isoformat() if deadline else None})
    return waiting


def deadlines_of(
    view: Mapping[str, Any], due: Mapping[int, datetime | None]
) -> dict[str, str | None]:
    """When each open decision of ``view`` is settled by its default (ISO time), mine or
    not: every screen counts down to the same moment, also after a reload."""
    found: dict[str, str | None] = {}
    for decision in open_decisions(view):
        deadline = due.get(decision.get("id", -1))
        found[str(decision.get("id"))] = deadline.isoformat() if deadline else None
    return found
