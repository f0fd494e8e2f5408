"""How a table plays (issue 15), the same for every game."""

from __future__ import annotations

from typing import Literal

PlayStyle = Literal["live", "by_turns"]
"""*live*: reaction windows of seconds; *by turns*: every decision waits hours."""
