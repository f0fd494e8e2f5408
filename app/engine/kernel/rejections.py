"""Rejections: what decide() returns instead of events when a command breaks a rule.

A rejection is a value, never an exception: a stable ``code`` for clients and tests,
the ``rule`` ID from rules/hunters-rules.md (or "" for non-rule errors), and a
sentence a player understands.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Rejection(BaseModel):
    """A command that was refused; nothing changed."""

    model_config = ConfigDict(frozen=True)

    code: str
    message: str
    rule: str = ""


def reject(code: str, message: str, rule: str = "") -> Rejection:
    return Rejection(code=code, message=message, rule=rule)
