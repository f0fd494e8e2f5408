"""The shape of a Primal scenario file (docs/scenario-format.md, "Primal scenarios")."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.content.schema.primal.common import TerrainKind
from app.content.schema.primal.fights import PhysicalSector


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Tokens(Strict):
    stamina: int | None = None
    defense: int | None = None
    disrupt: int | None = None
    strain: int | None = None


class HunterSpec(Strict):
    """A hunter of the pack; every field given overrides the fight's start."""

    id: str
    seat: str | None = None
    sector: PhysicalSector | None = None
    hand: list[str] | None = None
    deck: list[str] | None = None
    """Top first."""
    discard: list[str] | None = None
    sequence: list[str] | None = None
    damage: int | None = None
    tokens: Tokens = Tokens()
    threatened: bool | None = None
    dazed: bool | None = None
    burning: bool | None = None
    ko: Literal["red", "black"] | None = None
    eliminated: bool | None = None
    captured: bool | None = None
    focused: bool | None = None
    focus_counters: int | None = None
    armor_depleted: bool | None = None
    helm_depleted: bool | None = None
    weapon: str | None = None
    armor: str | None = None
    helm: str | None = None
    item: str | None = None
    potions: list[str] | None = None
    mastery: str | None = None
    weapon_damage: int | None = None
    wounds: int | None = None
    """How many Wound cards are left in the reserve."""


class MonsterSpec(Strict):
    health: int | None = None
    stance: int | None = Field(default=None, ge=1, le=5)
    damage: int | None = None
    struggle: int | None = None
    facing: PhysicalSector | None = None
    acceleration: int | None = None
    vulnerable: bool | None = None
    confused: bool | None = None
    stun_slot: int | None = None
    tracks: dict[str, int] | None = None
    perils: list[str] | None = None
    objectives: list[str] | None = None
    ballistas: list[bool] | None = None
    bonus_damage: int | None = None
    """Bonus damage tokens lasting the round (P-DMG-18)."""
    counters: dict[str, int] | None = None
    """Counters on the monster's cards (an objective's progress)."""


class BehaviorSpec(Strict):
    slots: list[str | None] | None = None
    """Face-down cards in the slots, left to right (None: empty)."""
    deck: list[str] | None = None
    discard: list[str] | None = None
    out_of_play: list[str] | None = None


class AttritionSpec(Strict):
    deck: list[str] | None = None
    discard: list[str] | None = None
    aside: list[str] | None = None


class BoardSpec(Strict):
    terrain: dict[PhysicalSector, list[TerrainKind]] | None = None
    """Replaces the fight's layout (Fire given here is red; ``fire_yellow`` for yellow)."""
    fire_yellow: list[PhysicalSector] = []
    tokens: dict[PhysicalSector, dict[str, int]] = {}
    plateau: str | None = None


class SideDeckSpec(Strict):
    deck: list[str] | None = None
    discard: list[str] | None = None
    active: str | None = None
    in_play: dict[str, int] | None = None
    """Swarm cards in play and the damage on each."""


class TurnSpec(Strict):
    """Where play starts: ``round`` start (Consume first), a hunter's turn ``start`` (its
    start-of-turn effects first), or its ``movement`` or ``action`` phase."""

    round: int = 1
    hunter: str | None = None
    phase: Literal["round", "start", "movement", "action"] = "round"
    done: list[str] = []
    """Hunters who already had their turn this round."""
    first_player: str | None = None


class StepSpec(Strict):
    actor: str = Field(alias="as")
    command: dict[str, Any]
    expect_error: str | None = None
    expect_rule: str | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Scenario(Strict):
    name: str
    game: Literal["primal"]
    rules: list[str] = Field(min_length=1)
    content: str = "tests/engine/primal/pack"
    fight: str = "prologue"
    level: int = 0
    seed: int = 1
    hunters: list[HunterSpec] = Field(min_length=2, max_length=4)
    monster: MonsterSpec = MonsterSpec()
    behavior: BehaviorSpec = BehaviorSpec()
    attrition: AttritionSpec = AttritionSpec()
    board: BoardSpec = BoardSpec()
    side_decks: dict[str, SideDeckSpec] = {}
    aggro: str | None = None
    turn: TurnSpec = TurnSpec()
    shuffles: dict[str, list[list[str]]] = {}
    steps: list[StepSpec] = []
    expect: list[dict[str, Any]] = []
