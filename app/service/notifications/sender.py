"""The notification sender: listens to the bus (after each commit, never inside the
command path), works through a queue in one background task, and sends e-mails and
webhook posts as their own tasks with timeouts and retries. A failure is logged; no
command ever waits for or fails because of a notification.

A waiting period is a ``notification_waits`` row: the process whose insert commits
owns it and notifies it, once, however many events follow while it lasts and however
many processes hear of them. Table news is claimed the same way (``notification_claims``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Coroutine
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError, InterfaceError, OperationalError

from app.content.catalog import Catalog
from app.db.models import Campaign, CampaignCommand, NotificationClaim, NotificationWait, User
from app.service.context import ServiceContext
from app.service.membership import TableMembers
from app.service.metrics import swallowed_fault
from app.service.notifications.mail import (
    UNSUBSCRIBE_PATH,
    compose,
    send_mail,
    unsubscribe_token,
)
from app.service.notifications.mail_budget import take_mail_budget
from app.service.notifications.preferences import opted_out, webhook_url
from app.service.notifications.triggers import (
    ANNOUNCED,
    GM_SEAT,
    announcements,
    awaited_seats,
    waiting_text,
)
from app.service.notifications.webhook_address import WebhookPolicy
from app.service.notifications.webhooks import post_webhook
from app.service.table_updates import (
    Fetched,
    TableUpdate,
    committed_here,
    read_events,
    read_members,
    read_table,
)

log = logging.getLogger("hunters.notifications")
MOST_PENDING = 10_000


class NotificationSender:
    """Gathers the bus's announcements for ``NOTIFICATION_DELAY_SECONDS`` and then looks
    at each campaign that moved once: a burst of commands costs one look, and a wait
    that is over before the look is not notified at all."""

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx
        self._pending: dict[int, tuple[int, int]] = {}
        """Campaign -> the first and the last seq announced since the last look."""
        self._wake = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._seen: dict[int, int] = {}
        self._waiting: dict[int, frozenset[int]] = {}
        """Who this process last saw the table wait on, per campaign: while it stays the
        same (most commands), nothing is written at all."""
        self._members: dict[int, TableMembers] = {}
        self._awaited: dict[int, frozenset[tuple[str, str]]] = {}
        """The seats the table waited on at the last look, per campaign."""
        self._tasks: set[asyncio.Task[Any]] = set()
        self._worker: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.ctx.bus.subscribe(self.on_committed)
        self._worker = asyncio.create_task(self._work(), name="notifications")

    async def stop(self) -> None:
        running = [t for t in [self._worker, *self._tasks] if t is not None]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    async def on_committed(self, campaign_id: int, seq: int) -> None:
        """Bus listener: note the campaign's newest seq and return at once."""
        if len(self._pending) < MOST_PENDING or campaign_id in self._pending:
            first, _last = self._pending.get(campaign_id, (seq, seq))
            self._pending[campaign_id] = (min(first, seq), seq)
            self._idle.clear()
            self._wake.set()
        else:
            log.warning("notification backlog full", extra={"campaign": campaign_id})

    async def settled(self) -> None:
        """Wait until every announcement is looked at and every send has finished."""
        await self._idle.wait()
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _work(self) -> None:
        while True:
            await self._wake.wait()
            await asyncio.sleep(self.ctx.settings.notification_delay_seconds)
            self._wake.clear()
            batch, self._pending = self._pending, {}
            for campaign_id, (first, last) in batch.items():
                try:
                    await self.handle(campaign_id, last, first_seq=first)
                except (OperationalError, InterfaceError):
                    self._look_again(campaign_id, first, last)
                except Exception:
                    swallowed_fault("notifications", "notifications failed", campaign=campaign_id)
            if not self._pending:
                self._idle.set()

    def _look_again(self, campaign_id: int, first: int, last: int) -> None:
        """The database could not be reached during the look (a restart, a killed
        connection: issue 24's probe): nothing is lost, the campaign is looked at again
        with the next batch. Claims keep what was already sent from being sent twice."""
        log.warning("notifications wait for the database", extra={"campaign": campaign_id})
        was_first, was_last = self._pending.get(campaign_id, (first, last))
        self._pending[campaign_id] = (min(first, was_first), max(last, was_last))
        self._wake.set()

    async def handle(self, campaign_id: int, seq: int, *, first_seq: int | None = None) -> None:
        """Look at the campaign as committed at ``seq`` or later; the events since the
        last look (at a first look: since the command that ended at ``first_seq``)."""
        after = self._seen.get(campaign_id)
        if after is not None and seq <= after:
            return
        if after is None:
            after = await self._command_start(campaign_id, first_seq or seq)
        update = await self._update_after(campaign_id, after)
        if update is None:
            return
        if self._nothing_new(update):
            self._seen[campaign_id] = update.seq
            return
        members = await self._members_of(update)
        if members is None:
            return
        self._seen[campaign_id] = update.seq
        await self._announce(update, members)
        await self._notify_waits(update, members)

    async def _members_of(self, update: TableUpdate) -> TableMembers | None:
        """Who sits at the table: read with a fetched update, else the ones kept (this
        process's own commits leave the seats as they were), else read once."""
        if isinstance(update, Fetched):
            self._members[update.campaign_id] = update.members
        elif update.campaign_id not in self._members:
            found = await read_members(self.ctx, update.campaign_id)
            if found is None:
                return None
            self._members[update.campaign_id] = found
        return self._members[update.campaign_id]

    def _nothing_new(self, update: TableUpdate) -> bool:
        """This process's own commit that announced nothing and left the table waiting on
        the same seats (its seats unchanged): nothing to read, nothing to send."""
        seats = frozenset(awaited_seats(update.state).items())
        same = self._awaited.get(update.campaign_id) == seats
        self._awaited[update.campaign_id] = seats
        announced = any(e.event.type in ANNOUNCED for e in update.events)
        return same and not announced and not isinstance(update, Fetched)

    async def _update_after(self, campaign_id: int, after: int) -> TableUpdate | None:
        """The table after ``after``: this process's own commit as it holds it, else read
        (the table updates the live rooms use, app/service/table_updates.py)."""
        mine = committed_here(self.ctx, campaign_id, after)
        if mine is not None:
            return mine
        table = await read_table(self.ctx, campaign_id)
        if table is None:
            return None
        events = await read_events(self.ctx, campaign_id, after_seq=after, upto_seq=table.seq)
        return Fetched(campaign_id, table.seq, tuple(events), table.state, table.members)

    async def _command_start(self, campaign_id: int, seq: int) -> int:
        """The seq before the command that ended at ``seq`` (first news of a campaign)."""
        async with self.ctx.sessions() as db:
            first = await db.scalar(
                select(CampaignCommand.seq_from).where(
                    CampaignCommand.campaign_id == campaign_id, CampaignCommand.seq_to == seq
                )
            )
        return (first or seq) - 1

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._sent)

    def _sent(self, task: asyncio.Task[Any]) -> None:
        """A send's end: an exception it raised is counted and logged here (never left
        to asyncio's "Task exception was never retrieved")."""
        self._tasks.discard(task)
        if task.cancelled() or task.exception() is None:
            return
        swallowed_fault("notification_sends", "notification send failed", task.exception())

    async def _claim(self, db_row: NotificationClaim | NotificationWait) -> bool:
        """Insert the row that makes this process the one sender; False if another was."""
        try:
            async with self.ctx.write_session() as db:
                db.add(db_row)
                await db.commit()
        except IntegrityError:
            return False
        return True

    async def _announce(self, update: TableUpdate, members: TableMembers) -> None:
        if not any(e.event.type in ANNOUNCED for e in update.events):
            return
        campaign = members.campaign
        async with self.ctx.sessions() as db:
            url = await webhook_url(db, campaign.id)
            catalog = await self.ctx.content.catalog(db, campaign.content_hash)
        if url is None:
            return
        quests = catalog.quests if isinstance(catalog, Catalog) else {}
        found = announcements(update.events, {q: quest.name for q, quest in quests.items()})
        for news in found:
            key = f"{campaign.id}:{news.key}"
            claim = NotificationClaim(key=key, campaign_id=campaign.id,
                                      created_at=self.ctx.clock.now())  # fmt: skip
            if await self._claim(claim):
                self._spawn(self._post(url, f"{campaign.name}: {news.text}"))

    async def _notify_waits(self, update: TableUpdate, members: TableMembers) -> None:
        campaign = members.campaign
        awaited = await self._awaited_users(update, members)
        last = update.events[-1].at if update.events else None
        started = await self._sync_waits(campaign, awaited, last or campaign.updated_at)
        if not started:
            return
        async with self.ctx.sessions() as db:
            url = await webhook_url(db, campaign.id)
            users = {u.id: u for u in await db.scalars(select(User).where(User.id.in_(started)))}
        for user_id in started:
            user = users[user_id]
            text = waiting_text(awaited[user_id], user.username, campaign.name)
            if url is not None:
                self._spawn(self._post(url, text))
            if self.ctx.settings.sends_mail and user.email:
                self._spawn(self._mail(user, campaign, text))

    async def _awaited_users(self, update: TableUpdate, members: TableMembers) -> dict[int, str]:
        """User id -> wait kind, for the members the table waits on who did not opt out."""
        by_seat = {s.seat_key: s.user_id for s in members.seats if s.role == "player" and s.user_id}
        by_seat[GM_SEAT] = members.campaign.gm_user_id
        async with self.ctx.sessions() as db:
            quiet = await opted_out(db, members.campaign.id)
        awaited: dict[int, str] = {}
        for seat, kind in awaited_seats(update.state).items():
            user_id = by_seat.get(seat)
            if user_id is not None and user_id not in quiet:
                awaited.setdefault(user_id, kind)
        return awaited

    async def _sync_waits(
        self, campaign: Campaign, awaited: dict[int, str], since: datetime
    ) -> list[int]:
        """End the waiting periods that are over; start (and claim) the new ones, since
        the commit of the command that started them."""
        campaign_id = campaign.id
        if self._waiting.get(campaign_id) == frozenset(awaited):
            return []
        async with self.ctx.write_session() as db:
            await db.execute(
                delete(NotificationWait).where(
                    NotificationWait.campaign_id == campaign_id,
                    NotificationWait.user_id.not_in(list(awaited)),
                )
            )
            rows = await db.scalars(
                select(NotificationWait.user_id).where(NotificationWait.campaign_id == campaign_id)
            )
            waiting = set(rows.all())
            await db.commit()
        started = []
        for user_id, kind in awaited.items():
            row = NotificationWait(campaign_id=campaign_id, user_id=user_id, kind=kind,
                                   since=since)  # fmt: skip
            if user_id not in waiting and await self._claim(row):
                started.append(user_id)
        self._waiting[campaign_id] = frozenset(awaited)
        return started

    async def _post(self, url: str, text: str) -> None:
        settings = self.ctx.settings
        await post_webhook(
            url,
            text,
            policy=WebhookPolicy.of(settings),
            timeout_seconds=settings.webhook_timeout_seconds,
            attempts=settings.webhook_attempts,
        )

    async def _mail(self, user: User, campaign: Campaign, text: str) -> None:
        if not user.email or not await take_mail_budget(self.ctx, user.id):
            log.info("mail skipped (limit)", extra={"user": user.id})
            return
        settings = self.ctx.settings
        token = unsubscribe_token(settings.secret(), user.id, campaign.id)
        link = f"{settings.site_url}{UNSUBSCRIBE_PATH}?token={token}"
        message = compose(settings, user.email, f"Hunters Online: {campaign.name}", text, link)
        try:
            await send_mail(settings, message)
        except Exception:
            log.warning("mail failed", extra={"user": user.id}, exc_info=True)
            return
        async with self.ctx.write_session() as db:
            row = await db.get(NotificationWait, (campaign.id, user.id))
            if row is not None:
                row.mailed_at = self.ctx.clock.now()
                await db.commit()


@contextlib.asynccontextmanager
async def running_notifications(ctx: ServiceContext) -> AsyncIterator[NotificationSender]:
    sender = NotificationSender(ctx)
    await sender.start()
    try:
        yield sender
    finally:
        await sender.stop()
