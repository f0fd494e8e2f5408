"""Commands of a fight (imperative; every ``type`` starts with ``primal_``).

Sectors are named as they lie on the table (``south`` is the front at the start, then
clockwise ``west``, ``north``, ``east``); cards are the instances in a hunter's hand
(``strike``, a second copy ``strike#2``). ``pay`` lists the cards discarded for a
stamina cost and ``token`` whether the held stamina token is spent (P-TURN-08..10).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.content.schema.primal.fights import PhysicalSector
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import CommandBase, Frozen
from app.engine.primal.model.context import SourceKind
from app.engine.primal.model.options import PrimalOptions

LAYER = "primal"
"""The name the fight's decisions go by in ``apply_default`` (kernel ``OpenDecision``)."""

SECTOR_INDEX: dict[str, int] = {"south": 0, "west": 1, "north": 2, "east": 3}


class FightHunter(Frozen):
    hunter: str
    seat: str
    loadout: Loadout | None = None
    """None: the pack's loadout for the level (the starter at 0, P-EXP-04/05)."""


class StartFight(CommandBase):
    """P-SETUP-01..19: set the fight up for these hunters (2-4, each a different one)."""

    type: Literal["primal_start_fight"] = "primal_start_fight"
    fight: str
    level: int = Field(default=0, ge=0, le=3)
    hunters: tuple[FightHunter, ...] = Field(min_length=2, max_length=4)
    aggro: str | None = None
    """P-SETUP-14: the hunter given the aggro token (None: the first listed)."""
    options: PrimalOptions = PrimalOptions()


class Resume(CommandBase):
    """The server (or the GM): let the fight run on from where it stands (a position set
    up by hand, a fight loaded after a fix); nothing to check but who asks."""

    type: Literal["primal_resume"] = "primal_resume"


class Paying(Frozen):
    pay: tuple[str, ...] = ()
    token: bool = False


class MoveHunter(CommandBase, Paying):
    """P-TURN-03: the Movement phase's move to an adjacent sector, for 1 stamina."""

    type: Literal["primal_move"] = "primal_move"
    hunter: str
    to: PhysicalSector


class StayPut(CommandBase):
    """P-TURN-06: stay, and become threatened."""

    type: Literal["primal_stay"] = "primal_stay"
    hunter: str


class HideInBrush(CommandBase):
    """P-BOARD-12: recycle a dodge card to hide until ``until``'s turn is over."""

    type: Literal["primal_hide"] = "primal_hide"
    hunter: str
    card: str
    until: str


class PlayCard(CommandBase, Paying):
    """P-TURN-16: pay the cost, add the card to the right end of the sequence."""

    type: Literal["primal_play_card"] = "primal_play_card"
    hunter: str
    card: str
    x: int = Field(default=0, ge=0, le=20)


class UseAbility(CommandBase, Paying):
    """P-TURN-40: an "Action:" ability of a card in play."""

    type: Literal["primal_use_ability"] = "primal_use_ability"
    hunter: str
    source: SourceKind
    card: str
    ability: int = Field(ge=0, le=20)


class Revive(CommandBase, Paying):
    """P-TURN-43: 2 stamina for a KO'd hunter in your sector, once per turn."""

    type: Literal["primal_revive"] = "primal_revive"
    hunter: str
    target: str


class EndActionPhase(CommandBase):
    type: Literal["primal_end_action_phase"] = "primal_end_action_phase"
    hunter: str


class Assist(CommandBase):
    """P-TURN-41/42: discard an Assist card in another hunter's Action phase."""

    type: Literal["primal_assist"] = "primal_assist"
    hunter: str
    card: str


class Taunt(CommandBase):
    """P-GLOSS-21: discard a Taunt card in another hunter's turn."""

    type: Literal["primal_taunt"] = "primal_taunt"
    hunter: str
    card: str


class Consume(CommandBase):
    """P-ROUND-03/04: one Consume ability in the Consume step."""

    type: Literal["primal_consume"] = "primal_consume"
    hunter: str
    card: str
    ability: int = 0


class RetaliateWith(CommandBase):
    """P-GLOSS-18: reveal the required colors (the Retaliate card among them)."""

    type: Literal["primal_retaliate"] = "primal_retaliate"
    hunter: str
    card: str
    cards: tuple[str, ...]


class ShowResilience(CommandBase):
    """P-GLOSS-17: reveal a Resilience card to draw 1."""

    type: Literal["primal_resilience"] = "primal_resilience"
    hunter: str
    card: str


class PassWindow(CommandBase):
    type: Literal["primal_pass"] = "primal_pass"
    decision: int
    hunter: str


class Choose(CommandBase):
    type: Literal["primal_choose"] = "primal_choose"
    decision: int
    option: int = Field(ge=0)


class PickCards(CommandBase):
    type: Literal["primal_pick_cards"] = "primal_pick_cards"
    decision: int
    cards: tuple[str, ...] = ()


class PayCost(CommandBase, Paying):
    type: Literal["primal_pay"] = "primal_pay"
    decision: int
    decline: bool = False


class MoveChoice(CommandBase, Paying):
    """A move an effect grants: where (None: stay, when the move is optional)."""

    type: Literal["primal_move_choice"] = "primal_move_choice"
    decision: int
    to: PhysicalSector | None = None


PrimalCommand = Annotated[
    StartFight
    | MoveHunter
    | StayPut
    | HideInBrush
    | PlayCard
    | UseAbility
    | Revive
    | EndActionPhase
    | Assist
    | Taunt
    | Consume
    | RetaliateWith
    | ShowResilience
    | PassWindow
    | Choose
    | PickCards
    | PayCost
    | MoveChoice
    | Resume
    | ApplyDefault,
    Field(discriminator="type"),
]

_ADAPTER: TypeAdapter[PrimalCommand] = TypeAdapter(PrimalCommand)


def parse_primal_command(data: object) -> PrimalCommand:
    """A command from its JSON form (raises pydantic's ValidationError)."""
    return _ADAPTER.validate_python(data)
