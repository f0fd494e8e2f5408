"""Logging: readable lines in development, one JSON object per line in production."""

from __future__ import annotations

import json
import logging
import re
import sys
from datetime import UTC, datetime
from typing import Any

_STANDARD = set(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "at": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        entry.update({k: v for k, v in record.__dict__.items() if k not in _STANDARD})
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


class TextFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        extra = {k: v for k, v in record.__dict__.items() if k not in _STANDARD}
        line = f"{record.levelname:<7} {record.name}: {record.getMessage()}"
        if extra:
            line += " " + " ".join(f"{k}={v}" for k, v in extra.items())
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


SECRET_IN_QUERY = re.compile(r"((?:token|ticket|password)=)[^&\s\"']+", re.IGNORECASE)
SERVER_LOGGERS = ("uvicorn.error", "uvicorn.access", "uvicorn")


class HideSecrets(logging.Filter):
    """Socket tickets travel in the query string (``?token=``); uvicorn logs the path
    with its query for every websocket. Replace such values before any line is written."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = SECRET_IN_QUERY.sub(r"\1[hidden]", record.msg)
        if record.args:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            record.args = tuple(
                SECRET_IN_QUERY.sub(r"\1[hidden]", a) if isinstance(a, str) else a for a in args
            )
        return True


def hide_secrets_in_server_logs() -> None:
    """Filter uvicorn's own loggers (they have their own handlers) and ours."""
    for name in SERVER_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, HideSecrets) for f in logger.filters):
            logger.addFilter(HideSecrets())


def configure_logging(level: str, *, json_lines: bool) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if json_lines else TextFormatter())
    handler.addFilter(HideSecrets())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for noisy in ("uvicorn.access",):
        logging.getLogger(noisy).disabled = True
    # /readyz checks the schema revision on every call: keep Alembic's chatter out.
    logging.getLogger("alembic").setLevel(logging.WARNING)
    hide_secrets_in_server_logs()
