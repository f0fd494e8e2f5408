"""The skill tree's card IDs (P-CAMP-31/32) and the expedition's step budgets (P-EXP-08)."""

from __future__ import annotations

import re
from collections.abc import Iterable

UPGRADE_STEPS = {1: 2, 2: 4, 3: 6}
"""P-EXP-08: the skill-tree steps a custom deck may draw on at each level."""

STEP = re.compile(r"^([A-E])([12])$")
"""P-CAMP-32: an upgrade card's ID is its branch (A-E) and step (1 or 2)."""

CARDS_PER_STEP = 2
"""P-CAMP-31: each step adds 2 action cards."""


def upgrade_steps(card_ids: Iterable[str]) -> int | None:
    """P-EXP-08, P-CAMP-31: the skill-tree steps these cards need (step 2 of a branch
    needs its step 1); None if a card is neither a starter ("S") nor an upgrade."""
    reached: dict[str, int] = {}
    for card_id in card_ids:
        if card_id == "S":
            continue
        step = STEP.match(card_id)
        if step is None:
            return None
        branch, number = step.group(1), int(step.group(2))
        reached[branch] = max(reached.get(branch, 0), number)
    return sum(reached.values())
