"""Errors the service layer raises for the API to map to HTTP answers."""

from __future__ import annotations


def error_body(code: str, message: str, rule: str = "", **extra: object) -> dict[str, object]:
    """What a refusal says over HTTP and before a socket's handshake alike: a code, a
    sentence a player understands and the rule ID."""
    return {"code": code, "message": message, "rule": rule, **extra}


class ServiceError(Exception):
    """A request that cannot be done; ``status`` is the HTTP status the API answers with."""

    status = 400

    def __init__(self, code: str, message: str, *, rule: str = "", retry_after: int | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule
        self.retry_after = retry_after
        self.details: dict[str, object] = {}


class BadRequest(ServiceError):
    status = 400


class Unauthorized(ServiceError):
    status = 401


class Forbidden(ServiceError):
    status = 403


class NotFound(ServiceError):
    status = 404


class Conflict(ServiceError):
    status = 409


class Gone(ServiceError):
    status = 410


class TooManyRequests(ServiceError):
    status = 429


class Unavailable(ServiceError):
    """The database cannot be reached: nothing changed, and the same request (the same
    command id) may simply be sent again in a moment."""

    status = 503

    def __init__(self) -> None:
        super().__init__(
            "unavailable",
            "The game's database cannot be reached right now; nothing changed. "
            "Try again in a moment.",
            retry_after=2,
        )
