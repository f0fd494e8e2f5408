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


SECRET_IN_QUERY = re.compile(
    r"((?:token|ticket|password|hunters_session)=)[^&;\s\"']+", re.IGNORECASE
)
SECRET_HEADERS = frozenset({"cookie", "set-cookie", "authorization", "x-csrf-token"})
SERVER_LOGGERS = ("uvicorn.error", "uvicorn.access", "uvicorn", "websockets")
HIDDEN = "[hidden]"


def _hidden(text: str) -> str:
    return SECRET_IN_QUERY.sub(rf"\1{HIDDEN}", text)


class HideSecrets(logging.Filter):
    """Socket tickets travel in the query string (``?token=``) and uvicorn logs the path
    with its query for every websocket; at DEBUG the websocket library logs every
    handshake header, the session cookie too. Hide such values before a line is written."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = _hidden(record.msg)
        if record.args:
            args = list(record.args if isinstance(record.args, tuple) else (record.args,))
            for i, arg in enumerate(args):
                if isinstance(arg, str) and arg.lower() in SECRET_HEADERS and i + 1 < len(args):
                    args[i + 1] = HIDDEN  # a header logged as ("name", "value")
                elif isinstance(arg, str) and arg != HIDDEN:
                    args[i] = _hidden(arg)
            record.args = tuple(args)
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
