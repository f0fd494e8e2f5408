"""Pending decisions of the campaign (DESIGN principle 2): the party's choice of an option
(CAMP-23, DEV-21), the party's choice of a hero for a test (DEV-22's "chosen"), the
party's reading of a text that starts a quest (CAMP-36), the party's preparation before
the quest (DEV-15, EQUIP-41), one hero's choice to spend
morale on a test after seeing the die (DEV-26), and the other players' answer to days at
an inn that one of them proposed (SETL-11)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.content.schema.narrative import AttributeTest, Instruction
from app.engine.kernel.decisions import DecisionBase
from app.engine.kernel.model import Frozen


class ChoiceOption(Frozen):
    """One answer: an option's letter (or a hero id), its text, and the "!" of a
    main-plot option (CAMP-23)."""

    key: str
    text: str
    required: bool = False


class PartyVote(DecisionBase):
    """A choice for the whole party: every seat may vote; when all have voted (or the
    deadline passes) the most votes win, a tie going to the seat of the DEV-21 decider
    (``decider``), no votes at all to ``default``."""

    source: str
    options: tuple[ChoiceOption, ...]
    default: str
    decider: str | None = None
    votes: dict[str, str] = Field(default_factory=dict)

    def has_option(self, key: str) -> bool:
        return any(o.key == key for o in self.options)


class OptionVote(PartyVote):
    """CAMP-23: choose one lettered option of a card or entry; ``outcomes`` are the
    instructions of each option (hidden from players: the card says only the text)."""

    kind: Literal["option"] = "option"
    outcomes: dict[str, tuple[Instruction, ...]]
    testers: tuple[str, ...] = ()


class TesterVote(PartyVote):
    """AttributeTest ``tester: chosen``: the party picks the hero who takes the test."""

    kind: Literal["tester"] = "tester"
    test: AttributeTest


class ReadingStep(PartyVote):
    """CAMP-36 (docs/rules-decisions.md, "A text that starts a quest"): the card or entry
    ``source`` says to play quest ``quest``; before it begins every seat reads what the
    party has just read and answers "Read on" (the only option, the default at the
    deadline). When all have answered, the quest is called."""

    kind: Literal["reading"] = "reading"
    quest: str


class PrepareStep(PartyVote):
    """DEV-15/16, EQUIP-41 (docs/rules-decisions.md, "The party prepares before a quest"):
    quest ``quest`` is about to begin. Until every seat has answered "Open the Tome of
    Quests" (the only option, the default at the deadline), each player builds its heroes'
    decks, arranges their equipment, stores in and takes from the wagon and spends XP.
    When all have answered the Tome is opened: the quest is called and EQUIP-41's lock
    begins; a hero whose deck was not rebuilt keeps its last one."""

    kind: Literal["prepare"] = "prepare"
    quest: str


class MoraleOffer(DecisionBase):
    """DEV-26: the test die showed ``die``; ``hero`` may spend 1 morale for +1 (at most 1
    per hero and test, DEV-25). ``testers`` share the roll; ``boosts`` is what has been
    spent on it so far. The default keeps the morale."""

    kind: Literal["morale"] = "morale"
    source: str
    hero: str
    test: AttributeTest
    testers: tuple[str, ...]
    die: int
    total: int
    asked: tuple[str, ...] = ()
    default: bool = False


class InnStay(DecisionBase):
    """SETL-11: ``days`` at the inn the party stands in, for all of it at once. The seat
    that proposed them (``proposer``) has committed its heroes; each decider commits its
    own to work, to rest or to neither. When every decider has answered, or the deadline
    passes (those who did not answer do neither), the days pass once for the party."""

    kind: Literal["inn"] = "inn"
    proposer: str
    days: int
    work: tuple[str, ...] = ()
    rest: tuple[str, ...] = ()
    answered: tuple[str, ...] = ()


CampaignDecision = Annotated[
    OptionVote | TesterVote | ReadingStep | PrepareStep | MoraleOffer | InnStay,
    Field(discriminator="kind"),
]
