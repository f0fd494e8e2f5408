"""Issue 24: a COMMIT the database refuses is answered over the socket as the documented,
retryable ``unavailable`` (docs/protocol.md), never ``internal_error``; the same command
id sent again once the database is well applies exactly once.

The failure is Postgres's own: a deferred constraint trigger on ``campaign_commands``
fails the COMMIT of a marked command id with SQLSTATE 57P01 (what a backend terminated
mid-COMMIT answers), so every statement before it succeeded on a real server.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from app.settings import sync_database_url
from tests.realtime.live import new_campaign, seated, sign_up
from tests.reliability.harness import (
    ServerProcess,
    assert_log_whole,
    fresh_database,
    serving,
    stored_log,
)

pytestmark = pytest.mark.postgres
MARK = "fail-commit-"
FAIL_MARKED_COMMITS = f"""
CREATE FUNCTION fail_marked_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.command_id LIKE '{MARK}%' THEN
    RAISE EXCEPTION 'injected commit failure' USING ERRCODE = '57P01';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER fail_marked_commit AFTER INSERT ON campaign_commands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_marked_commit();
"""


def run_sql(database_url: str, sql: str) -> None:
    engine = create_engine(sync_database_url(database_url))
    try:
        with engine.begin() as db:
            db.execute(text(sql))
    finally:
        engine.dispose()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    with fresh_database("postgres", tmp_path) as url, serving(url, tmp_path) as [one]:
        yield one


async def test_a_failed_commit_answers_unavailable_and_the_retry_applies_once(
    server: ServerProcess, figures: Callable[[str], None]
) -> None:
    gm = await sign_up(server.live, "gm")
    campaign_id = await new_campaign(gm)
    run_sql(server.database_url, FAIL_MARKED_COMMITS)
    cid = f"{MARK}{uuid.uuid4().hex[:12]}"
    choose = {
        "type": "command",
        "command_id": cid,
        "command": {"type": "choose_hero", "hero": "medic"},
    }
    async with seated(server.live, gm, campaign_id) as (socket, hello):
        await socket.send(choose)
        answer = await socket.expect("error|ack|reject", within=10)
        assert answer["type"] == "error" and answer["code"] == "unavailable", answer
        _seqs, commands, seq = stored_log(server.database_url, campaign_id)
        assert cid not in commands and seq == hello["seq"], "the failed commit left a trace"
        run_sql(server.database_url, "DROP TRIGGER fail_marked_commit ON campaign_commands")
        await socket.send(choose)
        retried = await socket.answer_to(cid, within=10)
    assert retried["type"] == "ack" and retried["duplicate"] is False, retried
    seqs, commands = assert_log_whole(server.database_url, campaign_id)
    assert commands.count(cid) == 1
    figures(
        f"commit failure [postgres]: a refused COMMIT answered {answer['code']!r} over the "
        f"socket; its retry applied once (log 1..{len(seqs)}, {len(commands)} commands)"
    )
