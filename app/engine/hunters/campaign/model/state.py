"""The campaign layer's state (CAMP-02..40, SETL, DEV, EQUIP-37..45): everything on the
table between quests. The top-level HuntersTable holds it beside the seats and the quest.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.hunters.campaign.model.agenda import Frame
from app.engine.hunters.campaign.model.decisions import CampaignDecision
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.piles import Piles
from app.engine.hunters.campaign.model.region import Region
from app.engine.hunters.campaign.model.wagon import Supply, Wagon
from app.engine.kernel.model import Frozen

TIME_TOKENS = ("A", "B", "C", "D")  # CAMP-32: the four lettered time tokens
DECISION_SECONDS = 3600
"""How long a campaign decision waits for absent players before its default applies (a
party spread over the evening answers within the hour; docs/rules-decisions.md)."""
Result = Literal["victory", "defeat"]


class DaysTrack(Frozen):
    """CAMP-02/09: the days marker (day 1 at the start) and the last day of the campaign;
    ``time_tokens`` maps a lettered token on the track to its day (CAMP-32)."""

    day: int = 1
    last_day: int = 60
    time_tokens: dict[str, int] = Field(default_factory=dict)


class PriceOffer(Frozen):
    """SETL-09: one line of a location card's price list as players read it, in half-gold
    units (None: that direction is not offered there)."""

    item: str
    buy_half: int | None = None
    sell_half: int | None = None


class ServiceOffer(Frozen):
    """SETL-11..14: a location card's services in half-gold units per hero and day (work
    pays, rest costs; None: not offered) and its heal service's price and Health."""

    work_half: int | None = None
    rest_half: int | None = None
    heal_half: int | None = None
    heal_health: int = 0


FrontKind = Literal["", "map", "road", "town", "plot", "task", "location", "entry"]


class Front(Frozen):
    """The face of a card or entry that has been revealed: what players read (its name or
    title and its text; a location card also its prices and services, SETL-09..14). The
    content API never sends fronts (app/content/public.py); the state does, once they are
    turned over."""

    title: str = ""
    text: str = ""
    prices: tuple[PriceOffer, ...] = ()
    services: ServiceOffer | None = None
    kind: FrontKind = ""
    """Which kind of card (or a tale entry) this is the face of, for the party's journal."""
    port: bool = False
    """A map card's port icon (SETL-16), printed on its face."""
    settlement: str = ""
    """The settlement a map card holds, or the one a location card belongs to (SETL-01),
    by name; empty elsewhere (and on location cards laid before it was recorded)."""
    landscape: str = ""
    """The country a map card's face shows (its look only); empty elsewhere, and in
    fronts revealed before it was recorded (the client then draws open fields)."""


class Story(Frozen):
    """Where the story stands: the instructions still to follow (top frame first), the
        decisions waiting on the party, what has been read and done, and the quest the story
        has called (handed to the quest layer by app/engine/hunters/quest_start.py;
    ``quest_open`` once
    it has been handed over and until its outcome is followed; ``last_blow`` the hero who
    removed the last enemy in it, END-14's killing blow)."""

    agenda: tuple[Frame, ...] = ()
    pending: tuple[CampaignDecision, ...] = ()
    next_decision_id: int = 1
    in_hand: tuple[str, ...] = ()
    entries_read: tuple[str, ...] = ()
    cards_read: tuple[str, ...] = ()
    fronts: dict[str, Front] = Field(default_factory=dict)
    tasks_completed: tuple[str, ...] = ()
    called_quest: str | None = None
    quest_open: bool = False
    last_blow: str | None = None
    missed_deadlines: tuple[str, ...] = ()
    result: Result | None = None
    result_reason: str = ""


class CampaignBoard(Frozen):
    """The campaign's table: region, days, piles, wagon, supply, hero boards, story."""

    region: Region
    days: DaysTrack = DaysTrack()
    piles: Piles = Piles()
    wagon: Wagon = Wagon()
    supply: Supply = Supply()
    heroes: dict[str, HeroBoard] = Field(default_factory=dict)
    story: Story = Story()
    decision_seconds: int = DECISION_SECONDS

    @property
    def is_over(self) -> bool:
        return self.story.result is not None

    @property
    def is_winnable(self) -> bool:
        """CAMP-25: a missed main-plot deadline makes the campaign unwinnable."""
        return not self.story.missed_deadlines

    @property
    def is_busy(self) -> bool:
        """The story is being told (or waits on a decision or a quest): the party cannot
        travel, trade or read another card until it is done."""
        s = self.story
        return bool(s.agenda or s.pending or s.called_quest)
