"""The closed narrative vocabulary: what plot, road, town and task cards, Tome of Tales
entries and quest outcomes tell the group to do between quests (CAMP-36).

One instruction (``do:``) per thing the book's scripts do; the campaign engine interprets
exactly these and nothing else, and the prose a player reads is separate display text.

Vocabulary at a glance
- cards and the map: place_card (face up/down, optionally under a time token for N days,
  CAMP-20/32), reveal_map_card (CAMP-18), place_locations / remove_locations (SETL-02),
  discard_card (CAMP-15/26), move_party (CAMP-10), draw_road_card (CAMP-14, CAMP-38)
- story flow: read_entry (CAMP-34), resolve_quest (CAMP-36), choose (options A/B…, "!" marks
  a main-plot option, CAMP-23), test (DEV-18/22), roll (a D6 picks the branch)
- rewards and losses: gain / lose ("you gain" = one for the group, "each hero gains" = one
  each, CAMP-27), place_rewards on a map card to collect later (CAMP-28),
  complete_task (CAMP-30), roll_findings (TERR-15)
- time and the end: advance_days (CAMP-11), end_campaign (CAMP-02)
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from app.content.schema.common import Attribute, Id, StrictModel

Gold = Annotated[float, Field(ge=0, le=500, multiple_of=0.5)]
"""An amount of ducats; half-ducat tokens make halves payable (SETL-21)."""

TaleId = Annotated[str, Field(pattern=r"^\d{1,3}\.\d{2}$")]
"""A Tome of Tales entry number "X.XX" (CAMP-34)."""

Recipient = Literal[
    "group",  # "you gain": one copy for the whole group; the players pick who holds it
    "each_hero",  # "each hero gains": one copy per hero
    "tester",  # the hero (or each hero) who took the test this instruction follows
    "killing_blow",  # the hero whose attack removed the quest's enemy (END-14)
]


class Bundle(StrictModel):
    """A parcel of things gained, lost or left on a map card; at least one is given.

    ``equipment_choice`` is one item of the recipient's choice among several tokens
    (EQUIP-23: a grease comes in a melee and a ranged version).
    """

    gold: Gold = 0
    xp: int = Field(default=0, ge=0, le=100)
    morale: int = Field(default=0, ge=0, le=10)
    health: int = Field(default=0, ge=0, le=20)
    resources: dict[Id, int] = {}
    equipment: tuple[Id, ...] = ()
    equipment_choice: tuple[Id, ...] = ()

    @model_validator(mode="after")
    def _not_empty(self) -> Bundle:
        things = (self.gold, self.xp, self.morale, self.health, self.resources, self.equipment)
        if not any(things) and not self.equipment_choice:
            raise ValueError("name at least one thing (gold, xp, morale, health, …)")
        if any(count < 1 for count in self.resources.values()):
            raise ValueError("resource amounts are at least 1")
        if len(self.equipment_choice) == 1:
            raise ValueError("an equipment_choice offers at least two items")
        return self


# --------------------------------------------------------------------------- cards, map


class PlaceCard(StrictModel):
    """Place a plot or task card on a map or location card (CAMP-20, CAMP-29, SETL-02).

    ``at`` is None for a large plot card laid beside the map (CAMP-19). With
    ``time_token_days`` the card is covered by a time token whose twin goes that many
    days ahead on the days track, and it cannot be revealed before then (CAMP-32/33).
    """

    do: Literal["place_card"]
    card: Id
    at: Id | None = None
    face: Literal["up", "down"] = "down"
    time_token_days: int | None = Field(default=None, ge=1, le=59)


class RevealMapCard(StrictModel):
    """Turn a map card face up (CAMP-18)."""

    do: Literal["reveal_map_card"]
    card: Id


class PlaceLocations(StrictModel):
    """Lay these location cards face up beside the map (SETL-02)."""

    do: Literal["place_locations"]
    locations: tuple[Id, ...] = Field(min_length=1)


class RemoveLocations(StrictModel):
    """Take these location cards away; the settlement no longer offers them."""

    do: Literal["remove_locations"]
    locations: tuple[Id, ...] = Field(min_length=1)


class DiscardCard(StrictModel):
    """Return a card to its pile (CAMP-15/26) or remove it from the game (``to: box``).

    ``card`` None means the card being resolved.
    """

    do: Literal["discard_card"]
    card: Id | None = None
    to: Literal["pile", "box"] = "pile"


class MoveParty(StrictModel):
    """Place the Hunters marker on a map or location card (CAMP-10, CAMP-40)."""

    do: Literal["move_party"]
    to: Id


class DrawRoadCard(StrictModel):
    """Draw the bottom road card of a level and resolve it (CAMP-14, CAMP-38)."""

    do: Literal["draw_road_card"]
    level: int = Field(ge=1, le=3)


# --------------------------------------------------------------------------- story flow


class ReadEntry(StrictModel):
    """Read a Tome of Tales entry and follow its instructions (CAMP-34)."""

    do: Literal["read_entry"]
    entry: TaleId


class ResolveQuest(StrictModel):
    """Open the Tome of Quests and play this quest (CAMP-36)."""

    do: Literal["resolve_quest"]
    quest: Id


class Option(StrictModel):
    """One lettered option; ``required`` is the "!" of a main-plot option (CAMP-23)."""

    label: str = Field(pattern=r"^[A-F]$")
    text: str = Field(min_length=1, max_length=400)
    required: bool = False
    then: tuple[Instruction, ...] = ()


class Choose(StrictModel):
    """The group chooses one option; a disagreement is settled by DEV-21."""

    do: Literal["choose"]
    options: tuple[Option, ...] = Field(min_length=2, max_length=6)

    @field_validator("options")
    @classmethod
    def _distinct_labels(cls, options: tuple[Option, ...]) -> tuple[Option, ...]:
        labels = [option.label for option in options]
        if len(labels) != len(set(labels)):
            raise ValueError(f"option labels repeat: {labels}")
        return options


class AttributeTest(StrictModel):
    """Test an attribute against a difficulty: test die 0-3 + attribute >= n (DEV-18).

    ``tester``: ``highest`` = the hero with the highest attribute (ties by DEV-21/22);
    ``chosen`` = one hero the group picks; ``each`` = every hero tests and the outcome
    applies to that hero (who: tester); ``group`` = one roll for the party with the
    highest attribute, on which every hero may spend 1 morale (DEV-19/26, our default).
    """

    do: Literal["test"]
    attribute: Attribute
    difficulty: int = Field(ge=1, le=12)
    tester: Literal["highest", "chosen", "each", "group"] = "highest"
    on_pass: tuple[Instruction, ...] = ()
    on_fail: tuple[Instruction, ...] = ()


class RollOutcome(StrictModel):
    """The faces of a D6 that select this branch."""

    faces: tuple[int, ...] = Field(min_length=1, max_length=6)
    then: tuple[Instruction, ...] = Field(min_length=1)


class Roll(StrictModel):
    """Roll one D6; the outcome whose faces show the result is followed (tutorial S003)."""

    do: Literal["roll"]
    outcomes: tuple[RollOutcome, ...] = Field(min_length=2, max_length=6)

    @field_validator("outcomes")
    @classmethod
    def _every_face_once(cls, outcomes: tuple[RollOutcome, ...]) -> tuple[RollOutcome, ...]:
        faces = sorted(face for outcome in outcomes for face in outcome.faces)
        if faces != [1, 2, 3, 4, 5, 6]:
            raise ValueError(f"the outcomes must cover the faces 1-6 once each, not {faces}")
        return outcomes


# --------------------------------------------------------------------------- rewards


class Gain(Bundle):
    """The recipient gains the bundle (CAMP-27, DEV-40)."""

    do: Literal["gain"]
    who: Recipient = "group"


class Lose(Bundle):
    """The recipient loses the bundle: gold, items, morale (DEV-31), Health (DEV-33)."""

    do: Literal["lose"]
    who: Recipient = "group"


class PlaceRewards(Bundle):
    """Leave the bundle (times the number of heroes if ``per_hero``) on a map card; it is
    collected when the Hunters marker enters that card (CAMP-28)."""

    do: Literal["place_rewards"]
    at: Id
    per_hero: bool = False


class CompleteTask(StrictModel):
    """The task is done: the group receives the reward printed on its back (CAMP-30)."""

    do: Literal["complete_task"]
    task: Id


class RollFindings(StrictModel):
    """Roll a D6 for every finding collected in the quest; the pack's findings table turns
    each roll into a resource (TERR-15)."""

    do: Literal["roll_findings"]


# --------------------------------------------------------------------------- time, end


class AdvanceDays(StrictModel):
    """The days marker moves ahead (CAMP-11, SETL-15)."""

    do: Literal["advance_days"]
    days: int = Field(ge=1, le=59)


class EndCampaign(StrictModel):
    """The campaign ends here (CAMP-02)."""

    do: Literal["end_campaign"]
    result: Literal["victory", "defeat"]


Instruction = Annotated[
    PlaceCard
    | RevealMapCard
    | PlaceLocations
    | RemoveLocations
    | DiscardCard
    | MoveParty
    | DrawRoadCard
    | ReadEntry
    | ResolveQuest
    | Choose
    | AttributeTest
    | Roll
    | Gain
    | Lose
    | PlaceRewards
    | CompleteTask
    | RollFindings
    | AdvanceDays
    | EndCampaign,
    Field(discriminator="do"),
]

Option.model_rebuild()
AttributeTest.model_rebuild()
RollOutcome.model_rebuild()


def branches(instruction: Instruction) -> tuple[tuple[str, tuple[Instruction, ...]], ...]:
    """The nested instruction lists of a branching instruction, each with its field path."""
    if isinstance(instruction, Choose):
        return tuple((f"options[{i}].then", o.then) for i, o in enumerate(instruction.options))
    if isinstance(instruction, AttributeTest):
        return (("on_pass", instruction.on_pass), ("on_fail", instruction.on_fail))
    if isinstance(instruction, Roll):
        return tuple((f"outcomes[{i}].then", o.then) for i, o in enumerate(instruction.outcomes))
    return ()
