"""E-mail pieces: the unsubscribe token is signed (a changed one is refused); the
hourly limit per person: test_mail_budget.py."""

from __future__ import annotations

from app.service.notifications.mail import read_unsubscribe_token, unsubscribe_token

SECRET = b"a secret of this server"


def test_an_unsubscribe_token_names_one_person_and_one_campaign() -> None:
    token = unsubscribe_token(SECRET, 7, 42)
    assert read_unsubscribe_token(SECRET, token) == (7, 42)
    _user, campaign, signature = token.split(".")
    assert read_unsubscribe_token(SECRET, f"8.{campaign}.{signature}") is None
    assert read_unsubscribe_token(b"another server", token) is None
    assert read_unsubscribe_token(SECRET, "junk") is None
