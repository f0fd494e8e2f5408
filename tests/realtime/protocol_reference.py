"""The engine's command and event tables of docs/protocol.md, written from the code.

``python -m tests.realtime.protocol_reference`` rewrites the tables between the
``<!-- reference:commands -->``/``<!-- reference:events -->`` markers after the
engine gains a command or an event; test_protocol_doc.py fails until it is run.
Each row: the ``type``, its fields (``?`` = optional), the first line of the class's
docstring, and whether players see a redacted form.
"""

from __future__ import annotations

import re
import sys
import types
import typing
from functools import partial
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel

from app.engine.hunters.commands import Command
from app.engine.hunters.events import Event
from app.engine.kernel.model import EventBase

PROTOCOL_DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
MARKERS = {"commands": Command, "events": Event}


def union_members(union: Any) -> list[type[BaseModel]]:
    """The classes of an ``Annotated[A | B | …, Field(discriminator=…)]`` union."""
    return list(get_args(get_args(union)[0]))


def type_name(model: type[BaseModel]) -> str:
    return str(model.model_fields["type"].default)


def describe_type(annotation: Any) -> str:
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Literal:
        return " \\| ".join(f'"{a}"' for a in args)
    if origin in (types.UnionType, typing.Union):
        names = [describe_type(a) for a in args if a is not type(None)]
        suffix = " or null" if type(None) in args else ""
        return (names[0] if len(names) == 1 else "object") + suffix
    if origin is typing.Annotated:
        return describe_type(args[0])
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"list of {describe_type(args[0])}"
        return "[" + ", ".join(describe_type(a) for a in args) + "]"
    if origin is dict:
        return f"map of {describe_type(args[1])}"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation.__name__
    return getattr(annotation, "__name__", str(annotation))


def row(model: type[BaseModel]) -> str:
    fields = ", ".join(
        f"`{name}{'' if info.is_required() else '?'}`: {describe_type(info.annotation)}"
        for name, info in model.model_fields.items()
        if name != "type"
    )
    meaning = first_paragraph(model.__doc__ or "")
    redacted = (
        isinstance(model, type)
        and issubclass(model, EventBase)
        and model.for_viewer is not EventBase.for_viewer
    )
    note = " *(players see a redacted form, or nothing)*" if redacted else ""
    return f"| `{type_name(model)}` | {fields or '—'} | {meaning}{note} |"


def first_paragraph(docstring: str) -> str:
    paragraph = docstring.strip().split("\n\n")[0]
    return " ".join(paragraph.split()).replace("``", "`").replace("|", "\\|")


def table(union: Any) -> str:
    lines = ["| type | fields | meaning |", "|---|---|---|"]
    lines += [row(model) for model in union_members(union)]
    return "\n".join(lines)


def _filled(marked: re.Match[str], rows: str) -> str:
    """The reference's markers around ``rows``, the table that goes between them."""
    return marked.group(1) + rows + "\n" + marked.group(2)


def render(doc: str) -> str:
    for marker, union in MARKERS.items():
        pattern = re.compile(
            rf"(<!-- reference:{marker} -->\n)(?:.*?\n)?(<!-- /reference:{marker} -->)", re.S
        )
        doc = pattern.sub(partial(_filled, rows=table(union)), doc)
    return doc


def main() -> int:
    PROTOCOL_DOC.write_text(render(PROTOCOL_DOC.read_text()))
    print(f"Rewrote the command and event tables of {PROTOCOL_DOC}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
