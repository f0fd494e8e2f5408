"""Time limits of pending decisions (DESIGN principle 3: a reaction window passes by
itself). The engine has no clock: a decision only says ``deadline_seconds``. The rooms
of this process tell the keeper when they first see a decision open and when it is
gone; when its time runs out the keeper has it settled by its default
(``apply_default``, sent by the system).

Every process serving the campaign keeps the same timers (they first see a decision
within milliseconds of each other); if two fire, the engine refuses the second
(the decision is no longer open), so a default is applied once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

log = logging.getLogger("hunters.realtime")
Settle = Callable[[int, int], Awaitable[Any]]
DecisionKey = tuple[int, int]  # campaign id, decision id


class DeadlineKeeper:
    def __init__(self, settle: Settle) -> None:
        self._settle = settle
        self._timers: dict[DecisionKey, asyncio.TimerHandle] = {}
        self._running: set[asyncio.Task[Any]] = set()

    def keep(self, campaign_id: int, decision_id: int, deadline: datetime, now: datetime) -> None:
        """Settle the decision at ``deadline`` unless told it is gone (once per decision)."""
        key = (campaign_id, decision_id)
        if key in self._timers:
            return
        delay = max(0.0, (deadline - now).total_seconds())
        self._timers[key] = asyncio.get_running_loop().call_later(delay, self._fire, key)

    def drop(self, campaign_id: int, decision_id: int) -> None:
        """The decision was answered: no default for it."""
        timer = self._timers.pop((campaign_id, decision_id), None)
        if timer is not None:
            timer.cancel()

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()

    def _fire(self, key: DecisionKey) -> None:
        self._timers.pop(key, None)
        task = asyncio.create_task(self._settle_logged(*key))
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def _settle_logged(self, campaign_id: int, decision_id: int) -> None:
        try:
            await self._settle(campaign_id, decision_id)
        except Exception:
            log.exception(
                "settling a decision by its default failed", extra={"campaign": campaign_id}
            )
