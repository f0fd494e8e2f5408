"""Issue 24: ``hunters admin restore --replace`` killed part-way leaves the old campaign
whole. The probe killed it 2 s in and found the campaign with 0 rows: the delete had been
committed before the import began.

A real ``hunters`` process restores a backup of a campaign with ~20,000 chat lines onto
Postgres; the test watches Postgres' own activity view and sends SIGKILL as soon as the
restore is writing the backup's chat rows (the delete is behind it by then), then reads
the campaign back: every row as before.
"""

from __future__ import annotations

import asyncio
import signal
import subprocess
import time
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pydantic import SecretStr
from sqlalchemy import create_engine, insert, text

from app.db.models import ChatMessage
from app.service.backups import back_up_all
from app.service.context import ServiceContext
from app.service.exports import export_campaign
from app.service.runtime import open_context
from app.settings import Settings, sync_database_url
from tests.factories import campaign_row, install_test_pack
from tests.integration.server import HUNTERS, hunters_env
from tests.reliability.harness import fresh_postgres_database
from tests.service.test_backups import rename
from tests.service.test_exports import played_campaign

pytestmark = [pytest.mark.heavy, pytest.mark.postgres]
CHAT_LINES = 20_000
WRITING_ROWS = {"chat": "INSERT INTO chat_messages%", "events": "INSERT INTO campaign_events%"}
WAIT_SECONDS = 60.0


@pytest.fixture
async def ctx(tmp_path: Path) -> AsyncIterator[ServiceContext]:
    with fresh_postgres_database("hunters_restore") as url:
        settings = Settings(
            database_url=url, data_dir=tmp_path, secret_key=SecretStr("restore-kill-key")
        )
        async with open_context(settings) as context:
            await install_test_pack(context)
            yield context


async def chatty_campaign(ctx: ServiceContext) -> int:
    campaign_id = await played_campaign(ctx)
    async with ctx.write_session() as db:
        gm = (await campaign_row(db, campaign_id)).gm_user_id
        rows = [{"campaign_id": campaign_id, "user_id": gm, "role": "gm", "seat_key": None,
                 "text": f"line {n}: wolves in the pass", "created_at": datetime.now(UTC)}
                for n in range(CHAT_LINES)]  # fmt: skip
        await db.execute(insert(ChatMessage), rows)
        await db.commit()
    return campaign_id


def restore_killed_while_writing_chat(backup: Path, url: str, data_dir: Path) -> str:
    """Run ``hunters admin restore --replace`` and SIGKILL it once Postgres shows it
    inserting the backup's chat or event rows (the delete is behind it); what happened."""
    restore = subprocess.Popen(
        [*HUNTERS, "admin", "restore", str(backup), "--replace"],
        env=hunters_env(url, data_dir),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    watcher = create_engine(sync_database_url(url), isolation_level="AUTOCOMMIT")
    query = text(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
        "AND pid <> pg_backend_pid() AND (query LIKE :chat OR query LIKE :events)"
    )
    deadline = time.monotonic() + WAIT_SECONDS
    try:
        with watcher.connect() as connection:
            while time.monotonic() < deadline:
                if restore.poll() is not None:
                    return "finished before it was seen writing"
                if connection.execute(query, WRITING_ROWS).scalar():
                    restore.send_signal(signal.SIGKILL)
                    restore.wait(timeout=WAIT_SECONDS)
                    return "killed"
                time.sleep(0.005)
    finally:
        watcher.dispose()
    restore.kill()
    raise AssertionError(f"the restore did not write rows within {WAIT_SECONDS} s")


def wait_for_backends_to_end(url: str) -> None:
    """Postgres rolls back a killed client's transaction when it notices the socket
    closed; wait (bounded) until no other backend is left on the database."""
    engine = create_engine(sync_database_url(url), isolation_level="AUTOCOMMIT")
    others = text(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
        "AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND state <> 'idle'"
    )
    deadline = time.monotonic() + WAIT_SECONDS
    try:
        with engine.connect() as connection:
            while connection.execute(others).scalar():
                assert time.monotonic() < deadline, "the killed restore's backend stayed"
                time.sleep(0.05)
    finally:
        engine.dispose()


async def test_a_killed_replace_leaves_the_old_campaign_whole(
    ctx: ServiceContext, tmp_path: Path, figures: Callable[[str], None]
) -> None:
    campaign_id = await chatty_campaign(ctx)
    [backup] = await back_up_all(ctx, tmp_path / "backups", keep=3)
    await rename(ctx, campaign_id, "Played on after the backup")
    before = (await export_campaign(ctx, campaign_id)).model_dump(
        exclude={"exported_at", "integrity"}
    )
    url = ctx.settings.database_url
    started = time.monotonic()
    outcome = await asyncio.to_thread(restore_killed_while_writing_chat, backup, url, tmp_path)
    killed_after = time.monotonic() - started
    assert outcome == "killed", outcome
    await asyncio.to_thread(wait_for_backends_to_end, url)
    after = (await export_campaign(ctx, campaign_id)).model_dump(
        exclude={"exported_at", "integrity"}
    )
    assert len(after["chat"]) == CHAT_LINES
    assert after == before
    figures(
        f"restore --replace of a {CHAT_LINES}-line campaign killed {killed_after:.1f} s in, "
        f"while writing rows: the old campaign whole ({len(after['events'])} events, "
        f"{len(after['chat'])} chat lines)"
    )
