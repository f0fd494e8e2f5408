"""The state of one campaign table: setup, seats, heroes, and the quest in progress."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.campaign.model.checkpoints import Checkpoint
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.quest.model.options import RulesOptions
from app.engine.hunters.quest.model.state import QuestState
from app.engine.kernel.decisions import OpenDecision
from app.engine.kernel.model import Frozen
from app.engine.table.attendance.model import PlayStyle

Difficulty = Literal["normal", "professional", "master"]
Phase = Literal["setup", "between_quests", "quest", "ended"]
Hands = Literal["open", "closed"]
"""Whether the party sees every hero's hand ("open") or each seat only its own
("closed", the default). The book has no rule either way (docs/rules-decisions.md)."""

MIN_HEROES = 2  # DEV-02: 2-4 heroes are always in play
MAX_HEROES = 4
SOLO_HEROES = 2  # DEV-02: a solo player controls two heroes


class Seat(Frozen):
    """A player's place at the table and the heroes (content ids) it controls."""

    seat: str
    heroes: tuple[str, ...] = ()
    ready: bool = False
    away: bool = False
    """The player said they are away (issue 15): their reaction windows pass at once,
    their decisions take their defaults at the deadline (app/service/deadlines.py)."""


class PlayMode(Frozen):
    """How the table plays (issue 15): *live*, reaction windows of seconds as each
    decision sets them; or *by turns* over days, every decision waiting ``turn_hours``
    before its default applies. The service times the deadlines accordingly."""

    style: PlayStyle = "live"
    turn_hours: int = 24


class RewindVote(Frozen):
    """A seat asked the table to go back to after event ``to_seq``; ``agreed`` are the
    seats that said yes (the asker first). Every seat must agree (issue 15)."""

    to_seq: int
    agreed: tuple[str, ...]


class QuestEnding(Frozen):
    """The last quest as the campaign keeps it once its story has taken it back (END-04):
    which, its name, how and in which round it ended — what a debrief tells. The quest's
    own state (its map, units and definitions) is no longer part of the table then."""

    quest: str
    name: str
    number: int = 0
    outcome: Literal["victory", "defeat"] | None = None
    round: int = 0


class HuntersTable(Frozen):
    """Everything the rules know about a campaign. ``dice_cursor`` is the position of the
    seeded dice (DESIGN principle 1); ``seed`` never leaves the server (views.py).
    ``quest`` is the quest being played (or the last one, once it ended, until the
    campaign's story takes it back: then only ``last_quest`` remains of it);
    ``quest_rules`` are the campaign's rules settings, copied into each quest it starts
    (docs/rules-decisions.md), e.g. the reaction time-out in seconds. ``campaign`` is the
    campaign layer's table between quests (app/engine/hunters/campaign/), once set up;
    ``checkpoints`` its save points (app/engine/table/saves/, CAMP-37)."""

    seed: int
    dice_cursor: int = 0
    content_pack: str
    content_hash: str
    difficulty: Difficulty = "normal"
    hero_elimination: bool = False
    hands: Hands = "closed"
    phase: Phase = "setup"
    party_name: str = ""
    seats: dict[str, Seat] = Field(default_factory=dict)
    unassigned: tuple[str, ...] = ()
    quests_completed: tuple[str, ...] = ()
    quest: QuestState | None = None
    last_quest: QuestEnding | None = None
    campaign: CampaignBoard | None = None
    checkpoints: tuple[Checkpoint, ...] = ()
    quest_rules: RulesOptions = RulesOptions()
    rewind_vote: RewindVote | None = None
    play_mode: PlayMode = PlayMode()
    loans: dict[str, str] = Field(default_factory=dict)
    """Heroes handed to another seat for the evening (DEV-34): hero -> the seat they
    return to when its player is back."""

    def seat_of_hero(self, hero: str) -> str | None:
        return next((s.seat for s in self.seats.values() if hero in s.heroes), None)

    @property
    def open_decisions(self) -> tuple[OpenDecision, ...]:
        """Every decision waiting on someone, in every layer that holds decisions (DESIGN
        principle 2): the service times them and settles them by ``apply_default``."""
        if self.phase == "between_quests" and self.campaign is not None:
            pending = self.campaign.story.pending
            return tuple(OpenDecision("campaign", d, "campaign_decision_opened") for d in pending)
        if self.phase != "quest" or self.quest is None or self.quest.phase == "ended":
            return ()
        return tuple(OpenDecision("quest", d) for d in self.quest.pending)

    @property
    def heroes(self) -> tuple[str, ...]:
        """Heroes controlled by a seat, in seat order then choice order."""
        return tuple(h for s in self.seats.values() for h in s.heroes)

    @property
    def party(self) -> tuple[str, ...]:
        """Every hero of the party, including those whose player left (DEV-34)."""
        return (*self.heroes, *self.unassigned)
