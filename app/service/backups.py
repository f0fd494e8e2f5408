"""Scheduled backups: every campaign exported to a folder, the oldest pruned, and a
restore that puts a campaign back under its own id (docs/gm-guide.md, "Backups").

A backup file is an ordinary export (app/service/exports), named
``campaign-<id>-seq<seq>-<UTC time>.json``: a campaign that did not change since its
last backup is not written again, and ``BACKUP_KEEP`` files of each campaign are kept.
``BACKUP_INTERVAL_HOURS`` = 0 (the default) schedules nothing; ``hunters admin backup``
runs one round by hand.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

from sqlalchemy import select

from app.db.models import Campaign, User
from app.service.context import ServiceContext
from app.service.exports import Imported, export_campaign, import_campaign, parse_document, to_text
from app.service.metrics import swallowed_fault

log = logging.getLogger("hunters.backups")
BACKUP_FILE = re.compile(r"^campaign-(?P<id>\d+)-seq(?P<seq>\d+)-(?P<at>\d{8}T\d{6}Z)\.json$")


def backup_name(campaign_id: int, seq: int, moment: datetime) -> str:
    return f"campaign-{campaign_id}-seq{seq}-{moment:%Y%m%dT%H%M%SZ}.json"


def backups_of(folder: Path, campaign_id: int) -> list[Path]:
    """The backups of one campaign in ``folder``, oldest first."""
    found = []
    for path in folder.glob(f"campaign-{campaign_id}-seq*.json"):
        match = BACKUP_FILE.match(path.name)
        if match and int(match["id"]) == campaign_id:
            found.append((match["at"], int(match["seq"]), path))
    return [path for _, _, path in sorted(found)]


def prune(folder: Path, campaign_id: int, keep: int) -> list[Path]:
    """Delete all but the newest ``keep`` backups of the campaign; the deleted paths."""
    old = backups_of(folder, campaign_id)[:-keep]
    for path in old:
        path.unlink(missing_ok=True)
    return old


def _write_atomically(path: Path, text: str) -> None:
    """Write beside, then rename: a crash never leaves half a backup under its name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.write_text(text, encoding="utf-8")
    partial.replace(path)


async def back_up_campaign(ctx: ServiceContext, campaign_id: int, folder: Path) -> Path | None:
    """One campaign's backup, unless its newest backup already has its current seq."""
    document = await export_campaign(ctx, campaign_id)
    seq = document.campaign.seq
    newest = backups_of(folder, campaign_id)[-1:]
    if newest and f"-seq{seq}-" in newest[0].name:
        return None
    path = folder / backup_name(campaign_id, seq, document.exported_at)
    await asyncio.to_thread(_write_atomically, path, to_text(document))
    return path


async def back_up_all(ctx: ServiceContext, folder: Path, keep: int) -> list[Path]:
    """Back up every campaign and prune each to ``keep`` files; the files written."""
    async with ctx.sessions() as db:
        ids = list((await db.scalars(select(Campaign.id).order_by(Campaign.id))).all())
    written = []
    for campaign_id in ids:
        path = await back_up_campaign(ctx, campaign_id, folder)
        if path is not None:
            written.append(path)
        await asyncio.to_thread(prune, folder, campaign_id, keep)
    return written


async def restore_backup(
    ctx: ServiceContext, path: Path, *, replace: bool, importer: User | None = None
) -> Imported:
    """Put a backed-up campaign back under its own id; ``replace`` deletes the campaign
    that has that id now (its whole log goes, the backup's takes its place) in the one
    transaction that writes the backup: a failure part-way, or a kill, leaves it whole."""
    document = parse_document(await asyncio.to_thread(path.read_bytes))
    try:
        return await import_campaign(
            ctx, document, importer=importer, keep_id=True, replace=replace
        )
    finally:
        if replace:
            ctx.states.forget(document.campaign.id)


async def _every_interval(ctx: ServiceContext) -> None:
    settings = ctx.settings
    folder = settings.backup_dir or settings.data_dir / "backups"
    while True:
        await asyncio.sleep(settings.backup_interval_hours * 3600)
        try:
            written = await back_up_all(ctx, folder, settings.backup_keep)
            log.info("backups written", extra={"files": len(written)})
        except Exception:
            swallowed_fault("backups.scheduled", "scheduled backup failed; trying again later")


@contextlib.asynccontextmanager
async def running_backups(ctx: ServiceContext) -> AsyncIterator[None]:
    """The scheduled backups while the server runs (none when the interval is 0)."""
    if ctx.settings.backup_interval_hours <= 0:
        yield
        return
    task = asyncio.create_task(_every_interval(ctx), name="backups")
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
