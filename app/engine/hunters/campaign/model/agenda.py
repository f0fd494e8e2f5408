"""The story being told (CAMP-34..36): a stack of frames, each the instructions of one
card, tale entry or quest outcome still to follow. A decision or a quest pauses the
stack; answering it resumes where the story stopped, so nothing is re-read on replay."""

from __future__ import annotations

from typing import Literal

from app.content.schema.narrative import Instruction
from app.engine.kernel.model import Frozen

SourceKind = Literal["setup", "plot", "road", "town", "task", "entry", "quest"]


class Frame(Frozen):
    """The rest of one source's instructions. ``source`` is the card, entry or quest id;
    ``testers`` are the heroes a ``who: tester`` instruction means in this frame (set by
    the test whose branch this frame is); ``card`` is the card being resolved that goes
    back to its pile when the frame is done (CAMP-15, CAMP-26, CAMP-31), if any;
    ``testing`` is the one hero an ``each`` test is being taken by in this frame (DEV-19);
    ``findings`` are the D6 rolled per finding in the quest whose outcome this is (TERR-15),
    by the hero who collected it; ``killer`` the hero of the quest's killing blow (END-14)."""

    source: str
    kind: SourceKind
    instructions: tuple[Instruction, ...]
    testers: tuple[str, ...] = ()
    card: str | None = None
    testing: str | None = None
    killer: str | None = None
    findings: dict[str, tuple[int, ...]] = {}
