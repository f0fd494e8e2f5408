"""The audit row of every command the GM sends as the GM (issue 15): who (the GM's user),
when, why (the command's reason) and the values before and after, written in the same
transaction as the command's events so neither exists without the other."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.service.audit import record_audit
from app.service.commands import Accepted, BeforeCommit
from app.service.context import ServiceContext

CHANGE_KEYS = ("before", "after", "outcome", "item", "card", "pile", "order")
"""The parts of a correction's event the audit row keeps beside its type and target."""


def _change(event: Any) -> dict[str, Any]:
    data = event.model_dump(mode="json")
    kept = {k: v for k, v in data.items() if k in CHANGE_KEYS}
    target = data.get("unit") or data.get("hero") or data.get("quest")
    return {"type": data["type"], "target": target, **kept}


def gm_audit(
    ctx: ServiceContext, campaign_id: int, user_id: int, payload: dict[str, Any]
) -> BeforeCommit:
    """The hook for run_command that records the GM's accepted command."""

    async def record(db: AsyncSession, accepted: Accepted) -> None:
        await record_audit(
            db,
            ctx.clock.now(),
            action="gm_command",
            user_id=user_id,
            campaign_id=campaign_id,
            detail={
                "command": str(payload.get("type", ""))[:64],
                "reason": str(payload.get("reason", ""))[:200],
                "seq_from": accepted.seq_from,
                "seq_to": accepted.seq_to,
                "changes": [_change(s.event) for s in accepted.events],
            },
        )

    return record
