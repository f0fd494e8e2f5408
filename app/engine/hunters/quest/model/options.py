"""Rules settings of a quest: every ambiguity resolved as a flag (docs/rules-decisions.md).

The defaults are our reading of the rulebook; a campaign may change them at quest start.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.quest.board.geometry import CornerRule
from app.engine.kernel.model import Frozen

REACTION_TIMEOUT_SECONDS = (1, 3600)
"""QUEST-34..37: the shortest and longest wait of a reaction window, in seconds (an
import is held to it too: app/service/exports/document.py)."""


class RulesOptions(Frozen):
    """One field per resolved ambiguity, named after what it decides."""

    diagonal_step_corner: CornerRule = "any_wall"
    """MOVE-08: which walls/obstacles at a crossed corner block a diagonal step."""
    los_corner: CornerRule = "closed_both_sides"
    """ATK-17: how a line of sight through an exact lattice corner is treated."""
    night_limits_enemies: bool = False
    """ATK-19: whether darkness also limits enemies' sight (default: heroes only)."""
    morale_step_ignores_stops: bool = False
    """MOVE-19: (a) True = the step bought with morale ignores stop rules; (b) False."""
    always_roll_extra_dice: bool = True
    """ATK-09: extra rolls for 1s are always taken (they can never hurt)."""
    firing_into_engagement_hits: Literal["attacker_ally"] = "attacker_ally"
    """ATK-21: on a 6 an ally of the attacker on the target's space is hit instead."""
    enemy_defense_tokens_only_if_useful: bool = True
    """ATK-32: enemies keep defense tokens against an attack that would deal no damage."""
    token_cap: int = Field(default=2, ge=1, le=4)
    """ATK-33: at most this many offense and this many defense tokens per miniature."""
    flight_stops_at_opponents: bool = True
    """MOVE-22: a flying miniature still stops on entering an opponent's space."""
    reaction_timeout_seconds: int = Field(
        default=20, ge=REACTION_TIMEOUT_SECONDS[0], le=REACTION_TIMEOUT_SECONDS[1]
    )
    """QUEST-34..37: how long a reaction window waits before it passes (service clock)."""
    hand_size: int = Field(default=5, ge=1, le=10)
    """QUEST-11/15: cards drawn up to at the start of a round."""
    actions_per_turn: int = Field(default=2, ge=1, le=4)
    """QUEST-22: actions of a hero's turn."""
    push_off_board: bool = False
    """TRAIT-25, ENEMY-27: a push may send a miniature over the edge of a board that can
    be left (it is then out of the quest). Default: no, a push obeys the normal rules
    and only heroes step off the board, on their own Moves (MOVE-06)."""
    hero_tokens_kept_after_quest: Literal["poison_and_mighty", "mighty_only"] = "poison_and_mighty"
    """TRAIT-29, END-07: the trait tokens heroes keep when a quest ends (GL Traits: Poison
    and Mighty; HTP: Mighty and the undefined "Vulnerable", i.e. Mighty only)."""
