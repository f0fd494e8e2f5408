"""Notifications (issue 15): who the table waits on and since when, e-mails once per
waiting period, webhooks for table news; sent off the command path."""

from app.service.notifications.sender import NotificationSender, running_notifications

__all__ = ["NotificationSender", "running_notifications"]
