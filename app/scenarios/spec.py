"""The scenario file as a model (docs/scenario-format.md; its fixed keys kept exactly).

Extensions of ours, all optional: a unit may be a trap (``trap:``); ``turn.order`` fixes
the round's order; ``options`` also takes ``rules`` (RulesOptions), ``goal``,
``interactions``, ``deployment_zone``, ``seats`` (which seat controls which heroes),
``reinforcements`` (QUEST-21 waves, the quest schema's) and ``hero_elimination``; a unit
may be an NPC ally (``ally:``, QUEST-42: an inline ally of the quest schema, or the id of
an ally of a pack's quest; ``controller`` names the hero whose player commands it);
expectations also check ``trap``, ``quest``, ``decision``, ``no_decision``,
``enemy_deck`` and ``sequence`` (events matching in this order, others between).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.content.schema.maps import Board

Inline = str | dict[str, Any]
"""A content id, or an inline object of the pack schema."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class HealthSpec(Strict):
    current: int = Field(ge=0)
    max: int = Field(ge=1)


class UnitSpec(Strict):
    """A hero (``hero:``), an enemy (``enemy:``), an NPC ally (``ally:``) or a trap token
    (``trap:``)."""

    id: str = Field(min_length=1, max_length=64)
    hero: Inline | None = None
    enemy: Inline | None = None
    ally: Inline | None = None
    controller: str | None = None
    trap: Inline | None = None
    at: tuple[int, int] | None = None
    attributes: dict[Literal["strength", "agility", "perception", "knowledge"], int] = {}
    health: int | HealthSpec | None = None
    start_health: int | None = None
    morale: int | None = Field(default=None, ge=0)
    equipment: list[Inline] | None = None
    backpack: list[Inline] = []
    hand: list[Inline] | None = None
    deck: list[Inline] = []
    used: list[Inline] = []
    tokens: dict[str, int | bool] = {}
    hidden: bool = False
    armed: bool = True
    owner: str | None = None

    @property
    def kind(self) -> Literal["hero", "enemy", "ally", "trap"]:
        if self.hero is not None:
            return "hero"
        if self.ally is not None:
            return "ally"
        return "enemy" if self.enemy is not None else "trap"


class TurnSpec(Strict):
    round: int = Field(default=1, ge=1)
    active: str
    actions_left: int | None = Field(default=None, ge=0, le=4)
    order: list[str] | None = None


class DiceSpec(Strict):
    attack: list[int] = []
    test: list[int] = []
    travel: list[bool] = []

    @field_validator("attack")
    @classmethod
    def _d6(cls, values: list[int]) -> list[int]:
        if any(not 1 <= v <= 6 for v in values):
            raise ValueError("attack dice show 1-6")
        return values


class OptionsSpec(Strict):
    night: bool = False
    difficulty: Literal["normal", "professional", "master"] = "normal"
    heroes_in_party: int | None = None
    rules: dict[str, Any] = {}
    goal: dict[str, Any] | None = None
    interactions: list[dict[str, Any]] = []
    deployment_zone: list[tuple[int, int]] = []
    seats: dict[str, list[str]] | None = None
    reinforcements: list[dict[str, Any]] = []
    hero_elimination: bool = False


class StepSpec(Strict):
    """``expect_error``: the code of the refusal expected (matched exactly, never the
    rule ID); ``expect_rule``: with it, the rule ID the refusal must name."""

    actor: str = Field(alias="as")
    command: dict[str, Any]
    expect_error: str | None = None
    expect_rule: str | None = None

    @model_validator(mode="after")
    def _rule_with_error(self) -> StepSpec:
        if self.expect_rule is not None and self.expect_error is None:
            raise ValueError("expect_rule goes with the expect_error it qualifies")
        return self


class Scenario(Strict):
    name: str = Field(min_length=1, max_length=120)
    rules: list[str] = Field(min_length=1)
    content: str = "base"
    options: OptionsSpec = OptionsSpec()
    board: Board
    units: list[UnitSpec] = Field(min_length=1)
    enemy_decks: dict[str, list[Inline]] = {}
    turn: TurnSpec | None = None
    seed: int = 0
    dice: DiceSpec = DiceSpec()
    steps: list[StepSpec] = []
    expect: list[dict[str, Any]] = []

    @field_validator("rules")
    @classmethod
    def _rule_ids(cls, rules: list[str]) -> list[str]:
        bad = [r for r in rules if not _is_rule_id(r)]
        if bad:
            raise ValueError(f"not rule IDs: {bad}")
        return rules


def _is_rule_id(rule: str) -> bool:
    head, _, number = rule.rpartition("-")
    return bool(head) and head.replace("-", "").isalpha() and head.isupper() and number.isdigit()
