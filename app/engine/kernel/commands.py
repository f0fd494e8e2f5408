"""Commands every layer shares."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import CommandBase


class ApplyDefault(CommandBase):
    """System (a deadline passed) or GM: settle the open decision ``decision`` of
    ``layer`` by its default (DESIGN principle 3)."""

    type: Literal["apply_default"] = "apply_default"
    decision: int
    layer: str = "quest"
