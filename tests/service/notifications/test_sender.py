"""Notifications (issue 15, 24): they reach the SMTP sink and the webhook receiver, none goes
to a member who opted out, a waiting period that lasts over a burst of 50 events sends
one e-mail, each trigger of 40 paced moves is delivered once per waiting period (counted
at the sink and the receiver), and the e-mail's unsubscribe link works without logging in.
The log is read for faults (conftest.py: ``failure_lines``)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from pydantic import SecretStr
from sqlalchemy.exc import OperationalError

from app.content.loader import load_pack
from app.service.packs import install_catalog
from app.settings import Settings
from tests.api.conftest import app  # noqa: F401
from tests.api.test_authorization import join
from tests.factories import Player, read_on, register
from tests.service.notifications.receivers import (
    MailSink,
    deliveries,
    events_of,
    smtp_sink,
    webhook_receiver,
)

PLAY = ("pass_reaction", "move_hero", "end_turn")
ANSWERS = ("place_hero", "choose_opening_hand", "set_turn_order", "choose_enemy_path", "end_turn")


@pytest.fixture
def sink() -> Iterator[tuple[MailSink, int]]:
    with smtp_sink() as found:
        yield found


@pytest.fixture
def hook() -> Iterator[tuple[list[dict[str, Any]], str]]:
    with webhook_receiver() as found:
        yield found


@pytest.fixture
def settings(database_url: str, tmp_path: Path, sink: tuple[MailSink, int]) -> Settings:
    return Settings(
        database_url=database_url,
        data_dir=tmp_path / "data",
        secret_key=SecretStr("test-secret-key-not-for-production"),
        smtp_host="127.0.0.1",
        smtp_port=sink[1],
        smtp_starttls=False,
        webhook_allow_private_hosts=True,
        webhook_attempts=1,
        mails_per_user_per_hour=1000,
        notification_delay_seconds=0.1,
        campaign_seed_base=1492,  # the same dice every run
    )


async def set_email(player: Player, address: str) -> None:
    response = await player.client.put(
        "/api/notifications/email", json={"email": address}, headers={"X-CSRF-Token": player.csrf}
    )
    assert response.status_code == 200, response.text


async def put(player: Player, url: str, body: Any) -> None:
    response = await player.client.put(url, json=body, headers={"X-CSRF-Token": player.csrf})
    assert response.status_code == 200, response.text


async def play_until(players: dict[str, Player], cid: int, events: int) -> int:
    """Answer as whoever is asked (setup answers first, then ending turns) until the log
    holds ``events`` events or a hero may move; the seq reached."""
    for _ in range(200):
        for player in players.values():
            seq = int((await player.get(f"/api/campaigns/{cid}/view")).json()["seq"])
            legal = (await player.get(f"/api/campaigns/{cid}/legal")).json()
            if seq >= events or (events == 0 and any(c["type"] == "move_hero" for c in legal)):
                return seq
            answer = next((c for c in legal if c["type"] in ANSWERS), None)
            if answer is not None:
                assert (await player.command(cid, answer)).status_code == 200
    raise AssertionError("the table stalled")


async def play_moves(players: dict[str, Player], cid: int, moves: int, settled: Any = None) -> int:
    """Send ``moves`` commands, each the first that whoever is asked may send: setup
    answers first, then passing a reaction, a move, the end of the turn, else whatever
    else it is asked to choose; the commands sent."""
    sent = 0
    for _ in range(moves * 4):
        for player in players.values():
            legal = (await player.get(f"/api/campaigns/{cid}/legal")).json()
            answer = next((c for c in legal if c["type"] in ANSWERS[:-1]), None)
            for kind in PLAY:
                answer = answer or next((c for c in legal if c["type"] == kind), None)
            answer = answer or (legal[0] if legal else None)  # any other choice it is asked
            if answer is not None:
                assert (await player.command(cid, answer)).status_code == 200
                sent += 1
                if settled is not None:
                    await settled()
            if sent >= moves:
                return sent
    legal = {n: (await p.get(f"/api/campaigns/{cid}/legal")).json() for n, p in players.items()}
    raise AssertionError(f"the table stalled after {sent} moves: {legal}")


async def two_player_table(app: Any, hook_url: str) -> tuple[dict[str, Player], int]:  # noqa: F811
    await install_catalog(app.state.ctx, load_pack("content/base"))
    greta = await register(app, "greta")
    cid = (await greta.post("/api/campaigns", {"name": "Winter", "pack": "base"})).json()["id"]
    ann = await join(app, greta, cid, "ann", "player")
    await set_email(greta, "greta@example.org")
    await set_email(ann, "ann@example.org")
    await put(ann, f"/api/campaigns/{cid}/notifications", {"opted_out": True})
    await put(greta, f"/api/campaigns/{cid}/gm/webhook", {"url": hook_url})
    for player, hero in ((greta, "huntress"), (ann, "landsknecht")):
        assert (await player.command(cid, {"type": "choose_hero", "hero": hero})).status_code == 200
        assert (await player.command(cid, {"type": "set_ready", "ready": True})).status_code == 200
    assert (await greta.command(cid, {"type": "start_campaign"})).status_code == 200
    return {"greta": greta, "ann": ann}, cid


async def test_mail_and_webhook_reach_their_receivers_but_not_who_opted_out(
    app: Any,  # noqa: F811
    sink: tuple[MailSink, int],
    hook: tuple[list[dict[str, Any]], str],
) -> None:
    players, cid = await two_player_table(app, hook[1])
    await play_until(players, cid, events=0)
    await app.state.notifications.settled()
    mails = sink[0].to("greta@example.org")
    assert len(mails) == 1, [m["Subject"] for m in mails]
    assert "Winter" in mails[0]["Subject"] and mails[0]["List-Unsubscribe"]
    assert sink[0].to("ann@example.org") == []
    texts = [body["content"] for body in hook[0]]
    assert texts and all("ann" not in text for text in texts)
    assert any("greta" in text and "Winter" in text for text in texts)

    [waiting] = (await players["greta"].get("/api/notifications/waiting")).json()
    assert waiting["campaign_id"] == cid and waiting["kind"] in ("turn", "decision")
    assert (
        waiting["since"]
        <= (await players["greta"].get(f"/api/campaigns/{cid}")).json()["updated_at"]
    )


async def test_the_unsubscribe_link_asks_then_works_without_a_login(
    app: Any,  # noqa: F811
    sink: tuple[MailSink, int],
    hook: tuple[list[dict[str, Any]], str],
) -> None:
    players, cid = await two_player_table(app, hook[1])
    await play_until(players, cid, events=0)
    await app.state.notifications.settled()
    [message] = sink[0].to("greta@example.org")
    link = urlsplit(message["List-Unsubscribe"].strip("<>"))
    anonymous = players["greta"].client.__class__(
        transport=players["greta"].client._transport, base_url="http://testserver"
    )
    forged = await anonymous.get(f"{link.path}?{link.query[:-3]}xyz")
    assert forged.status_code == 404
    page = await anonymous.get(f"{link.path}?{link.query}")
    assert page.status_code == 200 and "Stop the notifications from Winter?" in page.text
    settings = (await players["greta"].get(f"/api/campaigns/{cid}/notifications")).json()
    assert settings == {"opted_out": False, "webhook": hook[1]}  # a GET changes nothing
    action = re.search(r'<form method="post" action="([^"]+)"', page.text)
    assert action is not None
    done = await anonymous.post(html.unescape(action.group(1)))
    assert done.status_code == 200 and "no more notifications from Winter" in done.text
    settings = (await players["greta"].get(f"/api/campaigns/{cid}/notifications")).json()
    assert settings == {"opted_out": True, "webhook": hook[1]}
    assert (await anonymous.post(f"{link.path}?{link.query[:-3]}xyz")).status_code == 404


async def test_a_burst_of_50_events_in_one_waiting_period_sends_one_email(
    app: Any,  # noqa: F811
    sink: tuple[MailSink, int],
) -> None:
    await install_catalog(app.state.ctx, load_pack("content/base"))
    solo = await register(app, "solo")
    cid = (await solo.post("/api/campaigns", {"name": "Alone", "pack": "base"})).json()["id"]
    await set_email(solo, "solo@example.org")
    for command in (
        {"type": "choose_hero", "hero": "huntress"},
        {"type": "choose_hero", "hero": "landsknecht"},
        {"type": "set_ready", "ready": True},
        {"type": "start_campaign"},
    ):
        assert (await solo.command(cid, command)).status_code == 200
    await read_on(cid, solo)  # CAMP-36: S001 is read before quest 1
    started = int((await solo.get(f"/api/campaigns/{cid}/view")).json()["seq"])
    reached = await play_until({"solo": solo}, cid, events=started + 50)
    await app.state.notifications.settled()
    assert reached - started >= 50
    assert len(sink[0].to("solo@example.org")) == 1


async def test_each_trigger_reaches_the_sinks_once_per_waiting_period(
    app: Any,  # noqa: F811
    sink: tuple[MailSink, int],
    hook: tuple[list[dict[str, Any]], str],
) -> None:
    """40 moves on one process (the sender's fast path: its own commits): per trigger,
    what the SMTP sink and the webhook receiver got matches the log, and the log holds
    no fault (the autouse ``failure_lines``)."""
    players, cid = await two_player_table(app, hook[1])
    moves = await play_moves(players, cid, moves=40, settled=app.state.notifications.settled)
    stored = (await players["greta"].get(f"/api/campaigns/{cid}/events?limit=1000")).json()
    counted = deliveries(hook[0], "greta")
    mails = len(sink[0].to("greta@example.org"))
    print(f"moves={moves} mails={mails} webhook={counted}")
    assert counted["turn"] >= 1 and mails == counted["turn"] + counted["decision"]
    assert counted["day"] == events_of(stored["events"], "day_began")
    assert counted["quest"] == events_of(stored["events"], "quest_ended")
    assert deliveries(hook[0], "ann")["turn"] == 0 and sink[0].to("ann@example.org") == []


async def test_a_look_the_database_fails_is_made_again_and_loses_nothing(
    app: Any,  # noqa: F811
    sink: tuple[MailSink, int],
    hook: tuple[list[dict[str, Any]], str],
) -> None:
    """Issue 24's probe killed the database's connections during commands: the sender
    logged each failed look as a fault and the notification was lost. Now the campaign is
    looked at again with the next batch: the same deliveries as without the failures."""
    sender = app.state.notifications
    looked = sender._update_after
    failures = {"left": 3}

    async def failing(campaign_id: int, after: int) -> Any:
        if failures["left"] > 0:
            failures["left"] -= 1
            raise OperationalError("SELECT 1", {}, Exception("terminating connection"))
        return await looked(campaign_id, after)

    sender._update_after = failing
    players, cid = await two_player_table(app, hook[1])
    await play_until(players, cid, events=0)
    await sender.settled()
    assert failures["left"] == 0
    [mail] = sink[0].to("greta@example.org")
    assert "Winter" in mail["Subject"]
    assert hook[0], "the webhook got nothing"
