"""Running a Primal scenario: set up the position, force the shuffles, let play run to
the first choice, play each step, check the expectations. Never raises: every problem
is a FAIL naming the file and the field, or the step and the refusal."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import TypeAdapter, ValidationError

from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import PrimalCommand, Resume
from app.engine.primal.decide import decide_fight
from app.engine.primal.flow import EngineStuck
from app.engine.primal.model.state import PrimalState
from app.engine.primal.recorder import ForcedShuffles, ShufflesExhausted
from app.scenarios.errors import ScenarioError
from app.scenarios.primal.build import build_state, load_catalog
from app.scenarios.primal.checks import check_expectations, check_spec
from app.scenarios.primal.spec import Scenario, StepSpec

COMMANDS: TypeAdapter[PrimalCommand] = TypeAdapter(PrimalCommand)


@dataclass(frozen=True)
class Result:
    name: str
    passed: bool
    why: str = ""

    @property
    def line(self) -> str:
        return f"PASS {self.name}" if self.passed else f"FAIL {self.name}: {self.why}"


class StepFailed(Exception):
    pass


def load_scenario(data: dict[str, Any]) -> Scenario:
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(where, problem["msg"]) from None
    check_spec(scenario.expect)
    return scenario


def run_primal_file(path: Path, data: dict[str, Any]) -> Result:
    name = str(data.get("name", path.stem))
    try:
        scenario = load_scenario(data)
        catalog = load_catalog(scenario.content, path.parent)
        state = build_state(scenario, catalog)
        events, state = play(scenario, state, catalog)
        problems = check_expectations(scenario.expect, events, state)
    except ScenarioError as bad:
        return Result(name, False, f"{path}: {bad}")
    except StepFailed as failed:
        return Result(name, False, str(failed))
    except Exception as crash:  # a rules bug fails the scenario, never the runner
        return Result(name, False, f"engine error: {type(crash).__name__}: {crash}")
    return Result(name, not problems, "; ".join(problems))


def play(
    scenario: Scenario, state: PrimalState, catalog: Any
) -> tuple[list[EventBase], PrimalState]:
    dice = ForcedShuffles(SeededDice(scenario.seed), scenario.shuffles)
    events: list[EventBase] = []
    state = _decide(state, Resume(), Actor(role="system"), dice, catalog, events, "start")
    for index, step in enumerate(scenario.steps):
        state = _step(state, index, step, dice, catalog, events)
    left = dice.remaining()
    if left:
        raise StepFailed(f"forced shuffles not used: {left}")
    return events, state


def _actor(state: PrimalState, name: str, where: str) -> Actor:
    if name in ("gm", "system"):
        return Actor(role=name)  # type: ignore[arg-type]
    if name.startswith("seat:"):
        return Actor(role="seat", seat=name.removeprefix("seat:"))
    if name not in state.seats:
        raise ScenarioError(where, f"'{name}' is no hunter of the fight (or gm, system, seat:NAME)")
    return Actor(role="seat", seat=state.seats[name])


def _step(state: PrimalState, index: int, step: StepSpec, dice: ForcedShuffles, catalog: Any,
          events: list[EventBase]) -> PrimalState:  # fmt: skip
    where = f"steps[{index}]"
    actor = _actor(state, step.actor, f"{where}.as")
    try:
        command = COMMANDS.validate_python(step.command)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        raise ScenarioError(
            f"{where}.command.{'.'.join(str(p) for p in problem['loc'])}", problem["msg"]
        ) from None
    if step.expect_rule is not None and step.expect_error is None:
        raise ScenarioError(where, "expect_rule goes beside an expect_error")
    result = _run(state, command, actor, dice, catalog, where)
    if isinstance(result, Rejection):
        if step.expect_error != result.code:
            raise StepFailed(f"{where} ({command.type}) rejected: {result.code}: {result.message}")
        if step.expect_rule is not None and step.expect_rule != result.rule:
            raise StepFailed(f"{where} rejected by rule {result.rule}, expected {step.expect_rule}")
        return state
    if step.expect_error is not None:
        raise StepFailed(f"{where} ({command.type}) was accepted, expected {step.expect_error}")
    events.extend(result[0])
    return result[1]


def _run(state: PrimalState, command: Any, actor: Actor, dice: ForcedShuffles, catalog: Any,
         where: str) -> tuple[list[EventBase], PrimalState] | Rejection:  # fmt: skip
    try:
        return decide_fight(state, command, dice, actor, catalog)
    except ShufflesExhausted as out:
        raise StepFailed(f"{where}: {out}") from None
    except EngineStuck as stuck:
        raise StepFailed(f"{where}: engine stuck: {stuck}") from None


def _decide(state: PrimalState, command: Any, actor: Actor, dice: ForcedShuffles, catalog: Any,
            events: list[EventBase], where: str) -> PrimalState:  # fmt: skip
    result = _run(state, command, actor, dice, catalog, where)
    if isinstance(result, Rejection):
        raise StepFailed(f"{where}: {result.code}: {result.message}")
    events.extend(result[0])
    return result[1]


def read_yaml(path: Path) -> object:
    return yaml.safe_load(path.read_text(encoding="utf-8"))
