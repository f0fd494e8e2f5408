"""E-mail pieces: the unsubscribe token is signed (a changed one is refused) and the
hourly limit per person holds."""

from __future__ import annotations

from app.service.notifications.mail import MailBudget, read_unsubscribe_token, unsubscribe_token

SECRET = b"a secret of this server"


def test_an_unsubscribe_token_names_one_person_and_one_campaign() -> None:
    token = unsubscribe_token(SECRET, 7, 42)
    assert read_unsubscribe_token(SECRET, token) == (7, 42)
    _user, campaign, signature = token.split(".")
    assert read_unsubscribe_token(SECRET, f"8.{campaign}.{signature}") is None
    assert read_unsubscribe_token(b"another server", token) is None
    assert read_unsubscribe_token(SECRET, "junk") is None


def test_the_hourly_limit_holds_per_person() -> None:
    budget = MailBudget(per_hour=2)
    assert budget.take(1, now=0.0) and budget.take(1, now=10.0)
    assert not budget.take(1, now=20.0)
    assert budget.take(2, now=20.0)
    assert budget.take(1, now=3600.0)
