"""Everything the service layer needs, created once per process at start-up."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections import defaultdict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from app.service.budgets import SessionBudgets
from app.service.bus import EventBus
from app.service.clock import Clock
from app.service.content import ContentStore
from app.service.states import CommittedEvents, DecisionOpenings, StateCache
from app.settings import Settings


def fresh_entropy() -> int:
    """A new seed for the dice (a campaign's first, or a rewind's: issue 24)."""
    return secrets.randbits(62)


@dataclass
class ServiceContext:
    settings: Settings
    engine: AsyncEngine
    sessions: async_sessionmaker[AsyncSession]
    bus: EventBus
    clock: Clock
    content: ContentStore = field(default_factory=ContentStore)
    states: StateCache = field(default_factory=StateCache)
    committed: CommittedEvents = field(default_factory=CommittedEvents)
    openings: DecisionOpenings = field(default_factory=DecisionOpenings)
    entropy: Callable[[], int] = field(default=fresh_entropy)
    """Where a rewind's fresh seed comes from (tests give a seeded source)."""
    _locks: defaultdict[int, asyncio.Lock] = field(
        default_factory=lambda: defaultdict(asyncio.Lock)
    )
    _hash_slots: asyncio.Semaphore | None = None
    _command_budgets: SessionBudgets | None = None
    _sqlite_writer: asyncio.Lock = field(default_factory=asyncio.Lock)

    def campaign_lock(self, campaign_id: int) -> asyncio.Lock:
        """Serializes this process's writers of one campaign. Across processes, Postgres'
        row lock (SELECT … FOR UPDATE) does the same. SQLite (one process) has a single
        writer lock for everything: a WAL reader that later writes would otherwise fail
        with "database is locked" when another writer committed in between."""
        if self.settings.is_sqlite:
            return self._sqlite_writer
        return self._locks[campaign_id]

    @contextlib.asynccontextmanager
    async def write_session(self) -> AsyncIterator[AsyncSession]:
        """A session for a read-then-write transaction outside run_command."""
        lock = self._sqlite_writer if self.settings.is_sqlite else contextlib.nullcontext()
        async with lock, self.sessions() as db:
            yield db

    @property
    def hash_slots(self) -> asyncio.Semaphore:
        """Bounds concurrent Argon2 hashes (each needs 19 MiB) so a login storm cannot
        exhaust memory or the thread pool."""
        if self._hash_slots is None:
            self._hash_slots = asyncio.Semaphore(self.settings.password_hash_concurrency)
        return self._hash_slots

    @property
    def command_budgets(self) -> SessionBudgets:
        """HTTP commands per login session, bounded like a socket's messages."""
        if self._command_budgets is None:
            settings = self.settings
            self._command_budgets = SessionBudgets(
                settings.http_commands_per_second, settings.http_command_burst
            )
        return self._command_budgets
