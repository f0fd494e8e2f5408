"""Scheduled backups (issue 15): every campaign to a folder, unchanged campaigns not
written twice, old files rotated out by retention, and a restore under the same id."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.engine import Actor
from app.service.backups import back_up_all, backups_of, restore_backup, running_backups
from app.service.commands import CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.errors import Conflict
from app.service.exports import export_campaign
from app.service.exports import restore as restore_module
from tests.factories import MovableClock, command_id
from tests.service.test_exports import played_campaign


async def rename(ctx: ServiceContext, campaign_id: int, name: str) -> None:
    payload = {"type": "name_party", "name": name}
    actor = Actor(role="seat", seat="seat1")
    await run_command(ctx, CommandRequest(campaign_id, command_id(), payload, actor))


async def test_backups_rotate_by_retention(ctx: ServiceContext, tmp_path: Path) -> None:
    clock = MovableClock()
    ctx.clock = clock
    campaign_id = await played_campaign(ctx)
    folder = tmp_path / "backups"
    assert len(await back_up_all(ctx, folder, keep=2)) == 1
    clock.advance(hours=1)
    assert await back_up_all(ctx, folder, keep=2) == []  # unchanged: nothing new
    for name in ("The Crows", "The Hares", "The Wolves"):
        await rename(ctx, campaign_id, name)
        clock.advance(hours=1)
        await back_up_all(ctx, folder, keep=2)
    kept = backups_of(folder, campaign_id)
    assert len(kept) == 2
    seq = (await export_campaign(ctx, campaign_id)).campaign.seq
    assert f"-seq{seq}-" in kept[-1].name and f"-seq{seq - 1}-" in kept[0].name


async def test_a_restore_brings_the_campaign_back_under_its_id(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    campaign_id = await played_campaign(ctx)
    [path] = await back_up_all(ctx, tmp_path, keep=3)
    await rename(ctx, campaign_id, "Played on after the backup")
    with pytest.raises(Conflict):
        await restore_backup(ctx, path, replace=False)
    restored = await restore_backup(ctx, path, replace=True)
    assert restored.campaign_id == campaign_id
    back = await export_campaign(ctx, campaign_id)
    assert "Played on" not in str(back.events[-1].payload)


async def test_scheduled_backups_run_at_the_interval(ctx: ServiceContext, tmp_path: Path) -> None:
    assert ctx.settings.backup_interval_hours == 0  # off unless configured
    campaign_id = await played_campaign(ctx)
    ctx.settings.backup_interval_hours = 0.05 / 3600
    ctx.settings.backup_dir = tmp_path
    async with running_backups(ctx):
        for _ in range(100):
            if backups_of(tmp_path, campaign_id):
                break
            await asyncio.sleep(0.05)
    assert len(backups_of(tmp_path, campaign_id)) == 1


class FailedPartWay(Exception):
    """A fault injected while the backup's rows are written."""


@pytest.mark.parametrize("fault", ["events", "snapshot"])
async def test_a_replace_that_fails_part_way_leaves_the_old_campaign_whole(
    ctx: ServiceContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: str
) -> None:
    """Issue 24: ``restore --replace`` deleted the campaign in one transaction and wrote
    the backup in a second; a failure in the second left no campaign at all."""
    campaign_id = await played_campaign(ctx)
    [path] = await back_up_all(ctx, tmp_path, keep=3)
    await rename(ctx, campaign_id, "Played on after the backup")
    before = await export_campaign(ctx, campaign_id)

    def fail(*_args: object, **_kwargs: object) -> None:
        raise FailedPartWay(fault)

    target = "write_event_rows" if fault == "events" else "encode_snapshot"
    monkeypatch.setattr(restore_module, target, fail)
    with pytest.raises(FailedPartWay):
        await restore_backup(ctx, path, replace=True)
    after = await export_campaign(ctx, campaign_id)
    assert after.model_dump(exclude={"exported_at", "integrity"}) == before.model_dump(
        exclude={"exported_at", "integrity"}
    )
    monkeypatch.undo()
    restored = await restore_backup(ctx, path, replace=True)  # the same file, now whole
    assert (await export_campaign(ctx, restored.campaign_id)).campaign.seq < before.campaign.seq
