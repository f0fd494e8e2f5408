"""E-mail notifications: one message per waiting period, a signed unsubscribe link that
works without logging in (the per-person hourly limit: mail_budget.py).

Off unless SMTP_HOST is set. Messages are plain text and name only the campaign and
what the table waits for (no game state, nothing hidden). Sending uses the standard
library's SMTP client in a worker thread with a timeout, so a slow mail server never
holds the event loop.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import smtplib
from email import policy
from email.message import EmailMessage

from app.settings import Settings

UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe"
HEADERS_UNFOLDED = policy.SMTP.clone(max_line_length=998)
"""Long headers stay on one line: a folded List-Unsubscribe would be encoded into words
that mail clients do not read as a link."""


def unsubscribe_token(secret: bytes, user_id: int, campaign_id: int) -> str:
    """``user.campaign.signature``: HMAC-SHA256 under the server's secret, so only the
    server makes one and a token opts out that one person from that one campaign."""
    subject = f"{user_id}.{campaign_id}"
    return f"{subject}.{_signature(secret, subject)}"


def _signature(secret: bytes, subject: str) -> str:
    digest = hmac.new(secret, f"unsubscribe:{subject}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


def read_unsubscribe_token(secret: bytes, token: str) -> tuple[int, int] | None:
    """(user id, campaign id) of a genuine token, else None."""
    parts = token.split(".")
    if len(parts) != 3 or not all(p.isdigit() for p in parts[:2]):
        return None
    subject = f"{parts[0]}.{parts[1]}"
    if not hmac.compare_digest(parts[2], _signature(secret, subject)):
        return None
    return int(parts[0]), int(parts[1])


def compose(settings: Settings, to: str, subject: str, text: str, unsubscribe: str) -> EmailMessage:
    message = EmailMessage(policy=HEADERS_UNFOLDED)
    message["From"] = settings.mail_from
    message["To"] = to
    message["Subject"] = subject
    message["List-Unsubscribe"] = f"<{unsubscribe}>"
    message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message.set_content(
        f"{text}\n\nOpen the table: {settings.site_url}/\n\n"
        f"No more e-mails from this campaign: {unsubscribe}\n"
    )
    return message


def _send_now(settings: Settings, message: EmailMessage) -> None:
    with smtplib.SMTP(
        settings.smtp_host, settings.smtp_port, timeout=settings.smtp_timeout_seconds
    ) as smtp:
        if settings.smtp_starttls:
            smtp.starttls()
        if settings.smtp_username and settings.smtp_password is not None:
            smtp.login(settings.smtp_username, settings.smtp_password.get_secret_value())
        smtp.send_message(message)


async def send_mail(settings: Settings, message: EmailMessage) -> None:
    """Send in a worker thread (raises OSError / smtplib.SMTPException on failure)."""
    await asyncio.to_thread(_send_now, settings, message)
