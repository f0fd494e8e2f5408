"""Running a scenario: set up, force the dice, play the steps, check the expectations."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from app.engine import Actor, Rejection, decide, evolve, parse_command
from app.engine.hunters.quest.commands import Resume
from app.engine.hunters.quest.flow import EngineStuck
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.dice import DiceExhausted, ForcedDice, SeededDice
from app.engine.kernel.model import EventBase
from app.scenarios.build import ScenarioError, build_state, load_catalog
from app.scenarios.checks import check_expectations, event_spec_problem
from app.scenarios.primal.run import run_primal_file
from app.scenarios.spec import Scenario, StepSpec

INVALID_COMMAND = "invalid_command"
"""``expect_error`` for a command the protocol itself refuses (a bad field value)."""


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


def load_scenario(path: Path) -> Scenario:
    """Parse and validate a file; problems are ScenarioErrors naming the field path."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as broken:
        raise ScenarioError("", f"not readable YAML: {broken}") from None
    if not isinstance(data, dict):
        raise ScenarioError("", "a scenario is a mapping of the top-level keys")
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(where, problem["msg"]) from None
    misnamed = event_spec_problem(scenario.expect)
    if misnamed is not None:
        raise ScenarioError(*misnamed)
    return scenario


def run_file(path: Path) -> Result:
    """One scenario file, never raising: every problem becomes a FAIL. A file saying
    ``game: primal`` is a Primal scenario (app/scenarios/primal/)."""
    name = path.stem
    primal = _primal_data(path)
    if primal is not None:
        outcome = run_primal_file(path, primal)
        return Result(outcome.name, outcome.passed, outcome.why)
    try:
        scenario = load_scenario(path)
        name = scenario.name
        catalog = load_catalog(scenario.content, path.parent)
        state = build_state(scenario, catalog)
        events, state = play(scenario, state, catalog)
        problems = check_expectations(scenario.expect, events, state)
    except ScenarioError as bad:
        return Result(name, False, f"{path}: {bad}")
    except StepFailed as failed:
        return Result(name, False, str(failed))
    except Exception as crash:  # a rules bug must fail the scenario, never the runner
        return Result(name, False, f"engine error: {type(crash).__name__}: {crash}")
    if problems:
        return Result(name, False, "; ".join(problems))
    return Result(name, True)


def _primal_data(path: Path) -> dict[str, Any] | None:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return None
    return data if isinstance(data, dict) and data.get("game") == "primal" else None


def play(
    scenario: Scenario, state: HuntersTable, catalog: Any
) -> tuple[list[EventBase], HuntersTable]:
    """Let the engine run from the position, then play each step; returns every event."""
    dice = ForcedDice(
        SeededDice(scenario.seed),
        attack=scenario.dice.attack,
        test=scenario.dice.test,
        travel=scenario.dice.travel,
    )
    events: list[EventBase] = []
    if scenario.campaign is None:  # a quest position: let the engine run up to a choice
        state = _apply(state, Resume(), Actor(role="system"), dice, catalog, events, "start")
    for index, step in enumerate(scenario.steps):
        state = _step(state, index, step, dice, catalog, events)
    left = dice.remaining()
    if left:
        unused = ", ".join(f"{n} {kind}" for kind, n in left.items())
        raise StepFailed(f"forced dice not used: {unused}")
    return events, state


def _actor(state: HuntersTable, name: str, where: str) -> Actor:
    if name in ("gm", "system"):
        return Actor(role=name)  # type: ignore[arg-type]
    if name.startswith("seat:"):
        return Actor(role="seat", seat=name.removeprefix("seat:"))
    seat = state.seat_of_hero(name)
    if seat is None:
        raise ScenarioError(where, f"'{name}' is no hero of a seat (or gm, system, seat:NAME)")
    return Actor(role="seat", seat=seat)


def _step(
    state: HuntersTable, index: int, step: StepSpec, dice: ForcedDice, catalog: Any,
    events: list[EventBase],
) -> HuntersTable:  # fmt: skip
    where = f"steps[{index}]"
    actor = _actor(state, step.actor, f"{where}.as")
    try:
        command = parse_command(step.command)
    except ValidationError as invalid:
        if step.expect_error == INVALID_COMMAND:
            return state
        problem = invalid.errors()[0]
        path = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(f"{where}.command.{path}", problem["msg"]) from None
    try:
        result = decide(state, command, dice, actor=actor, content=catalog)
    except DiceExhausted as out:
        raise StepFailed(f"{where}: {out}") from None
    except EngineStuck as stuck:
        raise StepFailed(f"{where}: engine stuck: {stuck}") from None
    if isinstance(result, Rejection):
        return _refused(where, step, command.type, result, state)
    if step.expect_error is not None:
        raise StepFailed(f"{where} ({command.type}) was accepted, expected {step.expect_error}")
    events.extend(result)
    for event in result:
        state = evolve(state, event)
    return state


def _refused(
    where: str, step: StepSpec, command: str, result: Rejection, state: HuntersTable
) -> HuntersTable:
    """``expect_error`` names the refusal's code (only); ``expect_rule`` its rule ID."""
    if step.expect_error != result.code:
        raise StepFailed(f"{where} ({command}) rejected: {result.code}: {result.message}")
    if step.expect_rule is not None and step.expect_rule != result.rule:
        raise StepFailed(
            f"{where} ({command}) rejected by rule {result.rule}, expected {step.expect_rule}"
        )
    return state


def _apply(
    state: HuntersTable, command: Any, actor: Actor, dice: ForcedDice, catalog: Any,
    events: list[EventBase], where: str,
) -> HuntersTable:  # fmt: skip
    try:
        result = decide(state, command, dice, actor=actor, content=catalog)
    except DiceExhausted as out:
        raise StepFailed(f"{where}: {out}") from None
    if isinstance(result, Rejection):
        raise StepFailed(f"{where}: {result.code}: {result.message}")
    events.extend(result)
    for event in result:
        state = evolve(state, event)
    return state


def scenario_files(paths: list[str]) -> list[Path]:
    """Files given, and every *.yaml/*.yml under folders given (names starting with _ or .
    are not scenarios: helpers and packs live there)."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found += sorted(
                p
                for pattern in ("*.yaml", "*.yml")
                for p in path.rglob(pattern)
                if not any(part.startswith(("_", ".")) for part in p.relative_to(path).parts)
            )
        else:
            found.append(path)
    return found


def run_paths(paths: list[str]) -> list[Result]:
    results: list[Result] = []
    seen: dict[tuple[Path, str], Path] = {}
    for path in scenario_files(paths):
        result = run_file(path)
        twin = seen.get((path.parent, result.name))
        if twin is not None:
            result = Result(result.name, False, f"{path}: the name is also used by {twin.name}")
        seen.setdefault((path.parent, result.name), path)
        results.append(result)
    return results
