"""Quests (QUEST-01..12, QUEST-44/45): deployment, goal, special rules, outcomes."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, field_validator, model_validator

from app.content.schema.allies import NpcAlly
from app.content.schema.common import Id, Space, StrictModel
from app.content.schema.effects import Effect
from app.content.schema.maps import Edge
from app.content.schema.narrative import Instruction

HeroCount = Literal[2, 3, 4]


def _numeric_keys(value: object) -> object:
    """JSON object keys are strings: read {"2": 1} as {2: 1}, so a catalog stored as JSON
    validates again (the server keeps packs in its database)."""
    if isinstance(value, dict):
        return {int(k) if isinstance(k, str) and k.isdigit() else k: v for k, v in value.items()}
    return value


PerHeroCount = Annotated[dict[HeroCount, int], BeforeValidator(_numeric_keys)]
"""A number for each party size: 2, 3 and 4 heroes."""


class EnemyDeployment(StrictModel):
    """An enemy deployment space (QUEST-07/08): how many of ``enemy`` stand at ``at`` for
    2, 3 and 4 heroes (0 = the icon is absent; 2 or 3 = a "2x"/"3x" space), and the
    damage each starts with."""

    enemy: Id
    at: Space
    heroes: PerHeroCount
    damage: int = Field(default=0, ge=0)

    @field_validator("heroes")
    @classmethod
    def _all_counts(cls, heroes: dict[HeroCount, int]) -> dict[HeroCount, int]:
        if set(heroes) != {2, 3, 4}:
            raise ValueError("give the number deployed for 2, 3 and 4 heroes")
        if any(not 0 <= n <= 3 for n in heroes.values()):
            raise ValueError("a deployment space holds 0-3 enemies")
        return heroes

    def count_for(self, heroes_in_party: int) -> int:
        """QUEST-09: a solo game (2 heroes) uses the 2-hero icons."""
        key: HeroCount = 2 if heroes_in_party <= 2 else (3 if heroes_in_party == 3 else 4)
        return self.heroes[key]


class TrapPlacement(StrictModel):
    """A trap on the map from the start (TERR-19/20): an equipment id of a trap."""

    trap: Id
    at: Space


class Reinforcement(StrictModel):
    """Enemies that arrive at the start of a round and act in it (QUEST-21)."""

    round: int = Field(ge=2, le=30)
    enemies: tuple[EnemyDeployment, ...] = Field(min_length=1)


class QuestGoal(StrictModel):
    """The quest goal and round limit (QUEST-12, QUEST-44, END-01/02).

    - ``eliminate_all``: win by removing every enemy within ``rounds`` rounds;
    - ``survive``: win by having a conscious hero at the end of round ``rounds``;
    - ``interaction``: win when the named quest interaction is performed.

    ``alternative_interaction`` is a peaceful way out (HTP Third Tutorial Mission: quests
    "resolved peacefully without combat"): performing that quest interaction also wins,
    whatever ``kind`` says; the quest still ends at the end of that round (END-01).

    ``protect`` names NPC allies of the quest (QUEST-42) the heroes must keep: when one of
    them is out of the quest (fallen at 0 Health, or off the board), the quest is lost at
    the end of that round (END-01), whatever else happened.
    """

    kind: Literal["eliminate_all", "survive", "interaction"]
    rounds: int = Field(ge=1, le=30)
    interaction: Id | None = None
    alternative_interaction: Id | None = None
    protect: tuple[Id, ...] = ()


class QuestInteraction(StrictModel):
    """A quest-specific Interact (QUEST-29, TERR-23), e.g. opening a gate: performed on one
    of ``at``; ``removes_walls`` opens the listed edges; ``effects`` apply to the hero."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    at: tuple[Space, ...] = Field(min_length=1)
    removes_walls: tuple[Edge, ...] = ()
    effects: tuple[Effect, ...] = ()
    once: bool = True
    text: str = Field(default="", max_length=600)


class SpecialRule(StrictModel):
    """A special rule's text, shown to players; its mechanics are data elsewhere."""

    text: str = Field(min_length=1, max_length=1200)


class Quest(StrictModel):
    """A Tome of Quests entry (QUEST-01). ``night`` limits heroes' LOS to 2 (ATK-19).

    ``enemy_counts`` is the Deployment list's bracketed number of each enemy for 2, 3 and 4
    heroes (QUEST-45): the loader checks that the map's icons add up to it. ``victory`` and
    ``defeat`` are the outcome instructions in the narrative vocabulary, read only once the
    quest is over (QUEST-01, END-04). ``allies`` are the NPCs fighting with the heroes
    (QUEST-41/42), deployed on their own spaces.
    """

    id: Id
    number: int = Field(ge=1, le=99)
    variant: str | None = Field(default=None, max_length=8)
    name: str = Field(min_length=1, max_length=80)
    introduction: str = Field(min_length=1, max_length=4000)
    map: Id
    deployment: tuple[EnemyDeployment, ...] = Field(min_length=1)
    traps: tuple[TrapPlacement, ...] = ()
    reinforcements: tuple[Reinforcement, ...] = ()
    goal: QuestGoal
    night: bool = False
    interactions: tuple[QuestInteraction, ...] = ()
    special_rules: tuple[SpecialRule, ...] = ()
    deck: Literal["quest_one", "full"] = "full"
    enemy_counts: dict[Id, PerHeroCount] = {}
    victory: tuple[Instruction, ...] = ()
    defeat: tuple[Instruction, ...] = ()
    allies: tuple[NpcAlly, ...] = ()

    @model_validator(mode="after")
    def _allies_named_once(self) -> Quest:
        ids = [ally.id for ally in self.allies]
        if len(ids) != len(set(ids)):
            raise ValueError("two NPC allies of the quest share an id")
        unknown = [a for a in self.goal.protect if a not in ids]
        if unknown:
            raise ValueError(f"goal.protect names no ally of the quest: {unknown}")
        return self
