"""Message budgets: token buckets that bound how fast one client may send.

A socket has one (app/realtime), and so does each account's HTTP commands (every
login session of the account shares it, so logging in again does not buy more):
``rate`` messages a second on average, ``burst`` at once. A client over budget is
told once per flood — a flood ends when the client has kept within its budget for
``FLOOD_QUIET_SECONDS`` — so a sustained flood does not turn into a stream of warnings.
"""

from __future__ import annotations

from collections import OrderedDict
from time import monotonic

FLOOD_QUIET_SECONDS = 1.0
SESSION_BUDGETS_KEPT = 10_000


class MessageBudget:
    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = monotonic()
        self.refused_at: float | None = None
        self.warned = False

    def take(self) -> bool:
        """Spend one message's worth; False when over budget."""
        now = monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            if self.refused_at is not None and now - self.refused_at >= FLOOD_QUIET_SECONDS:
                self.warned = False
                self.refused_at = None
            return True
        self.refused_at = now
        return False

    def first_refusal_of_flood(self) -> bool:
        """True once per flood: the moment to tell the client to slow down."""
        if self.warned:
            return False
        self.warned = True
        return True


class SessionBudgets:
    """One budget per key — an account (HTTP commands), or an address for requests
    without one — the least recently used forgotten beyond ``SESSION_BUDGETS_KEPT`` so
    the map cannot grow without bound."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self._budgets: OrderedDict[str, MessageBudget] = OrderedDict()

    def budget_for(self, key: str) -> MessageBudget:
        """The budget ``key`` spends from (shared by every socket or session of it)."""
        budget = self._budgets.pop(key, None) or MessageBudget(self.rate, self.burst)
        self._budgets[key] = budget
        while len(self._budgets) > SESSION_BUDGETS_KEPT:
            self._budgets.popitem(last=False)
        return budget

    def take(self, key: str) -> bool:
        return self.budget_for(key).take()
