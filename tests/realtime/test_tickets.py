"""Websocket tickets: HMAC-signed, bound to user, session and campaign, short-lived."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.service.socket_tickets import issue_ticket, read_ticket

SECRET = b"test-secret"
NOW = datetime(2026, 11, 29, 20, 0, tzinfo=UTC)


def ticket(user_id: int = 3) -> str:
    return issue_ticket(
        SECRET, user_id=user_id, session_id="ab" * 32, campaign_id=7, now=NOW, lifetime_seconds=60
    )


def test_a_fresh_ticket_names_its_user_session_and_campaign() -> None:
    read = read_ticket(SECRET, ticket(), campaign_id=7, now=NOW + timedelta(seconds=59))
    assert read is not None
    assert (read.user_id, read.session_id, read.campaign_id) == (3, "ab" * 32, 7)


def test_an_expired_ticket_is_refused() -> None:
    assert read_ticket(SECRET, ticket(), campaign_id=7, now=NOW + timedelta(seconds=60)) is None


def test_a_ticket_for_another_campaign_is_refused() -> None:
    assert read_ticket(SECRET, ticket(), campaign_id=8, now=NOW) is None


def test_a_forged_or_garbled_ticket_is_refused() -> None:
    genuine = ticket()
    body, signature = genuine.split(".")
    other_body = ticket(user_id=1).split(".")[0]
    for forged in (
        f"{other_body}.{signature}",
        f"{body}.{signature[:-3]}abc",
        "not-a-ticket",
        f"{body}.",
        "%%%.%%%",
    ):
        assert read_ticket(SECRET, forged, campaign_id=7, now=NOW) is None, forged
    assert read_ticket(b"another-secret", genuine, campaign_id=7, now=NOW) is None
