"""What each viewer of a Primal table receives, what each actor may send, and what
waits on whom (DESIGN principle 5: built in one place; the fight's part by
app/engine/primal/views.py, which hides hands, deck orders and face-down cards)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import Actor, CommandBase, Viewer
from app.engine.primal import legal as fight_legal
from app.engine.primal import views as fight_views
from app.engine.primal.campaign import commands as cc
from app.engine.primal.campaign.legal import campaign_legal
from app.engine.primal.campaign.views import campaign_view, campaign_waits
from app.engine.primal.commands import LAYER
from app.engine.primal.preview import triggers_for
from app.engine.primal.table import commands as tc
from app.engine.primal.table import rules
from app.engine.primal.table.model import PrimalTable


def viewer_for_seat(table: PrimalTable, seat: str) -> Viewer:
    """A seat looks at the fight as the hunters it plays (their hands are its own)."""
    found = table.seats.get(seat)
    return Viewer(role="seat", seat=seat, heroes=found.hunters if found else ())


def view_for(table: PrimalTable, viewer: Viewer) -> dict[str, Any]:
    """The table as ``viewer`` may see it: the seats and their hunters, and the fight
    once it has begun (with its content, the same for everyone), and what each card the
    viewer may play now would set off (issue 30: shown before it is confirmed). Never
    the seed."""
    return {
        "game": "primal",
        "phase": table.phase,
        "content_pack": table.content_pack,
        "content_hash": table.content_hash,
        "seats": {k: {"seat": s.seat, "hunters": list(s.hunters)} for k, s in table.seats.items()},
        "fight": None if table.phase == "setup" else fight_views.view_for(table.fight, viewer),
        "play_triggers": triggers_for(table.fight, viewer) if table.phase == "fight" else {},
        "campaign": None if table.campaign is None else campaign_view(table.campaign),
    }


def legal_commands(table: PrimalTable, actor: Actor, content: PrimalCatalog) -> list[CommandBase]:
    """Every command ``actor`` could send now that decide accepts (the same guards)."""
    if table.phase == "fight":
        return fight_legal.legal_commands(table.fight, actor)
    if table.phase == "campaign" and table.campaign is not None:
        return campaign_legal(table.campaign, actor, content)
    if table.phase != "setup":
        return []
    found: list[CommandBase] = [
        tc.ChooseHunter(hunter=h)
        for h in sorted(content.hunters)
        if rules.choose_problem(table, actor, h, content) is None
    ]
    if actor.role == "seat" and actor.seat in table.seats:
        found += [tc.ReleaseHunter(hunter=h) for h in table.seats[actor.seat].hunters]
    if rules.begin_problem(table, actor) is None:
        found += [tc.BeginFight(fight=f, level=lv) for f, lv in rules.fights_of(content)]
        found += [cc.BeginCampaign(book=b, trial=t) for b in sorted(content.campaign)
                  for t in (False, True)]  # fmt: skip
    return found


def is_waiting_on(table: PrimalTable, seat: str) -> bool:
    """Whether the table waits on ``seat``: a decision it answers, or its hunter's turn
    with nothing else open."""
    if table.phase == "campaign" and table.campaign is not None:
        return any(seat in w["seats"] for w in campaign_waits(table.campaign))
    if table.phase != "fight":
        return False
    fight = table.fight
    if fight.pending:
        return any(seat in d.deciders for d in fight.pending)
    return fight.active is not None and fight.seats.get(fight.active) == seat


def open_in_view(view: Mapping[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """(layer, the decisions open in ``view``), read from the viewer's own view."""
    fight = view.get("fight")
    if view.get("phase") != "fight" or not isinstance(fight, dict):
        return LAYER, []
    return LAYER, [d for d in fight.get("pending") or () if isinstance(d, dict)]


def deadline_seconds(table: PrimalTable) -> dict[tuple[str, int], int | None]:
    """How long each open decision waits before its default (the fight's options)."""
    return {o.key: o.decision.deadline_seconds for o in table.open_decisions}


def settle_command(layer: str, decision: int) -> ApplyDefault:
    return ApplyDefault(layer=layer, decision=decision)


def status(table: PrimalTable) -> str:
    return {"setup": "setup", "ended": "ended"}.get(table.phase, "active")


def table_summary(table: PrimalTable) -> dict[str, Any]:
    """Where the table stands, for the GM's list and the notifications: the phase, the
    fight's round, and what it waits on (each open decision's deciding seats, else the
    seat whose hunter's turn it is)."""
    fight = table.fight
    shown = None if table.phase == "setup" else {
        "id": fight.fight, "name": fight.monster.name, "round": fight.round,
        "phase": fight.phase, "outcome": fight.outcome,
    }  # fmt: skip
    waits: list[dict[str, Any]] = [
        {"kind": d.kind, "seats": list(d.deciders)} for d in fight.pending
    ] if table.phase == "fight" else []  # fmt: skip
    if table.phase == "fight" and not waits and fight.active is not None:
        waits = [{"kind": "turn", "seats": [fight.seats.get(fight.active, "gm")]}]
    if table.phase == "campaign" and table.campaign is not None:
        waits = campaign_waits(table.campaign)
    return {"phase": table.phase, "quest": None, "fight": shown, "waits_on": waits}


def lobby_facts(table: PrimalTable) -> dict[str, Any]:
    """What the lobby lists of a table: each seat's hunters (hands are always closed)."""
    return {
        "hands": "closed",
        "party_name": "",
        "heroes": {key: list(s.hunters) for key, s in table.seats.items()},
    }
